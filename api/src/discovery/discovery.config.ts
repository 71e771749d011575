import { z } from 'zod';
import { parseEnv, type RawEnv } from '../config/parse-env';

export const DISCOVERY_CONFIG = Symbol('DISCOVERY_CONFIG');

const ZDiscoveryEnv = z.object({
  DISCOVERY_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  DISCOVERY_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(10),
});

export interface DiscoveryConfig {
  /** Public assessments and wizard records together one client address may send within the window. */
  rateLimit: number;
  rateWindowMinutes: number;
}

export function loadDiscoveryConfig(env: RawEnv = process.env): DiscoveryConfig {
  const data = parseEnv(ZDiscoveryEnv, env, 'discovery configuration');
  return { rateLimit: data.DISCOVERY_RATE_LIMIT, rateWindowMinutes: data.DISCOVERY_RATE_WINDOW_MINUTES };
}
