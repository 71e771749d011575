import { randomUUID } from 'node:crypto';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  formatCount,
  SITE_ENQUIRY_LIMITS,
  SITE_ENQUIRY_LIST_LIMIT,
  SITE_ENQUIRY_MESSAGES,
  SITES_MESSAGES,
  ZSiteEnquiryForm,
  type QuoteFormField,
  type QuoteFormState,
  type SiteTemplateInput,
  type TBusinessInfo,
  type TSiteEnquiry,
  type TSiteEnquiryList,
} from '@agency/contracts';
import { isUuid } from '../common/ids/uuid';
import { SQL_POOL } from '../database/database.module';
import { inTransaction } from '../database/sql-transaction';
import { OutboxService } from '../mail/outbox.service';
import { OutboxWorker } from '../mail/outbox-worker.service';
import { storedBusinessInfo } from '../sites/site-rows';
import { RateLimitService, type RateLimitRule } from '../rate-limit/rate-limit.service';
import { SITE_ENQUIRIES_CONFIG, type SiteEnquiriesConfig } from './site-enquiries.config';
import { ownerNotification } from './site-enquiry-mails';

/** What became of a posted form. */
export type EnquiryOutcome =
  | { kind: 'sent' }
  /** The honeypot was filled: answered like a success, nothing stored or sent. */
  | { kind: 'trap' }
  | { kind: 'invalid'; state: QuoteFormState }
  | { kind: 'limited'; state: QuoteFormState; retryAfterSeconds: number };

/** The words of a form too large to take (413), said at the top of the form page. */
export const QUOTE_FORM_TOO_LARGE = {
  /** Read, but larger than any valid request: the fields over their limits are marked, everything typed is kept. */
  read: 'Your request was too long to send. Please shorten what is marked and send again.',
  /** Not read at all: nothing of it could be kept. */
  unread: (readLimitBytes: number) =>
    `Your request was too large for us to read (over ${formatCount(Math.round(readLimitBytes / 1024))} KB), so nothing you typed could be shown again here. ` +
    `Please write it again, with a message of at most ${formatCount(SITE_ENQUIRY_LIMITS.message)} characters, and send it.`,
} as const;

interface EnquiryRow {
  id: string;
  site_id: string;
  name: string;
  email: string;
  phone: string | null;
  service: string | null;
  message: string;
  read_at: Date | null;
  created_at: Date;
}

const FORM_FIELDS: readonly QuoteFormField[] = ['name', 'email', 'phone', 'service', 'message'];

/**
 * A form value as posted: a repeated field counts by its first value. Never cut: a text over its field's limit is
 * refused in words that name the limit and shown again whole, so the visitor shortens it rather than losing its end
 * (the body's own limit bounds how long it can be).
 */
function formValue(body: Record<string, unknown>, field: string): string | undefined {
  const raw = body[field];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' ? value : undefined;
}

/** The schema's message for a field, with how long the visitor's text is when it is over the limit. */
function fieldProblem(message: string, field: QuoteFormField, values: Record<QuoteFormField, string>, tooLong: boolean): string {
  return tooLong ? `${message} (yours has ${formatCount(values[field].trim().length)})` : message;
}

function toEnquiry(row: EnquiryRow): TSiteEnquiry {
  return {
    id: row.id,
    siteId: row.site_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    service: row.service,
    message: row.message,
    readAt: row.read_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

// The owner, the site's name and the new request in one statement, inside the transaction that queues the mail.
const INSERT_ENQUIRY = `
  WITH inserted AS (
    INSERT INTO site_enquiry (id, site_id, name, email, phone, service, message)
    VALUES ($1, $2, $3, $4, $5, $6, $7)
    RETURNING site_id
  )
  SELECT u.email AS owner_email, s.business_info->>'businessName' AS business_name
    FROM inserted i JOIN site s ON s.id = i.site_id JOIN "user" u ON u.id = s.user_id`;

/**
 * Quote requests from published sites' forms (issue 26 §6): validated by the contract's schema, rate limited in
 * PostgreSQL per client address and per site, stored with the owner's e-mail queued in the same transaction, and
 * listed to the site's owner only.
 */
@Injectable()
export class SiteEnquiriesService {
  private readonly addressRule: RateLimitRule;
  private readonly siteRule: RateLimitRule;

  constructor(
    @Inject(SQL_POOL) private readonly pool: Pool,
    private readonly rateLimits: RateLimitService,
    private readonly outbox: OutboxService,
    private readonly outboxWorker: OutboxWorker,
    @Inject(SITE_ENQUIRIES_CONFIG) config: SiteEnquiriesConfig,
  ) {
    const windowSeconds = config.windowMinutes * 60;
    this.addressRule = { limit: config.perAddress, windowSeconds };
    this.siteRule = { limit: config.perSite, windowSeconds };
  }

  /** One posted form for a live site. The client address only feeds the rate limit; it is not stored. */
  async submit(siteId: string, body: unknown, clientAddress: string): Promise<EnquiryOutcome> {
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    // Robots fill every field; people never see this one. Answered like a success, so the robot learns nothing.
    if (formValue(fields, 'company_website')?.trim()) return { kind: 'trap' };

    const values = Object.fromEntries(FORM_FIELDS.map((field) => [field, formValue(fields, field) ?? ''])) as Record<QuoteFormField, string>;
    const parsed = ZSiteEnquiryForm.safeParse(values);
    if (!parsed.success) {
      const errors: QuoteFormState['errors'] = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && FORM_FIELDS.includes(field as QuoteFormField)) {
          errors[field as QuoteFormField] ??= fieldProblem(issue.message, field as QuoteFormField, values, issue.code === 'too_big');
        }
      }
      return { kind: 'invalid', state: { values, errors } };
    }

    // Only requests that would be stored count: a visitor correcting a typo is not held back. The site's own budget
    // is spent only by addresses within theirs, so one address hammering away cannot use up a site's day.
    const limited = (retryAfterSeconds: number): EnquiryOutcome => ({
      kind: 'limited',
      state: { values, notice: SITE_ENQUIRY_MESSAGES.rateLimited },
      retryAfterSeconds,
    });
    const byAddress = await this.rateLimits.consume(`site-enquiries:ip:${clientAddress}`, this.addressRule);
    if (!byAddress.allowed) return limited(byAddress.retryAfterSeconds);
    const bySite = await this.rateLimits.consume(`site-enquiries:site:${siteId}`, this.siteRule);
    if (!bySite.allowed) return limited(bySite.retryAfterSeconds);

    const enquiry = parsed.data;
    const id = randomUUID();
    await inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<{ owner_email: string; business_name: string | null }>(INSERT_ENQUIRY, [
        id,
        siteId,
        enquiry.name,
        enquiry.email,
        enquiry.phone || null,
        enquiry.service || null,
        enquiry.message,
      ]);
      const site = rows[0];
      if (!site) throw new Error(`site ${siteId} has no owner`);
      await this.outbox.enqueue(client, [
        ownerNotification(enquiry, { businessName: site.business_name ?? 'your website', ownerEmail: site.owner_email, enquiryId: id }),
      ]);
    });
    this.outboxWorker.wake();
    return { kind: 'sent' };
  }

  /**
   * A posted form larger than any valid request (413): what was typed, kept whole, with each field over its limit
   * marked in the schema's words and the whole said at the top. Nothing is stored and no limit is counted.
   */
  oversizeState(body: unknown): QuoteFormState {
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const values = Object.fromEntries(FORM_FIELDS.map((field) => [field, formValue(fields, field) ?? ''])) as Record<QuoteFormField, string>;
    const errors: QuoteFormState['errors'] = {};
    for (const issue of ZSiteEnquiryForm.safeParse(values).error?.issues ?? []) {
      const field = issue.path[0] as QuoteFormField;
      if (issue.code === 'too_big' && FORM_FIELDS.includes(field)) errors[field] ??= fieldProblem(issue.message, field, values, true);
    }
    return { values, errors, notice: QUOTE_FORM_TOO_LARGE.read };
  }

  /** What the form page is drawn from: the site's template and business info. */
  async pageInputs(siteId: string): Promise<{ template: SiteTemplateInput; businessInfo: TBusinessInfo }> {
    const { rows } = await this.pool.query<{ template_name: string; template_data: SiteTemplateInput['templateData']; business_info: unknown }>(
      `SELECT t.name AS template_name, t.template_data, s.business_info
         FROM site s JOIN website_template t ON t.id = s.template_id WHERE s.id = $1`,
      [siteId],
    );
    const row = rows[0];
    if (!row) throw new NotFoundException(SITES_MESSAGES.siteNotFound);
    return { template: { name: row.template_name, templateData: row.template_data }, businessInfo: storedBusinessInfo(row.business_info) };
  }

  /** The owner's list: newest first, with the count of new ones over them all. Anyone else's site is a 404. */
  async list(userId: string, siteId: string): Promise<TSiteEnquiryList> {
    await this.assertOwner(userId, siteId);
    return this.listOf(siteId);
  }

  /** Marks the owner's requests read (ids of other sites' requests change nothing); answers the list as it now is. */
  async markRead(userId: string, siteId: string, ids: readonly string[]): Promise<TSiteEnquiryList> {
    await this.assertOwner(userId, siteId);
    await this.pool.query('UPDATE site_enquiry SET read_at = now() WHERE site_id = $1 AND id = ANY($2::uuid[]) AND read_at IS NULL', [siteId, ids]);
    return this.listOf(siteId);
  }

  private async assertOwner(userId: string, siteId: string): Promise<void> {
    if (!isUuid(siteId)) throw new NotFoundException(SITES_MESSAGES.siteNotFound);
    const { rowCount } = await this.pool.query('SELECT 1 FROM site WHERE id = $1 AND user_id = $2', [siteId, userId]);
    if (!rowCount) throw new NotFoundException(SITES_MESSAGES.siteNotFound);
  }

  private async listOf(siteId: string): Promise<TSiteEnquiryList> {
    const [list, counts] = await Promise.all([
      this.pool.query<EnquiryRow>(
        `SELECT id, site_id, name, email, phone, service, message, read_at, created_at
           FROM site_enquiry WHERE site_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
        [siteId, SITE_ENQUIRY_LIST_LIMIT],
      ),
      this.pool.query<{ total: number; new_count: number }>(
        'SELECT count(*)::int AS total, (count(*) FILTER (WHERE read_at IS NULL))::int AS new_count FROM site_enquiry WHERE site_id = $1',
        [siteId],
      ),
    ]);
    return { newCount: counts.rows[0]?.new_count ?? 0, total: counts.rows[0]?.total ?? 0, enquiries: list.rows.map(toEnquiry) };
  }
}
