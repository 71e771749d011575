import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ClientBase, Pool, QueryResultRow } from 'pg';
import type { MailConfig } from './mail.config';
import { MAIL_CONFIG } from './mail.config';
import { MAIL_TRANSPORT, type MailAttachment, type MailTransport, type OutgoingMail } from './mail-transport';

export interface OutboxMail extends OutgoingMail {
  /** What the mail is for, e.g. 'lead.confirmation'. */
  kind: string;
  /** Not sent before this moment; now when absent. */
  sendAfter?: Date;
  /** What the mail is about, e.g. 'appointment:<id>', so a pending one can be withdrawn (see withdrawPending). */
  reference?: string;
}

/** Where outbox SQL runs: the pool, or the client of the caller's transaction. */
export type SqlExecutor = Pool | ClientBase;

/** One INSERT of outbox rows: its text and its parameters. */
export interface OutboxInsert {
  text: string;
  values: unknown[];
}

export interface OutboxRunResult {
  sent: number;
  retrying: number;
  failed: number;
}

interface ClaimedRow {
  id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: MailAttachment[];
  attempts: number;
}

const MAX_RETRY_DELAY_SECONDS = 6 * 60 * 60;
const MAX_ERROR_LENGTH = 1000;
/** Bounds one run, so a huge backlog cannot keep a run going while the app shuts down. */
const MAX_BATCHES_PER_RUN = 20;

/** Exponential back-off: base, 2x base, 4x base ... capped at six hours. */
export function retryDelaySeconds(attempts: number, baseSeconds: number): number {
  return Math.min(baseSeconds * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_SECONDS);
}

/**
 * The transactional outbox for e-mail. `enqueue` writes mails in the caller's transaction, so they are
 * committed (or rolled back) with the change that caused them. `processDue` sends what is due: it
 * claims rows with FOR UPDATE SKIP LOCKED and pushes their next_attempt_at forward by a lease in
 * the same statement, so several API instances never send one mail twice at the same time and a
 * worker that dies mid-send leaves its rows to be retried when the lease ends (at-least-once).
 */
@Injectable()
export class OutboxService {
  private readonly logger = new Logger(OutboxService.name);
  /** Ids of mails delivered whose 'sent' mark has not reached the database yet. */
  private readonly sentUnrecorded = new Set<string>();

  constructor(
    private readonly em: EntityManager,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(MAIL_CONFIG) private readonly config: MailConfig,
  ) {}

  /** A mail is recorded as pending for the worker when a transport delivers, else as skipped (never sent later). */
  private newMailStatus(): 'pending' | 'skipped' {
    return this.transport.delivers ? 'pending' : 'skipped';
  }

  /**
   * The one way an outbox row is written: `mails` as a single INSERT on `executor`, the pool or the client of the
   * caller's transaction, so they commit or roll back with the change that caused them. Callers wake the worker
   * (`OutboxWorker.wake`) once that transaction has committed.
   */
  async enqueue(executor: SqlExecutor, mails: OutboxMail[]): Promise<void> {
    if (mails.length === 0) return;
    const insert = this.enqueueStatement(mails);
    await executor.query(insert.text, insert.values);
  }

  /**
   * The INSERT `enqueue` runs, with its parameters numbered from `firstParameter`, for a caller that writes its own row
   * and its mails in one data-modifying statement (the lead intake's CTE: one round trip on the busiest public write).
   */
  enqueueStatement(mails: OutboxMail[], firstParameter = 1): OutboxInsert {
    const status = this.newMailStatus();
    const columns = 10;
    const rows = mails.map((_, row) => {
      const at = (column: number) => `$${firstParameter - 1 + row * columns + column}`;
      // next_attempt_at starts at send_after: the worker's due index is on next_attempt_at.
      return `(${at(1)}, ${at(2)}, ${at(3)}, ${at(4)}, ${at(5)}, ${at(6)}, ${at(7)}::jsonb, ${at(8)}, ${at(9)}, coalesce(${at(10)}::timestamptz, now()), coalesce(${at(10)}::timestamptz, now()))`;
    });
    return {
      text: `INSERT INTO outbox_email (kind, to_address, reply_to, subject, text_body, html_body, attachments, reference, status, send_after, next_attempt_at)
       VALUES ${rows.join(', ')}`,
      values: mails.flatMap((mail) => [
        mail.kind,
        mail.to,
        mail.replyTo ?? null,
        mail.subject,
        mail.text,
        mail.html ?? null,
        JSON.stringify(mail.attachments ?? []),
        mail.reference ?? null,
        status,
        mail.sendAfter?.toISOString() ?? null,
      ]),
    };
  }

  /**
   * A mail the worker gave up on, back to pending with its attempts from zero, due now; `returning` names the columns
   * the caller wants back. One conditional UPDATE, so two retries at once reset it once: undefined for the second, and
   * for a mail that is not 'failed' or does not exist. The last error stays until the next attempt replaces or clears it.
   */
  async retryFailed<Row extends QueryResultRow>(executor: SqlExecutor, id: string, returning: string): Promise<Row | undefined> {
    const { rows } = await executor.query<Row>(
      `UPDATE outbox_email SET status = 'pending', attempts = 0, next_attempt_at = now()
        WHERE id = $1 AND status = 'failed' RETURNING ${returning}`,
      [id],
    );
    return rows[0];
  }

  /** Removes the not-yet-sent mails of one kind about one thing (a reminder for a booking that moved or was cancelled). */
  async withdrawPending(client: SqlExecutor, reference: string, kind: string): Promise<number> {
    const result = await client.query(
      `DELETE FROM outbox_email WHERE reference = $1 AND kind = $2 AND status IN ('pending', 'skipped') AND sent_at IS NULL`,
      [reference, kind],
    );
    return result.rowCount ?? 0;
  }

  /** Sends every mail that is due now; returns what happened. Safe to call from several instances at once. */
  async processDue(): Promise<OutboxRunResult> {
    const result: OutboxRunResult = { sent: 0, retrying: 0, failed: 0 };
    if (!this.transport.delivers) return result;
    await this.recordSent();
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
      const rows = await this.claim();
      if (rows.length === 0) break;
      for (const row of rows) {
        const outcome = await this.deliver(row);
        result[outcome] += 1;
      }
      if (rows.length < this.config.batchSize) break;
    }
    return result;
  }

  private async claim(): Promise<ClaimedRow[]> {
    return this.em.getConnection().execute<ClaimedRow[]>(
      `UPDATE outbox_email
          SET attempts = attempts + 1,
              next_attempt_at = now() + make_interval(secs => ?)
        WHERE id IN (
          SELECT id FROM outbox_email
           WHERE status = 'pending' AND next_attempt_at <= now() AND send_after <= now()
           ORDER BY next_attempt_at
           LIMIT ?
           FOR UPDATE SKIP LOCKED)
      RETURNING id, to_address, reply_to, subject, text_body, html_body, attachments, attempts`,
      [this.config.claimLeaseSeconds, this.config.batchSize],
    );
  }

  private async deliver(row: ClaimedRow): Promise<keyof OutboxRunResult> {
    const connection = this.em.getConnection();
    try {
      await this.transport.send({
        to: row.to_address,
        replyTo: row.reply_to ?? undefined,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? undefined,
        attachments: row.attachments.length > 0 ? row.attachments : undefined,
      });
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
      const giveUp = row.attempts >= this.config.maxAttempts;
      const delay = retryDelaySeconds(row.attempts, this.config.retryBaseSeconds);
      await connection.execute(
        `UPDATE outbox_email
            SET status = ?, last_error = ?, next_attempt_at = now() + make_interval(secs => ?)
          WHERE id = ?`,
        [giveUp ? 'failed' : 'pending', reason, delay, row.id],
        'run',
      );
      if (giveUp) this.logger.error(`Gave up on mail ${row.id} after ${row.attempts} attempts: ${reason}`);
      else this.logger.warn(`Mail ${row.id} failed (attempt ${row.attempts}), retrying in ${delay}s: ${reason}`);
      return giveUp ? 'failed' : 'retrying';
    }
    // Sent: from here on the mail must never go again. If the database is lost before this is recorded, the id is
    // kept and recorded first thing next run, well within the claim's lease, so no worker sends it a second time.
    this.sentUnrecorded.add(row.id);
    await this.recordSent();
    return 'sent';
  }

  /** Marks as sent the mails this instance delivered but could not yet record (the database was unreachable). */
  private async recordSent(): Promise<void> {
    if (this.sentUnrecorded.size === 0) return;
    const ids = [...this.sentUnrecorded];
    await this.em
      .getConnection()
      .execute(`UPDATE outbox_email SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = ANY(?::uuid[])`, [`{${ids.join(',')}}`], 'run');
    for (const id of ids) this.sentUnrecorded.delete(id);
  }
}
