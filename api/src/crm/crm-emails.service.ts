import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  EMAIL_NOT_FAILED_MESSAGE,
  EMAIL_NOT_FOUND_MESSAGE,
  OUTBOX_STATUSES,
  type TOutboxEmail,
  type TOutboxEmailList,
  type TOutboxStatus,
  type ZOutboxEmailListQuery,
} from '@agency/contracts';
import type { z } from 'zod';
import { SQL_POOL } from '../database/database.module';
import { OutboxWorker } from '../mail/outbox-worker.service';
import { OutboxService } from '../mail/outbox.service';
import { isUuid } from '../common/ids/uuid';
import { likePattern } from '../common/sql/like-pattern';
import { OUTBOX_EMAIL_COLUMNS, toOutboxEmail, type OutboxEmailRow } from './outbox-email-row';

/**
 * The E-mails view: the outbox newest first, and a retry for a mail the worker gave up on. The worker's own states
 * are kept: a retried mail is simply 'pending' again, due now, with a fresh set of attempts.
 */
@Injectable()
export class CrmEmailsService {
  constructor(
    @Inject(SQL_POOL) private readonly pool: Pool,
    private readonly outbox: OutboxService,
    private readonly outboxWorker: OutboxWorker,
  ) {}

  async list(query: z.output<typeof ZOutboxEmailListQuery>): Promise<TOutboxEmailList> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (query.status) {
      params.push(query.status);
      conditions.push(`status = $${params.length}`);
    }
    if (query.search) {
      params.push(likePattern(query.search));
      conditions.push(`(to_address ILIKE $${params.length} OR subject ILIKE $${params.length})`);
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const [page, total, counts] = await Promise.all([
      // created_at DESC, id DESC is the outbox's own index.
      this.pool.query<OutboxEmailRow>(
        `SELECT ${OUTBOX_EMAIL_COLUMNS} FROM outbox_email ${where} ORDER BY created_at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.pageSize, (query.page - 1) * query.pageSize],
      ),
      this.pool.query<{ total: string }>(`SELECT count(*) AS total FROM outbox_email ${where}`, params),
      this.pool.query<{ status: TOutboxStatus; count: string }>('SELECT status, count(*) AS count FROM outbox_email GROUP BY status'),
    ]);
    const byStatus = new Map(counts.rows.map((row) => [row.status, Number(row.count)]));
    const [pending, sent, failed, skipped] = OUTBOX_STATUSES.map((status) => byStatus.get(status) ?? 0) as [number, number, number, number];
    return {
      items: page.rows.map(toOutboxEmail),
      total: Number(total.rows[0]?.total ?? 0),
      page: query.page,
      pageSize: query.pageSize,
      counts: { pending, sent, failed, skipped },
    };
  }

  /** Only a failed mail (`OutboxService.retryFailed`): a second retry at once, or any other status, is told 409. */
  async retry(id: string): Promise<TOutboxEmail> {
    if (!isUuid(id)) throw new NotFoundException(EMAIL_NOT_FOUND_MESSAGE);
    const row = await this.outbox.retryFailed<OutboxEmailRow>(this.pool, id, OUTBOX_EMAIL_COLUMNS);
    if (!row) {
      const exists = await this.pool.query('SELECT 1 FROM outbox_email WHERE id = $1', [id]);
      if (exists.rowCount === 0) throw new NotFoundException(EMAIL_NOT_FOUND_MESSAGE);
      throw new ConflictException(EMAIL_NOT_FAILED_MESSAGE);
    }
    this.outboxWorker.wake();
    return toOutboxEmail(row);
  }
}
