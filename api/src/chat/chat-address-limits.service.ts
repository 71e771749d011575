import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { SQL_POOL } from '../database/database.module';
import { RateLimitBatcher } from '../rate-limit/rate-limit-batcher';
import { CHAT_CONFIG, type ChatConfig } from './chat.config';
import { ChatHub } from './chat-hub.service';
import type { ChatSocket } from './chat-socket';
import { KeyedTokenBuckets } from './token-bucket';

/** A failing database is logged at most this often, not once per frame or socket. */
const WARN_INTERVAL_MS = 60_000;
/** An accepted upgrade becomes a socket within moments; one that has not by then failed its handshake. */
const RESERVATION_MS = 10_000;

/**
 * One more socket for the address if all instances' live leases leave room. The advisory lock on the address,
 * taken in the transaction before this statement, serialises the check across instances (this statement's
 * snapshot is taken after the lock, so it sees every earlier acceptance).
 */
const ACQUIRE_SOCKET = `
  INSERT INTO chat_socket_lease AS l (address, instance_id, sockets, expires_at)
  SELECT $1, $2, 1, now() + make_interval(secs => $4::float8)
   WHERE (SELECT coalesce(sum(sockets), 0) FROM chat_socket_lease WHERE address = $1 AND expires_at > now()) < $3
  ON CONFLICT (address, instance_id) DO UPDATE SET sockets = l.sockets + 1, expires_at = EXCLUDED.expires_at
  RETURNING sockets`;

/**
 * The instance's sockets as it counts them, which corrects any drift (a socket accepted whose upgrade then failed),
 * with a fresh expiry; its rows for addresses it no longer serves go, and so do other instances' expired rows.
 */
const RENEW_LEASES = `
  WITH relaxed AS (
    SELECT set_config('synchronous_commit', 'off', true)
  ), mine AS (
    SELECT * FROM unnest($2::text[], $3::int[]) AS t(address, sockets)
  ), renewed AS (
    INSERT INTO chat_socket_lease AS l (address, instance_id, sockets, expires_at)
    SELECT address, $1, sockets, now() + make_interval(secs => $4::float8) FROM mine CROSS JOIN relaxed ORDER BY address
    ON CONFLICT (address, instance_id) DO UPDATE SET sockets = EXCLUDED.sockets, expires_at = EXCLUDED.expires_at
  )
  DELETE FROM chat_socket_lease
   WHERE (instance_id = $1 AND address <> ALL($2::text[])) OR (instance_id <> $1 AND expires_at < now())`;

/**
 * The per-address limits, shared by every instance through PostgreSQL. Open sockets are leases: each instance
 * holds a row per address with its count and renews them every third of CHAT_SOCKET_LEASE_SECONDS, so a dead
 * instance's sockets stop counting when its leases expire. Frames are counted in the HTTP limits' table, many
 * addresses per statement (RateLimitBatcher), after this instance's own buckets: a frame they refuse costs nothing.
 */
@Injectable()
export class ChatAddressLimits implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ChatAddressLimits.name);
  private readonly addressBuckets: KeyedTokenBuckets;
  private readonly frames: RateLimitBatcher;
  /** Instances configured alike share one counter; another setting counts apart rather than mixing windows. */
  private readonly frameKeyPrefix: string;
  /** Upgrades being checked against the leases, by address: they count in this instance's own check. */
  private readonly acquiring = new Map<string, number>();
  /** Sockets whose lease is written but which are not open yet (times accepted), by address. */
  private readonly unopened = new Map<string, number[]>();
  /** Sockets closed here whose lease is not decremented yet, by address. */
  private readonly releasing = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  /**
   * Lease writes under way. A renewal waits for them and they wait for it, so the counts it writes from memory are
   * exactly what the other writes left in the database (they only add or subtract one).
   */
  private writing = 0;
  private drained: (() => void) | undefined;
  private renewal: Promise<void> | undefined;
  private stopped = false;
  private lastWarning = 0;

  constructor(
    @Inject(CHAT_CONFIG) private readonly config: ChatConfig,
    @Inject(SQL_POOL) private readonly pool: Pool,
    private readonly hub: ChatHub,
  ) {
    this.addressBuckets = new KeyedTokenBuckets(config.addressRateLimit, config.rateWindowSeconds);
    this.frames = new RateLimitBatcher(pool, { limit: config.addressRateLimit, windowSeconds: config.rateWindowSeconds }, (error) =>
      this.warn('Counting chat frames failed', error),
    );
    this.frameKeyPrefix = `chat-frames:${config.addressRateLimit}/${config.rateWindowSeconds}:`;
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.renew(), (this.config.socketLeaseSeconds * 1000) / 3);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    // This instance's sockets are closing: they stop counting now, not when the leases run out.
    await this.pool.query('DELETE FROM chat_socket_lease WHERE instance_id = $1', [this.hub.instanceId]).catch(() => undefined);
  }

  /**
   * Whether one more socket from `address` fits under CHAT_MAX_SOCKETS_PER_ADDRESS on all instances together; if
   * so it is counted. This instance's own count answers first. Without the database only that count holds.
   */
  async acquireSocket(address: string): Promise<boolean> {
    const here = this.hub.socketCount(address) + (this.acquiring.get(address) ?? 0) + (this.unopened.get(address)?.length ?? 0);
    if (here >= this.config.maxSocketsPerAddress) return false;
    if (this.stopped) return true;
    bump(this.acquiring, address, 1);
    try {
      return await this.leaseWrite(async () => {
        const allowed = await this.insertLease(address);
        if (allowed) {
          const times = this.unopened.get(address);
          if (times) times.push(Date.now());
          else this.unopened.set(address, [Date.now()]);
        }
        return allowed;
      });
    } finally {
      bump(this.acquiring, address, -1);
    }
  }

  /** A socket accepted by acquireSocket is open (and counted by the hub from now on). */
  socketOpened(address: string): void {
    const times = this.unopened.get(address);
    times?.shift();
    if (times?.length === 0) this.unopened.delete(address);
  }

  /** A socket counted by acquireSocket closed. */
  releaseSocket(address: string): void {
    if (this.stopped) return;
    bump(this.releasing, address, 1);
    void this.leaseWrite(async () => {
      try {
        await this.pool.query({
          name: 'chat-release-socket',
          text: `WITH relaxed AS (SELECT set_config('synchronous_commit', 'off', true))
                 UPDATE chat_socket_lease SET sockets = sockets - 1 FROM relaxed WHERE address = $1 AND instance_id = $2 AND sockets > 0`,
          values: [address, this.hub.instanceId],
        });
      } catch (error) {
        this.warn('Releasing a chat socket failed', error);
      } finally {
        bump(this.releasing, address, -1);
      }
    });
  }

  /** True when the lease is written, or the database could not say (only this instance's own check holds then). */
  private async insertLease(address: string): Promise<boolean> {
    let client: PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      this.warn('Counting chat sockets failed', error);
      return true;
    }
    try {
      // Leases are rebuilt from each instance's own count: a crash may lose the last moment's, so no flush is awaited.
      await client.query("BEGIN; SET LOCAL synchronous_commit = 'off'");
      await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`chat-sockets:${address}`]);
      const { rowCount } = await client.query({
        name: 'chat-acquire-socket',
        text: ACQUIRE_SOCKET,
        values: [address, this.hub.instanceId, this.config.maxSocketsPerAddress, this.config.socketLeaseSeconds],
      });
      await client.query('COMMIT');
      return rowCount === 1;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      this.warn('Counting chat sockets failed', error);
      return true;
    } finally {
      client.release();
    }
  }

  private async leaseWrite<T>(write: () => Promise<T>): Promise<T> {
    while (this.renewal) await this.renewal;
    this.writing += 1;
    try {
      return await write();
    } finally {
      this.writing -= 1;
      if (this.writing === 0) this.drained?.();
    }
  }

  /**
   * Whether the socket may send one more frame: false at once when this socket's or this instance's bucket for the
   * address is empty, else the answer of the count over all instances (frames keep their order: the caller awaits
   * it in the socket's queue).
   */
  takeFrame(socket: ChatSocket): false | Promise<boolean> {
    const addressBucket = this.addressBuckets.get(socket.address);
    if (!socket.bucket.hasToken() || !addressBucket.hasToken()) return false;
    socket.bucket.take();
    addressBucket.take();
    return this.frames.take(this.frameKeyPrefix + socket.address);
  }

  private renew(): void {
    this.addressBuckets.prune();
    if (this.renewal || this.stopped) return;
    this.renewal = this.writeLeases()
      .catch((error: unknown) => this.warn('Renewing chat socket leases failed', error))
      .finally(() => {
        this.renewal = undefined;
      });
  }

  private async writeLeases(): Promise<void> {
    if (this.writing > 0) await new Promise<void>((resolve) => (this.drained = resolve));
    this.drained = undefined;
    // What the database holds for this instance once the writes are done: open sockets, accepted ones about to
    // open (an upgrade whose handshake failed stops counting after a while), closed ones not yet decremented.
    const counts = new Map(this.hub.socketCounts());
    const now = Date.now();
    for (const [address, times] of this.unopened) {
      const fresh = times.filter((time) => now - time < RESERVATION_MS);
      if (fresh.length === 0) this.unopened.delete(address);
      else this.unopened.set(address, fresh);
      if (fresh.length > 0) bump(counts, address, fresh.length);
    }
    for (const [address, closing] of this.releasing) bump(counts, address, closing);
    await this.pool.query({
      name: 'chat-renew-socket-leases',
      text: RENEW_LEASES,
      values: [this.hub.instanceId, [...counts.keys()], [...counts.values()], this.config.socketLeaseSeconds],
    });
  }

  private warn(what: string, error: unknown): void {
    const now = Date.now();
    if (now - this.lastWarning < WARN_INTERVAL_MS) return;
    this.lastWarning = now;
    this.logger.warn(`${what} (per-instance limits still hold): ${error instanceof Error ? error.message : String(error)}`);
  }
}

function bump(counts: Map<string, number>, key: string, delta: number): void {
  const count = (counts.get(key) ?? 0) + delta;
  if (count > 0) counts.set(key, count);
  else counts.delete(key);
}
