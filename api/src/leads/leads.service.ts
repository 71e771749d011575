import { randomUUID } from 'node:crypto';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  LEAD_NOT_FOUND_MESSAGE,
  LEADS_RATE_LIMIT_MESSAGE,
  type TCreateLead,
  type TLeadList,
  type ZLeadListQuery,
} from '@agency/contracts';
import type { z } from 'zod';
import { TooManyRequestsException } from '../common/errors/too-many-requests.exception';
import { MAIL_CONFIG, type MailConfig } from '../mail/mail.config';
import { OutboxService } from '../mail/outbox.service';
import { OutboxWorker } from '../mail/outbox-worker.service';
import { RateLimitService, type RateLimitRule } from '../rate-limit/rate-limit.service';
import { SQL_POOL } from '../database/database.module';
import { isUuid } from '../common/ids/uuid';
import { agencyNotification, type LeadMailFields, visitorConfirmation } from './lead-mails';
import { LEADS_CONFIG, type LeadsConfig } from './leads.config';
import { leadListSql } from './lead-list-sql';
import { LEAD_COLUMNS, leadFromRow, type LeadRow } from './lead-row';

/**
 * The lead and its two mails in one statement: a data-modifying CTE is as atomic as a transaction and costs one
 * round trip to the database instead of five. This is the busiest public write, so it skips the unit of work. The
 * mails' INSERT is the mail module's (`OutboxService.enqueueStatement`), numbered after the lead's nine parameters.
 */
const INSERT_LEAD = `
  WITH new_lead AS (
    INSERT INTO lead (id, first_name, last_name, email, phone, company, service_interest, message, status, source)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'new', $9)
  )`;

@Injectable()
export class LeadsService {
  private readonly emailRule: RateLimitRule;
  private readonly addressRule: RateLimitRule;

  constructor(
    @Inject(SQL_POOL) private readonly pool: Pool,
    private readonly rateLimits: RateLimitService,
    private readonly outbox: OutboxService,
    private readonly outboxWorker: OutboxWorker,
    @Inject(LEADS_CONFIG) config: LeadsConfig,
    @Inject(MAIL_CONFIG) private readonly mailConfig: MailConfig,
  ) {
    const windowSeconds = config.rateWindowMinutes * 60;
    this.emailRule = { limit: config.rateLimit, windowSeconds };
    this.addressRule = { limit: config.addressRateLimit, windowSeconds };
  }

  /**
   * Stores the lead and its two mails in one transaction. The client address only feeds the rate
   * limit counter; it is not stored with the lead.
   *
   * Counted per e-mail (LEADS_RATE_LIMIT) and per client address (LEADS_ADDRESS_RATE_LIMIT, higher): colleagues behind
   * one office address each write, one person cannot send on and on, and changing the e-mail only reaches the address
   * ceiling. The address is counted only for sends its e-mail's limit allowed, so one person's refused retries do not
   * use up the office's room. Both counters are PostgreSQL's (RateLimitService), shared by every instance.
   */
  async create(input: TCreateLead, clientAddress: string): Promise<{ id: string }> {
    const byEmail = await this.rateLimits.consume(`leads:email:${input.email}`, this.emailRule);
    if (!byEmail.allowed) throw new TooManyRequestsException(LEADS_RATE_LIMIT_MESSAGE, byEmail.retryAfterSeconds);
    const byAddress = await this.rateLimits.consume(`leads:ip:${clientAddress}`, this.addressRule);
    if (!byAddress.allowed) throw new TooManyRequestsException(LEADS_RATE_LIMIT_MESSAGE, byAddress.retryAfterSeconds);

    const id = randomUUID();
    const lead: LeadMailFields = {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone ?? null,
      company: input.company ?? null,
      serviceInterest: input.serviceInterest ?? null,
      message: input.message,
      source: input.source,
    };
    const mails = this.outbox.enqueueStatement(
      [agencyNotification(lead, this.mailConfig.agencyEmail), visitorConfirmation(lead, this.mailConfig.agencyEmail)],
      10,
    );
    await this.pool.query(`${INSERT_LEAD}\n  ${mails.text}`, [
      id,
      lead.firstName,
      lead.lastName,
      lead.email,
      lead.phone,
      lead.company,
      lead.serviceInterest,
      lead.message,
      lead.source,
      ...mails.values,
    ]);
    this.outboxWorker.wake();
    return { id };
  }

  /**
   * One page in the chosen order (newest first by default), narrowed by search (first name, last name, e-mail or
   * company, case-insensitively) and status. Plain SQL, because the name and pipeline orders are expressions that
   * must match their indexes.
   */
  async list(query: z.output<typeof ZLeadListQuery>): Promise<TLeadList> {
    const { where, orderBy, params } = leadListSql(query);
    const offset = (query.page - 1) * query.pageSize;
    const [rows, count] = await Promise.all([
      this.pool.query<LeadRow>(`SELECT ${LEAD_COLUMNS} FROM lead ${where} ${orderBy} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
        ...params,
        query.pageSize,
        offset,
      ]),
      this.pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM lead ${where}`, params),
    ]);
    return { items: rows.rows.map(leadFromRow), total: count.rows[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
  }

  /** 404 alike for malformed and unknown ids, so ids cannot be probed. */
  async remove(id: string): Promise<void> {
    if (!isUuid(id)) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
    const deleted = await this.pool.query('DELETE FROM lead WHERE id = $1', [id]);
    if (deleted.rowCount === 0) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
  }
}
