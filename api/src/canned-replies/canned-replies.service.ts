import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  CANNED_REPLY_LIMITS,
  CANNED_REPLY_MESSAGES,
  type TCannedReply,
  type TCannedReplyList,
} from '@agency/contracts';
import { isUuid } from '../common/ids/uuid';
import { SQL_POOL } from '../database/database.module';
import { isUniqueViolation } from '../common/sql/unique-violation';

interface CannedReplyRow {
  id: string;
  title: string;
  text: string;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, title, text, created_at, updated_at';

function toCannedReply(row: CannedReplyRow): TCannedReply {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The team's saved replies; the text is stored with its {firstName} placeholder, filled in by the agent's browser. */
@Injectable()
export class CannedRepliesService {
  constructor(@Inject(SQL_POOL) private readonly pool: Pool) {}

  async list(): Promise<TCannedReplyList> {
    const { rows } = await this.pool.query<CannedReplyRow>(`SELECT ${COLUMNS} FROM canned_reply ORDER BY lower(title), id LIMIT $1`, [
      CANNED_REPLY_LIMITS.count,
    ]);
    return { items: rows.map(toCannedReply) };
  }

  async create(input: { title: string; text: string }): Promise<TCannedReply> {
    // The count check and the insert in one statement: no row when the team already has the most it may keep.
    const row = await this.unique(() =>
      this.pool.query<CannedReplyRow>(
        `INSERT INTO canned_reply (title, text)
         SELECT $1, $2 WHERE (SELECT count(*) FROM canned_reply) < $3
         RETURNING ${COLUMNS}`,
        [input.title, input.text, CANNED_REPLY_LIMITS.count],
      ),
    );
    if (!row) throw new ConflictException(CANNED_REPLY_MESSAGES.tooMany);
    return toCannedReply(row);
  }

  async update(id: string, input: { title?: string; text?: string }): Promise<TCannedReply> {
    if (!isUuid(id)) throw new NotFoundException(CANNED_REPLY_MESSAGES.notFound);
    const row = await this.unique(() =>
      this.pool.query<CannedReplyRow>(
        `UPDATE canned_reply SET title = coalesce($2, title), text = coalesce($3, text), updated_at = now()
          WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, input.title ?? null, input.text ?? null],
      ),
    );
    if (!row) throw new NotFoundException(CANNED_REPLY_MESSAGES.notFound);
    return toCannedReply(row);
  }

  async remove(id: string): Promise<void> {
    if (!isUuid(id)) throw new NotFoundException(CANNED_REPLY_MESSAGES.notFound);
    const { rowCount } = await this.pool.query('DELETE FROM canned_reply WHERE id = $1', [id]);
    if (rowCount !== 1) throw new NotFoundException(CANNED_REPLY_MESSAGES.notFound);
  }

  /** A taken title (whatever its case) is the client's 409, not a 500. */
  private async unique(write: () => Promise<{ rows: CannedReplyRow[] }>): Promise<CannedReplyRow | undefined> {
    try {
      return (await write()).rows[0];
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(CANNED_REPLY_MESSAGES.titleTaken);
      throw error;
    }
  }
}
