import { z } from 'zod';
import { parseEnv, type RawEnv } from '../config/parse-env';

export const SITE_ENQUIRIES_CONFIG = Symbol('SITE_ENQUIRIES_CONFIG');

const ZSiteEnquiriesEnv = z.object({
  SITE_ENQUIRY_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  SITE_ENQUIRY_SITE_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  SITE_ENQUIRY_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(60),
});

export interface SiteEnquiriesConfig {
  /** Most quote requests one client address may send (to any site) within the window. */
  perAddress: number;
  /** Most quote requests one site takes within the window, from everyone: a flood from many addresses stops here. */
  perSite: number;
  windowMinutes: number;
}

export function loadSiteEnquiriesConfig(env: RawEnv = process.env): SiteEnquiriesConfig {
  const data = parseEnv(ZSiteEnquiriesEnv, env, 'site enquiries configuration');
  return {
    perAddress: data.SITE_ENQUIRY_RATE_LIMIT,
    perSite: data.SITE_ENQUIRY_SITE_RATE_LIMIT,
    windowMinutes: data.SITE_ENQUIRY_RATE_WINDOW_MINUTES,
  };
}
