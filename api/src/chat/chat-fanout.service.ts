import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Client, type Notification } from 'pg';
import { z } from 'zod';
import { ZChatMessage } from '@agency/contracts';
import { DATABASE_HANDLE } from '../database/database.module';
import type { DatabaseHandle } from '../database/open-database';
import { ChatHub } from './chat-hub.service';
import { ChatPresence } from './chat-presence.service';
import { ChatStore } from './chat-store.service';
import { CHAT_CHANNEL } from './message-batcher';

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/** What instances announce: a stored message (whole, or by id when too big for NOTIFY), or a changed list entry. */
const ZChatEvent = z.discriminatedUnion('t', [
  z.object({ i: z.string(), t: z.literal('message'), c: z.string(), id: z.number().int(), m: z.unknown().optional() }),
  z.object({ i: z.string(), t: z.literal('conversation'), c: z.string() }),
  z.object({ i: z.string(), t: z.literal('presence') }),
  z.object({ i: z.string(), t: z.literal('typing'), c: z.string(), f: z.enum(['agent', 'visitor']), n: z.string().nullable() }),
]);

/**
 * Fan-out between API instances on one database: one dedicated connection per instance LISTENs on the chat channel
 * (a pooled connection would lose the LISTEN when returned). It reconnects with back-off when it drops, then
 * fetches what it missed. An instance's own notifications are skipped: it delivered those itself.
 */
@Injectable()
export class ChatFanout implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ChatFanout.name);
  private client: Client | undefined;
  private retryMs = RECONNECT_MIN_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    @Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle,
    private readonly hub: ChatHub,
    private readonly store: ChatStore,
    private readonly presence: ChatPresence,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.database.databaseUrl });
    client.on('notification', (notification) => this.receive(notification));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${CHAT_CHANNEL}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (this.retryMs > RECONNECT_MIN_MS) {
      this.logger.log('Chat fan-out connection restored');
      await this.hub.catchUp().catch((error: unknown) => this.logger.warn(`Catching up after reconnect failed: ${String(error)}`));
    }
    this.retryMs = RECONNECT_MIN_MS;
  }

  private lost(client: Client, error?: unknown): void {
    if (this.stopped || this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    this.logger.warn(`Chat fan-out connection lost${error ? `: ${String(error)}` : ''}; retrying in ${this.retryMs} ms`);
    this.retryTimer = setTimeout(() => void this.connect(), this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MAX_MS);
  }

  private receive(notification: Notification): void {
    if (notification.channel !== CHAT_CHANNEL || !notification.payload) return;
    let raw: unknown;
    try {
      raw = JSON.parse(notification.payload);
    } catch {
      raw = undefined;
    }
    // Most notifications on a busy instance are its own: skip them before validating anything.
    if (typeof raw === 'object' && raw !== null && 'i' in raw && raw.i === this.hub.instanceId) return;
    const parsed = ZChatEvent.safeParse(raw);
    if (!parsed.success) {
      this.logger.warn('Ignored a malformed chat notification');
      return;
    }
    const event = parsed.data;
    if (event.t === 'conversation') {
      this.hub.conversationChanged(event.c);
      this.hub.markersChanged(event.c);
      return;
    }
    if (event.t === 'typing') {
      this.hub.typing(event.c, event.f, event.n);
      return;
    }
    if (event.t === 'presence') {
      void this.presence.presenceAnnounced().catch((error: unknown) => this.logger.warn(`Reading presence failed: ${String(error)}`));
      return;
    }
    const message = ZChatMessage.safeParse(event.m);
    if (message.success) {
      this.hub.publish(event.c, { ...message.data, timestamp: new Date(message.data.timestamp).toISOString() });
      return;
    }
    // Too big for the payload: read it.
    void this.store
      .messagesBetween(event.c, event.id, event.id)
      .then((messages) => messages.forEach((stored) => this.hub.publish(event.c, stored)))
      .catch((error: unknown) => this.logger.warn(`Reading announced message failed: ${String(error)}`));
  }
}
