import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

export interface RateLimitRule {
  /** Most hits allowed within the window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Estimated hits in the sliding window, this one included. */
  count: number;
  retryAfterSeconds: number;
}

interface CounterRow {
  current: number | string;
  previous: number | string;
  elapsed: number | string;
}

const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * The sliding window's estimate: the current window's hits plus the previous window's, weighted by how much of it
 * still overlaps (`elapsed` seconds into the current window).
 */
export function slidingWindowCount(current: number, previous: number, elapsed: number, windowSeconds: number): number {
  return current + Math.floor(previous * (1 - Math.min(elapsed, windowSeconds) / windowSeconds));
}

/**
 * Counters in PostgreSQL so limits hold across every API instance. Each key counts hits in fixed
 * windows (one row per key and window, bumped by an atomic upsert); the estimate for the sliding
 * window adds the previous window's count weighted by how much of it still overlaps, which smooths
 * the burst a plain fixed window allows at its edges.
 */
@Injectable()
export class RateLimitService implements OnModuleInit, OnModuleDestroy {
  private cleanupTimer: NodeJS.Timeout | undefined;

  constructor(private readonly em: EntityManager) {}

  onModuleInit(): void {
    this.cleanupTimer = setInterval(() => void this.removeExpired().catch(() => undefined), CLEANUP_INTERVAL_MS);
    this.cleanupTimer.unref();
  }

  onModuleDestroy(): void {
    if (this.cleanupTimer) clearInterval(this.cleanupTimer);
  }

  /** Records a hit for `key` and says whether it stays within the rule. */
  async consume(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const rows = await this.em.getConnection().execute<CounterRow[]>(
      `WITH win AS (SELECT to_timestamp(floor(extract(epoch FROM now()) / ?) * ?) AS start),
       bumped AS (
         INSERT INTO rate_limit_counter (key, window_start, count)
         SELECT ?, win.start, 1 FROM win
         ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_counter.count + 1
         RETURNING count, window_start
       )
       SELECT bumped.count AS current,
              coalesce((SELECT p.count FROM rate_limit_counter p
                        WHERE p.key = ? AND p.window_start = bumped.window_start - make_interval(secs => ?)), 0) AS previous,
              extract(epoch FROM now() - bumped.window_start) AS elapsed
       FROM bumped`,
      [rule.windowSeconds, rule.windowSeconds, key, key, rule.windowSeconds],
    );
    return this.toResult(rows[0], rule);
  }

  /** The current estimate for `key` without recording a hit. */
  async peek(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const rows = await this.em.getConnection().execute<CounterRow[]>(
      `WITH win AS (SELECT to_timestamp(floor(extract(epoch FROM now()) / ?) * ?) AS start)
       SELECT coalesce((SELECT c.count FROM rate_limit_counter c WHERE c.key = ? AND c.window_start = win.start), 0) AS current,
              coalesce((SELECT p.count FROM rate_limit_counter p
                        WHERE p.key = ? AND p.window_start = win.start - make_interval(secs => ?)), 0) AS previous,
              extract(epoch FROM now() - win.start) AS elapsed
       FROM win`,
      [rule.windowSeconds, rule.windowSeconds, key, key, rule.windowSeconds],
    );
    const result = this.toResult(rows[0], rule);
    // peek asks "may one more hit happen?", so a count already at the limit is not allowed.
    return { ...result, allowed: result.count < rule.limit };
  }

  /** Forgets every hit of `key` (e.g. failed sign-ins after a successful one). */
  async reset(key: string): Promise<void> {
    await this.em.getConnection().execute('DELETE FROM rate_limit_counter WHERE key = ?', [key], 'run');
  }

  private toResult(row: CounterRow | undefined, rule: RateLimitRule): RateLimitResult {
    const current = Number(row?.current ?? 0);
    const previous = Number(row?.previous ?? 0);
    const elapsed = Math.min(Number(row?.elapsed ?? 0), rule.windowSeconds);
    const count = slidingWindowCount(current, previous, elapsed, rule.windowSeconds);
    return {
      allowed: count <= rule.limit,
      count,
      retryAfterSeconds: Math.max(1, Math.ceil(rule.windowSeconds - elapsed)),
    };
  }

  private async removeExpired(): Promise<void> {
    await this.em.getConnection().execute(`DELETE FROM rate_limit_counter WHERE window_start < now() - interval '2 days'`, [], 'run');
  }
}
