import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/**
 * A signed-in browser. Only the sha256 of the cookie token is stored, so a copy of
 * this table cannot be replayed as cookies.
 */
@Entity({ tableName: 'session' })
export class Session {
  [OptionalProps]?: 'createdAt' | 'lastSeenAt' | 'revokedAt' | 'ipAddress' | 'userAgent';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'text', unique: true })
  tokenHash!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  lastSeenAt: Date = new Date();

  /** Absolute expiry, fixed at sign-in. */
  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  ipAddress: string | null = null;

  @Property({ type: 'text', nullable: true })
  userAgent: string | null = null;
}
