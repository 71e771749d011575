import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { TSessionUser, TUserRole } from '@agency/contracts';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.constants';

export interface ActiveSession {
  sessionId: string;
  user: TSessionUser;
}

export interface NewSession {
  token: string;
  expiresAt: Date;
}

interface SessionRow {
  session_id: string;
  stale: boolean;
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  role: TUserRole;
  profile_image_url: string | null;
}

/** Only the hash is stored: a leaked session table cannot be replayed as cookies. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Server-side sessions in PostgreSQL: opaque 256-bit tokens, idle and absolute expiry, revocation.
 * Lookups are one indexed join on the connection (no unit of work) because every signed-in call does one.
 */
@Injectable()
export class SessionsService {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async create(userId: string, meta: { ipAddress?: string; userAgent?: string }): Promise<NewSession> {
    const token = randomBytes(32).toString('base64url');
    const rows = await this.em.getConnection().execute<Array<{ expires_at: Date }>>(
      `INSERT INTO session (token_hash, user_id, expires_at, ip_address, user_agent)
       VALUES (?, ?, now() + make_interval(secs => ?), ?, ?)
       RETURNING expires_at`,
      [hashToken(token), userId, this.config.session.absoluteHours * 3600, meta.ipAddress ?? null, meta.userAgent?.slice(0, 500) ?? null],
    );
    const expiresAt = rows[0]?.expires_at;
    if (!expiresAt) throw new Error('Session insert returned no row');
    return { token, expiresAt: new Date(expiresAt) };
  }

  /** The live session for a token, or null when unknown, revoked, idle too long or past its absolute expiry. */
  async resolve(token: string): Promise<ActiveSession | null> {
    const connection = this.em.getConnection();
    const rows = await connection.execute<SessionRow[]>(
      `SELECT s.id AS session_id, s.last_seen_at < now() - interval '1 minute' AS stale,
              u.id, u.first_name, u.last_name, u.email, u.role, u.profile_image_url
       FROM session s JOIN "user" u ON u.id = s.user_id
       WHERE s.token_hash = ? AND s.revoked_at IS NULL AND s.expires_at > now()
         AND s.last_seen_at > now() - make_interval(mins => ?)`,
      [hashToken(token), this.config.session.idleMinutes],
    );
    const row = rows[0];
    if (!row) return null;
    // Touch at most once a minute: the idle clock needs minute precision, not a write per request.
    if (row.stale) await connection.execute('UPDATE session SET last_seen_at = now() WHERE id = ?', [row.session_id], 'run');
    return {
      sessionId: row.session_id,
      user: {
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        role: row.role,
        profileImageUrl: row.profile_image_url,
      },
    };
  }

  async revoke(token: string): Promise<void> {
    await this.em
      .getConnection()
      .execute('UPDATE session SET revoked_at = now() WHERE token_hash = ? AND revoked_at IS NULL', [hashToken(token)], 'run');
  }

  /** Ends every session of a user (e.g. after a password change or when an admin removes access). */
  async revokeAllForUser(userId: string): Promise<void> {
    await this.em.getConnection().execute('UPDATE session SET revoked_at = now() WHERE user_id = ? AND revoked_at IS NULL', [userId], 'run');
  }
}
