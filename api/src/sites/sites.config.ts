import { isIP } from 'node:net';
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

/** One DNS server: an IP address with an optional port ('127.0.0.1:5353', '[::1]:53'), as Resolver.setServers takes. */
function isDnsServer(value: string): boolean {
  const match = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(value) ?? /^([^:]+)(?::(\d{1,5}))?$/.exec(value);
  if (!match) return isIP(value) === 6;
  const port = match[2] === undefined ? 53 : Number(match[2]);
  return isIP(match[1] ?? '') !== 0 && port >= 1 && port <= 65535;
}

const commaList = (value: string | undefined) => (value ?? '').split(',').map((part) => part.trim()).filter(Boolean);

const ZSitesEnv = z.object({
  RESERVED_DOMAINS: z
    .string()
    .optional()
    .transform((value) => (value === undefined ? DEFAULT_RESERVED_DOMAINS : value.split(',').map((d) => d.trim().toLowerCase()).filter(Boolean)))
    .refine((domains) => domains.every((domain) => DOMAIN_NAME_PATTERN.test(domain)), 'RESERVED_DOMAINS must be a comma list of domain names'),
  // Empty: the system's resolvers (/etc/resolv.conf).
  DNS_SERVERS: z
    .string()
    .optional()
    .transform(commaList)
    .refine((servers) => servers.every(isDnsServer), 'DNS_SERVERS must be a comma list of ip[:port]'),
  DNS_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2000),
  PUBLIC_URL: z.string().optional(),
  SITES_TARGET_HOST: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .refine((host) => host === undefined || host === 'localhost' || DOMAIN_NAME_PATTERN.test(host), 'SITES_TARGET_HOST must be a host name'),
  SITES_TARGET_IP: z
    .string()
    .trim()
    .optional()
    .refine((ip) => ip === undefined || isIP(ip) !== 0, 'SITES_TARGET_IP must be an IP address'),
  // 0 switches the background re-check off on this instance (tests run it by hand).
  DOMAIN_CHECK_SECONDS: z.coerce.number().min(0).default(30),
  DOMAIN_VERIFY_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  TLS_ASK_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
});

export interface SitesConfig {
  /** Domains the default registrar always answers as taken. */
  reservedDomains: readonly string[];
  /** DNS servers (ip[:port]) for domain verification; empty: the system's. */
  dnsServers: readonly string[];
  dnsTimeoutMs: number;
  /** What a client's domain points at: a CNAME target (default: PUBLIC_URL's host, else localhost)... */
  targetHost: string;
  /** ...or an A record's address, when set. */
  targetIp: string | undefined;
  /** Seconds between background re-checks of pending domains; 0 = never on this instance. */
  checkSeconds: number;
  /** Verify presses per site per minute. */
  verifyRateLimit: number;
  /** TLS 'ask' requests per caller address per minute. */
  tlsAskRateLimit: number;
}

export function loadSitesConfig(env: RawEnv = process.env): SitesConfig {
  const data = parseEnv(ZSitesEnv, env, 'sites configuration');
  let publicHost: string | undefined;
  try {
    publicHost = data.PUBLIC_URL ? new URL(data.PUBLIC_URL).hostname.toLowerCase() : undefined;
  } catch {
    // The app's own configuration reports a malformed PUBLIC_URL.
  }
  return {
    reservedDomains: data.RESERVED_DOMAINS,
    dnsServers: data.DNS_SERVERS,
    dnsTimeoutMs: data.DNS_TIMEOUT_MS,
    targetHost: data.SITES_TARGET_HOST ?? publicHost ?? 'localhost',
    targetIp: data.SITES_TARGET_IP,
    checkSeconds: data.DOMAIN_CHECK_SECONDS,
    verifyRateLimit: data.DOMAIN_VERIFY_RATE_LIMIT,
    tlsAskRateLimit: data.TLS_ASK_RATE_LIMIT,
  };
}
