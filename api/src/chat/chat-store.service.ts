import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { TChatAgentState, TChatMessage, TChatOnlineAgent, TChatSender } from '@agency/contracts';
import { SQL_POOL } from '../database/database.module';
import type { ConsultantSession } from '../onboarding/consultant-handoff.service';
import { CHAT_CHANNEL, MessageBatcher, type NewMessage, type StoredMessage } from './message-batcher';

const CONVERSATION_ID = /^[A-Za-z0-9_-]{32}$/;

export interface MessageRow {
  id: number;
  body: string;
  sender: TChatSender;
  created_at: Date;
  user_id: string | null;
  sender_name: string | null;
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
  /** Names this instance in NOTIFY payloads, so it can skip its own. */
  readonly instanceId = randomUUID();
  private readonly batcher: MessageBatcher;

  constructor(@Inject(SQL_POOL) private readonly pool: Pool) {
    this.batcher = new MessageBatcher(pool, this.instanceId);
  }

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
  insertMessage(message: NewMessage): Promise<StoredMessage | null> {
    return this.batcher.write(message);
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

  /** Stores the address the visitor left; says whether the offline notice was given. */
  async saveContact(conversationId: string, email: string, name: string | undefined): Promise<{ offlineNoticed: boolean } | null> {
    const { rows } = await this.pool.query<{ offline_noticed: boolean }>(
      `UPDATE chat_conversation SET visitor_email = $2, visitor_name = coalesce($3, visitor_name)
        WHERE id = $1 RETURNING offline_notice_for IS NOT NULL AS offline_noticed`,
      [conversationId, email, name ?? null],
    );
    return rows[0] ? { offlineNoticed: rows[0].offline_noticed } : null;
  }

  /**
   * Links the conversation to the consultant session the visitor came from; the session's name and address fill the
   * conversation's empty ones. `changed` is false when it was linked to this session already (a reconnect, a second
   * press). Null when the conversation does not exist.
   */
  async linkConsultantSession(conversationId: string, session: ConsultantSession): Promise<{ changed: boolean } | null> {
    // One statement: the previous link is read and the conversation updated together.
    const { rows } = await this.pool.query<{ changed: boolean }>(
      `WITH previous AS (
         SELECT onboarding_chat_id FROM chat_conversation WHERE id = $1
       )
       UPDATE chat_conversation c
          SET onboarding_chat_id = $2,
              visitor_name = coalesce(c.visitor_name, left($3::text, 200)),
              visitor_email = coalesce(c.visitor_email, $4)
         FROM previous
        WHERE c.id = $1
       RETURNING previous.onboarding_chat_id IS DISTINCT FROM $2::uuid AS changed`,
      [conversationId, session.id, session.contactName, session.contactEmail],
    );
    return rows[0] ? { changed: rows[0].changed } : null;
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
    // Rows are locked in id order, as message batches lock them, so the two never deadlock.
    await this.pool.query(
      `UPDATE chat_conversation SET visitor_seen_at = now(), reply_mail_pending = false
        WHERE id IN (SELECT id FROM chat_conversation WHERE id = ANY($1) ORDER BY id FOR UPDATE)`,
      [conversationIds],
    );
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

  /** What a visitor's widget reads back on (re)connect: the address given, whether one was asked for, agents' read marker. */
  async visitorState(conversationId: string): Promise<{ email: string | null; contactRequested: boolean; agentReadUpTo: number } | null> {
    const { rows } = await this.pool.query<{ visitor_email: string | null; contact_requested: boolean; agent_read_up_to: number }>(
      `SELECT visitor_email, contact_requested_at IS NOT NULL AS contact_requested, agent_read_up_to
         FROM chat_conversation WHERE id = $1`,
      [conversationId],
    );
    const row = rows[0];
    return row ? { email: row.visitor_email, contactRequested: row.contact_requested, agentReadUpTo: row.agent_read_up_to } : null;
  }

  /** The visitor has seen up to `upTo` (never beyond the latest, never backwards); true when the marker moved. */
  async markVisitorRead(conversationId: string, upTo: number): Promise<boolean> {
    const { rows } = await this.pool.query<{ moved: boolean }>(
      `WITH previous AS (SELECT visitor_read_up_to FROM chat_conversation WHERE id = $1)
       UPDATE chat_conversation c
          SET visitor_read_up_to = greatest(c.visitor_read_up_to, least(c.last_message_id, $2))
         FROM previous
        WHERE c.id = $1
       RETURNING c.visitor_read_up_to > previous.visitor_read_up_to AS moved`,
      [conversationId, upTo],
    );
    return rows[0]?.moved === true;
  }

  /** Agents' messages after the visitor's read marker; null for an unknown or malformed id. */
  async visitorUnread(conversationId: string): Promise<number | null> {
    if (!isConversationId(conversationId)) return null;
    const { rows } = await this.pool.query<{ unread: number }>(
      `SELECT (SELECT count(*)::int FROM chat_message m
                WHERE m.conversation_id = c.id AND m.id > c.visitor_read_up_to AND m.sender = 'agent') AS unread
         FROM chat_conversation c WHERE c.id = $1`,
      [conversationId],
    );
    return rows[0]?.unread ?? null;
  }

  /** The agents' read marker ("Seen" on the visitor's side). */
  async agentReadUpTo(conversationId: string): Promise<number | null> {
    const { rows } = await this.pool.query<{ agent_read_up_to: number }>('SELECT agent_read_up_to FROM chat_conversation WHERE id = $1', [
      conversationId,
    ]);
    return rows[0]?.agent_read_up_to ?? null;
  }

  /** Passes a typing signal to the other instances (never stored). */
  async notifyTyping(conversationId: string, from: 'agent' | 'visitor', name: string | null): Promise<void> {
    await this.pool.query('SELECT pg_notify($1, $2)', [
      CHAT_CHANNEL,
      JSON.stringify({ i: this.instanceId, t: 'typing', c: conversationId, f: from, n: name }),
    ]);
  }

  /** The team asked this visitor for an address: the prompt is shown again after a reload until one is given. */
  async markContactRequested(conversationId: string): Promise<void> {
    await this.pool.query('UPDATE chat_conversation SET contact_requested_at = coalesce(contact_requested_at, now()) WHERE id = $1', [
      conversationId,
    ]);
  }

  /** The page a new conversation started on ('Visitor from <page>' for agents). */
  async setStartedPath(conversationId: string, path: string): Promise<void> {
    await this.pool.query('UPDATE chat_conversation SET started_path = $2 WHERE id = $1 AND started_path IS NULL', [conversationId, path]);
  }

  /**
   * This instance's admins and their states: their rows are written with a new expiry, the rows of admins no longer
   * here are deleted, and so are other instances' expired rows (a dead instance's). One statement.
   */
  async writeAdminPresence(instanceId: string, admins: ReadonlyMap<string, TChatAgentState>, leaseSeconds: number): Promise<void> {
    await this.pool.query(
      `WITH gone AS (
         DELETE FROM chat_admin_presence
          WHERE (instance_id = $1 AND user_id <> ALL($2::uuid[])) OR (instance_id <> $1 AND expires_at < now())
       )
       INSERT INTO chat_admin_presence (user_id, instance_id, state, expires_at)
       SELECT t.user_id, $1, t.state, now() + make_interval(secs => $4)
         FROM unnest($2::uuid[], $3::text[]) AS t(user_id, state)
       ON CONFLICT (user_id, instance_id) DO UPDATE SET state = excluded.state, expires_at = excluded.expires_at`,
      [instanceId, [...admins.keys()], [...admins.values()], leaseSeconds],
    );
  }

  /** A stopping instance's admins go offline at once. */
  async clearAdminPresence(instanceId: string): Promise<void> {
    await this.pool.query('DELETE FROM chat_admin_presence WHERE instance_id = $1', [instanceId]);
  }

  /** Admins with an unexpired row on any instance: online when online on one of them, else away. */
  async onlineAgents(): Promise<TChatOnlineAgent[]> {
    const { rows } = await this.pool.query<{ user_id: string; first_name: string | null; online: boolean }>(
      `SELECT p.user_id, u.first_name, bool_or(p.state = 'online') AS online
         FROM chat_admin_presence p JOIN "user" u ON u.id = p.user_id
        WHERE p.expires_at > now()
        GROUP BY p.user_id, u.first_name
        ORDER BY u.first_name, p.user_id`,
    );
    return rows.map((row) => ({ userId: row.user_id, firstName: row.first_name?.trim() || 'Our team', state: row.online ? 'online' : 'away' }));
  }

  /** Announces that an instance's admins changed state: every instance then tells its visitors who is available. */
  async notifyPresenceChanged(): Promise<void> {
    await this.pool.query('SELECT pg_notify($1, $2)', [CHAT_CHANNEL, JSON.stringify({ i: this.instanceId, t: 'presence' })]);
  }

  /** Announces a changed list entry (read, visitor identified, lead) to every instance's agents. */
  async notifyConversationChanged(conversationId: string): Promise<void> {
    await this.pool.query('SELECT pg_notify($1, $2)', [CHAT_CHANNEL, JSON.stringify({ i: this.instanceId, t: 'conversation', c: conversationId })]);
  }
}
