import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { SQL_POOL } from '../database/database.module';
import { ONBOARDING_CONFIG, type OnboardingConfig } from './onboarding.config';

/** The outcome of linking a live chat conversation to a consultant session. */
export interface HandoffLink {
  /** The consultant session's row id. */
  onboardingChatId: string;
  /** False when the conversation was already linked to this session (a reconnect, a second press). */
  changed: boolean;
}

/**
 * 'Talk to a person' in the consultant: the live chat conversation is linked to the consultant session on the
 * server, so agents read what the visitor told Aria from the session's own row, never from anything the browser says
 * about it. The session is found by its id (80 random bits that only the visitor's browser holds) and must be one the
 * consultant would still continue; the visitor's name and address from it fill the conversation's empty ones.
 */
@Injectable()
export class ConsultantHandoff {
  constructor(
    @Inject(SQL_POOL) private readonly pool: Pool,
    @Inject(ONBOARDING_CONFIG) private readonly config: OnboardingConfig,
  ) {}

  /** Null when the session is unknown or has expired, or the conversation does not exist. */
  async link(conversationId: string, onboardingSessionId: string): Promise<HandoffLink | null> {
    // One statement: the session is read, the conversation updated and its previous link returned together.
    const { rows } = await this.pool.query<{ onboarding_chat_id: string; changed: boolean }>(
      `WITH consultant AS (
         SELECT id, contact_name, contact_email FROM onboarding_chat
          WHERE session_id = $2 AND updated_at > now() - make_interval(hours => $3)
       ), previous AS (
         SELECT onboarding_chat_id FROM chat_conversation WHERE id = $1
       )
       UPDATE chat_conversation c
          SET onboarding_chat_id = consultant.id,
              visitor_name = coalesce(c.visitor_name, left(consultant.contact_name, 200)),
              visitor_email = coalesce(c.visitor_email, consultant.contact_email)
         FROM consultant, previous
        WHERE c.id = $1
       RETURNING c.onboarding_chat_id, previous.onboarding_chat_id IS DISTINCT FROM consultant.id AS changed`,
      [conversationId, onboardingSessionId, this.config.sessionIdleHours],
    );
    const row = rows[0];
    return row ? { onboardingChatId: row.onboarding_chat_id, changed: row.changed } : null;
  }
}
