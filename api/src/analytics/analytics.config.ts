import { z } from 'zod';
import { parseEnv, type RawEnv } from '../config/parse-env';

export const ANALYTICS_CONFIG = Symbol('ANALYTICS_CONFIG');

const ZAnalyticsEnv = z.object({
  ANALYTICS_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  ANALYTICS_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
});

export interface AnalyticsConfig {
  /** Most batches one client address may send within the window (each batch holds up to 50 events). */
  rateLimit: number;
  rateWindowSeconds: number;
}

export function loadAnalyticsConfig(env: RawEnv = process.env): AnalyticsConfig {
  const data = parseEnv(ZAnalyticsEnv, env, 'analytics configuration');
  return { rateLimit: data.ANALYTICS_RATE_LIMIT, rateWindowSeconds: data.ANALYTICS_RATE_WINDOW_SECONDS };
}
