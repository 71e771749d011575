import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { TChatMessage, TChatSender } from '@agency/contracts';
import { SQL_POOL } from '../database/database.module';

/** Channel of the LISTEN/NOTIFY fan-out between instances. */
export const CHAT_CHANNEL = 'chat_events';
/** NOTIFY refuses payloads of 8000 bytes or more; above this the payload names the message and receivers read it. */
const NOTIFY_PAYLOAD_LIMIT = 7900;
const CONVERSATION_ID = /^[A-Za-z0-9_-]{32}$/;

export interface MessageRow {
  id: number;
  body: string;
  sender: TChatSender;
  created_at: Date;
  user_id: string | null;
  sender_name: string | null;
}

export interface NewMessage {
  conversationId: string;
  sender: TChatSender;
  body: string;
  userId: string | null;
  senderName: string | null;
}

export interface StoredMessage {
  message: TChatMessage;
  /** The conversation already had its offline notice before this message. */
  offlineNoticed: boolean;
}

export interface Conversation {
  id: string;
  userId: string | null;
  visitorEmail: string | null;
}

export interface VisitorIdentity {
  id: string;
  name: string | null;
  email: string;
}

/**
 * Stores a message and announces it, in one statement and one round trip. The UPDATE takes the conversation's row
 * lock and hands out the next id; the lock is held until commit, so ids within a conversation grow in commit
 * order with no gaps: a client resuming "after id N" can never skip a message that committed late. pg_notify in
 * the same transaction is delivered at commit, so no instance hears of a message before it is stored.
 */
const INSERT_MESSAGE = `
  WITH conversation AS (
    UPDATE chat_conversation
       SET last_message_id = last_message_id + 1,
           last_message = $3::text,
           last_message_at = now(),
           agent_read_up_to = CASE WHEN $2::text = 'agent' THEN last_message_id + 1 ELSE agent_read_up_to END,
           last_agent_message_at = CASE WHEN $2::text = 'agent' THEN now() ELSE last_agent_message_at END,
           reply_mail_pending = reply_mail_pending OR ($2::text = 'agent' AND visitor_email IS NOT NULL)
     WHERE id = $1::text
    RETURNING id, last_message_id, offline_notice_at
  ), message AS (
    INSERT INTO chat_message (conversation_id, id, sender, body, user_id, sender_name)
    SELECT id, last_message_id, $2::text, $3::text, $4::uuid, $5::text FROM conversation
    RETURNING conversation_id, id, created_at
  )
  SELECT message.id, message.created_at, conversation.offline_notice_at IS NOT NULL AS offline_noticed,
         pg_notify('${CHAT_CHANNEL}', CASE WHEN octet_length(payload.full) <= ${NOTIFY_PAYLOAD_LIMIT} THEN payload.full ELSE payload.short END)
    FROM message, conversation,
         LATERAL (SELECT json_build_object('i', $6::text, 't', 'message', 'c', message.conversation_id, 'id', message.id,
                                           'm', json_build_object('id', message.id, 'message', $3::text, 'sender', $2::text,
                                                                  'timestamp', message.created_at, 'userId', $4::uuid,
                                                                  'senderName', $5::text))::text AS full,
                         json_build_object('i', $6::text, 't', 'message', 'c', message.conversation_id, 'id', message.id)::text AS short
         ) payload`;

const MESSAGE_COLUMNS = 'id, body, sender, created_at, user_id, sender_name';

export function toChatMessage(row: MessageRow): TChatMessage {
  return {
    id: row.id,
    message: row.body,
    sender: row.sender,
    timestamp: new Date(row.created_at).toISOString(),
    userId: row.user_id,
    senderName: row.sender_name,
  };
}

export function isConversationId(value: string): boolean {
  return CONVERSATION_ID.test(value);
}

/** Conversations and messages in PostgreSQL, through the raw pool: these are the chat's hot, fixed queries. */
@Injectable()
export class ChatStore {
  constructor(@Inject(SQL_POOL) private readonly pool: Pool) {}

  /** 24 random bytes: an unguessable id that is the visitor's only key to the conversation. */
  async createConversation(visitor: VisitorIdentity | null): Promise<Conversation> {
    const id = randomBytes(24).toString('base64url');
    await this.pool.query('INSERT INTO chat_conversation (id, user_id, visitor_name, visitor_email) VALUES ($1, $2, $3, $4)', [
      id,
      visitor?.id ?? null,
      visitor?.name ?? null,
      visitor?.email ?? null,
    ]);
    return { id, userId: visitor?.id ?? null, visitorEmail: visitor?.email ?? null };
  }

  async findConversation(id: string): Promise<Conversation | null> {
    if (!isConversationId(id)) return null;
    const { rows } = await this.pool.query<{ id: string; user_id: string | null; visitor_email: string | null }>(
      'SELECT id, user_id, visitor_email FROM chat_conversation WHERE id = $1',
      [id],
    );
    const row = rows[0];
    return row ? { id: row.id, userId: row.user_id, visitorEmail: row.visitor_email } : null;
  }

  /** An anonymous conversation continued after signing in becomes the user's; their name and address fill the gaps. */
  async claimConversation(id: string, visitor: VisitorIdentity): Promise<void> {
    await this.pool.query(
      `UPDATE chat_conversation
          SET user_id = $2, visitor_name = coalesce(visitor_name, $3), visitor_email = coalesce(visitor_email, $4)
        WHERE id = $1 AND user_id IS NULL`,
      [id, visitor.id, visitor.name, visitor.email],
    );
  }

  /** Null when the conversation does not exist. */
  async insertMessage(message: NewMessage, instanceId: string): Promise<StoredMessage | null> {
    const { rows } = await this.pool.query<{ id: number; created_at: Date; offline_noticed: boolean }>({
      name: 'chat-insert-message',
      text: INSERT_MESSAGE,
      values: [message.conversationId, message.sender, message.body, message.userId, message.senderName, instanceId],
    });
    const row = rows[0];
    if (!row) return null;
    return {
      message: toChatMessage({ ...row, body: message.body, sender: message.sender, user_id: message.userId, sender_name: message.senderName }),
      offlineNoticed: row.offline_noticed,
    };
  }

  /**
   * The latest `limit` messages after `after` (or of the whole conversation), oldest first, read in one snapshot
   * with the conversation's latest id; `hasMore` when earlier ones were left out. Null for an unknown conversation.
   */
  async history(
    conversationId: string,
    after: number | undefined,
    limit: number,
  ): Promise<{ messages: TChatMessage[]; hasMore: boolean; latestId: number } | null> {
    const { rows } = await this.pool.query<{ latest: number } & { [K in keyof MessageRow]: MessageRow[K] | null }>(
      `SELECT c.last_message_id AS latest, m.id, m.body, m.sender, m.created_at, m.user_id, m.sender_name
         FROM chat_conversation c
         LEFT JOIN LATERAL (SELECT ${MESSAGE_COLUMNS} FROM chat_message
                             WHERE conversation_id = c.id AND id > $2 ORDER BY id DESC LIMIT $3) m ON true
        WHERE c.id = $1`,
      [conversationId, after ?? 0, limit + 1],
    );
    const first = rows[0];
    if (!first) return null;
    const messages: TChatMessage[] = [];
    for (const row of rows) {
      if (row.id === null || row.body === null || row.sender === null || row.created_at === null) continue;
      messages.push(toChatMessage({ ...row, id: row.id, body: row.body, sender: row.sender, created_at: row.created_at }));
    }
    const hasMore = messages.length > limit;
    return { messages: messages.slice(0, limit).reverse(), hasMore, latestId: first.latest };
  }

  /** Messages with ids in [from, to], oldest first: fills a gap when a later message arrived first. */
  async messagesBetween(conversationId: string, from: number, to: number): Promise<TChatMessage[]> {
    const { rows } = await this.pool.query<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM chat_message WHERE conversation_id = $1 AND id BETWEEN $2 AND $3 ORDER BY id`,
      [conversationId, from, to],
    );
    return rows.map(toChatMessage);
  }

  /**
   * The one offline notice per conversation, claimed atomically so two instances never both send it. Returns the
   * visitor's address (null if unknown), or undefined when the notice was already given.
   */
  async claimOfflineNotice(conversationId: string): Promise<{ visitorEmail: string | null } | undefined> {
    const { rows } = await this.pool.query<{ visitor_email: string | null }>(
      `UPDATE chat_conversation SET offline_notice_at = now()
        WHERE id = $1 AND offline_notice_at IS NULL RETURNING visitor_email`,
      [conversationId],
    );
    return rows[0] ? { visitorEmail: rows[0].visitor_email } : undefined;
  }

  /** Stores the address the visitor left; says whether the offline notice was given. */
  async saveContact(conversationId: string, email: string, name: string | undefined): Promise<{ offlineNoticed: boolean } | null> {
    const { rows } = await this.pool.query<{ offline_noticed: boolean }>(
      `UPDATE chat_conversation SET visitor_email = $2, visitor_name = coalesce($3, visitor_name)
        WHERE id = $1 RETURNING offline_notice_at IS NOT NULL AS offline_noticed`,
      [conversationId, email, name ?? null],
    );
    return rows[0] ? { offlineNoticed: rows[0].offline_noticed } : null;
  }

  /** Marks read up to `upTo` (or the latest message); never beyond the latest, never backwards. */
  async markRead(conversationId: string, upTo: number | null): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE chat_conversation
          SET agent_read_up_to = greatest(agent_read_up_to, least(last_message_id, coalesce($2, last_message_id)))
        WHERE id = $1`,
      [conversationId, upTo],
    );
    return rowCount === 1;
  }

  /** A visitor's socket is open (or just closed): replies delivered until now need no e-mail. */
  async touchVisitors(conversationIds: string[]): Promise<void> {
    if (conversationIds.length === 0) return;
    await this.pool.query('UPDATE chat_conversation SET visitor_seen_at = now(), reply_mail_pending = false WHERE id = ANY($1)', [
      conversationIds,
    ]);
  }

  async touchAgentPresence(instanceId: string): Promise<void> {
    await this.pool.query(
      `INSERT INTO chat_agent_presence (instance_id, last_seen_at) VALUES ($1, now())
       ON CONFLICT (instance_id) DO UPDATE SET last_seen_at = now()`,
      [instanceId],
    );
  }

  async agentSeenWithin(seconds: number): Promise<boolean> {
    const { rows } = await this.pool.query<{ seen: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM chat_agent_presence WHERE last_seen_at > now() - make_interval(secs => $1)) AS seen',
      [seconds],
    );
    return rows[0]?.seen === true;
  }

  async removeAgentPresence(instanceId: string): Promise<void> {
    await this.pool.query('DELETE FROM chat_agent_presence WHERE instance_id = $1', [instanceId]);
  }

  /** Announces a changed list entry (read, visitor identified, lead) to every instance's agents. */
  async notifyConversationChanged(conversationId: string, instanceId: string): Promise<void> {
    await this.pool.query('SELECT pg_notify($1, $2)', [CHAT_CHANNEL, JSON.stringify({ i: instanceId, t: 'conversation', c: conversationId })]);
  }
}
