import type { Pool } from 'pg';
import { slidingWindowCount, type RateLimitRule } from './rate-limit.service';

/** Statements counting hits at once; more hits wait and are counted together in the next statement. */
const MAX_IN_FLIGHT = 2;
const MAX_BATCH = 500;

/**
 * Adds each key's hits to its current window and reads the previous window, for many keys in one statement. The
 * upserts take the counters' row locks in key order (the keys arrive sorted), so statements on this and other
 * instances never deadlock; the lock serialises them, so each statement's `current - n` is exactly the count
 * before its own hits. The commit does not wait for its WAL to reach the disk (synchronous_commit off for this
 * transaction): other sessions see it at once, and a crash can lose only the last moment's hits, never a message,
 * while the send it guards does not wait for a second flush.
 */
const COUNT_HITS = `
  WITH relaxed AS (
    SELECT set_config('synchronous_commit', 'off', true)
  ), win AS (
    SELECT to_timestamp(floor(extract(epoch FROM now()) / $3::float8) * $3::float8) AS start FROM relaxed
  ), hits AS (
    SELECT * FROM unnest($1::text[], $2::int[]) WITH ORDINALITY AS h(key, n, ord)
  ), bumped AS (
    INSERT INTO rate_limit_counter AS c (key, window_start, count)
    SELECT hits.key, win.start, hits.n FROM hits CROSS JOIN win ORDER BY hits.ord
    ON CONFLICT (key, window_start) DO UPDATE SET count = c.count + EXCLUDED.count
    RETURNING c.key, c.count, c.window_start
  )
  SELECT b.key, b.count AS current, coalesce(p.count, 0) AS previous, extract(epoch FROM now() - b.window_start) AS elapsed
    FROM bumped b
    LEFT JOIN rate_limit_counter p ON p.key = b.key AND p.window_start = b.window_start - make_interval(secs => $3::float8)`;

interface CountedRow {
  key: string;
  current: number | string;
  previous: number | string;
  elapsed: number | string;
}

/**
 * The shared sliding-window limit of RateLimitService (same table, same estimate) for hits that come too often to
 * pay a statement each, such as chat frames: hits are counted many keys per statement, at most two statements in
 * flight, so the cost grows with the number of statements, not of hits. A key is in one statement at a time, so its
 * hits are answered in the order they came. Every hit is counted, as `consume` counts it, and the first
 * `limit - estimate` of a key's hits in a batch pass. When the database cannot answer, hits pass (the caller's local
 * limits still hold) and `onError` hears why.
 */
export class RateLimitBatcher {
  private readonly pending = new Map<string, Array<(allowed: boolean) => void>>();
  /** Keys in a statement under way: their next hits wait for it, so a key's hits are answered in the order they came. */
  private readonly counting = new Set<string>();
  private inFlight = 0;

  constructor(
    private readonly pool: Pool,
    private readonly rule: RateLimitRule,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** Counts one hit for `key`; resolves with whether it stays within the rule. */
  take(key: string): Promise<boolean> {
    return new Promise((resolve) => {
      const waiters = this.pending.get(key);
      if (waiters) waiters.push(resolve);
      else this.pending.set(key, [resolve]);
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < MAX_IN_FLIGHT) {
      const batch = this.takeBatch();
      if (batch.size === 0) return;
      this.inFlight += 1;
      void this.run(batch).finally(() => {
        this.inFlight -= 1;
        for (const key of batch.keys()) this.counting.delete(key);
        this.pump();
      });
    }
  }

  private takeBatch(): Map<string, Array<(allowed: boolean) => void>> {
    const batch = new Map<string, Array<(allowed: boolean) => void>>();
    for (const [key, waiters] of this.pending) {
      if (batch.size >= MAX_BATCH) break;
      if (this.counting.has(key)) continue;
      batch.set(key, waiters);
      this.counting.add(key);
    }
    for (const key of batch.keys()) this.pending.delete(key);
    return batch;
  }

  private async run(batch: Map<string, Array<(allowed: boolean) => void>>): Promise<void> {
    const keys = [...batch.keys()].sort();
    const { limit, windowSeconds } = this.rule;
    let counted: Map<string, CountedRow>;
    try {
      const { rows } = await this.pool.query<CountedRow>({
        name: 'rate-limit-count-hits',
        text: COUNT_HITS,
        values: [keys, keys.map((key) => batch.get(key)?.length ?? 0), windowSeconds],
      });
      counted = new Map(rows.map((row) => [row.key, row]));
    } catch (error) {
      this.onError(error);
      counted = new Map();
    }
    for (const key of keys) {
      const waiters = batch.get(key) ?? [];
      const row = counted.get(key);
      if (!row) {
        for (const resolve of waiters) resolve(true);
        continue;
      }
      const before = slidingWindowCount(Number(row.current) - waiters.length, Number(row.previous), Number(row.elapsed), windowSeconds);
      const passing = Math.max(0, limit - before);
      waiters.forEach((resolve, index) => resolve(index < passing));
    }
  }
}
