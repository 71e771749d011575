import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  FEEDBACK_CONTEXT_NOT_FOUND_MESSAGE,
  FEEDBACK_OVERVIEW_COMMENTS_LIMIT,
  FEEDBACK_RATE_LIMIT_MESSAGE,
  FEEDBACK_REACTIONS_LIMIT,
  FEEDBACK_SUMMARY_RECENT_LIMIT,
  type TCreateFeedbackReaction,
  type TCreateFeedbackSubmission,
  type TCreateFeedbackSubmissionResponse,
  type TFeedbackComment,
  type TFeedbackContext,
  type TFeedbackOverview,
  type TFeedbackReaction,
  type TFeedbackReactionList,
  type TFeedbackSentiment,
  type TFeedbackSummary,
} from '@agency/contracts';
import { TooManyRequestsException } from '../common/errors/too-many-requests.exception';
import { SQL_POOL } from '../database/database.module';
import { RateLimitService, type RateLimitRule } from '../rate-limit/rate-limit.service';
import { FeedbackContexts } from './feedback-contexts.service';
import { FEEDBACK_CONFIG, type FeedbackConfig } from './feedback.config';

interface ReactionRow {
  id: string;
  emoji: string;
  sentiment: TFeedbackSentiment;
  created_at: Date;
}

/** The sentiment score as SQL: the mean of positive +1, neutral 0, negative -1; 0 when there is nothing to average. */
const SENTIMENT_SCORE_SQL = `coalesce(avg(CASE sentiment WHEN 'positive' THEN 1 WHEN 'negative' THEN -1 ELSE 0 END), 0)::float8`;

const REACTION_COLUMNS = 'id, emoji, sentiment, created_at';

/** A foreign key violation: the context disappeared between the check and the insert. */
const FOREIGN_KEY_VIOLATION = '23503';

function toReaction(row: ReactionRow): TFeedbackReaction {
  return { id: row.id, emoji: row.emoji, sentiment: row.sentiment, createdAt: row.created_at.toISOString() };
}

function isForeignKeyViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === FOREIGN_KEY_VIOLATION;
}

/**
 * Reactions and submissions. Every statement is one insert or one aggregate, so they go straight to the SQL pool: the
 * unit of work would add a round trip and nothing else. The client address only feeds the rate limit; it is not stored.
 */
@Injectable()
export class FeedbackService {
  private readonly rateRule: RateLimitRule;

  constructor(
    @Inject(SQL_POOL) private readonly pool: Pool,
    private readonly contexts: FeedbackContexts,
    private readonly rateLimits: RateLimitService,
    @Inject(FEEDBACK_CONFIG) config: FeedbackConfig,
  ) {
    this.rateRule = { limit: config.rateLimit, windowSeconds: config.rateWindowMinutes * 60 };
  }

  context(identifier: string): Promise<TFeedbackContext> {
    return this.contexts.byIdentifier(identifier);
  }

  async reactions(contextId: string): Promise<TFeedbackReactionList> {
    const context = await this.contexts.byId(contextId);
    const { rows } = await this.pool.query<ReactionRow>(
      `SELECT ${REACTION_COLUMNS} FROM feedback_reaction WHERE context_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
      [context.id, FEEDBACK_REACTIONS_LIMIT],
    );
    return rows.map(toReaction);
  }

  async summary(contextId: string): Promise<TFeedbackSummary> {
    const context = await this.contexts.byId(contextId);
    const [totals, recent] = await Promise.all([
      this.pool.query<{ total: number; score: number }>(
        `SELECT count(*)::int AS total, ${SENTIMENT_SCORE_SQL} AS score FROM feedback_reaction WHERE context_id = $1`,
        [context.id],
      ),
      this.pool.query<ReactionRow>(
        `SELECT ${REACTION_COLUMNS} FROM feedback_reaction WHERE context_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
        [context.id, FEEDBACK_SUMMARY_RECENT_LIMIT],
      ),
    ]);
    const { total = 0, score = 0 } = totals.rows[0] ?? {};
    return { contextId: context.id, totalReactions: total, sentimentScore: score, recentReactions: recent.rows.map(toReaction) };
  }

  async createReaction(input: TCreateFeedbackReaction, clientAddress: string): Promise<TFeedbackReaction> {
    await this.consumeRateLimit(clientAddress);
    const context = await this.contexts.byId(input.contextId);
    const row = await this.insertOne<ReactionRow>(
      `INSERT INTO feedback_reaction (context_id, emoji, sentiment, session_id, metadata)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${REACTION_COLUMNS}`,
      [context.id, input.emoji, input.sentiment, input.sessionId, JSON.stringify(input.metadata)],
    );
    return toReaction(row);
  }

  async createSubmission(input: TCreateFeedbackSubmission, clientAddress: string): Promise<TCreateFeedbackSubmissionResponse> {
    await this.consumeRateLimit(clientAddress);
    const context = await this.contexts.byId(input.contextId);
    const { id } = await this.insertOne<{ id: string }>(
      `INSERT INTO feedback_submission (context_id, rating, comment, category, session_id, metadata)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [context.id, input.rating, input.comment, input.category, input.sessionId, JSON.stringify(input.metadata)],
    );
    return { id };
  }

  /** Every context with its counts, in identifier order, and its newest comments. Aggregates over all rows: admin only. */
  async overview(): Promise<TFeedbackOverview> {
    const [totals, comments] = await Promise.all([
      this.pool.query<{
        id: string;
        identifier: string;
        reaction_count: number;
        sentiment_score: number;
        submission_count: number;
        average_rating: number | null;
      }>(
        `SELECT c.id, c.identifier,
                coalesce(r.reaction_count, 0)::int AS reaction_count, coalesce(r.sentiment_score, 0)::float8 AS sentiment_score,
                coalesce(s.submission_count, 0)::int AS submission_count, s.average_rating::float8 AS average_rating
         FROM feedback_context c
         LEFT JOIN (SELECT context_id, count(*) AS reaction_count, ${SENTIMENT_SCORE_SQL} AS sentiment_score
                    FROM feedback_reaction GROUP BY context_id) r ON r.context_id = c.id
         LEFT JOIN (SELECT context_id, count(*) AS submission_count, avg(rating) AS average_rating
                    FROM feedback_submission GROUP BY context_id) s ON s.context_id = c.id
         ORDER BY c.identifier`,
      ),
      this.pool.query<{ id: string; context_id: string; rating: number | null; comment: string; created_at: Date }>(
        `SELECT id, context_id, rating, comment, created_at FROM (
           SELECT id, context_id, rating, comment, created_at,
                  row_number() OVER (PARTITION BY context_id ORDER BY created_at DESC, id DESC) AS position
           FROM feedback_submission WHERE comment IS NOT NULL
         ) ranked
         WHERE position <= $1
         ORDER BY created_at DESC, id DESC`,
        [FEEDBACK_OVERVIEW_COMMENTS_LIMIT],
      ),
    ]);
    const commentsByContext = new Map<string, TFeedbackComment[]>();
    for (const row of comments.rows) {
      const list = commentsByContext.get(row.context_id) ?? [];
      list.push({ id: row.id, rating: row.rating, comment: row.comment, createdAt: row.created_at.toISOString() });
      commentsByContext.set(row.context_id, list);
    }
    return {
      contexts: totals.rows.map((row) => ({
        id: row.id,
        identifier: row.identifier,
        reactionCount: row.reaction_count,
        sentimentScore: row.sentiment_score,
        submissionCount: row.submission_count,
        averageRating: row.average_rating,
        latestComments: commentsByContext.get(row.id) ?? [],
      })),
    };
  }

  private async consumeRateLimit(clientAddress: string): Promise<void> {
    const limit = await this.rateLimits.consume(`feedback:ip:${clientAddress}`, this.rateRule);
    if (!limit.allowed) throw new TooManyRequestsException(FEEDBACK_RATE_LIMIT_MESSAGE, limit.retryAfterSeconds);
  }

  /** Runs an INSERT ... RETURNING of one row. */
  private async insertOne<Row extends object>(sql: string, values: unknown[]): Promise<Row> {
    let rows: Row[];
    try {
      ({ rows } = await this.pool.query<Row>(sql, values));
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new NotFoundException(FEEDBACK_CONTEXT_NOT_FOUND_MESSAGE);
      throw error;
    }
    const [row] = rows;
    if (!row) throw new Error('The insert returned no row');
    return row;
  }
}
