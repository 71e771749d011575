import { z } from 'zod';
import { parseEnv, type RawEnv } from '../config/parse-env';

export const LEADS_CONFIG = Symbol('LEADS_CONFIG');

/** The address ceiling when none is set: six people's worth of the per-e-mail limit, an office behind one address. */
const DEFAULT_ADDRESS_RATE_LIMIT = 30;

const ZLeadsEnv = z
  .object({
    LEADS_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
    LEADS_ADDRESS_RATE_LIMIT: z.coerce.number().int().min(1).optional(),
    LEADS_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(10),
  })
  .superRefine((env, ctx) => {
    if (env.LEADS_ADDRESS_RATE_LIMIT !== undefined && env.LEADS_ADDRESS_RATE_LIMIT < env.LEADS_RATE_LIMIT) {
      ctx.addIssue({
        code: 'custom',
        path: ['LEADS_ADDRESS_RATE_LIMIT'],
        message: `must be at least LEADS_RATE_LIMIT (${env.LEADS_RATE_LIMIT}): one address holds at least one e-mail's sends`,
      });
    }
  });

export interface LeadsConfig {
  /** Most leads one e-mail address may send within the window (from any client address). */
  rateLimit: number;
  /** Most leads one client address may send within the window, all e-mails together (an office shares one). */
  addressRateLimit: number;
  rateWindowMinutes: number;
}

export function loadLeadsConfig(env: RawEnv = process.env): LeadsConfig {
  const data = parseEnv(ZLeadsEnv, env, 'leads configuration');
  return {
    rateLimit: data.LEADS_RATE_LIMIT,
    // Unset, the ceiling is 30, or the per-e-mail limit when that was raised above it (the tests' '1000' stays unlimited).
    addressRateLimit: data.LEADS_ADDRESS_RATE_LIMIT ?? Math.max(DEFAULT_ADDRESS_RATE_LIMIT, data.LEADS_RATE_LIMIT),
    rateWindowMinutes: data.LEADS_RATE_WINDOW_MINUTES,
  };
}
