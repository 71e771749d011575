import type { WebSocket } from 'ws';
import type { TChatPresenceServerFrame, TChatServerFrame, TSessionUser } from '@agency/contracts';
import { TokenBucket } from './token-bucket';

/** One open socket and what the server knows about it. */
export class ChatSocket {
  /** Set once the upgrade's session is resolved and the conversation is chosen. */
  role: 'visitor' | 'agent' | undefined;
  conversationId: string | undefined;
  user: TSessionUser | null = null;
  /** Answered the last ping. */
  alive = true;
  /** An agent's chosen state (the CRM's Online/Away control); an idle agent counts as away either way. */
  agentState: 'online' | 'away' = 'online';
  /** When this socket last sent a frame (an agent's activity). */
  lastActiveAt = Date.now();
  /** When this socket's last typing signal was passed on (they are throttled). */
  lastTypingAt = 0;
  /** Frames are handled one after another, in the order they came. */
  private queue: Promise<void> = Promise.resolve();
  /** Live message frames held back until the joining visitor's history has been sent. */
  private held: TChatServerFrame[] | undefined = [];
  /** Highest message id sent to this visitor: nothing at or below it is sent again. */
  private lastMessageId = 0;
  readonly bucket: TokenBucket;

  constructor(
    readonly ws: WebSocket,
    readonly address: string,
    rateLimit: number,
    rateWindowSeconds: number,
  ) {
    this.bucket = new TokenBucket(rateLimit, rateWindowSeconds);
  }

  get open(): boolean {
    return this.ws.readyState === this.ws.OPEN;
  }

  send(frame: TChatServerFrame | TChatPresenceServerFrame): void {
    if (this.open) this.ws.send(JSON.stringify(frame));
  }

  /** A live message; for a visitor, once and in order, after the history. */
  deliver(frame: TChatServerFrame & { type: 'message' }): void {
    if (this.role === 'visitor') {
      if (frame.data.id <= this.lastMessageId) return;
      if (this.held) {
        this.held.push(frame);
        return;
      }
      this.lastMessageId = frame.data.id;
    }
    this.send(frame);
  }

  /** Sends the history, then whatever arrived meanwhile that it does not already hold. */
  releaseAfterHistory(history: TChatServerFrame & { type: 'history' }, lastHistoryId: number): void {
    this.send(history);
    this.lastMessageId = Math.max(this.lastMessageId, lastHistoryId);
    const held = this.held ?? [];
    this.held = undefined;
    for (const frame of held) if (frame.type === 'message') this.deliver(frame);
  }

  enqueue(task: () => Promise<void>): void {
    this.queue = this.queue.then(task);
  }
}
