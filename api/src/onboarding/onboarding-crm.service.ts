import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  LEAD_MESSAGE_MAX_LENGTH,
  LEAD_NAME_MAX_LENGTH,
  ONBOARDING_MESSAGES,
  splitWizardName,
  emailProblem,
  type TOnboardingChatLead,
  type TOnboardingChatList,
  type TOnboardingChatTranscript,
  type ZOnboardingChatListQuery,
} from '@agency/contracts';
import type { z } from 'zod';
import { inTransaction } from '../database/sql-transaction';
import { SQL_POOL } from '../database/database.module';
import { CHAT_COLUMNS, toOnboardingChat, type OnboardingChatRow } from './onboarding-chat-row';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TRANSCRIPT_LIMIT = 1000;

const SELECT_WITH_COUNT = `SELECT ${CHAT_COLUMNS.replace(/(\w+)/g, 'c.$1')},
  (SELECT count(*)::int FROM onboarding_message m WHERE m.chat_id = c.id) AS message_count
  FROM onboarding_chat c`;

type ChatWithCount = OnboardingChatRow & { message_count: number };

/** As the wizard splits a name ('Mary Jane Smith' -> Mary Jane / Smith); no name at all: the address's local part. */
function leadNames(name: string | null, email: string): { firstName: string; lastName: string } {
  const clip = (value: string) => value.slice(0, LEAD_NAME_MAX_LENGTH);
  const { firstName, lastName } = splitWizardName(name ?? '');
  return { firstName: clip(firstName || email.split('@')[0] || email), lastName: clip(lastName) };
}

function leadMessage(chat: OnboardingChatRow): string {
  const text = [
    'From the AI business consultant (onboarding chat).',
    `Business: ${chat.business_description ?? '-'}`,
    `Challenges: ${chat.challenges ?? '-'}`,
    `Goals: ${chat.goals ?? '-'}`,
    `Budget: ${chat.budget ?? '-'}`,
    `Timeline: ${chat.timeline ?? '-'}`,
  ].join('\n');
  return text.length <= LEAD_MESSAGE_MAX_LENGTH ? text : `${text.slice(0, LEAD_MESSAGE_MAX_LENGTH - 1)}…`;
}

/** The CRM's 'User Assessments': sessions newest first, one transcript, and turning a session into a lead. */
@Injectable()
export class OnboardingCrmService {
  constructor(@Inject(SQL_POOL) private readonly pool: Pool) {}

  async list(query: z.output<typeof ZOnboardingChatListQuery>): Promise<TOnboardingChatList> {
    const filter = query.status ? 'WHERE c.status = $3' : '';
    const parameters: unknown[] = [query.pageSize, (query.page - 1) * query.pageSize];
    if (query.status) parameters.push(query.status);
    const [page, counts] = await Promise.all([
      this.pool.query<ChatWithCount>(`${SELECT_WITH_COUNT} ${filter} ORDER BY c.created_at DESC, c.id DESC LIMIT $1 OFFSET $2`, parameters),
      this.pool.query<{ total: number; in_progress: number; completed: number; converted: number }>(
        `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE status = 'in_progress')::int AS in_progress,
                count(*) FILTER (WHERE status = 'completed')::int AS completed,
                count(*) FILTER (WHERE status = 'converted')::int AS converted
           FROM onboarding_chat`,
      ),
    ]);
    const totals = counts.rows[0] ?? { total: 0, in_progress: 0, completed: 0, converted: 0 };
    const matching = query.status ? totals[query.status] : totals.total;
    return {
      items: page.rows.map(toOnboardingChat),
      total: matching,
      page: query.page,
      pageSize: query.pageSize,
      counts: { total: totals.total, inProgress: totals.in_progress, completed: totals.completed, converted: totals.converted },
    };
  }

  async transcript(id: string): Promise<TOnboardingChatTranscript> {
    const chat = await this.byId(id);
    const { rows } = await this.pool.query<{ role: 'user' | 'assistant'; content: string; stage: OnboardingChatRow['stage']; created_at: Date }>(
      `SELECT role, content, stage, created_at FROM (
         SELECT id, role, content, stage, created_at FROM onboarding_message WHERE chat_id = $1 ORDER BY id DESC LIMIT $2
       ) latest ORDER BY id`,
      [chat.id, TRANSCRIPT_LIMIT],
    );
    return {
      chat: toOnboardingChat(chat),
      messages: rows.map((row) => ({ role: row.role, content: row.content, stage: row.stage, createdAt: row.created_at.toISOString() })),
    };
  }

  /**
   * Creates the lead once: the session row is locked while its lead is looked up and written, so two clicks (or two
   * admins) get the same lead. Needs an e-mail that passes the shared rule.
   */
  async convertToLead(id: string): Promise<TOnboardingChatLead> {
    if (!UUID_PATTERN.test(id)) throw new NotFoundException(ONBOARDING_MESSAGES.chatNotFound);
    return inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<OnboardingChatRow>(`SELECT ${CHAT_COLUMNS} FROM onboarding_chat WHERE id = $1 FOR UPDATE`, [id]);
      const chat = rows[0];
      if (!chat) throw new NotFoundException(ONBOARDING_MESSAGES.chatNotFound);
      if (chat.lead_id) return { leadId: chat.lead_id };
      if (!chat.contact_email || emailProblem(chat.contact_email)) throw new ConflictException(ONBOARDING_MESSAGES.noEmail);

      const names = leadNames(chat.contact_name, chat.contact_email);
      const lead = await client.query<{ id: string }>(
        `INSERT INTO lead (first_name, last_name, email, company, service_interest, message, source, status)
         VALUES ($1, $2, $3, $4, $5, $6, 'onboarding_chat', 'new') RETURNING id`,
        [names.firstName, names.lastName, chat.contact_email, chat.company_name, chat.service_interest, leadMessage(chat)],
      );
      const leadId = lead.rows[0]?.id;
      if (!leadId) throw new Error('Lead insert returned no row');
      await client.query(`UPDATE onboarding_chat SET lead_id = $2, status = 'converted', updated_at = now() WHERE id = $1`, [id, leadId]);
      return { leadId };
    });
  }

  private async byId(id: string): Promise<ChatWithCount> {
    if (!UUID_PATTERN.test(id)) throw new NotFoundException(ONBOARDING_MESSAGES.chatNotFound);
    const { rows } = await this.pool.query<ChatWithCount>(`${SELECT_WITH_COUNT} WHERE c.id = $1`, [id]);
    const chat = rows[0];
    if (!chat) throw new NotFoundException(ONBOARDING_MESSAGES.chatNotFound);
    return chat;
  }
}
