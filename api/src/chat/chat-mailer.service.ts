import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { SQL_POOL } from '../database/database.module';
import { MAIL_CONFIG, type MailConfig } from '../mail/mail.config';
import { OutboxService } from '../mail/outbox.service';
import { OutboxWorker } from '../mail/outbox-worker.service';
import { replyMail, transcriptMail, type ChatVisitor } from './chat-mails';
import { toChatMessage, type MessageRow } from './chat-store.service';
import { inTransaction } from '../database/sql-transaction';

/** The transcript mail covers the latest messages; the CRM holds the rest. */
const TRANSCRIPT_MESSAGES = 500;
/** Conversations handled per sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 50;

const MESSAGE_COLUMNS = 'id, body, sender, created_at, user_id, sender_name';

/**
 * The chat's e-mail, through the outbox: each mail is claimed on the conversation row and written to outbox_email in
 * the same transaction, so two instances never send it twice and a crash sends it never rather than half.
 */
@Injectable()
export class ChatMailer {
  constructor(
    @Inject(SQL_POOL) private readonly pool: Pool,
    private readonly outbox: OutboxService,
    private readonly worker: OutboxWorker,
    @Inject(MAIL_CONFIG) private readonly mailConfig: MailConfig,
  ) {}

  /** Sends the conversation to the agency once, when nobody was online and the visitor's address is known. */
  async sendTranscriptOnce(conversationId: string): Promise<boolean> {
    const sent = await inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<{ visitor_email: string; visitor_name: string | null }>(
        `UPDATE chat_conversation SET transcript_mailed_at = now()
          WHERE id = $1 AND transcript_mailed_at IS NULL AND offline_notice_for IS NOT NULL AND visitor_email IS NOT NULL
         RETURNING visitor_email, visitor_name`,
        [conversationId],
      );
      const row = rows[0];
      if (!row) return false;
      const messages = await client.query<MessageRow>(
        `SELECT * FROM (SELECT ${MESSAGE_COLUMNS} FROM chat_message WHERE conversation_id = $1 ORDER BY id DESC LIMIT $2) latest ORDER BY id`,
        [conversationId, TRANSCRIPT_MESSAGES],
      );
      const visitor: ChatVisitor = { email: row.visitor_email, name: row.visitor_name };
      await this.outbox.enqueue(client, [transcriptMail(visitor, messages.rows.map(toChatMessage), this.mailConfig.agencyEmail)]);
      return true;
    });
    if (sent) this.worker.wake();
    return sent;
  }

  /**
   * E-mails agents' replies to visitors who have had no socket open for `goneSeconds` (visitor_seen_at is refreshed
   * while one is open and when the last one closes), each reply once.
   */
  async sweepReplies(goneSeconds: number): Promise<number> {
    const count = await inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<{ id: string; visitor_email: string; visitor_name: string | null; since: Date }>(
        `WITH due AS (
           SELECT id, greatest(visitor_seen_at, coalesce(replies_mailed_at, '-infinity')) AS since
             FROM chat_conversation
            WHERE reply_mail_pending AND visitor_email IS NOT NULL
              AND visitor_seen_at < now() - make_interval(secs => $1)
            ORDER BY visitor_seen_at
            LIMIT $2
              FOR UPDATE SKIP LOCKED)
         UPDATE chat_conversation c SET reply_mail_pending = false, replies_mailed_at = now()
           FROM due WHERE c.id = due.id
         RETURNING c.id, c.visitor_email, c.visitor_name, due.since`,
        [goneSeconds, SWEEP_BATCH],
      );
      for (const row of rows) {
        const replies = await client.query<MessageRow>(
          `SELECT ${MESSAGE_COLUMNS} FROM chat_message
            WHERE conversation_id = $1 AND sender = 'agent' AND created_at > $2 ORDER BY id`,
          [row.id, row.since],
        );
        if (replies.rows.length === 0) continue;
        const visitor: ChatVisitor = { email: row.visitor_email, name: row.visitor_name };
        await this.outbox.enqueue(client, [replyMail(visitor, replies.rows.map(toChatMessage), this.mailConfig.agencyEmail)]);
      }
      return rows.length;
    });
    if (count > 0) this.worker.wake();
    return count;
  }

}
