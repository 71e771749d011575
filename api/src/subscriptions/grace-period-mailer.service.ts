import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Pool } from 'pg';
import { SQL_POOL } from '../database/database.module';
import { inTransaction } from '../database/sql-transaction';
import { PeriodicJob } from '../common/jobs/periodic-job';
import { MAIL_CONFIG, type MailConfig } from '../mail/mail.config';
import { OutboxService } from '../mail/outbox.service';
import { OutboxWorker } from '../mail/outbox-worker.service';
import { BILLING_CONFIG, type BillingConfig } from './billing.config';
import { SubscriptionsService } from './subscriptions.service';
import { graceEndedMail, graceReminderMail, type GraceNotice } from './subscription-mails';

/** Invoices handled per statement; a backlog is worked through in several. */
const BATCH = 100;

interface ClaimedRow {
  id: string;
  number: string;
  amount_cents: number;
  due_at: Date;
  grace_ends_at: Date;
  email: string;
  first_name: string | null;
}

/*
 * One statement per kind claims the invoices whose mail is due and sets their sent-marker: FOR UPDATE SKIP LOCKED
 * keeps a concurrent run (another instance) off the rows this one holds, and a run that waited re-reads the marker
 * before claiming (READ COMMITTED re-checks the WHERE on the newest row), so each mail is written to the outbox once.
 * The mail is enqueued in the same transaction: a failure leaves the marker unset and the next run tries again.
 * Hosting invoices only: a domain's never pauses the site, so it has no grace to warn about.
 * The reminder goes only before the grace period ends, so a job that was down never sends it after the site paused.
 */
const CLAIM = (marker: 'grace_reminder_sent_at' | 'grace_ended_sent_at', due: string) => `
  WITH due AS (
    SELECT i.id FROM invoice i JOIN subscription sub ON sub.id = i.subscription_id
     WHERE i.status = 'unpaid' AND i.kind = 'hosting' AND sub.status <> 'cancelled' AND i.${marker} IS NULL AND ${due}
     ORDER BY i.grace_ends_at
     LIMIT ${BATCH}
       FOR UPDATE OF i SKIP LOCKED)
  UPDATE invoice i SET ${marker} = now()
    FROM due, subscription sub, "user" u
   WHERE i.id = due.id AND sub.id = i.subscription_id AND u.id = sub.user_id
  RETURNING i.id, i.number, i.amount_cents, i.due_at, i.grace_ends_at, u.email, u.first_name`;

const CLAIM_REMINDERS = CLAIM('grace_reminder_sent_at', `now() >= i.grace_ends_at - make_interval(days => $1) AND now() < i.grace_ends_at`);
const CLAIM_ENDED = CLAIM('grace_ended_sent_at', 'now() >= i.grace_ends_at');

const toNotice = (row: ClaimedRow): GraceNotice => ({
  invoiceId: row.id,
  invoiceNumber: row.number,
  amountCents: row.amount_cents,
  dueAt: row.due_at,
  graceEndsAt: row.grace_ends_at,
  customer: { email: row.email, firstName: row.first_name },
});

/**
 * The grace period's two e-mails (a reminder BILLING's reminderDays before it ends, and one when it ends), looked for
 * every BILLING_CHECK_SECONDS while the app runs, on every instance at once without sending twice. Started and stopped
 * with the app as the outbox worker is; one run at a time per instance.
 */
@Injectable()
export class GracePeriodMailer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(GracePeriodMailer.name);
  // Periods that ended are renewed (or ended) first, so a renewal's invoice and a cancellation's end are seen by the mails.
  private readonly job = new PeriodicJob('Billing run', async () => (await this.subscriptions.renewDue()) + (await this.sendDue()), this.logger);

  constructor(
    @Inject(SQL_POOL) private readonly pool: Pool,
    private readonly outbox: OutboxService,
    private readonly outboxWorker: OutboxWorker,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(MAIL_CONFIG) private readonly mailConfig: MailConfig,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start(this.config.checkSeconds);
  }

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** Writes every due grace mail to the outbox once; answers how many. Safe to run concurrently (see CLAIM). */
  async sendDue(): Promise<number> {
    let sent = 0;
    // Ended first: an invoice past its end is never claimed for a reminder (CLAIM_REMINDERS needs now() < end).
    for (const [statement, params, mail] of [
      [CLAIM_ENDED, [], graceEndedMail],
      [CLAIM_REMINDERS, [this.config.reminderDays], graceReminderMail],
    ] as const) {
      for (;;) {
        const claimed = await inTransaction(this.pool, async (client) => {
          const { rows } = await client.query<ClaimedRow>(statement, [...params]);
          await this.outbox.enqueue(
            client,
            rows.map((row) => mail(toNotice(row), this.mailConfig.agencyEmail)),
          );
          return rows.length;
        });
        sent += claimed;
        if (claimed < BATCH) break;
      }
    }
    if (sent > 0) {
      this.logger.log(`${sent} grace period e-mail(s) written to the outbox`);
      this.outboxWorker.wake();
    }
    return sent;
  }
}
