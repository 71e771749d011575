import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  CHAT_INBOX_MESSAGES,
  CHAT_RATING_THANKS_MESSAGE,
  CHAT_TRANSCRIPT_REQUESTS_PER_HOUR,
  type TChatRatingFrame,
  type TChatRatingReport,
  type TChatTranscriptFrame,
} from '@agency/contracts';
import { SQL_POOL } from '../../database/database.module';
import { inTransaction } from '../../database/sql-transaction';
import { MAIL_CONFIG, type MailConfig } from '../../mail/mail.config';
import { OutboxService } from '../../mail/outbox.service';
import { OutboxWorker } from '../../mail/outbox-worker.service';
import { ChatHub } from '../chat-hub.service';
import type { ChatSocket } from '../chat-socket';
import { ChatStore, toChatMessage, type MessageRow } from '../chat-store.service';
import { visitorTranscriptMail } from './visitor-transcript-mail';

const REPORT_LIMIT = 50;
const TRANSCRIPT_MESSAGES = 1000;

/**
 * The visitor's side of closing: a rating of the resolved conversation (once per resolution) and the transcript by
 * e-mail. Both come as frames on the visitor's own socket, so they can only ever name its own conversation.
 */
@Injectable()
export class ChatRating {
  constructor(
    @Inject(SQL_POOL) private readonly pool: Pool,
    private readonly store: ChatStore,
    private readonly hub: ChatHub,
    private readonly outbox: OutboxService,
    private readonly worker: OutboxWorker,
    @Inject(MAIL_CONFIG) private readonly mailConfig: MailConfig,
  ) {}

  /** Stored only while the conversation is resolved, for its current resolution; a second rating is refused. */
  async rate(socket: ChatSocket, frame: TChatRatingFrame): Promise<void> {
    const conversationId = socket.conversationId;
    if (!conversationId) return;
    const { rows } = await this.pool.query<{ resolved: boolean; inserted: boolean }>(
      `WITH conversation AS (
         SELECT id, resolution, state = 'resolved' AS resolved FROM chat_conversation WHERE id = $1
       ), inserted AS (
         INSERT INTO chat_rating (conversation_id, resolution, score, comment)
         SELECT id, resolution, $2, $3 FROM conversation WHERE resolved
         ON CONFLICT (conversation_id, resolution) DO NOTHING
         RETURNING 1
       )
       SELECT resolved, EXISTS (SELECT 1 FROM inserted) AS inserted FROM conversation`,
      [conversationId, frame.score, frame.comment || null],
    );
    const row = rows[0];
    if (!row) return;
    if (!row.resolved) {
      socket.send({ type: 'error', message: CHAT_INBOX_MESSAGES.ratingNotAsked });
      return;
    }
    if (!row.inserted) {
      socket.send({ type: 'error', message: CHAT_INBOX_MESSAGES.ratingGiven });
      return;
    }
    socket.send({ type: 'rating-saved', sessionId: conversationId, score: frame.score });
    const stored = await this.store.insertMessage({ conversationId, sender: 'system', body: CHAT_RATING_THANKS_MESSAGE, userId: null, senderName: null });
    if (stored) this.hub.publish(conversationId, stored.message);
    await this.hub.announceChange(conversationId);
  }

  /**
   * Mails the transcript to the address the visitor gave. A repeated request id sends nothing more (the row is the
   * claim, in the transaction that writes the mail); at most CHAT_TRANSCRIPT_REQUESTS_PER_HOUR per conversation.
   */
  async sendTranscript(socket: ChatSocket, frame: TChatTranscriptFrame): Promise<void> {
    const conversationId = socket.conversationId;
    if (!conversationId) return;
    const outcome = await inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<{ visitor_email: string | null; visitor_name: string | null }>(
        'SELECT visitor_email, visitor_name FROM chat_conversation WHERE id = $1 FOR UPDATE',
        [conversationId],
      );
      const conversation = rows[0];
      if (!conversation) return { kind: 'none' as const };
      if (!conversation.visitor_email) return { kind: 'error' as const, message: CHAT_INBOX_MESSAGES.transcriptNeedsEmail };
      const recent = await client.query<{ count: number; repeated: boolean }>(
        `SELECT count(*)::int AS count, bool_or(request_id = $2) AS repeated FROM chat_transcript_request
          WHERE conversation_id = $1 AND (created_at > now() - interval '1 hour' OR request_id = $2)`,
        [conversationId, frame.requestId],
      );
      const email = conversation.visitor_email;
      if (recent.rows[0]?.repeated) return { kind: 'queued' as const, email, mailed: false };
      if ((recent.rows[0]?.count ?? 0) >= CHAT_TRANSCRIPT_REQUESTS_PER_HOUR) return { kind: 'error' as const, message: CHAT_INBOX_MESSAGES.transcriptTooMany };
      await client.query('INSERT INTO chat_transcript_request (conversation_id, request_id) VALUES ($1, $2)', [conversationId, frame.requestId]);
      const messages = await client.query<MessageRow>(
        `SELECT * FROM (SELECT id, body, sender, created_at, user_id, sender_name FROM chat_message
                         WHERE conversation_id = $1 ORDER BY id DESC LIMIT $2) latest ORDER BY id`,
        [conversationId, TRANSCRIPT_MESSAGES],
      );
      const visitor = { email, name: conversation.visitor_name };
      await this.outbox.enqueue(client, [visitorTranscriptMail(visitor, messages.rows.map(toChatMessage), this.mailConfig.agencyEmail, conversationId)]);
      return { kind: 'queued' as const, email, mailed: true };
    });
    if (outcome.kind === 'error') socket.send({ type: 'error', message: outcome.message });
    if (outcome.kind !== 'queued') return;
    if (outcome.mailed) this.worker.wake();
    socket.send({ type: 'transcript-queued', sessionId: conversationId, email: outcome.email });
  }

  async report(): Promise<TChatRatingReport> {
    const [totals, latest] = await Promise.all([
      this.pool.query<{ average: string | null; count: number }>('SELECT round(avg(score), 2)::text AS average, count(*)::int AS count FROM chat_rating'),
      this.pool.query<{
        conversation_id: string;
        score: number;
        comment: string | null;
        created_at: Date;
        visitor_name: string | null;
        assignee_name: string | null;
      }>(
        `SELECT r.conversation_id, r.score, r.comment, r.created_at, coalesce(c.visitor_name, c.visitor_email) AS visitor_name,
                coalesce(nullif(btrim(a.first_name), ''), a.email) AS assignee_name
           FROM chat_rating r JOIN chat_conversation c ON c.id = r.conversation_id LEFT JOIN "user" a ON a.id = c.assignee_id
          ORDER BY r.created_at DESC, r.conversation_id LIMIT $1`,
        [REPORT_LIMIT],
      ),
    ]);
    const average = totals.rows[0]?.average;
    return {
      average: average ? Number(average) : null,
      count: totals.rows[0]?.count ?? 0,
      items: latest.rows.map((row) => ({
        conversationId: row.conversation_id,
        score: row.score,
        comment: row.comment,
        createdAt: row.created_at.toISOString(),
        visitorName: row.visitor_name,
        assigneeName: row.assignee_name,
      })),
    };
  }
}
