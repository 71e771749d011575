import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  CHAT_CONVERSATION_NOT_FOUND_MESSAGE,
  CHAT_INBOX_MESSAGES,
  CHAT_RESOLVED_MESSAGE,
  type TChatAssigneeList,
  type TChatConversationSummary,
  type TChatState,
} from '@agency/contracts';
import { SQL_POOL } from '../../database/database.module';
import { inTransaction } from '../../database/sql-transaction';
import { ChatAgentsService } from '../chat-agents.service';
import { ChatHub } from '../chat-hub.service';
import { ChatPresence } from '../chat-presence.service';
import { ChatStore, isConversationId } from '../chat-store.service';
import type { StoredMessage } from '../message-batcher';

/** Serialises auto-assignment across instances: each pick sees the previous one's count. */
const AUTO_ASSIGN_LOCK = 'chat-auto-assign';

/**
 * A conversation's state (open, pending, resolved) and assignee. Every change is announced with the 'conversation'
 * frame, so every instance's agents see it.
 */
@Injectable()
export class ChatAssignment {
  constructor(
    @Inject(SQL_POOL) private readonly pool: Pool,
    private readonly store: ChatStore,
    private readonly hub: ChatHub,
    private readonly agents: ChatAgentsService,
    private readonly presence: ChatPresence,
  ) {}

  /** A visitor's message was stored: an unassigned conversation it started or reopened goes to an online admin. */
  async afterVisitorMessage(conversationId: string, stored: StoredMessage): Promise<void> {
    if (!stored.autoAssignDue) return;
    const agents = await this.presence.onlineAgents().catch(() => []);
    const online = agents.filter((agent) => agent.state === 'online').map((agent) => agent.userId);
    await this.autoAssign(conversationId, online);
  }

  /**
   * Resolving counts up the conversation's `resolution` (a rating belongs to one) and posts the system message under
   * which the visitor's widget asks for a rating. Setting the state it has already changes nothing.
   */
  async setState(id: string, state: TChatState): Promise<TChatConversationSummary> {
    if (!isConversationId(id)) throw new NotFoundException(CHAT_CONVERSATION_NOT_FOUND_MESSAGE);
    const { rows } = await this.pool.query<{ changed: boolean }>(
      `WITH previous AS (SELECT id, state FROM chat_conversation WHERE id = $1 FOR UPDATE)
       UPDATE chat_conversation c
          SET state = $2,
              resolved_at = CASE WHEN $2 = 'resolved' THEN coalesce(c.resolved_at, now()) END,
              resolution = c.resolution + CASE WHEN $2 = 'resolved' AND previous.state <> 'resolved' THEN 1 ELSE 0 END
         FROM previous
        WHERE c.id = previous.id
       RETURNING previous.state <> $2 AS changed`,
      [id, state],
    );
    const row = rows[0];
    if (!row) throw new NotFoundException(CHAT_CONVERSATION_NOT_FOUND_MESSAGE);
    if (row.changed && state === 'resolved') {
      const stored = await this.store.insertMessage({ conversationId: id, sender: 'system', body: CHAT_RESOLVED_MESSAGE, userId: null, senderName: null });
      if (stored) this.hub.publish(id, stored.message);
    }
    if (row.changed) await this.hub.announceChange(id);
    return this.agents.summary(id);
  }

  /** Only admins can be assignees (400 for anyone else); null unassigns. */
  async assign(id: string, assigneeId: string | null): Promise<TChatConversationSummary> {
    if (!isConversationId(id)) throw new NotFoundException(CHAT_CONVERSATION_NOT_FOUND_MESSAGE);
    const { rows } = await this.pool.query<{ admin: boolean; found: boolean }>(
      `WITH assignee AS (
         SELECT $2::uuid IS NULL OR EXISTS (SELECT 1 FROM "user" WHERE id = $2::uuid AND role = 'admin') AS admin
       ), updated AS (
         UPDATE chat_conversation c SET assignee_id = $2::uuid FROM assignee WHERE c.id = $1 AND assignee.admin RETURNING c.id
       )
       SELECT assignee.admin, EXISTS (SELECT 1 FROM chat_conversation WHERE id = $1) AS found FROM assignee`,
      [id, assigneeId],
    );
    const row = rows[0];
    if (!row?.found) throw new NotFoundException(CHAT_CONVERSATION_NOT_FOUND_MESSAGE);
    if (!row.admin) throw new BadRequestException(CHAT_INBOX_MESSAGES.assigneeNotAdmin);
    await this.hub.announceChange(id);
    return this.agents.summary(id);
  }

  async assignees(currentUserId: string): Promise<TChatAssigneeList> {
    const { rows } = await this.pool.query<{ id: string; name: string }>(
      `SELECT id, coalesce(nullif(btrim(first_name), ''), email) AS name FROM "user" WHERE role = 'admin' ORDER BY name, id LIMIT 500`,
    );
    return { items: rows, currentUserId };
  }

  /**
   * Gives an unassigned, unresolved conversation to the candidate (online admins) with the fewest open conversations,
   * ties by id. A transaction-level advisory lock makes concurrent picks take turns, and each pick's statement reads
   * after the previous one committed (READ COMMITTED), so two new conversations never both count the same admin as
   * free. Returns the assignee, or null when nothing changed.
   */
  async autoAssign(conversationId: string, candidateIds: readonly string[]): Promise<string | null> {
    if (candidateIds.length === 0) return null;
    const assignee = await inTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [AUTO_ASSIGN_LOCK]);
      const { rows } = await client.query<{ assignee_id: string }>(
        `WITH pick AS (
           SELECT u.id FROM "user" u
            WHERE u.id = ANY($2::uuid[]) AND u.role = 'admin'
            ORDER BY (SELECT count(*) FROM chat_conversation o WHERE o.assignee_id = u.id AND o.state = 'open'), u.id
            LIMIT 1)
         UPDATE chat_conversation c SET assignee_id = pick.id
           FROM pick
          WHERE c.id = $1 AND c.assignee_id IS NULL AND c.state <> 'resolved'
         RETURNING c.assignee_id`,
        [conversationId, candidateIds],
      );
      return rows[0]?.assignee_id ?? null;
    });
    if (assignee) await this.hub.announceChange(conversationId);
    return assignee;
  }
}
