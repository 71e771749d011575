import { Inject, Injectable, Logger, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import type { TChatAgentState, TChatAvailabilityFrame, TChatOnlineAgent } from '@agency/contracts';
import { CHAT_CONFIG, type ChatConfig } from './chat.config';
import { ChatHub } from './chat-hub.service';
import { ChatMailer } from './chat-mailer.service';
import { ChatStore } from './chat-store.service';

/** How long "an agent was online lately" is trusted before asking the database again. */
const AGENT_CHECK_CACHE_MS = 1000;

/**
 * Who is around, across instances, kept in PostgreSQL: each instance refreshes its agent-presence row while it has
 * agent sockets, each admin's state (chat_admin_presence: online or away, per instance, with an expiry) and the visitor_seen_at of the conversations it has visitor sockets for. The same tick sweeps the
 * replies owed by e-mail to visitors who left.
 */
@Injectable()
export class ChatPresence implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ChatPresence.name);
  private timer: NodeJS.Timeout | undefined;
  private ticking = false;
  private stopped = false;
  private agentCheck: { at: number; seen: Promise<boolean> } | undefined;
  /** This instance's admins as last written: a change is announced to the other instances. */
  private writtenAdmins = '';
  /** What visitors here were last told about who is available. */
  private availability: TChatAvailabilityFrame | undefined;

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
    if (this.writtenAdmins !== '') {
      await this.store.clearAdminPresence(this.hub.instanceId).catch(() => undefined);
      await this.store.notifyPresenceChanged().catch(() => undefined);
    }
  }

  /** Each admin connected on any instance: online, or away (chose Away, or idle on every socket). Offline admins are absent. */
  onlineAgents(): Promise<TChatOnlineAgent[]> {
    return this.store.onlineAgents();
  }

  /** What a visitor is told about who can answer; read once per instance and kept current by ticks and notifications. */
  async currentAvailability(): Promise<TChatAvailabilityFrame> {
    return this.availability ?? (await this.refreshAvailability());
  }

  /** Reads who is available and tells this instance's visitors when that changed. */
  async refreshAvailability(): Promise<TChatAvailabilityFrame> {
    const agents = await this.store.onlineAgents();
    const online = agents.filter((agent) => agent.state === 'online');
    const frame: TChatAvailabilityFrame = {
      type: 'availability',
      state: online.length > 0 ? 'online' : agents.length > 0 ? 'away' : 'offline',
      names: [...new Set(online.map((agent) => agent.firstName))],
    };
    // Visitors here were told the previous answer, if there was one; a first answer goes to the socket that asked.
    const changed = this.availability !== undefined && JSON.stringify(frame) !== JSON.stringify(this.availability);
    this.availability = frame;
    if (changed) this.hub.sendToVisitors(frame);
    return frame;
  }

  /** Another instance's admins changed (or a tick): visitors here are told when who is available changed. */
  async presenceAnnounced(): Promise<void> {
    // With no visitor here nobody needs the answer: the next one to join reads it afresh.
    if (this.hub.visitorConversationIds().length === 0) this.availability = undefined;
    else await this.refreshAvailability();
  }

  /** An agent joined, left, chose Online/Away or became active again: written now, announced to every instance. */
  async agentsChanged(): Promise<void> {
    if (this.stopped) return;
    if (await this.writeAdmins()) {
      await this.store.notifyPresenceChanged();
      await this.refreshAvailability();
    }
  }

  /** Writes this instance's admins (renewing their rows); true when their states changed since the last write. */
  private async writeAdmins(): Promise<boolean> {
    const admins: Map<string, TChatAgentState> = this.hub.agentStates(this.config.agentIdleSeconds * 1000);
    const written = JSON.stringify([...admins].sort(([a], [b]) => a.localeCompare(b)));
    // Written even with no admin here: the same statement deletes a dead instance's expired rows.
    await this.store.writeAdminPresence(this.hub.instanceId, admins, this.config.adminLeaseSeconds);
    const changed = written !== this.writtenAdmins;
    this.writtenAdmins = admins.size === 0 ? '' : written;
    return changed;
  }

  /**
   * Whether someone can answer now: an admin online on any instance. Admins all connected but Away (chosen, or idle)
   * cannot, as the visitor's header says, so the visitor is asked for an address. With no admin connected, an agent
   * socket here or one anywhere within CHAT_AGENT_AWAY_SECONDS still counts (a reload of the CRM is not an absence).
   */
  async agentsAround(): Promise<boolean> {
    const availability = await this.currentAvailability().catch(() => undefined);
    if (availability?.state === 'online') return true;
    if (availability?.state === 'away') return false;
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
    await this.agentsChanged();
  }

  /** An agent socket closed; when it was the last one here, the away clock starts now. */
  async agentLeft(): Promise<void> {
    if (this.stopped) return;
    await this.agentsChanged();
    if (this.hub.agentCount > 0) return;
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
      // Renews this instance's admin rows (an idle agent turns away here) and notices other instances' expired ones.
      if (await this.writeAdmins()) await this.store.notifyPresenceChanged();
      await this.presenceAnnounced();
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
