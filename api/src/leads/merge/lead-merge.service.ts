import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import {
  LEAD_MERGE_CONFLICT_MESSAGE,
  LEAD_MERGE_SELF_MESSAGE,
  LEAD_NOT_FOUND_MESSAGE,
  type TLeadMergeField,
  type TLeadMergeResult,
  type TSessionUser,
  type ZLeadMergeRequest,
} from '@agency/contracts';
import type { z } from 'zod';
import { moveConversationToLead } from '../../chat/conversation-lead-merge';
import { isUuid } from '../../common/ids/uuid';
import { SQL_POOL } from '../../database/database.module';
import { inTransaction } from '../../database/sql-transaction';
import { moveDiscoveryResponseToLead } from '../../discovery/discovery-lead-merge';
import { moveOnboardingChatToLead } from '../../onboarding/onboarding-lead-merge';
import { moveAppointmentsToLead } from '../../scheduling/appointment-lead-merge';
import { actorName } from '../lead-actor';
import { LEAD_COLUMNS, leadFromRow, type LeadRow } from '../lead-row';

/**
 * Every foreign key to `lead` (table.column), each handled by `moveRelatedRows`. lead-merge.test.ts reads the
 * database's foreign keys and fails when one is missing here, so a new table tied to a lead cannot be forgotten.
 */
export const LEAD_FOREIGN_KEYS_MOVED = [
  'appointment.lead_id',
  'chat_conversation.lead_id',
  'discovery_response.lead_id',
  'lead_change.lead_id',
  'lead_duplicate_dismissal.lead_id',
  'lead_duplicate_dismissal.other_lead_id',
  'lead_merge.survivor_id',
  'lead_note.lead_id',
  'onboarding_chat.lead_id',
] as const;

/** The column behind each field the admin may take from the merged lead. */
const MERGE_COLUMNS: Record<TLeadMergeField, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  phone: 'phone',
  company: 'company',
  serviceInterest: 'service_interest',
  estimatedValue: 'estimated_value',
};

/** 'Aroha Ngata <aroha@example.nz>': how the audit entry names a lead (the merged one no longer exists). */
function leadLabel(row: Pick<LeadRow, 'first_name' | 'last_name' | 'email'>): string {
  return `${row.first_name} ${row.last_name} <${row.email}>`;
}

/**
 * Merges one lead into another in one transaction: both rows locked, every related row moved to the survivor, the
 * merged lead's row kept as it was in `lead_merge` and then deleted, and a `merge` entry in the survivor's history.
 */
@Injectable()
export class LeadMergeService {
  constructor(@Inject(SQL_POOL) private readonly pool: Pool) {}

  async merge(survivorId: string, input: z.output<typeof ZLeadMergeRequest>, actor: TSessionUser): Promise<TLeadMergeResult> {
    if (!isUuid(survivorId)) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
    const mergedId = input.mergedLeadId;
    if (mergedId === survivorId) throw new BadRequestException(LEAD_MERGE_SELF_MESSAGE);
    return inTransaction(this.pool, async (client) => {
      // Locked in id order, so two merges of the same pair (either way round) queue instead of deadlocking; the one
      // that waited then finds a lead gone.
      const locked = new Map<string, LeadRow & { owner_id: string | null; follow_up_on: string | null }>();
      for (const id of [survivorId, mergedId].sort()) {
        const row = await client.query<LeadRow & { owner_id: string | null; follow_up_on: string | null }>(
          `SELECT ${LEAD_COLUMNS}, owner_id, to_char(follow_up_on, 'YYYY-MM-DD') AS follow_up_on FROM lead WHERE id = $1 FOR UPDATE`,
          [id],
        );
        if (row.rows[0]) locked.set(id, row.rows[0]);
      }
      const survivor = locked.get(survivorId);
      const merged = locked.get(mergedId);
      if (!survivor || !merged) {
        // A lead that a merge just removed: the other request of a concurrent pair, told so rather than "not found".
        const gone = await client.query('SELECT 1 FROM lead_merge WHERE merged_lead_id = ANY($1::uuid[])', [[survivorId, mergedId]]);
        if (gone.rowCount) throw new ConflictException(LEAD_MERGE_CONFLICT_MESSAGE);
        throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
      }

      const snapshot = await client.query<{ row: Record<string, unknown> }>('SELECT to_jsonb(lead) AS row FROM lead WHERE id = $1', [mergedId]);
      const taken = [...new Set(input.takeFromMerged)].map((field) => MERGE_COLUMNS[field]);
      // The survivor keeps its own values unless the admin took the other's; an owner or follow-up day it lacks comes
      // from the merged lead, so a reminder is not dropped.
      await client.query(
        `UPDATE lead s SET ${taken.map((column) => `${column} = m.${column}, `).join('')}
                owner_id = coalesce(s.owner_id, m.owner_id), follow_up_on = coalesce(s.follow_up_on, m.follow_up_on), updated_at = now()
           FROM lead m WHERE s.id = $1 AND m.id = $2`,
        [survivorId, mergedId],
      );
      const moved = await moveRelatedRows(client, mergedId, survivorId);
      const author = actorName(actor);
      await client.query(
        `INSERT INTO lead_merge (survivor_id, merged_lead_id, merged_email, merged_lead, moved, author_id, author_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [survivorId, mergedId, merged.email, snapshot.rows[0]?.row ?? {}, moved, actor.id, author],
      );
      await client.query(
        `INSERT INTO lead_change (lead_id, field, from_value, to_value, actor_id, actor_name, created_at)
         VALUES ($1, 'merge', $2, $3, $4, $5, clock_timestamp())`,
        [survivorId, leadLabel(merged), leadLabel(survivor), actor.id, author],
      );
      await client.query('DELETE FROM lead WHERE id = $1', [mergedId]);
      const result = await client.query<LeadRow>(`SELECT ${LEAD_COLUMNS} FROM lead WHERE id = $1`, [survivorId]);
      const lead = result.rows[0];
      if (!lead) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
      return { lead: leadFromRow(lead), moved };
    });
  }
}

/** Moves every row tied to `fromId` to `toId` (one entry per table in LEAD_FOREIGN_KEYS_MOVED); answers the counts. */
async function moveRelatedRows(client: PoolClient, fromId: string, toId: string): Promise<Record<string, number>> {
  const count = async (sql: string): Promise<number> => (await client.query(sql, [fromId, toId])).rowCount ?? 0;
  const notes = await count('UPDATE lead_note SET lead_id = $2 WHERE lead_id = $1');
  const changes = await count('UPDATE lead_change SET lead_id = $2 WHERE lead_id = $1');
  const merges = await count('UPDATE lead_merge SET survivor_id = $2 WHERE survivor_id = $1');
  // A pair dismissed with the merged lead becomes the same pair with the survivor (smaller id first, as the table
  // requires); one already dismissed for the survivor, or the merged pair itself, has nothing left to say.
  const dismissals = await count(
    `INSERT INTO lead_duplicate_dismissal (lead_id, other_lead_id, dismissed_by, created_at)
     SELECT least($2::uuid, other), greatest($2::uuid, other), dismissed_by, created_at
       FROM (SELECT CASE WHEN lead_id = $1 THEN other_lead_id ELSE lead_id END AS other, dismissed_by, created_at
               FROM lead_duplicate_dismissal WHERE lead_id = $1 OR other_lead_id = $1) d
      WHERE other <> $2
     ON CONFLICT DO NOTHING`,
  );
  const appointments = await moveAppointmentsToLead(client, fromId, toId);
  const conversation = await moveConversationToLead(client, fromId, toId);
  const onboarding = await moveOnboardingChatToLead(client, fromId, toId);
  const wizard = await moveDiscoveryResponseToLead(client, fromId, toId);
  return {
    lead_note: notes,
    lead_change: changes,
    lead_merge: merges,
    lead_duplicate_dismissal: dismissals,
    appointment: appointments,
    chat_conversation: conversation.moved,
    chat_conversation_unlinked: conversation.unlinked,
    onboarding_chat: onboarding.moved,
    onboarding_chat_unlinked: onboarding.unlinked,
    discovery_response: wizard.moved,
    discovery_response_unlinked: wizard.unlinkedIds.length,
  };
}
