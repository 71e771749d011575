import { z } from 'zod';
import { parseEnv, type RawEnv } from '../config/parse-env';

export const MAIL_CONFIG = Symbol('MAIL_CONFIG');

export const DEFAULT_AGENCY_EMAIL = 'hello@agency.example.co.nz';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const ZMailEnv = z.object({
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .refine((value) => /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://')
      .optional(),
  ),
  AGENCY_EMAIL: z.email().default(DEFAULT_AGENCY_EMAIL),
  MAIL_FROM: optionalText,
  OUTBOX_POLL_MS: z.coerce.number().int().min(0).default(5000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  OUTBOX_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).default(30),
  OUTBOX_BATCH_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  OUTBOX_CLAIM_LEASE_SECONDS: z.coerce.number().int().min(1).default(120),
});

export interface MailConfig {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://... (TLS from the start). */
  smtpUrl: string | undefined;
  /** Receives the notification of every new lead. */
  agencyEmail: string;
  from: string;
  /** How often the outbox worker looks for due mail; 0 turns the background worker off. */
  pollMs: number;
  maxAttempts: number;
  retryBaseSeconds: number;
  batchSize: number;
  /**
   * How long a claimed mail stays invisible to other workers: longer than the SMTP timeouts together. A claim whose
   * answer was lost (the database went away as it committed) is sent when its lease ends.
   */
  claimLeaseSeconds: number;
}

/** E-mail settings from the environment; a bad value stops the server with the problem named. */
export function loadMailConfig(env: RawEnv = process.env): MailConfig {
  const e = parseEnv(ZMailEnv, env, 'mail configuration');
  return {
    smtpUrl: e.SMTP_URL,
    agencyEmail: e.AGENCY_EMAIL,
    from: e.MAIL_FROM ?? e.AGENCY_EMAIL,
    pollMs: e.OUTBOX_POLL_MS,
    maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
    retryBaseSeconds: e.OUTBOX_RETRY_BASE_SECONDS,
    batchSize: e.OUTBOX_BATCH_SIZE,
    claimLeaseSeconds: e.OUTBOX_CLAIM_LEASE_SECONDS,
  };
}
