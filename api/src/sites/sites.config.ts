import { z } from 'zod';
import { DOMAIN_NAME_PATTERN } from '@agency/contracts';
import { parseEnv, type RawEnv } from '../config/parse-env';

export const SITES_CONFIG = Symbol('SITES_CONFIG');

/** Names no client may claim here: big brands and this agency's own. Replaced, not extended, by RESERVED_DOMAINS. */
export const DEFAULT_RESERVED_DOMAINS = [
  'google.com',
  'facebook.com',
  'microsoft.com',
  'apple.com',
  'amazon.com',
  'example.com',
  'example.net',
  'example.org',
];

const ZSitesEnv = z.object({
  RESERVED_DOMAINS: z
    .string()
    .optional()
    .transform((value) => (value === undefined ? DEFAULT_RESERVED_DOMAINS : value.split(',').map((d) => d.trim().toLowerCase()).filter(Boolean)))
    .refine((domains) => domains.every((domain) => DOMAIN_NAME_PATTERN.test(domain)), 'RESERVED_DOMAINS must be a comma list of domain names'),
});

export interface SitesConfig {
  /** Domains the default registrar always answers as taken. */
  reservedDomains: readonly string[];
}

export function loadSitesConfig(env: RawEnv = process.env): SitesConfig {
  const data = parseEnv(ZSitesEnv, env, 'sites configuration');
  return { reservedDomains: data.RESERVED_DOMAINS };
}
