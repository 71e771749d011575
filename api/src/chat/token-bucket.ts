/**
 * A token bucket: `capacity` frames at once, refilled evenly over `windowSeconds`. It smooths like a sliding window
 * (no double burst at a window's edge) with two numbers and no timers.
 */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly capacity: number,
    private readonly windowSeconds: number,
    now = Date.now(),
  ) {
    this.tokens = capacity;
    this.updatedAt = now;
  }

  private refill(now: number): void {
    const refillPerMs = this.capacity / (this.windowSeconds * 1000);
    this.tokens = Math.min(this.capacity, this.tokens + (now - this.updatedAt) * refillPerMs);
    this.updatedAt = now;
  }

  /** Whether one more frame may pass now (without taking it). */
  hasToken(now = Date.now()): boolean {
    this.refill(now);
    return this.tokens >= 1;
  }

  take(now = Date.now()): void {
    this.refill(now);
    this.tokens -= 1;
  }

  /** Full again: nothing to remember about this key. */
  isFull(now = Date.now()): boolean {
    this.refill(now);
    return this.tokens >= this.capacity;
  }
}

/** One bucket per key (client address), forgotten once full again so the map stays as small as the active set. */
export class KeyedTokenBuckets {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(
    private readonly capacity: number,
    private readonly windowSeconds: number,
  ) {}

  get(key: string): TokenBucket {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = new TokenBucket(this.capacity, this.windowSeconds);
      this.buckets.set(key, bucket);
    }
    return bucket;
  }

  prune(): void {
    const now = Date.now();
    for (const [key, bucket] of this.buckets) if (bucket.isFull(now)) this.buckets.delete(key);
  }
}
