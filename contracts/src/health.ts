import { z } from './zod';
import type { EndpointGroup } from './endpoint';

export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type THealth = z.infer<typeof ZHealth>;

export const HEALTH_ENDPOINTS = {
  'GET /api/health': { summary: 'Liveness and database check', tag: 'health', access: 'public', response: ZHealth },
} satisfies EndpointGroup;
