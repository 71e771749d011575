import { Injectable } from '@nestjs/common';
import type { TChatAgentState, TChatMessage, TChatPresenceServerFrame, TChatServerFrame } from '@agency/contracts';
import { ChatStore } from './chat-store.service';
import type { ChatSocket } from './chat-socket';
import { ConversationFeed } from './conversation-feed';

/** A feed with no visitor socket here and no message for this long is dropped (agents' feeds restart on demand). */
const FEED_IDLE_MS = 10 * 60 * 1000;
/** Message ids are PostgreSQL integers. */
const MAX_MESSAGE_ID = 2_147_483_647;

/**
 * The sockets open on this instance and the delivery to them. A visitor's frames go to the sockets of that
 * conversation and to agents, never to another visitor. Messages from other instances arrive through ChatFanout.
 */
@Injectable()
export class ChatHub {
  private readonly visitors = new Map<string, Set<ChatSocket>>();
  private readonly agentSockets = new Set<ChatSocket>();
  private readonly feeds = new Map<string, ConversationFeed>();
  private readonly socketsPerAddress = new Map<string, number>();
  private readonly conversationListeners: Array<(conversationId: string) => void> = [];
  private readonly markerListeners: Array<(conversationId: string) => void> = [];

  constructor(private readonly store: ChatStore) {}

  get instanceId(): string {
    return this.store.instanceId;
  }

  get agentCount(): number {
    return this.agentSockets.size;
  }

  /**
   * The admins with an agent socket here and their state: online when one of their sockets is set Online and has sent
   * a frame within `idleMs`, else away.
   */
  agentStates(idleMs: number): Map<string, TChatAgentState> {
    const activeSince = Date.now() - idleMs;
    const states = new Map<string, TChatAgentState>();
    for (const socket of this.agentSockets) {
      const userId = socket.user?.id;
      if (!userId) continue;
      const online = socket.agentState === 'online' && socket.lastActiveAt >= activeSince;
      if (online || !states.has(userId)) states.set(userId, online ? 'online' : 'away');
    }
    return states;
  }

  /** Someone is typing: a visitor's signal goes to the agents here, an agent's to that conversation's visitors here. */
  typing(conversationId: string, from: 'agent' | 'visitor', name: string | null): void {
    const frame = { type: 'typing' as const, sessionId: conversationId, from, name };
    if (from === 'visitor') this.sendToAgents(frame);
    else this.sendToConversation(conversationId, frame);
  }

  /** A frame for every visitor socket here (who is available). */
  sendToVisitors(frame: TChatPresenceServerFrame): void {
    for (const sockets of this.visitors.values()) for (const socket of sockets) socket.send(frame);
  }

  /** Conversations with a visitor socket open here. */
  visitorConversationIds(): string[] {
    return [...this.visitors.keys()];
  }

  socketCount(address: string): number {
    return this.socketsPerAddress.get(address) ?? 0;
  }

  /** Open sockets per client address on this instance. */
  socketCounts(): ReadonlyMap<string, number> {
    return new Map(this.socketsPerAddress);
  }

  countSocket(address: string, delta: 1 | -1): void {
    const count = this.socketCount(address) + delta;
    if (count > 0) this.socketsPerAddress.set(address, count);
    else this.socketsPerAddress.delete(address);
  }

  /** Called when an agent should hear that a conversation's list entry changed. */
  onConversationChanged(listener: (conversationId: string) => void): void {
    this.conversationListeners.push(listener);
  }

  conversationChanged(conversationId: string): void {
    if (this.agentSockets.size === 0) return;
    for (const listener of this.conversationListeners) listener(conversationId);
  }

  /** A list entry changed (read, visitor identified, lead): this instance's agents now, the others' through NOTIFY. */
  async announceChange(conversationId: string): Promise<void> {
    this.conversationChanged(conversationId);
    this.markersChanged(conversationId);
    await this.store.notifyConversationChanged(conversationId);
  }

  /** Called when a conversation's read markers may have moved and a visitor of it is connected here. */
  onMarkersChanged(listener: (conversationId: string) => void): void {
    this.markerListeners.push(listener);
  }

  /** A conversation changed here or on another instance: its visitors here may need a new "Seen". */
  markersChanged(conversationId: string): void {
    if (!this.visitors.has(conversationId)) return;
    for (const listener of this.markerListeners) listener(conversationId);
  }

  addAgent(socket: ChatSocket): void {
    this.agentSockets.add(socket);
  }

  /** Registers a joining visitor before its history is read, so nothing committed meanwhile is missed. */
  addVisitor(socket: ChatSocket, conversationId: string): void {
    let sockets = this.visitors.get(conversationId);
    if (!sockets) {
      sockets = new Set();
      this.visitors.set(conversationId, sockets);
    }
    sockets.add(socket);
    this.feed(conversationId);
  }

  /** The joining visitor's history ends at `lastMessageId`: an unstarted feed begins right after it. */
  historyRead(conversationId: string, lastMessageId: number): void {
    this.feed(conversationId).begin(lastMessageId + 1);
  }

  /** Returns true when this was the conversation's last visitor socket here. */
  remove(socket: ChatSocket): boolean {
    this.agentSockets.delete(socket);
    if (socket.role !== 'visitor' || socket.conversationId === undefined) return false;
    const sockets = this.visitors.get(socket.conversationId);
    sockets?.delete(socket);
    if (sockets?.size !== 0) return false;
    this.visitors.delete(socket.conversationId);
    return true;
  }

  /** A stored message, from this instance or another: on to the conversation's sockets and the agents, in id order. */
  publish(conversationId: string, message: TChatMessage): void {
    const feed = this.feeds.get(conversationId);
    if (feed) feed.push(message);
    else if (this.agentSockets.size > 0) this.feed(conversationId).push(message);
  }

  /** A frame for the sockets of one conversation here (contact request, contact saved). */
  sendToConversation(conversationId: string, frame: TChatServerFrame | TChatPresenceServerFrame): void {
    for (const socket of this.visitors.get(conversationId) ?? []) socket.send(frame);
  }

  sendToAgents(frame: TChatServerFrame | TChatPresenceServerFrame): void {
    for (const socket of this.agentSockets) socket.send(frame);
  }

  /** After the fan-out connection came back: fetch what other instances stored meanwhile. */
  async catchUp(): Promise<void> {
    for (const [conversationId, feed] of this.feeds) {
      if (!feed.started) continue;
      const missed = await this.store.messagesBetween(conversationId, feed.nextId, MAX_MESSAGE_ID);
      for (const message of missed) feed.push(message);
    }
  }

  pruneFeeds(): void {
    const idleSince = Date.now() - FEED_IDLE_MS;
    for (const [conversationId, feed] of this.feeds) {
      if (!this.visitors.has(conversationId) && feed.lastActivity < idleSince) this.feeds.delete(conversationId);
    }
  }

  private feed(conversationId: string): ConversationFeed {
    let feed = this.feeds.get(conversationId);
    if (!feed) {
      feed = new ConversationFeed(
        (message) => this.emit(conversationId, message),
        (from, to) => this.store.messagesBetween(conversationId, from, to),
      );
      this.feeds.set(conversationId, feed);
    }
    return feed;
  }

  private emit(conversationId: string, message: TChatMessage): void {
    const frame = { type: 'message' as const, sessionId: conversationId, data: message };
    for (const socket of this.visitors.get(conversationId) ?? []) socket.deliver(frame);
    for (const socket of this.agentSockets) socket.deliver(frame);
    this.conversationChanged(conversationId);
  }
}
