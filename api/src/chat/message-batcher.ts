import type { Pool } from 'pg';
import type { TChatMessage, TChatSender } from '@agency/contracts';

/** Channel of the LISTEN/NOTIFY fan-out between instances. */
export const CHAT_CHANNEL = 'chat_events';
/** NOTIFY refuses payloads of 8000 bytes or more; above this the payload names the message and receivers read it. */
const NOTIFY_PAYLOAD_LIMIT = 7900;
/** Statements writing messages at once; more wait and are written together in the next statement. */
const MAX_IN_FLIGHT = 3;
const MAX_BATCH = 200;

export interface NewMessage {
  conversationId: string;
  sender: TChatSender;
  body: string;
  userId: string | null;
  senderName: string | null;
  /** A visitor's message while no agent is around: claim the conversation's one offline notice with it. */
  claimOfflineNotice?: boolean;
}

export interface StoredMessage {
  message: TChatMessage;
  /** This message claimed the offline notice: the caller sends it. */
  offlineNoticeClaimed: boolean;
  visitorEmail: string | null;
  /** An unassigned conversation got its first visitor message, or a visitor reopened it: give it to an online admin. */
  autoAssignDue: boolean;
}

interface PendingWrite {
  message: NewMessage;
  resolve(stored: StoredMessage | null): void;
  reject(error: unknown): void;
}

interface WrittenRow {
  conversation_id: string;
  id: number;
  created_at: Date;
  offline_notice_claimed: boolean;
  visitor_email: string | null;
  auto_assign_due: boolean;
}

/**
 * Stores messages and announces them, many per statement and one round trip. For each conversation the UPDATE takes
 * its row lock and hands out the next id; the lock is held until commit, so ids within a conversation grow in
 * commit order with no gaps: a client resuming "after id N" can never skip a message that committed late.
 * pg_notify in the same transaction is delivered at commit, so no instance hears of a message before it is stored.
 * A batch holds at most one message per conversation (an UPDATE changes a row once per statement), and takes its
 * rows' locks in id order, as every statement here that locks several conversations does, so batches on this and
 * other instances never deadlock.
 */
const INSERT_MESSAGES = `
  WITH input AS (
    SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::uuid[], $5::text[], $6::boolean[])
      AS t(conversation_id, sender, body, user_id, sender_name, claim_offline)
  ), locked AS (
    SELECT id, state, assignee_id FROM chat_conversation WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE
  ), conversation AS (
    UPDATE chat_conversation c
       SET last_message_id = c.last_message_id + 1,
           last_message = i.body,
           last_visitor_message = CASE WHEN i.sender = 'user' THEN i.body ELSE c.last_visitor_message END,
           last_message_at = now(),
           agent_read_up_to = CASE WHEN i.sender = 'agent' THEN c.last_message_id + 1 ELSE c.agent_read_up_to END,
           last_agent_message_at = CASE WHEN i.sender = 'agent' THEN now() ELSE c.last_agent_message_at END,
           reply_mail_pending = c.reply_mail_pending OR (i.sender = 'agent' AND c.visitor_email IS NOT NULL),
           offline_notice_for = CASE WHEN i.claim_offline AND c.offline_notice_for IS NULL THEN c.last_message_id + 1
                                     ELSE c.offline_notice_for END,
           -- A visitor writing again reopens a pending or resolved conversation.
           state = CASE WHEN i.sender = 'user' THEN 'open' ELSE c.state END,
           resolved_at = CASE WHEN i.sender = 'user' THEN NULL ELSE c.resolved_at END
      FROM input i JOIN locked l ON l.id = i.conversation_id
     WHERE c.id = i.conversation_id
    RETURNING c.id, c.last_message_id, c.offline_notice_for, c.visitor_email,
              -- Auto-assignment is due when an unassigned conversation gets its first visitor message or is reopened.
              CASE WHEN i.sender = 'user' AND l.assignee_id IS NULL
                   THEN l.state <> 'open' OR NOT EXISTS (SELECT 1 FROM chat_message m WHERE m.conversation_id = c.id AND m.sender = 'user')
                   ELSE false END AS auto_assign_due
  ), message AS (
    INSERT INTO chat_message (conversation_id, id, sender, body, user_id, sender_name)
    SELECT c.id, c.last_message_id, i.sender, i.body, i.user_id, i.sender_name
      FROM conversation c JOIN input i ON i.conversation_id = c.id
    RETURNING conversation_id, id, created_at, sender, body, user_id, sender_name
  )
  SELECT m.conversation_id, m.id, m.created_at, c.offline_notice_for = m.id AS offline_notice_claimed, c.visitor_email,
         c.auto_assign_due,
         pg_notify('${CHAT_CHANNEL}', CASE WHEN octet_length(p.full) <= ${NOTIFY_PAYLOAD_LIMIT} THEN p.full ELSE p.short END)
    FROM message m JOIN conversation c ON c.id = m.conversation_id,
         LATERAL (SELECT json_build_object('i', $7::text, 't', 'message', 'c', m.conversation_id, 'id', m.id,
                                           'm', json_build_object('id', m.id, 'message', m.body, 'sender', m.sender,
                                                                  'timestamp', m.created_at, 'userId', m.user_id,
                                                                  'senderName', m.sender_name))::text AS full,
                         json_build_object('i', $7::text, 't', 'message', 'c', m.conversation_id, 'id', m.id)::text AS short) p`;

/**
 * Writes messages as they come; while statements are in flight, the next messages queue and go together. At low
 * load every message is its own statement; under load a commit (and its WAL flush) carries many.
 */
export class MessageBatcher {
  private queue: PendingWrite[] = [];
  private inFlight = 0;

  constructor(
    private readonly pool: Pool,
    private readonly instanceId: string,
  ) {}

  write(message: NewMessage): Promise<StoredMessage | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({ message, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < MAX_IN_FLIGHT && this.queue.length > 0) {
      const batch = this.take();
      this.inFlight += 1;
      void this.run(batch).finally(() => {
        this.inFlight -= 1;
        this.pump();
      });
    }
  }

  /** Oldest first, one per conversation; later messages of the same conversation keep their place in the queue. */
  private take(): PendingWrite[] {
    const batch: PendingWrite[] = [];
    const rest: PendingWrite[] = [];
    const conversations = new Set<string>();
    for (const pending of this.queue) {
      if (batch.length < MAX_BATCH && !conversations.has(pending.message.conversationId)) {
        conversations.add(pending.message.conversationId);
        batch.push(pending);
      } else rest.push(pending);
    }
    this.queue = rest;
    return batch;
  }

  private async run(batch: PendingWrite[]): Promise<void> {
    const column = <T>(pick: (message: NewMessage) => T) => batch.map((pending) => pick(pending.message));
    try {
      const { rows } = await this.pool.query<WrittenRow>({
        name: 'chat-insert-messages',
        text: INSERT_MESSAGES,
        values: [
          column((message) => message.conversationId),
          column((message) => message.sender),
          column((message) => message.body),
          column((message) => message.userId),
          column((message) => message.senderName),
          column((message) => message.claimOfflineNotice === true),
          this.instanceId,
        ],
      });
      const written = new Map(rows.map((row) => [row.conversation_id, row]));
      for (const { message, resolve } of batch) {
        const row = written.get(message.conversationId);
        resolve(
          row
            ? {
                message: {
                  id: row.id,
                  message: message.body,
                  sender: message.sender,
                  timestamp: new Date(row.created_at).toISOString(),
                  userId: message.userId,
                  senderName: message.senderName,
                },
                offlineNoticeClaimed: row.offline_notice_claimed,
                visitorEmail: row.visitor_email,
                autoAssignDue: row.auto_assign_due,
              }
            : null,
        );
      }
    } catch (error) {
      for (const { reject } of batch) reject(error);
    }
  }
}
