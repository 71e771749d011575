import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { SQL_POOL } from '../database/database.module';
import { ONBOARDING_CONFIG, type OnboardingConfig } from './onboarding.config';

/** A consultant session a live chat conversation may be linked to, with the contact details it gathered. */
export interface ConsultantSession {
  /** The session's row id. */
  id: string;
  contactName: string | null;
  contactEmail: string | null;
}

/**
 * 'Talk to a person' in the consultant: the live chat conversation is linked to the consultant session on the
 * server, so agents read what the visitor told Aria from the session's own row, never from anything the browser says
 * about it. The session is found by its id (80 random bits that only the visitor's browser holds) and must be one the
 * consultant would still continue; the chat module writes the link (ChatStore.linkConsultantSession).
 */
@Injectable()
export class ConsultantHandoff {
  constructor(
    @Inject(SQL_POOL) private readonly pool: Pool,
    @Inject(ONBOARDING_CONFIG) private readonly config: OnboardingConfig,
  ) {}

  /** Null when the session is unknown or has expired. */
  async findSession(onboardingSessionId: string): Promise<ConsultantSession | null> {
    const { rows } = await this.pool.query<{ id: string; contact_name: string | null; contact_email: string | null }>(
      `SELECT id, contact_name, contact_email FROM onboarding_chat
        WHERE session_id = $1 AND updated_at > now() - make_interval(hours => $2)`,
      [onboardingSessionId, this.config.sessionIdleHours],
    );
    const row = rows[0];
    return row ? { id: row.id, contactName: row.contact_name, contactEmail: row.contact_email } : null;
  }
}
