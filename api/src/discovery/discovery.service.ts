import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  DISCOVERY_NOT_FOUND_MESSAGE,
  DISCOVERY_RATE_LIMIT_MESSAGE,
  DISCOVERY_RESPONSE_EMAIL_MATCH_MINUTES,
  DISCOVERY_RESPONSE_EXISTS_MESSAGE,
  DISCOVERY_RESPONSE_LEAD_MAX_AGE_HOURS,
  dashboardDiscoveryScore,
  publicDiscoveryScore,
  type TCreateDashboardDiscovery,
  type TCreateDiscoveryResponse,
  type TCreateDiscoveryResponseRecord,
  type TCreatePublicDiscovery,
  type TDiscoveryAssessment,
  type TDiscoveryAssessmentList,
} from '@agency/contracts';
import { TooManyRequestsException } from '../common/errors/too-many-requests.exception';
import { SQL_POOL } from '../database/database.module';
import { RateLimitService, type RateLimitRule } from '../rate-limit/rate-limit.service';
import { isUuid } from '../common/ids/uuid';
import { DISCOVERY_CONFIG, type DiscoveryConfig } from './discovery.config';

/** A client's list is short in practice; the bound keeps one account from answering with thousands of rows. */
const USER_LIST_LIMIT = 100;

interface AssessmentRow {
  id: string;
  source: TDiscoveryAssessment['source'];
  responses: TDiscoveryAssessment['responses'];
  completed: boolean;
  score: number | null;
  created_at: Date;
  linked_at: Date | null;
}

const ASSESSMENT_COLUMNS = 'id, source, responses, completed, score, created_at, linked_at';

function toAssessment(row: AssessmentRow): TDiscoveryAssessment {
  return {
    id: row.id,
    source: row.source,
    responses: row.responses,
    completed: row.completed,
    score: row.score,
    createdAt: row.created_at.toISOString(),
    linkedAt: row.linked_at?.toISOString() ?? null,
  };
}

/**
 * The public assessment, its link to an account, a client's list, and the onboarding wizard's record. Each write is
 * one statement on the SQL pool. The client address only feeds the rate limit; it is not stored.
 */
@Injectable()
export class DiscoveryService {
  private readonly rateRule: RateLimitRule;

  constructor(
    @Inject(SQL_POOL) private readonly pool: Pool,
    private readonly rateLimits: RateLimitService,
    @Inject(DISCOVERY_CONFIG) config: DiscoveryConfig,
  ) {
    this.rateRule = { limit: config.rateLimit, windowSeconds: config.rateWindowMinutes * 60 };
  }

  /** The public assessment, scored here by the dashboard's rule (publicDiscoveryScore): the result waits for its account. */
  async createPublic(input: TCreatePublicDiscovery, clientAddress: string): Promise<TCreateDiscoveryResponse> {
    await this.consumeRateLimit(clientAddress);
    const { rows } = await this.pool.query<{ id: string }>(
      `INSERT INTO discovery_assessment (source, responses, completed, score) VALUES ($1, $2::jsonb, $3, $4) RETURNING id`,
      [input.source, JSON.stringify(input.responses), input.completed, publicDiscoveryScore(input.responses)],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('The insert returned no row');
    return { id };
  }

  /**
   * The dashboard's assessment, the account's from the start. The score is computed here from the checked answers
   * (discovery-dashboard-questions.ts); the request has no way to set it.
   */
  async createDashboard(userId: string, input: TCreateDashboardDiscovery): Promise<TDiscoveryAssessment> {
    const { rows } = await this.pool.query<AssessmentRow>(
      `INSERT INTO discovery_assessment (source, responses, completed, score, user_id, linked_at)
       VALUES ('dashboard', $1::jsonb, $2, $3, $4, now()) RETURNING ${ASSESSMENT_COLUMNS}`,
      [JSON.stringify(input.responses), input.completed, dashboardDiscoveryScore(input.responses), userId],
    );
    const row = rows[0];
    if (!row) throw new Error('The insert returned no row');
    return toAssessment(row);
  }

  /**
   * Claims an unlinked assessment for the account, or answers it again when this account already holds it. An
   * assessment held by another account is answered exactly like an unknown id, so ids cannot be probed.
   */
  async link(id: string, userId: string): Promise<TDiscoveryAssessment> {
    if (!isUuid(id)) throw new NotFoundException(DISCOVERY_NOT_FOUND_MESSAGE);
    const claimed = await this.pool.query<AssessmentRow>(
      `UPDATE discovery_assessment SET user_id = $2, linked_at = now()
        WHERE id = $1 AND source = 'public' AND user_id IS NULL AND linked_at IS NULL
        RETURNING ${ASSESSMENT_COLUMNS}`,
      [id, userId],
    );
    const row =
      claimed.rows[0] ??
      (await this.pool.query<AssessmentRow>(`SELECT ${ASSESSMENT_COLUMNS} FROM discovery_assessment WHERE id = $1 AND user_id = $2`, [id, userId]))
        .rows[0];
    if (!row) throw new NotFoundException(DISCOVERY_NOT_FOUND_MESSAGE);
    return toAssessment(row);
  }

  async listForUser(userId: string): Promise<TDiscoveryAssessmentList> {
    const { rows } = await this.pool.query<AssessmentRow>(
      `SELECT ${ASSESSMENT_COLUMNS} FROM discovery_assessment WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
      [userId, USER_LIST_LIMIT],
    );
    return rows.map(toAssessment);
  }

  /**
   * The wizard's record, tied to the lead the same submission created, found in this order (README, "The wizard's
   * record"): the lead named by leadId, if it is a recent onboarding-wizard lead; else the newest onboarding-wizard
   * lead sent with the record's email in the last few minutes that has no record yet; else none, and the record is
   * stored unlinked. A lead holds one record: a second one naming it by id is refused (409), which tells the wizard
   * retrying after a lost answer that its first try was stored. Nothing else refuses a valid body.
   */
  async createRecord(input: TCreateDiscoveryResponseRecord, clientAddress: string): Promise<TCreateDiscoveryResponse> {
    await this.consumeRateLimit(clientAddress);
    const values = [
      input.businessName,
      input.industry ?? null,
      input.website ?? null,
      input.services,
      input.goals,
      input.challenges ?? null,
      input.budget,
      input.timeline,
      input.additionalInfo ?? null,
    ];
    if (input.leadId) {
      const id = await this.insertRecord(
        values,
        `SELECT l.id FROM lead l
          WHERE l.id = $10 AND l.source = 'onboarding_wizard' AND l.created_at > now() - make_interval(hours => $11)`,
        [input.leadId, DISCOVERY_RESPONSE_LEAD_MAX_AGE_HOURS],
      );
      if (id) return { id };
      const existing = await this.pool.query('SELECT 1 FROM discovery_response WHERE lead_id = $1', [input.leadId]);
      if (existing.rowCount) throw new ConflictException(DISCOVERY_RESPONSE_EXISTS_MESSAGE);
      // An unknown lead, another form's or a stale one: not this record's lead; the email may still find it.
    }
    if (input.email) {
      const id = await this.insertRecord(
        values,
        `SELECT l.id FROM lead l
          WHERE l.email = $10 AND l.source = 'onboarding_wizard' AND l.created_at > now() - make_interval(mins => $11)
            AND NOT EXISTS (SELECT 1 FROM discovery_response r WHERE r.lead_id = l.id)
          ORDER BY l.created_at DESC, l.id DESC LIMIT 1`,
        [input.email, DISCOVERY_RESPONSE_EMAIL_MATCH_MINUTES],
      );
      if (id) return { id };
    }
    const id = await this.insertRecord(values, 'SELECT NULL::uuid', []);
    if (!id) throw new Error('The insert returned no row');
    return { id };
  }

  /**
   * One INSERT ... SELECT: `leadQuery` (its parameters from $10) answers the lead id, or no row to insert nothing.
   * ON CONFLICT keeps one record per lead when two arrive at once; the loser inserts nothing.
   */
  private async insertRecord(values: unknown[], leadQuery: string, leadParams: unknown[]): Promise<string | undefined> {
    const { rows } = await this.pool.query<{ id: string }>(
      `INSERT INTO discovery_response (lead_id, business_name, industry, website, services, goals, challenges, budget, timeline, additional_info)
       SELECT lead.id, $1, $2, $3, $4::text[], $5, $6, $7, $8, $9 FROM (${leadQuery}) AS lead (id)
       ON CONFLICT (lead_id) DO NOTHING
       RETURNING id`,
      [...values, ...leadParams],
    );
    return rows[0]?.id;
  }

  private async consumeRateLimit(clientAddress: string): Promise<void> {
    const limit = await this.rateLimits.consume(`discovery:ip:${clientAddress}`, this.rateRule);
    if (!limit.allowed) throw new TooManyRequestsException(DISCOVERY_RATE_LIMIT_MESSAGE, limit.retryAfterSeconds);
  }
}
