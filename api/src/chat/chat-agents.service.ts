import { ConflictException, Inject, Injectable, Logger, NotFoundException, type OnModuleInit } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  CHAT_CONVERSATION_NOT_FOUND_MESSAGE,
  CHAT_LEAD_NEEDS_EMAIL_MESSAGE,
  type TChatConversationList,
  type TChatConversationSummary,
  type TChatInboxFilter,
  type TChatLeadCreated,
  type TChatState,
  type TChatTranscript,
} from '@agency/contracts';
import { SQL_POOL } from '../database/database.module';
import { ChatHub } from './chat-hub.service';
import { isConversationId, toChatMessage, type MessageRow } from './chat-store.service';
import { inTransaction } from '../database/sql-transaction';
import { mergeLeadByEmail } from '../leads/merge-lead';

const LIST_LIMIT = 200;
const TRANSCRIPT_LIMIT = 1000;
/** How long list changes are gathered before agents get their 'conversation' frames. */
const SUMMARY_FLUSH_MS = 50;

interface SummaryRow {
  id: string;
  visitor_name: string | null;
  visitor_email: string | null;
  user_id: string | null;
  last_message: string | null;
  last_message_at: Date;
  created_at: Date;
  visitor_read_up_to: number;
  started_path: string | null;
  last_visitor_message: string | null;
  unread: number;
  lead_id: string | null;
  onboarding_chat_id: string | null;
  state: TChatState;
  assignee_id: string | null;
  assignee_name: string | null;
  rating_score: number | null;
  rating_comment: string | null;
  rating_at: Date | null;
}

/** Agents are shown by their first name (their e-mail when they have none). */
const ASSIGNEE_NAME = `coalesce(nullif(btrim(a.first_name), ''), a.email)`;

/** Unread: visitor messages after the agents' shared read marker. */
const SUMMARY_SELECT = `
  SELECT c.id, c.visitor_name, c.visitor_email, c.user_id, c.last_message, c.last_message_at, c.created_at, c.lead_id, c.onboarding_chat_id,
         c.visitor_read_up_to, c.started_path, c.last_visitor_message,
         (SELECT count(*)::int FROM chat_message m
           WHERE m.conversation_id = c.id AND m.id > c.agent_read_up_to AND m.sender = 'user') AS unread,
         c.state, c.assignee_id, ${ASSIGNEE_NAME} AS assignee_name,
         r.score AS rating_score, r.comment AS rating_comment, r.created_at AS rating_at
    FROM chat_conversation c
    LEFT JOIN "user" a ON a.id = c.assignee_id
    LEFT JOIN chat_rating r ON r.conversation_id = c.id AND r.resolution = c.resolution`;

function toSummary(row: SummaryRow): TChatConversationSummary {
  return {
    id: row.id,
    visitorName: row.visitor_name,
    visitorEmail: row.visitor_email,
    userId: row.user_id,
    lastMessage: row.last_message,
    lastMessageAt: row.last_message_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    visitorReadUpTo: row.visitor_read_up_to,
    startedPath: row.started_path,
    lastVisitorMessage: row.last_visitor_message,
    unread: row.unread,
    leadId: row.lead_id,
    onboardingChatId: row.onboarding_chat_id,
    state: row.state,
    assigneeId: row.assignee_id,
    assigneeName: row.assignee_id ? row.assignee_name : null,
    rating:
      row.rating_score !== null && row.rating_at !== null
        ? { score: row.rating_score, comment: row.rating_comment, createdAt: row.rating_at.toISOString() }
        : null,
  };
}

/** What agents read: the conversation list, transcripts, read markers and lead conversion; and live list updates. */
@Injectable()
export class ChatAgentsService implements OnModuleInit {
  private readonly logger = new Logger(ChatAgentsService.name);
  private readonly changed = new Set<string>();
  private flushScheduled = false;

  constructor(
    @Inject(SQL_POOL) private readonly pool: Pool,
    private readonly hub: ChatHub,
  ) {}

  onModuleInit(): void {
    this.hub.onConversationChanged((conversationId) => this.scheduleSummary(conversationId));
  }

  /** `filter`: mine, unassigned and all are the conversations not resolved (mine: assigned to `userId`). */
  async list(filter: TChatInboxFilter = 'all', userId: string | null = null): Promise<TChatConversationList> {
    const { rows } = await this.pool.query<SummaryRow>(
      `${SUMMARY_SELECT}
        WHERE c.last_message_id > 0
          AND CASE $2::text WHEN 'resolved' THEN c.state = 'resolved'
                            WHEN 'mine' THEN c.state <> 'resolved' AND c.assignee_id = $3::uuid
                            WHEN 'unassigned' THEN c.state <> 'resolved' AND c.assignee_id IS NULL
                            ELSE c.state <> 'resolved' END
        ORDER BY c.last_message_at DESC, c.id DESC LIMIT $1`,
      [LIST_LIMIT, filter, userId],
    );
    return { items: rows.map(toSummary) };
  }

  async transcript(id: string): Promise<TChatTranscript> {
    const conversation = await this.summary(id);
    const { rows } = await this.pool.query<MessageRow>(
      `SELECT * FROM (SELECT id, body, sender, created_at, user_id, sender_name FROM chat_message
                       WHERE conversation_id = $1 ORDER BY id DESC LIMIT $2) latest ORDER BY id`,
      [id, TRANSCRIPT_LIMIT],
    );
    return { conversation, messages: rows.map(toChatMessage) };
  }

  async summary(id: string): Promise<TChatConversationSummary> {
    if (!isConversationId(id)) throw new NotFoundException(CHAT_CONVERSATION_NOT_FOUND_MESSAGE);
    const { rows } = await this.pool.query<SummaryRow>(`${SUMMARY_SELECT} WHERE c.id = $1`, [id]);
    const row = rows[0];
    if (!row) throw new NotFoundException(CHAT_CONVERSATION_NOT_FOUND_MESSAGE);
    return toSummary(row);
  }

  /** Marks read up to the latest message, as the agents' 'read' frame does. */
  async markRead(id: string): Promise<TChatConversationSummary> {
    if (!isConversationId(id)) throw new NotFoundException(CHAT_CONVERSATION_NOT_FOUND_MESSAGE);
    const { rowCount } = await this.pool.query(
      'UPDATE chat_conversation SET agent_read_up_to = last_message_id WHERE id = $1',
      [id],
    );
    if (rowCount !== 1) throw new NotFoundException(CHAT_CONVERSATION_NOT_FOUND_MESSAGE);
    await this.hub.announceChange(id);
    return this.summary(id);
  }

  /**
   * Creates the lead once: the conversation row is locked while its lead is looked up and written, so two clicks
   * (or two agents) get the same lead.
   */
  async convertToLead(id: string): Promise<TChatLeadCreated> {
    if (!isConversationId(id)) throw new NotFoundException(CHAT_CONVERSATION_NOT_FOUND_MESSAGE);
    const lead = await inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<{
        lead_id: string | null;
        visitor_email: string | null;
        visitor_name: string | null;
        first_name: string | null;
        last_name: string | null;
      }>(
        `SELECT c.lead_id, c.visitor_email, c.visitor_name, u.first_name, u.last_name
           FROM chat_conversation c LEFT JOIN "user" u ON u.id = c.user_id
          WHERE c.id = $1 FOR UPDATE OF c`,
        [id],
      );
      const row = rows[0];
      if (!row) throw new NotFoundException(CHAT_CONVERSATION_NOT_FOUND_MESSAGE);
      if (row.lead_id) return { leadId: row.lead_id };
      if (!row.visitor_email) throw new ConflictException(CHAT_LEAD_NEEDS_EMAIL_MESSAGE);

      const messages = await client.query<{ body: string }>(
        `SELECT body FROM chat_message WHERE conversation_id = $1 AND sender = 'user' ORDER BY id`,
        [id],
      );
      const text = ['From the live chat:', ...messages.rows.map((message) => message.body)].join('\n');
      // One person, one lead: a visitor who booked or talked to the consultant already is that lead, not a second one.
      const typedName = row.visitor_name ?? ([row.first_name, row.last_name].filter(Boolean).join(' ') || null);
      const leadId = await mergeLeadByEmail(client, {
        email: row.visitor_email.toLowerCase(),
        name: typedName,
        phone: null,
        company: null,
        serviceInterest: null,
        message: text,
        source: 'live_chat',
      });
      // A lead has at most one linked conversation (UNIQUE lead_id, see conversation-lead-merge.ts): a returning
      // visitor's next conversation finds the same lead but stays unlinked (the lead's page finds it by the address).
      await client.query('UPDATE chat_conversation SET lead_id = $2 WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM chat_conversation WHERE lead_id = $2)', [
        id,
        leadId,
      ]);
      return { leadId };
    });
    await this.hub.announceChange(id);
    return lead;
  }

  /** Changes are gathered for a moment: a busy conversation (or many) costs one summary query per flush, not per message. */
  private scheduleSummary(conversationId: string): void {
    this.changed.add(conversationId);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setTimeout(() => void this.flushSummaries(), SUMMARY_FLUSH_MS).unref();
  }

  private async flushSummaries(): Promise<void> {
    const ids = [...this.changed];
    this.changed.clear();
    this.flushScheduled = false;
    if (this.hub.agentCount === 0) return;
    try {
      const { rows } = await this.pool.query<SummaryRow>(`${SUMMARY_SELECT} WHERE c.id = ANY($1)`, [ids]);
      for (const row of rows) this.hub.sendToAgents({ type: 'conversation', conversation: toSummary(row) });
    } catch (error) {
      this.logger.warn(`Reading conversation summaries failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
