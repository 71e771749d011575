import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ANALYTICS_RATE_LIMIT_MESSAGE, type TAnalyticsAccepted, type ZAnalyticsBatch } from '@agency/contracts';
import type { z } from 'zod';
import { TooManyRequestsException } from '../common/errors/too-many-requests.exception';
import { RateLimitService, type RateLimitRule } from '../rate-limit/rate-limit.service';
import { AnalyticsEvent } from './analytics-event.entity';
import { ANALYTICS_CONFIG, type AnalyticsConfig } from './analytics.config';

@Injectable()
export class AnalyticsService {
  private readonly rateRule: RateLimitRule;

  constructor(
    private readonly em: EntityManager,
    private readonly rateLimits: RateLimitService,
    @Inject(ANALYTICS_CONFIG) config: AnalyticsConfig,
  ) {
    this.rateRule = { limit: config.rateLimit, windowSeconds: config.rateWindowSeconds };
  }

  /** Stores a validated batch in one insert. The client address only feeds the rate limit. */
  async record(batch: z.output<typeof ZAnalyticsBatch>, clientAddress: string): Promise<TAnalyticsAccepted> {
    const limit = await this.rateLimits.consume(`analytics:ip:${clientAddress}`, this.rateRule);
    if (!limit.allowed) throw new TooManyRequestsException(ANALYTICS_RATE_LIMIT_MESSAGE, limit.retryAfterSeconds);
    await this.em.fork().insertMany(
      AnalyticsEvent,
      batch.events.map((event) => ({
        name: event.name,
        path: event.path,
        props: event.props ?? {},
        occurredAt: new Date(event.occurredAt),
        receivedAt: new Date(),
      })),
    );
    return { accepted: batch.events.length };
  }
}
