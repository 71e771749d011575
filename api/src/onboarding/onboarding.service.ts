import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  ONBOARDING_MAX_VISITOR_MESSAGES,
  ONBOARDING_MESSAGES,
  type TOnboardingInitResponse,
  type TOnboardingMessage,
  type TOnboardingMessageResponse,
} from '@agency/contracts';
import { inTransaction } from '../database/sql-transaction';
import { TooManyRequestsException } from '../common/errors/too-many-requests.exception';
import { SQL_POOL } from '../database/database.module';
import { MAIL_CONFIG, type MailConfig } from '../mail/mail.config';
import { OutboxWorker } from '../mail/outbox-worker.service';
import { OutboxService } from '../mail/outbox.service';
import { RateLimitService, type RateLimitRule } from '../rate-limit/rate-limit.service';
import { ConsultantBooking } from './consultant-booking.service';
import { advance, initialState, openingScript } from './consultant-script';
import { convertChatToLead } from './onboarding-lead';
import { PlanPrices } from './plan-prices';
import { MESSAGE_UNDERSTANDER, type MessageUnderstander } from './message-understander';
import { CHAT_COLUMNS, toConsultantState, type OnboardingChatRow } from './onboarding-chat-row';
import { onboardingNotification } from './onboarding-mails';
import { ONBOARDING_CONFIG, type OnboardingConfig } from './onboarding.config';
import { REPLY_WRITER, type ReplyWriter } from './reply-writer';

/** Transcript entries a model sees as context. */
const HISTORY_FOR_WRITER = 12;

/**
 * The consultant's sessions. The server owns each conversation: the stage, the question pending and what has been
 * gathered live in onboarding_chat, and the transcript in onboarding_message; the browser's `messages` are never read
 * back into the state.
 *
 * A turn reads the session, lets the scripted engine decide the next state, has the reply worded (by a model when one
 * is configured, which may take seconds), and then writes state and both messages in one transaction that succeeds
 * only if no other turn was written meanwhile (`visitor_messages` is the version). No lock is held while a model
 * thinks, and a double send is answered 409 instead of being applied twice.
 */
@Injectable()
export class OnboardingService {
  private readonly initRule: RateLimitRule;
  private readonly messageRule: RateLimitRule;
  private readonly prices: PlanPrices;

  constructor(
    @Inject(SQL_POOL) private readonly pool: Pool,
    private readonly rateLimits: RateLimitService,
    private readonly outbox: OutboxService,
    private readonly outboxWorker: OutboxWorker,
    @Inject(REPLY_WRITER) private readonly writer: ReplyWriter,
    @Inject(MESSAGE_UNDERSTANDER) private readonly understander: MessageUnderstander,
    @Inject(ONBOARDING_CONFIG) private readonly config: OnboardingConfig,
    @Inject(MAIL_CONFIG) private readonly mailConfig: MailConfig,
    private readonly booking: ConsultantBooking,
  ) {
    const windowSeconds = config.rateWindowMinutes * 60;
    this.initRule = { limit: config.initRateLimit, windowSeconds };
    this.messageRule = { limit: config.messageRateLimit, windowSeconds };
    this.prices = new PlanPrices(pool);
  }

  /** Starts a session for a new id, with the greeting as its first message; 409 when the id has been used. */
  async init(sessionId: string, clientAddress: string): Promise<TOnboardingInitResponse> {
    const limit = await this.rateLimits.consume(`onboarding:init:ip:${clientAddress}`, this.initRule);
    if (!limit.allowed) throw new TooManyRequestsException(ONBOARDING_MESSAGES.tooManySessions, limit.retryAfterSeconds);

    const opening = openingScript();
    const state = initialState();
    const firstMessage = [opening.greeting, opening.selectionPrompt, ...opening.serviceOptions].join('\n');
    // One statement: the session and its greeting, or nothing when the id exists.
    const { rowCount } = await this.pool.query(
      `WITH chat AS (
         INSERT INTO onboarding_chat (session_id, stage, pending_field) VALUES ($1, $2, $3)
         ON CONFLICT (session_id) DO NOTHING RETURNING id
       )
       INSERT INTO onboarding_message (chat_id, role, content, stage) SELECT id, 'assistant', $4, $2 FROM chat`,
      [sessionId, state.stage, state.pendingField, firstMessage],
    );
    if (rowCount !== 1) throw new ConflictException(ONBOARDING_MESSAGES.sessionExists);
    return opening;
  }

  async message(input: TOnboardingMessage, clientAddress: string): Promise<TOnboardingMessageResponse> {
    const limit = await this.rateLimits.consume(`onboarding:message:ip:${clientAddress}`, this.messageRule);
    if (!limit.allowed) throw new TooManyRequestsException(ONBOARDING_MESSAGES.tooManyMessages, limit.retryAfterSeconds);

    const chat = await this.activeChat(input.sessionId);
    if (chat.stage === 'complete') throw new ConflictException(ONBOARDING_MESSAGES.sessionComplete);
    if (chat.visitor_messages >= ONBOARDING_MAX_VISITOR_MESSAGES) throw new ConflictException(ONBOARDING_MESSAGES.conversationTooLong);

    const before = toConsultantState(chat);
    const history = await this.recentHistory(chat.id);
    const knowledge = { prices: await this.prices.summary() };
    const reading = await this.understander.read({ message: input.message, state: before, history });
    const turn = advance(before, input.message, knowledge, reading);
    const worded = await this.writer.write({ turn, previousStage: before.stage, history, message: input.message });
    // Offered times are read from the booking module now and named in the reply, as the buttons show them.
    const offered = await this.booking.offer(turn.offer, worded ?? turn.reply);
    const reply = offered.reply;
    const { state } = turn;

    await inTransaction(this.pool, async (client) => {
      const updated = await client.query(
        `UPDATE onboarding_chat
            SET stage = $3, pending_field = $4, service_interest = $5, business_description = $6, challenges = $7, goals = $8,
                contact_name = $9, contact_email = $10, company_name = $11, budget = $12, timeline = $13, email_attempts = $14,
                contact_phone = $15, notes = $16, visitor_messages = visitor_messages + 1, updated_at = now(),
                status = CASE WHEN $3 = 'complete' AND status = 'in_progress' THEN 'completed' ELSE status END,
                completed_at = CASE WHEN $3 = 'complete' THEN coalesce(completed_at, now()) END
          WHERE id = $1 AND visitor_messages = $2`,
        [
          chat.id,
          chat.visitor_messages,
          state.stage,
          state.pendingField,
          state.serviceInterest,
          state.businessDescription,
          state.challenges,
          state.goals,
          state.contactName,
          state.contactEmail,
          state.companyName,
          state.budget,
          state.timeline,
          state.emailAttempts,
          state.contactPhone,
          JSON.stringify(state.notes),
        ],
      );
      if (updated.rowCount !== 1) throw new ConflictException(ONBOARDING_MESSAGES.busy);
      await client.query(
        `INSERT INTO onboarding_message (chat_id, role, content, stage) VALUES ($1, 'user', $2, $3), ($1, 'assistant', $4, $5)`,
        [chat.id, input.message, before.stage, reply, state.stage],
      );
      if (turn.completed && state.contactEmail) {
        const transcript = await client.query<{ role: 'user' | 'assistant'; content: string }>(
          'SELECT role, content FROM onboarding_message WHERE chat_id = $1 ORDER BY id',
          [chat.id],
        );
        const mail = onboardingNotification({
          agencyEmail: this.mailConfig.agencyEmail,
          sessionId: chat.session_id,
          state,
          transcript: transcript.rows,
        });
        await this.outbox.enqueue(client, [mail]);
        // The person is a lead at once (merged by e-mail like bookings), not when an admin gets round to it.
        await convertChatToLead(client, chat.id, state);
      }
    });
    if (turn.completed) this.outboxWorker.wake();
    return {
      response: reply,
      context: { stage: state.stage, serviceInterest: state.serviceInterest },
      ...(offered.offer ? { offer: offered.offer } : {}),
    };
  }

  /** The session, if it exists and has been touched recently; 404 alike for unknown, never started and expired ids. */
  private async activeChat(sessionId: string): Promise<OnboardingChatRow> {
    const { rows } = await this.pool.query<OnboardingChatRow>(
      `SELECT ${CHAT_COLUMNS} FROM onboarding_chat WHERE session_id = $1 AND updated_at > now() - make_interval(hours => $2)`,
      [sessionId, this.config.sessionIdleHours],
    );
    const chat = rows[0];
    if (!chat) throw new NotFoundException(ONBOARDING_MESSAGES.sessionNotFound);
    return chat;
  }

  /** The latest entries of the stored transcript, oldest first; only a model reads them. */
  private async recentHistory(chatId: string): Promise<{ role: 'user' | 'assistant'; content: string }[]> {
    if (this.writer.name === 'scripted' && this.understander.name === 'scripted') return [];
    const { rows } = await this.pool.query<{ role: 'user' | 'assistant'; content: string }>(
      `SELECT role, content FROM (SELECT id, role, content FROM onboarding_message WHERE chat_id = $1 ORDER BY id DESC LIMIT $2) latest ORDER BY id`,
      [chatId, HISTORY_FOR_WRITER],
    );
    return rows;
  }
}
