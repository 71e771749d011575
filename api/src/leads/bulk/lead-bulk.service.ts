import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import {
  LEAD_BULK_MAX,
  LEAD_BULK_MESSAGES,
  LEAD_OWNER_NOT_ADMIN_MESSAGE,
  type TLeadBulkResult,
  type TSessionUser,
  type ZLeadBulkAction,
  type ZLeadBulkTarget,
} from '@agency/contracts';
import type { z } from 'zod';
import { SQL_POOL } from '../../database/database.module';
import { inTransaction } from '../../database/sql-transaction';
import { actorName } from '../lead-actor';
import { leadListSql } from '../lead-list-sql';

type Target = z.output<typeof ZLeadBulkTarget>;
type Action = z.output<typeof ZLeadBulkAction>;

/** An account's name as the CRM shows it: first and last name, else the e-mail address. */
const USER_NAME = `coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email)`;

interface LockedRow {
  id: string;
  status: string;
  owner_id: string | null;
  owner_name: string | null;
}

interface Change {
  id: string;
  from: string | null;
  to: string | null;
}

/**
 * Bulk actions of Lead Management: one transaction per request, so a refused request (over the limit, an owner who is
 * not an admin) changes nothing. Rows are locked in id order, so two bulk actions over overlapping selections wait
 * for each other instead of deadlocking, and every changed lead gets a history entry (lead_change) with the author,
 * as a single change from the lead's page does. A lead that no longer exists is reported, not an error.
 */
@Injectable()
export class LeadBulkService {
  constructor(@Inject(SQL_POOL) private readonly pool: Pool) {}

  async apply(target: Target, action: Action, actor: TSessionUser): Promise<TLeadBulkResult> {
    return inTransaction(this.pool, async (client) => {
      const ids = await this.resolve(client, target);
      const { rows } = await client.query<LockedRow>(
        `SELECT l.id, l.status, l.owner_id, CASE WHEN u.id IS NULL THEN NULL ELSE ${USER_NAME} END AS owner_name
           FROM lead l LEFT JOIN "user" u ON u.id = l.owner_id
          WHERE l.id = ANY($1::uuid[]) ORDER BY l.id FOR UPDATE OF l`,
        [ids],
      );
      const found = new Set(rows.map((row) => row.id));
      const failed = ids.filter((id) => !found.has(id)).map((id) => ({ id, reason: LEAD_BULK_MESSAGES.notFound }));

      let changes: Change[];
      let field: 'status' | 'owner';
      if (action.type === 'delete') {
        const deleted = await client.query('DELETE FROM lead WHERE id = ANY($1::uuid[])', [[...found]]);
        return { changed: deleted.rowCount ?? 0, unchanged: 0, failed };
      } else if (action.type === 'status') {
        field = 'status';
        changes = rows.filter((row) => row.status !== action.status).map((row) => ({ id: row.id, from: row.status, to: action.status }));
        await client.query('UPDATE lead SET status = $2, updated_at = now() WHERE id = ANY($1::uuid[])', [changes.map((c) => c.id), action.status]);
      } else {
        field = 'owner';
        const ownerName = await this.ownerName(client, action.ownerId);
        changes = rows.filter((row) => row.owner_id !== action.ownerId).map((row) => ({ id: row.id, from: row.owner_name, to: ownerName }));
        await client.query('UPDATE lead SET owner_id = $2, updated_at = now() WHERE id = ANY($1::uuid[])', [changes.map((c) => c.id), action.ownerId]);
      }
      await client.query(
        `INSERT INTO lead_change (lead_id, field, from_value, to_value, actor_id, actor_name, created_at)
         SELECT change.lead_id, $1, change.from_value, change.to_value, $2, $3, clock_timestamp()
         FROM unnest($4::uuid[], $5::text[], $6::text[]) AS change (lead_id, from_value, to_value)`,
        [field, actor.id, actorName(actor), changes.map((c) => c.id), changes.map((c) => c.from), changes.map((c) => c.to)],
      );
      return { changed: changes.length, unchanged: rows.length - changes.length, failed };
    });
  }

  /** The ids as given, or every lead the filter matches; over the limit is refused before anything changes. */
  private async resolve(client: PoolClient, target: Target): Promise<string[]> {
    if (target.kind === 'ids') return [...new Set(target.ids)];
    const { where, params } = leadListSql({ ...target.filter, sort: 'createdAt', order: 'desc' });
    const { rows } = await client.query<{ id: string }>(`SELECT id FROM lead ${where} LIMIT ${LEAD_BULK_MAX + 1}`, params);
    if (rows.length > LEAD_BULK_MAX) throw new BadRequestException(LEAD_BULK_MESSAGES.tooMany);
    return rows.map((row) => row.id);
  }

  private async ownerName(client: PoolClient, ownerId: string | null): Promise<string | null> {
    if (ownerId === null) return null;
    const { rows } = await client.query<{ name: string }>(`SELECT ${USER_NAME} AS name FROM "user" u WHERE u.id = $1 AND u.role = 'admin'`, [ownerId]);
    const owner = rows[0];
    if (!owner) throw new BadRequestException(LEAD_OWNER_NOT_ADMIN_MESSAGE);
    return owner.name;
  }
}
