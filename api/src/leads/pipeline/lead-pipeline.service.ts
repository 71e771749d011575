import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool } from 'pg';
import { LEAD_NOT_FOUND_MESSAGE, type TLead, type TLeadChange, type TSessionUser, type ZUpdateLeadRequest } from '@agency/contracts';
import type { z } from 'zod';
import { SQL_POOL } from '../../database/database.module';
import { inTransaction } from '../../database/sql-transaction';
import { actorName } from '../lead-actor';
import { LEAD_COLUMNS, leadFromRow, type LeadRow } from '../lead-row';
import { isUuid } from '../../common/ids/uuid';

interface ChangeRow {
  id: string;
  lead_id: string;
  field: 'status' | 'estimated_value' | 'owner' | 'follow_up' | 'merge';
  from_value: string | null;
  to_value: string | null;
  actor_name: string;
  created_at: Date;
}

const CHANGE_FIELDS: Record<ChangeRow['field'], TLeadChange['field']> = {
  status: 'status',
  estimated_value: 'estimatedValue',
  owner: 'owner',
  follow_up: 'followUp',
  merge: 'merge',
};

export const CHANGE_COLUMNS = 'id, lead_id, field, from_value, to_value, actor_name, created_at';

export function changeFromRow(row: ChangeRow): TLeadChange {
  return {
    id: row.id,
    leadId: row.lead_id,
    field: CHANGE_FIELDS[row.field],
    from: row.from_value,
    to: row.to_value,
    actorName: row.actor_name,
    createdAt: row.created_at.toISOString(),
  };
}

/** A value as numeric(12,2) stores and prints it ('1500.00'), so "unchanged" compares like with like. */
function storedValue(value: number | null): string | null {
  return value === null ? null : value.toFixed(2);
}

/** Status and value changes of a lead, each recorded with who made it. */
@Injectable()
export class LeadPipelineService {
  constructor(@Inject(SQL_POOL) private readonly pool: Pool) {}

  /**
   * Updates the lead and writes one lead_change row per field that really changed, in one transaction; the row lock
   * makes two admins' simultaneous changes record a history that chains (each `from` is the previous `to`).
   */
  async update(id: string, input: z.output<typeof ZUpdateLeadRequest>, actor: TSessionUser): Promise<TLead> {
    if (!isUuid(id)) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
    return inTransaction(this.pool, async (client) => {
      const current = await client.query<LeadRow>(`SELECT ${LEAD_COLUMNS} FROM lead WHERE id = $1 FOR UPDATE`, [id]);
      const lead = current.rows[0];
      if (!lead) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);

      const changes: Array<{ field: ChangeRow['field']; from: string | null; to: string | null }> = [];
      if (input.status !== undefined && input.status !== lead.status) {
        changes.push({ field: 'status', from: lead.status, to: input.status });
      }
      if (input.estimatedValue !== undefined) {
        const to = storedValue(input.estimatedValue);
        if (to !== lead.estimated_value) changes.push({ field: 'estimated_value', from: lead.estimated_value, to });
      }
      if (changes.length === 0) return leadFromRow(lead);

      const status = changes.find((change) => change.field === 'status')?.to ?? lead.status;
      const value = changes.find((change) => change.field === 'estimated_value');
      const updated = await client.query<LeadRow>(
        `UPDATE lead SET status = $2, estimated_value = $3::numeric, updated_at = now() WHERE id = $1 RETURNING ${LEAD_COLUMNS}`,
        [id, status, value ? value.to : lead.estimated_value],
      );
      // Stamped now, after the row lock, not at the transaction's start (now()): a change that waited for another
      // admin's is then dated after it, so the history reads in the order the changes were made.
      const stamp = await client.query<{ at: Date }>('SELECT clock_timestamp() AS at');
      await client.query(
        `INSERT INTO lead_change (lead_id, field, from_value, to_value, actor_id, actor_name, created_at)
         SELECT $1, change.field, change.from_value, change.to_value, $2, $3, $7
         FROM unnest($4::text[], $5::text[], $6::text[]) AS change (field, from_value, to_value)`,
        [
          id,
          actor.id,
          actorName(actor),
          changes.map((change) => change.field),
          changes.map((change) => change.from),
          changes.map((change) => change.to),
          stamp.rows[0]?.at,
        ],
      );
      return leadFromRow(updated.rows[0] as LeadRow);
    });
  }
}
