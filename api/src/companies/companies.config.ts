import { z } from 'zod';
import { parseEnv, type RawEnv } from '../config/parse-env';

export const COMPANIES_CONFIG = Symbol('COMPANIES_CONFIG');

const ZCompaniesEnv = z.object({
  LOGO_UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  LOGO_UPLOAD_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(10),
});

export interface CompaniesConfig {
  /** Logo uploads one account may send within the window: each one is decoded and re-encoded, which costs CPU. */
  logoRateLimit: number;
  logoRateWindowMinutes: number;
}

export function loadCompaniesConfig(env: RawEnv = process.env): CompaniesConfig {
  const data = parseEnv(ZCompaniesEnv, env, 'companies configuration');
  return { logoRateLimit: data.LOGO_UPLOAD_RATE_LIMIT, logoRateWindowMinutes: data.LOGO_UPLOAD_RATE_WINDOW_MINUTES };
}
