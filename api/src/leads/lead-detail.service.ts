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
    const [notes, changes, sameAddress] = await Promise.all([
      this.notes.listFor(id, caller),
      this.pool.query(`SELECT ${CHANGE_COLUMNS} FROM lead_change WHERE lead_id = $1 ORDER BY created_at DESC, id DESC`, [id]),
      // lead.email is stored lower-case (a table constraint), so equality is the case-insensitive match.
      this.pool.query<{ id: string }>('SELECT id FROM lead WHERE email = $1', [row.email]),
    ]);
    const changeList = changes.rows.map(changeFromRow);
    const timeline = await buildTimeline(this.pool, { email: row.email, leadId: id, leadIds: sameAddress.rows.map((lead) => lead.id) }, changeList);
    return { lead: leadFromRow(row), notes, changes: changeList, timeline };
  }
}
