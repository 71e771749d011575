import { z } from 'zod';
import { parseEnv, type RawEnv } from '../config/parse-env';

export const FEEDBACK_CONFIG = Symbol('FEEDBACK_CONFIG');

const ZFeedbackEnv = z.object({
  FEEDBACK_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  FEEDBACK_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(10),
});

export interface FeedbackConfig {
  /** Most reactions and submissions together one client address may send within the window. */
  rateLimit: number;
  rateWindowMinutes: number;
}

export function loadFeedbackConfig(env: RawEnv = process.env): FeedbackConfig {
  const data = parseEnv(ZFeedbackEnv, env, 'feedback configuration');
  return { rateLimit: data.FEEDBACK_RATE_LIMIT, rateWindowMinutes: data.FEEDBACK_RATE_WINDOW_MINUTES };
}
