import { BlockList, isIP } from 'node:net';
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

/**
 * Addresses a client's DNS record can never usefully point at: loopback, private, link-local, shared (CGNAT) and
 * unspecified ones. A record to one of them cannot work from the internet, so it is never shown as a target.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16]] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10]] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

export function isPublicAddress(ip: string): boolean {
  const family = isIP(ip);
  return family !== 0 && !NOT_PUBLIC.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

/** A host name that can be a CNAME target: a domain name, not localhost. */
function isPublicHostName(host: string | undefined): host is string {
  return host !== undefined && host !== 'localhost' && !host.endsWith('.localhost') && DOMAIN_NAME_PATTERN.test(host);
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
    .refine((ip) => ip === undefined || isIP(ip) === 4, 'SITES_TARGET_IP must be an IPv4 address'),
  SITES_TARGET_IPV6: z
    .string()
    .trim()
    .optional()
    .refine((ip) => ip === undefined || isIP(ip) === 6, 'SITES_TARGET_IPV6 must be an IPv6 address'),
  // 0 switches the background re-check off on this instance (tests run it by hand).
  DOMAIN_CHECK_SECONDS: z.coerce.number().min(0).default(30),
  DOMAIN_VERIFY_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  TLS_ASK_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
});

/**
 * Where clients point their domains: the root's A (and AAAA) records to these addresses, www's CNAME to `host` (an A
 * record to `ipv4` when no host name is known). Null when this server has no public IPv4 address configured: custom
 * domains are then not offered as records, and the server says so at start.
 */
export interface SitesTargets {
  ipv4: string;
  ipv6: string | undefined;
  host: string | undefined;
}

export interface SitesConfig {
  /** Domains the default registrar always answers as taken. */
  reservedDomains: readonly string[];
  /** DNS servers (ip[:port]) for domain verification; empty: the system's. */
  dnsServers: readonly string[];
  dnsTimeoutMs: number;
  /** Where clients' domains point; null when custom domains are not set up here. */
  targets: SitesTargets | null;
  /** Why custom domains are not set up (said once at start), or null. */
  targetsWarning: string | null;
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
    ...targetsOf(data.SITES_TARGET_IP, data.SITES_TARGET_IPV6, data.SITES_TARGET_HOST ?? publicHost),
    checkSeconds: data.DOMAIN_CHECK_SECONDS,
    verifyRateLimit: data.DOMAIN_VERIFY_RATE_LIMIT,
    tlsAskRateLimit: data.TLS_ASK_RATE_LIMIT,
  };
}

function targetsOf(ipv4: string | undefined, ipv6: string | undefined, host: string | undefined): Pick<SitesConfig, 'targets' | 'targetsWarning'> {
  if (ipv4 === undefined) {
    return { targets: null, targetsWarning: 'SITES_TARGET_IP is not set: custom domains are not set up (the builder says so instead of showing DNS records).' };
  }
  if (!isPublicAddress(ipv4)) {
    return { targets: null, targetsWarning: `SITES_TARGET_IP ${ipv4} is not a public address: custom domains are not set up until it is.` };
  }
  const publicIpv6 = ipv6 !== undefined && isPublicAddress(ipv6) ? ipv6 : undefined;
  const warning = ipv6 !== undefined && publicIpv6 === undefined ? `SITES_TARGET_IPV6 ${ipv6} is not a public address: no AAAA record is shown.` : null;
  return { targets: { ipv4, ipv6: publicIpv6, host: isPublicHostName(host) ? host : undefined }, targetsWarning: warning };
}
