import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool } from 'pg';
import type { z } from 'zod';
import { LEAD_NOT_FOUND_MESSAGE, renderLeadEmail, type TLeadEmailPreview, type TLeadEmailSent, type ZLeadEmailRequest } from '@agency/contracts';
import { isUuid } from '../common/ids/uuid';
import { SQL_POOL } from '../database/database.module';
import { MAIL_CONFIG, type MailConfig } from '../mail/mail.config';
import { OutboxService } from '../mail/outbox.service';
import { OutboxWorker } from '../mail/outbox-worker.service';

/** The outbox kind of a mail written from a lead's page; its reference is 'lead:<id>'. */
export const LEAD_EMAIL_KIND = 'lead.email';

type LeadEmailInput = z.output<typeof ZLeadEmailRequest>;

interface FactsRow {
  email: string;
  first_name: string;
  company: string | null;
  next_booking: Date | null;
}

/**
 * Writing to a lead from its page: the variables filled in from the lead (the preview and the mail use the same
 * rendering), then one outbox row from the agency's address with Reply-To the agency. The lead's timeline lists it with
 * the outbox's delivery state, as it lists every mail to the address.
 */
@Injectable()
export class LeadEmailsService {
  constructor(
    @Inject(SQL_POOL) private readonly pool: Pool,
    @Inject(MAIL_CONFIG) private readonly mail: MailConfig,
    private readonly outbox: OutboxService,
    private readonly outboxWorker: OutboxWorker,
  ) {}

  async preview(leadId: string, input: LeadEmailInput): Promise<TLeadEmailPreview> {
    if (!isUuid(leadId)) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
    // The next consultation still to come; appointment.client_email and lead.email are both stored lower-case.
    const found = await this.pool.query<FactsRow>(
      `SELECT l.email, l.first_name, l.company,
              (SELECT min(a.starts_at) FROM appointment a WHERE a.client_email = l.email AND a.status = 'scheduled' AND a.starts_at > now()) AS next_booking
         FROM lead l WHERE l.id = $1`,
      [leadId],
    );
    const row = found.rows[0];
    if (!row) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
    const rendered = renderLeadEmail(input, { firstName: row.first_name, company: row.company, nextBooking: row.next_booking });
    if ('refusal' in rendered) throw new BadRequestException(rendered.refusal);
    return { to: row.email, replyTo: this.mail.agencyEmail, subject: rendered.subject, body: rendered.body };
  }

  async send(leadId: string, input: LeadEmailInput): Promise<TLeadEmailSent> {
    const mail = await this.preview(leadId, input);
    const insert = this.outbox.enqueueStatement([
      { kind: LEAD_EMAIL_KIND, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.body, reference: `lead:${leadId}` },
    ]);
    const { rows } = await this.pool.query<{ id: string; status: TLeadEmailSent['status'] }>(`${insert.text} RETURNING id, status`, insert.values);
    const row = rows[0];
    if (!row) throw new Error('outbox insert returned no row');
    this.outboxWorker.wake();
    return { ...mail, id: row.id, status: row.status };
  }
}
