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
  WITH mine AS (
    SELECT * FROM unnest($2::text[], $3::int[]) AS t(address, sockets)
  ), renewed AS (
    INSERT INTO chat_socket_lease AS l (address, instance_id, sockets, expires_at)
    SELECT address, $1, sockets, now() + make_interval(secs => $4::float8) FROM mine ORDER BY address
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
  /**
   * Sockets being accepted, by address: from before their lease is written until they are open, so a renewal in
   * between does not write a count without them.
   */
  private readonly reserved = new Map<string, number[]>();
  private timer: NodeJS.Timeout | undefined;
  private renewing = false;
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
    this.timer = setInterval(() => void this.renew(), (this.config.socketLeaseSeconds * 1000) / 3);
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
    if (this.localSockets(address) >= this.config.maxSocketsPerAddress) return false;
    this.reserve(address);
    if (this.stopped) return true;
    let client: PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      this.warn('Counting chat sockets failed', error);
      return true;
    }
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`chat-sockets:${address}`]);
      const { rowCount } = await client.query({
        name: 'chat-acquire-socket',
        text: ACQUIRE_SOCKET,
        values: [address, this.hub.instanceId, this.config.maxSocketsPerAddress, this.config.socketLeaseSeconds],
      });
      await client.query('COMMIT');
      if (rowCount === 1) return true;
      this.unreserve(address);
      return false;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      this.warn('Counting chat sockets failed', error);
      return true;
    } finally {
      client.release();
    }
  }

  /** A socket accepted by acquireSocket is open (and counted by the hub from now on). */
  socketOpened(address: string): void {
    this.unreserve(address);
  }

  /** A socket counted by acquireSocket closed. */
  releaseSocket(address: string): void {
    if (this.stopped) return;
    this.pool
      .query({
        name: 'chat-release-socket',
        text: 'UPDATE chat_socket_lease SET sockets = sockets - 1 WHERE address = $1 AND instance_id = $2 AND sockets > 0',
        values: [address, this.hub.instanceId],
      })
      .catch((error: unknown) => this.warn('Releasing a chat socket failed', error));
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

  private async renew(): Promise<void> {
    this.addressBuckets.prune();
    if (this.renewing || this.stopped) return;
    this.renewing = true;
    try {
      const counts = new Map(this.hub.socketCounts());
      const now = Date.now();
      for (const [address, times] of this.reserved) {
        const fresh = times.filter((time) => now - time < RESERVATION_MS);
        if (fresh.length === 0) this.reserved.delete(address);
        else this.reserved.set(address, fresh);
        if (fresh.length > 0) counts.set(address, (counts.get(address) ?? 0) + fresh.length);
      }
      await this.pool.query({
        name: 'chat-renew-socket-leases',
        text: RENEW_LEASES,
        values: [this.hub.instanceId, [...counts.keys()], [...counts.values()], this.config.socketLeaseSeconds],
      });
    } catch (error) {
      this.warn('Renewing chat socket leases failed', error);
    } finally {
      this.renewing = false;
    }
  }

  private localSockets(address: string): number {
    return this.hub.socketCount(address) + (this.reserved.get(address)?.length ?? 0);
  }

  private reserve(address: string): void {
    const times = this.reserved.get(address);
    if (times) times.push(Date.now());
    else this.reserved.set(address, [Date.now()]);
  }

  private unreserve(address: string): void {
    const times = this.reserved.get(address);
    times?.shift();
    if (times?.length === 0) this.reserved.delete(address);
  }

  private warn(what: string, error: unknown): void {
    const now = Date.now();
    if (now - this.lastWarning < WARN_INTERVAL_MS) return;
    this.lastWarning = now;
    this.logger.warn(`${what} (per-instance limits still hold): ${error instanceof Error ? error.message : String(error)}`);
  }
}
