import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { USER_ROLES, type TUserRole } from '@agency/contracts';

/** A person who can sign in. Email uniqueness (case-insensitive) and the role list are enforced by the database. */
@Entity({ tableName: 'user' })
export class User {
  [OptionalProps]?: 'passwordHash' | 'firstName' | 'lastName' | 'profileImageUrl' | 'role' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'text' })
  email!: string;

  /** Null for accounts that only sign in through OpenID Connect. */
  @Property({ type: 'text', nullable: true, hidden: true })
  passwordHash: string | null = null;

  @Property({ type: 'text', nullable: true })
  firstName: string | null = null;

  @Property({ type: 'text', nullable: true })
  lastName: string | null = null;

  @Property({ type: 'text', nullable: true })
  profileImageUrl: string | null = null;

  @Enum({ items: () => [...USER_ROLES], type: 'text', default: 'client' })
  role: TUserRole = 'client';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
