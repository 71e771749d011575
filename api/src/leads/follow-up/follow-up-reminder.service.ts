import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Pool } from 'pg';
import { z } from 'zod';
import { FOLLOW_UP_REMINDER_HOUR, formatNzDateInWords, nzHour, nzIsoDate } from '@agency/contracts';
import { parseEnv } from '../../config/parse-env';
import { SQL_POOL } from '../../database/database.module';
import { inTransaction } from '../../database/sql-transaction';
import { PeriodicJob } from '../../common/jobs/periodic-job';
import { PublicOrigin } from '../../common/http/public-origin';
import { MAIL_CONFIG, type MailConfig } from '../../mail/mail.config';
import type { OutboxMail } from '../../mail/outbox.service';
import { OutboxService } from '../../mail/outbox.service';
import { OutboxWorker } from '../../mail/outbox-worker.service';

export const FOLLOW_UP_REMINDER_KIND = 'lead.follow-up-reminder';
/** Leads handled per statement; a busy morning is worked through in several. */
const BATCH = 100;

/** How often the job looks (seconds; 0 never, as tests set it). */
const ZFollowUpEnv = z.object({ LEAD_FOLLOW_UP_CHECK_SECONDS: z.coerce.number().min(0).default(300) });

interface ClaimedRow {
  id: string;
  first_name: string;
  last_name: string;
  company: string | null;
  follow_up_on: string;
  owner_email: string;
  owner_first_name: string | null;
}

/*
 * Claims today's follow-ups whose owner was not yet reminded for this day, and marks them in the same statement:
 * FOR UPDATE SKIP LOCKED keeps another instance off the rows this one holds, and one that waited re-reads the marker
 * (READ COMMITTED re-checks the WHERE), so each day is reminded once. A day changed later differs from the marker
 * again and is reminded on its own morning. An owner who is no longer an admin is not written to.
 */
const CLAIM = `
  WITH due AS (
    SELECT l.id FROM lead l JOIN "user" u ON u.id = l.owner_id AND u.role = 'admin'
     WHERE l.follow_up_on = $1::date AND l.follow_up_reminded_on IS DISTINCT FROM l.follow_up_on
     ORDER BY l.id
     LIMIT ${BATCH}
       FOR UPDATE OF l SKIP LOCKED)
  UPDATE lead l SET follow_up_reminded_on = l.follow_up_on
    FROM due, "user" u
   WHERE l.id = due.id AND u.id = l.owner_id
  RETURNING l.id, l.first_name, l.last_name, l.company, to_char(l.follow_up_on, 'YYYY-MM-DD') AS follow_up_on,
            u.email AS owner_email, u.first_name AS owner_first_name`;

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** `origin`: the public origin every link in a mail is built on (PublicOrigin). */
export function followUpReminderMail(row: ClaimedRow, agencyEmail: string, origin: string): OutboxMail {
  const name = oneLine(`${row.first_name} ${row.last_name}`);
  const who = row.company ? `${name} (${oneLine(row.company)})` : name;
  const text = [
    row.owner_first_name ? `Kia ora ${oneLine(row.owner_first_name)},` : 'Kia ora,',
    '',
    `You planned to follow up with ${who} today, ${formatNzDateInWords(`${row.follow_up_on}T12:00:00+12:00`)}.`,
    '',
    `Their page in the CRM: ${origin}/crm/leads/${row.id}`,
  ].join('\n');
  return {
    kind: FOLLOW_UP_REMINDER_KIND,
    to: row.owner_email,
    replyTo: agencyEmail,
    subject: `Follow up today: ${who}`,
    text,
    reference: `lead-follow-up:${row.id}:${row.follow_up_on}`,
  };
}

/**
 * The owner's e-mail on the morning (from 08:00 New Zealand time) of a lead's follow-up day, looked for every
 * LEAD_FOLLOW_UP_CHECK_SECONDS on every instance without sending twice. A day missed while the app was down is not
 * reminded later: the reminder is for that day.
 */
@Injectable()
export class FollowUpReminderService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(FollowUpReminderService.name);
  private readonly job = new PeriodicJob('Follow-up reminder run', () => this.sendDue(), this.logger);

  constructor(
    @Inject(SQL_POOL) private readonly pool: Pool,
    private readonly outbox: OutboxService,
    private readonly outboxWorker: OutboxWorker,
    @Inject(MAIL_CONFIG) private readonly mailConfig: MailConfig,
    private readonly publicOrigin: PublicOrigin,
  ) {}

  onApplicationBootstrap(): void {
    const { LEAD_FOLLOW_UP_CHECK_SECONDS } = parseEnv(ZFollowUpEnv, process.env, 'follow-up reminder configuration');
    // First run after one interval, not at start-up: a reminder is due for a whole morning, and a run in the first
    // seconds would hold a connection in a transaction while a starting instance (or a test) may still drop its database.
    this.job.start(LEAD_FOLLOW_UP_CHECK_SECONDS);
  }

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** Writes the reminders due at `now` to the outbox once; answers how many. Safe to run concurrently (see CLAIM). */
  async sendDue(now: Date = new Date()): Promise<number> {
    if (nzHour(now) < FOLLOW_UP_REMINDER_HOUR) return 0;
    const day = nzIsoDate(now);
    let sent = 0;
    for (;;) {
      const claimed = await inTransaction(this.pool, async (client) => {
        const { rows } = await client.query<ClaimedRow>(CLAIM, [day]);
        await this.outbox.enqueue(
          client,
          rows.map((row) => followUpReminderMail(row, this.mailConfig.agencyEmail, this.publicOrigin.value)),
        );
        return rows.length;
      });
      sent += claimed;
      if (claimed < BATCH) break;
    }
    if (sent > 0) {
      this.logger.log(`${sent} follow-up reminder(s) written to the outbox`);
      this.outboxWorker.wake();
    }
    return sent;
  }
}
