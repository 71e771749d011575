import { z } from 'zod';
import { parseEnv, type RawEnv } from '../config/parse-env';

export const LEADS_CONFIG = Symbol('LEADS_CONFIG');

const ZLeadsEnv = z.object({
  LEADS_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  LEADS_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(10),
});

export interface LeadsConfig {
  /** Most leads one client address may send within the window. */
  rateLimit: number;
  rateWindowMinutes: number;
}

export function loadLeadsConfig(env: RawEnv = process.env): LeadsConfig {
  const data = parseEnv(ZLeadsEnv, env, 'leads configuration');
  return { rateLimit: data.LEADS_RATE_LIMIT, rateWindowMinutes: data.LEADS_RATE_WINDOW_MINUTES };
}
