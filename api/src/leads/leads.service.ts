import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import {
  LEAD_NOT_FOUND_MESSAGE,
  LEADS_RATE_LIMIT_MESSAGE,
  type TCreateLead,
  type TLead,
  type TLeadList,
  type ZLeadListQuery,
} from '@agency/contracts';
import type { z } from 'zod';
import { TooManyRequestsException } from '../common/errors/too-many-requests.exception';
import { MAIL_CONFIG, type MailConfig } from '../mail/mail.config';
import { OutboxService } from '../mail/outbox.service';
import { OutboxWorker } from '../mail/outbox-worker.service';
import { RateLimitService, type RateLimitRule } from '../rate-limit/rate-limit.service';
import { agencyNotification, visitorConfirmation } from './lead-mails';
import { Lead } from './lead.entity';
import { LEADS_CONFIG, type LeadsConfig } from './leads.config';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Makes a search term literal inside ILIKE: its own %, _ and \ match themselves. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function toLeadResponse(lead: Lead): TLead {
  return {
    id: lead.id,
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
    serviceInterest: lead.serviceInterest,
    message: lead.message,
    status: lead.status,
    source: lead.source,
    estimatedValue: lead.estimatedValue === null ? null : Number(lead.estimatedValue),
    createdAt: lead.createdAt.toISOString(),
  };
}

@Injectable()
export class LeadsService {
  private readonly rateRule: RateLimitRule;

  constructor(
    private readonly em: EntityManager,
    private readonly rateLimits: RateLimitService,
    private readonly outbox: OutboxService,
    private readonly outboxWorker: OutboxWorker,
    @Inject(LEADS_CONFIG) config: LeadsConfig,
    @Inject(MAIL_CONFIG) private readonly mailConfig: MailConfig,
  ) {
    this.rateRule = { limit: config.rateLimit, windowSeconds: config.rateWindowMinutes * 60 };
  }

  /**
   * Stores the lead and its two mails in one transaction. The client address only feeds the rate
   * limit counter; it is not stored with the lead.
   */
  async create(input: TCreateLead, clientAddress: string): Promise<{ id: string }> {
    const limit = await this.rateLimits.consume(`leads:ip:${clientAddress}`, this.rateRule);
    if (!limit.allowed) throw new TooManyRequestsException(LEADS_RATE_LIMIT_MESSAGE, limit.retryAfterSeconds);

    const lead = await this.em.fork().transactional(async (em) => {
      const created = em.create(Lead, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone ?? null,
        company: input.company ?? null,
        serviceInterest: input.serviceInterest ?? null,
        message: input.message,
        status: 'new',
        source: input.source,
        estimatedValue: null,
      });
      this.outbox.enqueue(em, agencyNotification(created, this.mailConfig.agencyEmail));
      this.outbox.enqueue(em, visitorConfirmation(created, this.mailConfig.agencyEmail));
      await em.flush();
      return created;
    });
    this.outboxWorker.wake();
    return { id: lead.id };
  }

  /** Newest first; search matches first name, last name, email or company, case-insensitively. */
  async list(query: z.output<typeof ZLeadListQuery>): Promise<TLeadList> {
    const where: FilterQuery<Lead> = {};
    if (query.search) {
      const pattern = likePattern(query.search);
      where.$or = [
        { firstName: { $ilike: pattern } },
        { lastName: { $ilike: pattern } },
        { email: { $ilike: pattern } },
        { company: { $ilike: pattern } },
      ];
    }
    const [leads, total] = await this.em.fork().findAndCount(Lead, where, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return { items: leads.map(toLeadResponse), total, page: query.page, pageSize: query.pageSize };
  }

  /** 404 alike for malformed and unknown ids, so ids cannot be probed. */
  async remove(id: string): Promise<void> {
    if (!UUID_PATTERN.test(id)) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
    const deleted = await this.em.fork().nativeDelete(Lead, { id });
    if (deleted === 0) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
  }
}
