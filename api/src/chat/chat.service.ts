import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  CHAT_AGENT_WELCOME_MESSAGE,
  CHAT_ASK_EMAIL_MESSAGE,
  ZChatStartedPath,
  CHAT_CONVERSATION_NOT_FOUND_MESSAGE,
  CHAT_HANDOFF_MESSAGE,
  CHAT_HANDOFF_NOT_FOUND_MESSAGE,
  CHAT_OFFLINE_MESSAGE,
  CHAT_SEND_FAILED_MESSAGE,
  CHAT_WELCOME_MESSAGE,
  CHAT_WRONG_CONVERSATION_MESSAGE,
  type TChatAgentMessageFrame,
  type TChatContactFrame,
  type TChatHandoffFrame,
  type TChatPresenceFrame,
  type TChatSeenFrame,
  type TChatTypingFrame,
  CHAT_TYPING_THROTTLE_MS,
  type TChatReadFrame,
  type TChatVisitorMessageFrame,
  type TSessionUser,
} from '@agency/contracts';
import { ConsultantHandoff } from '../onboarding/consultant-handoff.service';
import { ChatAssignment } from './assignment/chat-assignment.service';
import { CHAT_CONFIG, type ChatConfig } from './chat.config';
import { ChatHub } from './chat-hub.service';
import { ChatMailer } from './chat-mailer.service';
import { ChatPresence } from './chat-presence.service';
import type { ChatSocket } from './chat-socket';
import { ChatStore, isConversationId, type VisitorIdentity } from './chat-store.service';
import type { NewMessage, StoredMessage } from './message-batcher';

function visitorIdentity(user: TSessionUser | null): VisitorIdentity | null {
  if (!user) return null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return { id: user.id, name: name || null, email: user.email.toLowerCase() };
}

const NO_HISTORY = { messages: [], hasMore: false, latestId: 0 };

/** The live chat's rules: who joins which conversation, and what each frame stores and whom it reaches. */
@Injectable()
export class ChatService implements OnModuleInit {
  private readonly logger = new Logger(ChatService.name);
  /** The agents' read marker last sent to each conversation's visitors here. */
  private readonly agentSeenSent = new Map<string, number>();

  constructor(
    @Inject(CHAT_CONFIG) private readonly config: ChatConfig,
    private readonly hub: ChatHub,
    private readonly store: ChatStore,
    private readonly presence: ChatPresence,
    private readonly mailer: ChatMailer,
    private readonly handoffs: ConsultantHandoff,
    private readonly assignment: ChatAssignment,
  ) {}

  /**
   * A known id continues its conversation, unless it belongs to another signed-in user; anything else (new, unknown,
   * malformed, someone else's) starts a new one. The socket is registered before the history is read, and live
   * messages are held until the history is out, so nothing is missed or sent twice.
   */
  async joinVisitor(socket: ChatSocket, requestedId: string | undefined, after: number | undefined): Promise<void> {
    const visitor = visitorIdentity(socket.user);
    const existing = requestedId ? await this.store.findConversation(requestedId) : null;
    const mine = existing && (existing.userId === null || existing.userId === visitor?.id) ? existing : null;
    if (mine && visitor && mine.userId === null) await this.store.claimConversation(mine.id, visitor);
    const conversation = mine ?? (await this.store.createConversation(visitor));

    socket.role = 'visitor';
    socket.conversationId = conversation.id;
    this.hub.addVisitor(socket, conversation.id);
    socket.send({ type: 'welcome', sessionId: conversation.id, message: CHAT_WELCOME_MESSAGE });

    const history = (mine && (await this.store.history(conversation.id, after, this.config.historyLimit))) || NO_HISTORY;
    this.hub.historyRead(conversation.id, history.latestId);
    socket.releaseAfterHistory(
      { type: 'history', sessionId: conversation.id, messages: history.messages, ...(history.hasMore ? { hasMore: true } : {}) },
      history.latestId,
    );
    // After the spec's welcome and the history: who can answer now (and on every change, from ChatPresence), and what
    // the server holds about this conversation, so a reload shows the same prompt, address and "Seen".
    socket.send(await this.presence.currentAvailability());
    const state = await this.store.visitorState(conversation.id);
    if (state) socket.send({ type: 'visitor-state', sessionId: conversation.id, ...state });
  }

  /** The page a new conversation started on, as the widget reports it in the URL (path only, checked). */
  async recordStartedPath(socket: ChatSocket, path: string | null): Promise<void> {
    const conversationId = socket.conversationId;
    const parsed = ZChatStartedPath.safeParse(path);
    if (!conversationId || !parsed.success) return;
    await this.store.setStartedPath(conversationId, parsed.data);
  }

  async joinAgent(socket: ChatSocket): Promise<void> {
    socket.role = 'agent';
    this.hub.addAgent(socket);
    socket.send({ type: 'welcome', sessionId: '', message: CHAT_AGENT_WELCOME_MESSAGE });
    await this.presence.agentJoined();
  }

  /**
   * Someone typed: passed on to the other side here and on the other instances, never stored. Signals closer together
   * than the widgets' throttle allows are dropped (a little slack for timers firing early).
   */
  async typing(socket: ChatSocket, frame: TChatTypingFrame): Promise<void> {
    const now = Date.now();
    if (now - socket.lastTypingAt < CHAT_TYPING_THROTTLE_MS / 2) return;
    const conversationId = socket.role === 'agent' ? frame.sessionId : socket.conversationId;
    if (!conversationId || !isConversationId(conversationId)) {
      socket.send({ type: 'error', message: CHAT_CONVERSATION_NOT_FOUND_MESSAGE });
      return;
    }
    socket.lastTypingAt = now;
    const from = socket.role === 'agent' ? 'agent' : 'visitor';
    const name = from === 'agent' ? socket.user?.firstName?.trim() || null : null;
    this.hub.typing(conversationId, from, name);
    await this.store.notifyTyping(conversationId, from, name);
  }

  /** The visitor has seen the conversation up to a message: agents see "Seen" (through their list entry). */
  async visitorSeen(socket: ChatSocket, frame: TChatSeenFrame): Promise<void> {
    const conversationId = socket.conversationId;
    if (!conversationId) return;
    if (await this.store.markVisitorRead(conversationId, frame.upTo)) await this.hub.announceChange(conversationId);
  }

  onModuleInit(): void {
    this.hub.onMarkersChanged((conversationId) => {
      this.sendAgentSeen(conversationId).catch((error: unknown) => this.logger.warn(`Sending 'seen' failed: ${String(error)}`));
    });
  }

  /** Agents' read marker may have moved: this conversation's visitors here are told once per new position. */
  private async sendAgentSeen(conversationId: string): Promise<void> {
    const upTo = await this.store.agentReadUpTo(conversationId);
    if (upTo === null || upTo <= (this.agentSeenSent.get(conversationId) ?? 0)) return;
    this.agentSeenSent.set(conversationId, upTo);
    this.hub.sendToConversation(conversationId, { type: 'seen', sessionId: conversationId, by: 'agent', upTo });
  }

  /** The agent chose Online or Away in the CRM. */
  async setPresence(socket: ChatSocket, frame: TChatPresenceFrame): Promise<void> {
    socket.agentState = frame.state;
    await this.presence.agentsChanged();
  }

  /** Any frame from an agent shows they are there: one who had gone idle is online again at once. */
  async agentActive(socket: ChatSocket): Promise<void> {
    const wasIdle = Date.now() - socket.lastActiveAt > this.config.agentIdleSeconds * 1000;
    socket.lastActiveAt = Date.now();
    if (wasIdle) await this.presence.agentsChanged();
  }

  async leave(socket: ChatSocket): Promise<void> {
    const lastVisitorHere = this.hub.remove(socket);
    if (socket.role === 'agent') await this.presence.agentLeft();
    if (lastVisitorHere && socket.conversationId) this.agentSeenSent.delete(socket.conversationId);
    if (lastVisitorHere && socket.conversationId) await this.presence.visitorLeft(socket.conversationId);
  }

  async visitorMessage(socket: ChatSocket, frame: TChatVisitorMessageFrame): Promise<void> {
    const conversationId = socket.conversationId;
    if (!conversationId || frame.sessionId !== conversationId) {
      socket.send({ type: 'error', message: CHAT_WRONG_CONVERSATION_MESSAGE });
      return;
    }
    // The frame's userId is never trusted: the author is whoever the session cookie says.
    const stored = await this.storeAndDeliver(socket, {
      conversationId,
      sender: 'user',
      body: frame.text,
      userId: socket.user?.id ?? null,
      senderName: null,
      claimOfflineNotice: !(await this.presence.agentsAround()),
    });
    if (stored?.offlineNoticeClaimed) await this.sendOfflineNotice(conversationId, stored.visitorEmail);
    if (stored) await this.assignment.afterVisitorMessage(conversationId, stored);
  }

  async contact(socket: ChatSocket, frame: TChatContactFrame): Promise<void> {
    const conversationId = socket.conversationId;
    if (!conversationId) return;
    const email = frame.email.trim().toLowerCase();
    const saved = await this.store.saveContact(conversationId, email, frame.name?.trim() || undefined);
    if (!saved) return;
    this.hub.sendToConversation(conversationId, { type: 'contact-saved', sessionId: conversationId, email });
    await this.hub.announceChange(conversationId);
    if (saved.offlineNoticed) await this.mailer.sendTranscriptOnce(conversationId);
  }

  /**
   * The visitor comes from the AI consultant ('Talk to a person'): the server links this conversation to that
   * session, and the first time says so in the conversation, which also puts it in the agents' list.
   */
  async handoff(socket: ChatSocket, frame: TChatHandoffFrame): Promise<void> {
    const conversationId = socket.conversationId;
    if (!conversationId) return;
    const session = await this.handoffs.findSession(frame.onboardingSessionId);
    const link = session && (await this.store.linkConsultantSession(conversationId, session));
    if (!link) {
      socket.send({ type: 'error', message: CHAT_HANDOFF_NOT_FOUND_MESSAGE });
      return;
    }
    if (!link.changed) return;
    const stored = await this.store.insertMessage({ conversationId, sender: 'system', body: CHAT_HANDOFF_MESSAGE, userId: null, senderName: null });
    if (stored) this.hub.publish(conversationId, stored.message);
    await this.hub.announceChange(conversationId);
  }

  async agentMessage(socket: ChatSocket, frame: TChatAgentMessageFrame): Promise<void> {
    const user = socket.user;
    if (!user) return;
    const stored = await this.storeAndDeliver(socket, {
      conversationId: frame.sessionId,
      sender: 'agent',
      body: frame.text,
      userId: user.id,
      senderName: user.firstName?.trim() || null,
    });
    if (stored === null) socket.send({ type: 'error', message: CHAT_CONVERSATION_NOT_FOUND_MESSAGE });
  }

  async read(socket: ChatSocket, frame: TChatReadFrame): Promise<void> {
    const found = await this.store.markRead(frame.sessionId, frame.upTo);
    if (!found) {
      socket.send({ type: 'error', message: CHAT_CONVERSATION_NOT_FOUND_MESSAGE });
      return;
    }
    await this.hub.announceChange(frame.sessionId);
  }

  /**
   * One system message. With the visitor's address known it says the reply comes by e-mail, and the agency gets the
   * transcript; without it, it asks for the address first (never promising an e-mail to nobody), and the request is
   * stored so a reload shows the prompt again.
   */
  private async sendOfflineNotice(conversationId: string, visitorEmail: string | null): Promise<void> {
    const body = visitorEmail ? CHAT_OFFLINE_MESSAGE : CHAT_ASK_EMAIL_MESSAGE;
    if (!visitorEmail) await this.store.markContactRequested(conversationId);
    const stored = await this.store.insertMessage({ conversationId, sender: 'system', body, userId: null, senderName: null });
    if (stored) this.hub.publish(conversationId, stored.message);
    if (visitorEmail) await this.mailer.sendTranscriptOnce(conversationId);
    else this.hub.sendToConversation(conversationId, { type: 'contact-request', sessionId: conversationId });
  }

  /** Stores, then delivers here (other instances hear through NOTIFY). Null when the conversation does not exist. */
  private async storeAndDeliver(socket: ChatSocket, message: NewMessage): Promise<StoredMessage | null | undefined> {
    try {
      const stored = await this.store.insertMessage(message);
      if (stored) this.hub.publish(message.conversationId, stored.message);
      return stored;
    } catch (error) {
      this.logger.error(`Storing a chat message failed: ${error instanceof Error ? error.message : String(error)}`);
      socket.send({ type: 'error', message: CHAT_SEND_FAILED_MESSAGE });
      return undefined;
    }
  }
}
