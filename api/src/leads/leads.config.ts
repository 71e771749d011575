import { z } from 'zod';

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

export function loadLeadsConfig(env: Record<string, string | undefined> = process.env): LeadsConfig {
  const parsed = ZLeadsEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid leads configuration:\n  ${problems.join('\n  ')}`);
  }
  return { rateLimit: parsed.data.LEADS_RATE_LIMIT, rateWindowMinutes: parsed.data.LEADS_RATE_WINDOW_MINUTES };
}
