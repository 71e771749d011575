import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import {
  LEAD_NOT_FOUND_MESSAGE,
  NOTE_NOT_FOUND_MESSAGE,
  NOTE_NOT_YOURS_MESSAGE,
  type TLeadNote,
  type TSessionUser,
  type ZLeadNoteRequest,
} from '@agency/contracts';
import type { z } from 'zod';
import { SQL_POOL } from '../../database/database.module';
import { actorName } from '../lead-actor';
import { isUuid } from '../../common/ids/uuid';

interface NoteRow {
  id: string;
  lead_id: string;
  author_id: string | null;
  author_name: string;
  body: string;
  created_at: Date;
  updated_at: Date;
}

const NOTE_COLUMNS = 'id, lead_id, author_id, author_name, body, created_at, updated_at';

/** `editable` is the caller's: only the author may edit, and an author whose account is gone edits nothing. */
function noteFromRow(row: NoteRow, callerId: string): TLeadNote {
  return {
    id: row.id,
    leadId: row.lead_id,
    body: row.body,
    authorId: row.author_id,
    authorName: row.author_name,
    editable: row.author_id !== null && row.author_id === callerId,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Notes on a lead: any admin adds one, only its author edits it. */
@Injectable()
export class LeadNotesService {
  constructor(@Inject(SQL_POOL) private readonly pool: Pool) {}

  /** Newest first. */
  async listFor(leadId: string, caller: TSessionUser, db: Pool | PoolClient = this.pool): Promise<TLeadNote[]> {
    const result = await db.query<NoteRow>(`SELECT ${NOTE_COLUMNS} FROM lead_note WHERE lead_id = $1 ORDER BY created_at DESC, id DESC`, [leadId]);
    return result.rows.map((row) => noteFromRow(row, caller.id));
  }

  async add(leadId: string, input: z.output<typeof ZLeadNoteRequest>, author: TSessionUser): Promise<TLeadNote> {
    if (!isUuid(leadId)) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
    // Inserting from the lead row itself: no lead, no row, and no window for the lead to vanish in between.
    const result = await this.pool.query<NoteRow>(
      `INSERT INTO lead_note (lead_id, author_id, author_name, body)
       SELECT id, $2, $3, $4 FROM lead WHERE id = $1
       RETURNING ${NOTE_COLUMNS}`,
      [leadId, author.id, actorName(author), input.body],
    );
    const row = result.rows[0];
    if (!row) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
    return noteFromRow(row, author.id);
  }

  async edit(leadId: string, noteId: string, input: z.output<typeof ZLeadNoteRequest>, caller: TSessionUser): Promise<TLeadNote> {
    if (!isUuid(leadId)) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
    if (!isUuid(noteId)) throw new NotFoundException(NOTE_NOT_FOUND_MESSAGE);
    const updated = await this.pool.query<NoteRow>(
      `UPDATE lead_note SET body = $4, updated_at = now()
       WHERE id = $1 AND lead_id = $2 AND author_id = $3
       RETURNING ${NOTE_COLUMNS}`,
      [noteId, leadId, caller.id, input.body],
    );
    const row = updated.rows[0];
    if (row) return noteFromRow(row, caller.id);
    // Not updated: tell a note someone else wrote (403) from one that is not on this lead (404).
    const exists = await this.pool.query('SELECT 1 FROM lead_note WHERE id = $1 AND lead_id = $2', [noteId, leadId]);
    if (exists.rowCount) throw new ForbiddenException(NOTE_NOT_YOURS_MESSAGE);
    throw new NotFoundException(NOTE_NOT_FOUND_MESSAGE);
  }
}
