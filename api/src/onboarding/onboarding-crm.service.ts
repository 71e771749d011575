import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  ONBOARDING_MESSAGES,
  type TOnboardingChatLead,
  type TOnboardingChatList,
  type TOnboardingChatTranscript,
  type ZOnboardingChatListQuery,
} from '@agency/contracts';
import type { z } from 'zod';
import { inTransaction } from '../database/sql-transaction';
import { SQL_POOL } from '../database/database.module';
import { isUuid } from '../common/ids/uuid';
import { CHAT_COLUMNS, toConsultantState, toOnboardingChat, type ConsultationColumns, type OnboardingChatRow } from './onboarding-chat-row';
import { convertChatToLead } from './onboarding-lead';

const TRANSCRIPT_LIMIT = 1000;

const SELECT_WITH_COUNT = `SELECT ${CHAT_COLUMNS.replace(/(\w+)/g, 'c.$1')},
  (SELECT count(*)::int FROM onboarding_message m WHERE m.chat_id = c.id) AS message_count,
  a.starts_at AS appointment_starts_at, a.status AS appointment_status
  FROM onboarding_chat c LEFT JOIN appointment a ON a.id = c.appointment_id`;

type ChatWithCount = OnboardingChatRow & ConsultationColumns & { message_count: number };

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
   * Creates the lead once for a session finished before leads were made at completion (or never finished): the session
   * row is locked while its lead is looked up and written, so two clicks (or two admins) get the same lead; merged by
   * e-mail with the person's other leads. Needs an e-mail that passes the shared rule.
   */
  async convertToLead(id: string): Promise<TOnboardingChatLead> {
    if (!isUuid(id)) throw new NotFoundException(ONBOARDING_MESSAGES.chatNotFound);
    return inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<OnboardingChatRow>(`SELECT ${CHAT_COLUMNS} FROM onboarding_chat WHERE id = $1 FOR UPDATE`, [id]);
      const chat = rows[0];
      if (!chat) throw new NotFoundException(ONBOARDING_MESSAGES.chatNotFound);
      if (chat.lead_id) return { leadId: chat.lead_id };
      const leadId = await convertChatToLead(client, chat.id, toConsultantState(chat));
      if (!leadId) throw new ConflictException(ONBOARDING_MESSAGES.noEmail);
      return { leadId };
    });
  }

  private async byId(id: string): Promise<ChatWithCount> {
    if (!isUuid(id)) throw new NotFoundException(ONBOARDING_MESSAGES.chatNotFound);
    const { rows } = await this.pool.query<ChatWithCount>(`${SELECT_WITH_COUNT} WHERE c.id = $1`, [id]);
    const chat = rows[0];
    if (!chat) throw new NotFoundException(ONBOARDING_MESSAGES.chatNotFound);
    return chat;
  }
}
