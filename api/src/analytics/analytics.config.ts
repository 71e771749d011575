import { z } from 'zod';

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

export function loadAnalyticsConfig(env: Record<string, string | undefined> = process.env): AnalyticsConfig {
  const parsed = ZAnalyticsEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid analytics configuration:\n  ${problems.join('\n  ')}`);
  }
  return { rateLimit: parsed.data.ANALYTICS_RATE_LIMIT, rateWindowSeconds: parsed.data.ANALYTICS_RATE_WINDOW_SECONDS };
}
