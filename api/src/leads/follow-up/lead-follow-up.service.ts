import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import {
  LEAD_NOT_FOUND_MESSAGE,
  LEAD_OWNER_NOT_ADMIN_MESSAGE,
  nzIsoDate,
  type TFollowUpsToday,
  type TLeadFollowUp,
  type TSessionUser,
  type ZLeadFollowUpRequest,
} from '@agency/contracts';
import type { z } from 'zod';
import { SQL_POOL } from '../../database/database.module';
import { inTransaction } from '../../database/sql-transaction';
import { isUuid } from '../../common/ids/uuid';
import { actorName } from '../lead-actor';

/** An account's name as the CRM shows it: first and last name, else the e-mail address. */
const USER_NAME = `coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email)`;

interface FollowUpRow {
  owner_id: string | null;
  owner_name: string | null;
  /** 'YYYY-MM-DD' (read with to_char, so no zone moves the day). */
  follow_up_on: string | null;
}

/** A lead's owner and follow-up day; each change is written to the lead's history with who made it. */
@Injectable()
export class LeadFollowUpService {
  constructor(@Inject(SQL_POOL) private readonly pool: Pool) {}

  async get(id: string): Promise<TLeadFollowUp> {
    if (!isUuid(id)) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
    const row = await this.read(this.pool, id, false);
    return this.response(id, row);
  }

  async set(id: string, input: z.output<typeof ZLeadFollowUpRequest>, actor: TSessionUser): Promise<TLeadFollowUp> {
    if (!isUuid(id)) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
    const row = await inTransaction(this.pool, async (client) => {
      const current = await this.read(client, id, true);
      let ownerName: string | null = null;
      if (input.ownerId !== null) {
        const owner = await client.query<{ name: string }>(`SELECT ${USER_NAME} AS name FROM "user" u WHERE u.id = $1 AND u.role = 'admin'`, [
          input.ownerId,
        ]);
        if (!owner.rows[0]) throw new BadRequestException(LEAD_OWNER_NOT_ADMIN_MESSAGE);
        ownerName = owner.rows[0].name;
      }
      const changes: Array<{ field: 'owner' | 'follow_up'; from: string | null; to: string | null }> = [];
      if (input.ownerId !== current.owner_id) changes.push({ field: 'owner', from: current.owner_name, to: ownerName });
      if (input.followUpOn !== current.follow_up_on) changes.push({ field: 'follow_up', from: current.follow_up_on, to: input.followUpOn });
      if (changes.length === 0) return current;
      await client.query('UPDATE lead SET owner_id = $2, follow_up_on = $3::date, updated_at = now() WHERE id = $1', [
        id,
        input.ownerId,
        input.followUpOn,
      ]);
      // A change between two people with the same name still records (the ids differ): the names say "who", not "changed".
      const recorded = changes.filter((change) => change.from !== change.to);
      if (recorded.length > 0) {
        await client.query(
          `INSERT INTO lead_change (lead_id, field, from_value, to_value, actor_id, actor_name, created_at)
           SELECT $1, change.field, change.from_value, change.to_value, $2, $3, clock_timestamp()
           FROM unnest($4::text[], $5::text[], $6::text[]) AS change (field, from_value, to_value)`,
          [id, actor.id, actorName(actor), recorded.map((c) => c.field), recorded.map((c) => c.from), recorded.map((c) => c.to)],
        );
      }
      return { owner_id: input.ownerId, owner_name: ownerName, follow_up_on: input.followUpOn };
    });
    return this.response(id, row);
  }

  /** Today's (New Zealand) follow-ups: the caller's own first, then by owner and name. */
  async today(user: TSessionUser, now: Date = new Date()): Promise<TFollowUpsToday> {
    const day = nzIsoDate(now);
    const { rows } = await this.pool.query<{ id: string; name: string; company: string | null; owner_name: string | null; mine: boolean }>(
      `SELECT l.id, concat_ws(' ', l.first_name, l.last_name) AS name, l.company, ${USER_NAME} AS owner_name,
              coalesce(l.owner_id = $2, false) AS mine
         FROM lead l LEFT JOIN "user" u ON u.id = l.owner_id
        WHERE l.follow_up_on = $1::date
        ORDER BY mine DESC, owner_name NULLS LAST, name, l.id
        LIMIT 200`,
      [day, user.id],
    );
    return {
      day,
      items: rows.map((row) => ({ leadId: row.id, name: row.name, company: row.company, ownerName: row.owner_name, mine: row.mine })),
    };
  }

  private async read(executor: Pool | PoolClient, id: string, lock: boolean): Promise<FollowUpRow> {
    const { rows } = await executor.query<FollowUpRow>(
      `SELECT l.owner_id, CASE WHEN u.id IS NULL THEN NULL ELSE ${USER_NAME} END AS owner_name,
              to_char(l.follow_up_on, 'YYYY-MM-DD') AS follow_up_on
         FROM lead l LEFT JOIN "user" u ON u.id = l.owner_id
        WHERE l.id = $1 ${lock ? 'FOR UPDATE OF l' : ''}`,
      [id],
    );
    const row = rows[0];
    if (!row) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
    return row;
  }

  private async response(id: string, row: FollowUpRow): Promise<TLeadFollowUp> {
    const admins = await this.pool.query<{ id: string; name: string }>(
      `SELECT u.id, ${USER_NAME} AS name FROM "user" u WHERE u.role = 'admin' ORDER BY name, u.id LIMIT 500`,
    );
    return { leadId: id, ownerId: row.owner_id, followUpOn: row.follow_up_on, admins: admins.rows };
  }
}
