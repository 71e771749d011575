import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool } from 'pg';
import { LEAD_NOT_FOUND_MESSAGE, type TLeadDetail, type TSessionUser } from '@agency/contracts';
import { SQL_POOL } from '../database/database.module';
import { isUuid } from '../common/ids/uuid';
import { LEAD_COLUMNS, leadFromRow, type LeadRow } from './lead-row';
import { LeadNotesService } from './notes/lead-notes.service';
import { CHANGE_COLUMNS, changeFromRow } from './pipeline/lead-pipeline.service';
import { buildTimeline } from './timeline/lead-timeline';

/** One person, one page: the lead, its notes and changes, and everything known about its e-mail address. */
@Injectable()
export class LeadDetailService {
  constructor(
    @Inject(SQL_POOL) private readonly pool: Pool,
    private readonly notes: LeadNotesService,
  ) {}

  async detail(id: string, caller: TSessionUser): Promise<TLeadDetail> {
    if (!isUuid(id)) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
    const found = await this.pool.query<LeadRow>(`SELECT ${LEAD_COLUMNS} FROM lead WHERE id = $1`, [id]);
    const row = found.rows[0];
    if (!row) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
    const [notes, changes, merged] = await Promise.all([
      this.notes.listFor(id, caller),
      this.pool.query(`SELECT ${CHANGE_COLUMNS} FROM lead_change WHERE lead_id = $1 ORDER BY created_at DESC, id DESC`, [id]),
      // The addresses of leads merged into this one: their bookings, chats and e-mails belong to this person too.
      this.pool.query<{ merged_email: string }>('SELECT DISTINCT merged_email FROM lead_merge WHERE survivor_id = $1', [id]),
    ]);
    const emails = [...new Set([row.email, ...merged.rows.map((merge) => merge.merged_email)])];
    // lead.email is stored lower-case (a table constraint), so equality is the case-insensitive match.
    const sameAddress = await this.pool.query<{ id: string }>('SELECT id FROM lead WHERE email = ANY($1::text[])', [emails]);
    const changeList = changes.rows.map(changeFromRow);
    const timeline = await buildTimeline(this.pool, { emails, leadId: id, leadIds: sameAddress.rows.map((lead) => lead.id) }, changeList);
    return { lead: leadFromRow(row), notes, changes: changeList, timeline };
  }
}
