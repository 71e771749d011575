import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import {
  LAST_ADMIN_MESSAGE,
  SELF_DELETION_MESSAGE,
  SELF_DEMOTION_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
  type TUserList,
  type TUserListItem,
  type TUserRole,
  type ZUserListQuery,
} from '@agency/contracts';
import type { z } from 'zod';
import { SQL_POOL } from '../database/database.module';
import { inTransaction } from '../database/sql-transaction';
import { isUuid } from '../common/ids/uuid';
import { likePattern } from '../common/sql/like-pattern';

interface UserRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  role: TUserRole;
  profile_image_url: string | null;
  created_at: Date;
  last_seen_at: Date | null;
}

/** ORDER BY of each sortable column; id last so pages never overlap. Names sort by last, then first name. */
const SORT_SQL: Record<z.output<typeof ZUserListQuery>['sort'], (direction: string) => string> = {
  createdAt: (direction) => `u.created_at ${direction}`,
  name: (direction) => `lower(u.last_name) ${direction} NULLS LAST, lower(u.first_name) ${direction} NULLS LAST`,
  email: (direction) => `u.email ${direction}`,
  role: (direction) => `u.role ${direction}, u.created_at DESC`,
};

const USER_COLUMNS = `u.id, u.first_name, u.last_name, u.email, u.role, u.profile_image_url, u.created_at,
  (SELECT max(s.last_seen_at) FROM session s WHERE s.user_id = u.id) AS last_seen_at`;

function toListItem(row: UserRow): TUserListItem {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role: row.role,
    profileImageUrl: row.profile_image_url,
    createdAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at ? row.last_seen_at.toISOString() : null,
  };
}

/**
 * The CRM's team: accounts with their last activity, Make Admin / Remove Admin, and deleting an account. The rules
 * (never demote yourself, never leave the team without an admin) are decided with the admin rows locked, so two
 * admins demoting each other at the same moment cannot both succeed.
 */
@Injectable()
export class TeamService {
  constructor(@Inject(SQL_POOL) private readonly pool: Pool) {}

  async list(query: z.output<typeof ZUserListQuery>): Promise<TUserList> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (query.search) {
      params.push(likePattern(query.search));
      const at = `$${params.length}`;
      conditions.push(`(u.email ILIKE ${at} OR u.first_name ILIKE ${at} OR u.last_name ILIKE ${at}
        OR concat_ws(' ', u.first_name, u.last_name) ILIKE ${at})`);
    }
    if (query.role) {
      params.push(query.role);
      conditions.push(`u.role = $${params.length}`);
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const direction = query.order === 'asc' ? 'ASC' : 'DESC';
    const orderBy = `${SORT_SQL[query.sort](direction)}, u.id ${direction}`;
    const [page, counts] = await Promise.all([
      this.pool.query<UserRow & { total: string }>(
        `SELECT ${USER_COLUMNS}, count(*) OVER () AS total FROM "user" u ${where}
          ORDER BY ${orderBy} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.pageSize, (query.page - 1) * query.pageSize],
      ),
      // The tiles count every account, whatever the page, search or role filter.
      this.pool.query<{ total: string; admins: string; clients: string }>(
        `SELECT count(*) AS total, count(*) FILTER (WHERE role = 'admin') AS admins, count(*) FILTER (WHERE role = 'client') AS clients
           FROM "user"`,
      ),
    ]);
    // A page past the end has no rows to carry the total: count again rather than answer 0.
    const total =
      page.rows[0] !== undefined
        ? Number(page.rows[0].total)
        : Number((await this.pool.query<{ total: string }>(`SELECT count(*) AS total FROM "user" u ${where}`, params)).rows[0]?.total ?? 0);
    const tiles = counts.rows[0];
    return {
      items: page.rows.map(toListItem),
      total,
      page: query.page,
      pageSize: query.pageSize,
      counts: { total: Number(tiles?.total ?? 0), admins: Number(tiles?.admins ?? 0), clients: Number(tiles?.clients ?? 0) },
    };
  }

  /**
   * Make Admin / Remove Admin. The role is read from the database on every request (sessions join the user row),
   * so the change applies to the account's next request.
   */
  async changeRole(callerId: string, id: string, role: TUserRole): Promise<TUserListItem> {
    const target = this.idOrNotFound(id);
    await inTransaction(this.pool, async (client) => {
      await this.queueTeamChange(client);
      const admins = await this.lockAdmins(client);
      const current = await this.lockUser(client, target);
      if (current.role === role) return;
      if (role !== 'admin') {
        if (target === callerId) throw new ConflictException(SELF_DEMOTION_MESSAGE);
        if (admins.filter((adminId) => adminId !== target).length === 0) throw new ConflictException(LAST_ADMIN_MESSAGE);
      }
      await client.query(`UPDATE "user" SET role = $2, updated_at = now() WHERE id = $1`, [target, role]);
    });
    return this.one(target);
  }

  /**
   * Deletes an account. Its sessions, projects and companies go with it (ON DELETE CASCADE), so its next request is
   * 401; chats and discovery answers keep their content without the account (ON DELETE SET NULL).
   */
  async remove(callerId: string, id: string): Promise<void> {
    const target = this.idOrNotFound(id);
    if (target === callerId) throw new ConflictException(SELF_DELETION_MESSAGE);
    await inTransaction(this.pool, async (client) => {
      await this.queueTeamChange(client);
      const admins = await this.lockAdmins(client);
      const current = await this.lockUser(client, target);
      if (current.role === 'admin' && admins.filter((adminId) => adminId !== target).length === 0) {
        throw new ConflictException(LAST_ADMIN_MESSAGE);
      }
      await client.query(`DELETE FROM "user" WHERE id = $1`, [target]);
    });
  }

  /**
   * Role changes and deletions queue on one transaction lock first. Row locks alone deadlocked under concurrent
   * changes (a promotion adds a row to the admin set another caller is locking, a 500); these are rare admin actions.
   */
  private async queueTeamChange(client: PoolClient): Promise<void> {
    await client.query(`SELECT pg_advisory_xact_lock(hashtextextended('team role changes', 0))`);
  }

  /**
   * Locks every admin row, in id order so concurrent callers queue instead of deadlocking. A caller that waited sees
   * the rows as the one before it left them: an admin demoted meanwhile is no longer returned.
   */
  private async lockAdmins(client: PoolClient): Promise<string[]> {
    const { rows } = await client.query<{ id: string }>(`SELECT id FROM "user" WHERE role = 'admin' ORDER BY id FOR UPDATE`);
    return rows.map((row) => row.id);
  }

  private async lockUser(client: PoolClient, id: string): Promise<{ role: TUserRole }> {
    const { rows } = await client.query<{ role: TUserRole }>(`SELECT role FROM "user" WHERE id = $1 FOR UPDATE`, [id]);
    const row = rows[0];
    if (!row) throw new NotFoundException(USER_NOT_FOUND_MESSAGE);
    return row;
  }

  private async one(id: string): Promise<TUserListItem> {
    const { rows } = await this.pool.query<UserRow>(`SELECT ${USER_COLUMNS} FROM "user" u WHERE u.id = $1`, [id]);
    const row = rows[0];
    if (!row) throw new NotFoundException(USER_NOT_FOUND_MESSAGE);
    return toListItem(row);
  }

  /** Malformed ids are answered like unknown ones, so ids cannot be probed. */
  private idOrNotFound(id: string): string {
    if (!isUuid(id)) throw new NotFoundException(USER_NOT_FOUND_MESSAGE);
    return id.toLowerCase();
  }
}
