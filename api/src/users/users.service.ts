import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { EMAIL_TAKEN_MESSAGE, type TSessionUser } from '@agency/contracts';
import { PasswordHasher } from './password-hasher';
import { User } from './user.entity';

export interface NewAccount {
  firstName: string | null;
  lastName?: string | null;
  email: string;
  /** Omitted for accounts that only sign in through OpenID Connect. */
  password?: string;
  /** The identity provider's picture, for accounts created through OpenID Connect. */
  profileImageUrl?: string | null;
}

export function toSessionUser(user: User): TSessionUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    profileImageUrl: user.profileImageUrl,
  };
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

@Injectable()
export class UsersService {
  constructor(
    private readonly em: EntityManager,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
  ) {}

  findByEmail(email: string): Promise<User | null> {
    return this.em.fork().findOne(User, { email: normaliseEmail(email) });
  }

  findById(id: string): Promise<User | null> {
    return this.em.fork().findOne(User, { id });
  }

  /** Creates a client account; the database's unique index on lower(email) decides races. */
  async createClient(account: NewAccount): Promise<User> {
    const em = this.em.fork();
    const user = em.create(User, {
      email: normaliseEmail(account.email),
      firstName: account.firstName,
      lastName: account.lastName ?? null,
      profileImageUrl: account.profileImageUrl ?? null,
      passwordHash: account.password ? await this.hasher.hash(account.password) : null,
      role: 'client',
    });
    try {
      await em.persistAndFlush(user);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(EMAIL_TAKEN_MESSAGE);
      throw error;
    }
    return user;
  }

  /** Checks a password; unknown emails cost the same scrypt work so timing does not reveal accounts. */
  async verifyCredentials(email: string, password: string): Promise<User | null> {
    const user = await this.findByEmail(email);
    const hash = user?.passwordHash ?? (await this.hasher.dummy());
    const matches = await this.hasher.verify(password, hash);
    return user?.passwordHash && matches ? user : null;
  }

  /**
   * Sets a new password when the current one is right; false (nothing changed) when it is wrong or the account
   * signs in only through OpenID Connect and has none.
   */
  async changePassword(userId: string, currentPassword: string, newPassword: string): Promise<boolean> {
    const em = this.em.fork();
    const user = await em.findOne(User, { id: userId });
    const hash = user?.passwordHash ?? (await this.hasher.dummy());
    const matches = await this.hasher.verify(currentPassword, hash);
    if (!user?.passwordHash || !matches) return false;
    user.passwordHash = await this.hasher.hash(newPassword);
    await em.flush();
    return true;
  }

  /** Creates the admin, or promotes an existing account and sets its password. */
  /**
   * `name` ('Hemi Walker') is what visitors see in the live chat (the first name) and colleagues in the CRM; without it
   * a new admin is called 'Admin' and an existing account keeps its name.
   */
  async ensureAdmin(email: string, password: string, name?: string): Promise<User> {
    const em = this.em.fork();
    const passwordHash = await this.hasher.hash(password);
    const normalised = normaliseEmail(email);
    const names = adminNames(name);
    const existing = await em.findOne(User, { email: normalised });
    if (existing) {
      existing.role = 'admin';
      existing.passwordHash = passwordHash;
      if (names) Object.assign(existing, names);
      await em.flush();
      return existing;
    }
    const user = em.create(User, { email: normalised, passwordHash, role: 'admin', ...(names ?? { firstName: 'Admin', lastName: null }) });
    try {
      await em.persistAndFlush(user);
      return user;
    } catch (error) {
      // Another instance created it a moment ago: promote that one instead.
      if (error instanceof UniqueConstraintViolationException) return this.ensureAdmin(email, password, name);
      throw error;
    }
  }

  /** Signs in an OpenID Connect user by verified email, creating a client account the first time. */
  async findOrCreateExternal(account: NewAccount): Promise<User> {
    const existing = await this.findByEmail(account.email);
    if (existing) return existing;
    try {
      return await this.createClient({ ...account, password: undefined });
    } catch (error) {
      if (error instanceof ConflictException) {
        const created = await this.findByEmail(account.email);
        if (created) return created;
      }
      throw error;
    }
  }
}

/** 'Hemi Walker' → first 'Hemi', last 'Walker'; one word is a first name only. */
function adminNames(name: string | undefined): { firstName: string; lastName: string | null } | undefined {
  const words = name?.trim().split(/\s+/).filter(Boolean) ?? [];
  const [firstName, ...rest] = words;
  if (!firstName) return undefined;
  return { firstName: firstName.slice(0, 100), lastName: rest.length > 0 ? rest.join(' ').slice(0, 100) : null };
}
