import { Inject, Injectable, Logger, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import { CHAT_CONFIG, type ChatConfig } from './chat.config';
import { ChatHub } from './chat-hub.service';
import { ChatMailer } from './chat-mailer.service';
import { ChatStore } from './chat-store.service';

/** How long "an agent was online lately" is trusted before asking the database again. */
const AGENT_CHECK_CACHE_MS = 1000;

/**
 * Who is around, across instances, kept in PostgreSQL: each instance refreshes its agent-presence row while it has
 * agent sockets and the visitor_seen_at of the conversations it has visitor sockets for. The same tick sweeps the
 * replies owed by e-mail to visitors who left.
 */
@Injectable()
export class ChatPresence implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ChatPresence.name);
  private timer: NodeJS.Timeout | undefined;
  private ticking = false;
  private stopped = false;
  private agentCheck: { at: number; seen: Promise<boolean> } | undefined;

  constructor(
    @Inject(CHAT_CONFIG) private readonly config: ChatConfig,
    private readonly hub: ChatHub,
    private readonly store: ChatStore,
    private readonly mailer: ChatMailer,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), this.config.presenceRefreshSeconds * 1000);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    if (this.hub.agentCount > 0) await this.store.touchAgentPresence(this.hub.instanceId).catch(() => undefined);
  }

  /** Whether an agent is connected here, or was connected anywhere within CHAT_AGENT_AWAY_SECONDS. */
  async agentsAround(): Promise<boolean> {
    if (this.hub.agentCount > 0) return true;
    const now = Date.now();
    if (!this.agentCheck || now - this.agentCheck.at > AGENT_CHECK_CACHE_MS) {
      this.agentCheck = { at: now, seen: this.store.agentSeenWithin(this.config.agentAwaySeconds).catch(() => true) };
    }
    return this.agentCheck.seen;
  }

  async agentJoined(): Promise<void> {
    this.agentCheck = undefined;
    await this.store.touchAgentPresence(this.hub.instanceId);
  }

  /** The last agent here left: the away clock starts now. */
  async agentLeft(): Promise<void> {
    if (this.stopped || this.hub.agentCount > 0) return;
    await this.store.touchAgentPresence(this.hub.instanceId);
  }

  /** The conversation's last visitor socket here closed: replies from now on may go by e-mail. */
  async visitorLeft(conversationId: string): Promise<void> {
    if (this.stopped) return;
    await this.store.touchVisitors([conversationId]);
  }

  private async tick(): Promise<void> {
    if (this.ticking || this.stopped) return;
    this.ticking = true;
    try {
      await this.store.touchVisitors(this.hub.visitorConversationIds());
      if (this.hub.agentCount > 0) await this.store.touchAgentPresence(this.hub.instanceId);
      await this.mailer.sweepReplies(this.config.visitorGoneSeconds);
      this.hub.pruneFeeds();
    } catch (error) {
      // The database may be briefly unreachable; the next tick tries again.
      this.logger.warn(`Chat presence tick failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.ticking = false;
    }
  }
}
