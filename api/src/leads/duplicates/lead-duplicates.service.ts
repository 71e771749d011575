import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  LEAD_DUPLICATES_LIMIT,
  LEAD_MERGE_SELF_MESSAGE,
  LEAD_NOT_FOUND_MESSAGE,
  type TDuplicateReason,
  type TLeadDuplicates,
  type TSessionUser,
} from '@agency/contracts';
import { isUuid } from '../../common/ids/uuid';
import { SQL_POOL } from '../../database/database.module';
import { inTransaction } from '../../database/sql-transaction';
import { LEAD_COMPANY_EXPRESSION, LEAD_DOMAIN_EXPRESSION, LEAD_NAME_EXPRESSION, LEAD_PHONE_EXPRESSION } from './duplicate-sql';

/** Addresses anyone can have: the same domain says nothing about being the same person. */
export const FREE_MAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'yahoo.com',
  'yahoo.co.nz',
  'icloud.com',
  'me.com',
  'xtra.co.nz',
  'proton.me',
  'protonmail.com',
  'example.com',
];

/** Trigram similarity (0 to 1) from which two names or two companies count as similar. */
export const SIMILAR_NAME = 0.5;
export const SIMILAR_COMPANY = 0.5;
/** A name this similar is a suggestion on its own (a misspelling: 'Jon Smith', 'John Smyth'). */
export const VERY_SIMILAR_NAME = 0.7;
/** With the same (non free-mail) domain, a looser name match is enough ('J Smith' at smith-builders.co.nz). */
export const DOMAIN_NAME = 0.3;
/** Shorter phone numbers are too often placeholders ('0', '123') to mean anything. */
const MIN_PHONE_DIGITS = 7;

interface CandidateRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  company: string | null;
  created_at: Date;
  name_similarity: number;
  company_similarity: number;
  same_phone: boolean;
  same_domain: boolean;
}

/**
 * Leads that look like the same person as one lead. Candidates come from three index lookups (name trigrams with
 * pg_trgm's `%`, the phone's digits, the e-mail domain), are scored on the few rows found (the company's similarity
 * too), and pairs an admin dismissed are left out. A similar company alone is no candidate: every reason that counts
 * the company also needs a similar name, which the name lookup already finds (a company lookup matched every
 * '... Plumbing' in the bench, a thousand rows to score for none).
 */
@Injectable()
export class LeadDuplicatesService {
  constructor(@Inject(SQL_POOL) private readonly pool: Pool) {}

  async suggestions(id: string): Promise<TLeadDuplicates> {
    if (!isUuid(id)) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
    const result = await inTransaction(this.pool, async (client) => {
      // pg_trgm's '%' finds names at least this similar through the trigram index; its default (0.3) matches anyone
      // sharing a first name, hundreds of rows to score for nothing.
      await client.query(`SET LOCAL pg_trgm.similarity_threshold = ${SIMILAR_NAME}`);
      return client.query<CandidateRow & { found: boolean }>(
        `WITH me AS (
           SELECT id, ${LEAD_NAME_EXPRESSION} AS name, ${LEAD_COMPANY_EXPRESSION} AS company, company IS NOT NULL AS has_company,
                  ${LEAD_PHONE_EXPRESSION} AS phone, ${LEAD_DOMAIN_EXPRESSION} AS domain
             FROM lead WHERE id = $1
         ), candidate AS (
           SELECT l.id FROM lead l, me WHERE ${LEAD_NAME_EXPRESSION.replace(/first_name|last_name/g, 'l.$&')} % me.name
           UNION
           SELECT l.id FROM lead l, me
            WHERE length(me.phone) >= ${MIN_PHONE_DIGITS} AND l.phone IS NOT NULL AND ${LEAD_PHONE_EXPRESSION.replace('phone', 'l.phone')} = me.phone
           UNION
           SELECT l.id FROM lead l, me WHERE me.domain <> ALL($2::text[]) AND ${LEAD_DOMAIN_EXPRESSION.replace('email', 'l.email')} = me.domain
         )
         SELECT l.id, l.first_name, l.last_name, l.email, l.phone, l.company, l.created_at,
                similarity(${LEAD_NAME_EXPRESSION.replace(/first_name|last_name/g, 'l.$&')}, me.name) AS name_similarity,
                CASE WHEN me.has_company AND l.company IS NOT NULL
                     THEN similarity(${LEAD_COMPANY_EXPRESSION.replace('company', 'l.company')}, me.company) ELSE 0 END AS company_similarity,
                coalesce(length(me.phone) >= ${MIN_PHONE_DIGITS} AND ${LEAD_PHONE_EXPRESSION.replace('phone', 'l.phone')} = me.phone, false) AS same_phone,
                me.domain <> ALL($2::text[]) AND ${LEAD_DOMAIN_EXPRESSION.replace('email', 'l.email')} = me.domain AS same_domain,
                true AS found
           FROM candidate c JOIN lead l ON l.id = c.id CROSS JOIN me
          WHERE l.id <> me.id
            AND NOT EXISTS (SELECT 1 FROM lead_duplicate_dismissal d
                             WHERE d.lead_id = least(me.id, l.id) AND d.other_lead_id = greatest(me.id, l.id))
         UNION ALL
         SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, 0, false, false, false FROM me`,
        [id, FREE_MAIL_DOMAINS],
      );
    });
    // The last row only says the lead exists (so an unknown id is a 404, not an empty list).
    if (result.rows.length === 0) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
    const items = result.rows
      .filter((row) => row.found)
      .map((row) => ({ row, reasons: reasonsFor(row) }))
      .filter(({ reasons }) => reasons.length > 0)
      .sort((a, b) => b.reasons.length - a.reasons.length || b.row.name_similarity - a.row.name_similarity || a.row.id.localeCompare(b.row.id))
      .slice(0, LEAD_DUPLICATES_LIMIT)
      .map(({ row, reasons }) => ({
        leadId: row.id,
        name: `${row.first_name} ${row.last_name}`,
        email: row.email,
        phone: row.phone,
        company: row.company,
        createdAt: row.created_at.toISOString(),
        reasons,
      }));
    return { items };
  }

  /** Remembers that the two leads are different people; dismissing twice is the same as once. */
  async dismiss(id: string, otherId: string, actor: TSessionUser): Promise<void> {
    if (!isUuid(id) || !isUuid(otherId)) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
    if (id === otherId) throw new BadRequestException(LEAD_MERGE_SELF_MESSAGE);
    const [first, second] = [id, otherId].sort();
    const stored = await this.pool.query(
      `INSERT INTO lead_duplicate_dismissal (lead_id, other_lead_id, dismissed_by)
       SELECT $1, $2, $3 WHERE (SELECT count(*) FROM lead WHERE id IN ($1, $2)) = 2
       ON CONFLICT DO NOTHING RETURNING 1`,
      [first, second, actor.id],
    );
    if (stored.rowCount) return;
    const both = await this.pool.query('SELECT 1 FROM lead WHERE id IN ($1, $2)', [first, second]);
    if (both.rowCount !== 2) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
  }
}

function reasonsFor(row: CandidateRow): TDuplicateReason[] {
  const reasons: TDuplicateReason[] = [];
  if (row.same_phone) reasons.push('Same phone');
  if (row.name_similarity >= SIMILAR_NAME && row.company_similarity >= SIMILAR_COMPANY) reasons.push('Similar name and company');
  else if (row.name_similarity >= VERY_SIMILAR_NAME) reasons.push('Similar name');
  if (row.same_domain && row.name_similarity >= DOMAIN_NAME) reasons.push('Same e-mail domain and similar name');
  return reasons;
}
