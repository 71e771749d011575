import { z } from './zod';

/*
 * Proving a client controls an existing domain (issue 26). 'Use existing domain' creates a pending claim with a random
 * token; the client adds a TXT record `_kea-verify.<domain>` = token and points the domain here (A or CNAME). The
 * server resolves the TXT record when the owner presses Verify and again in the background with back-off for
 * DOMAIN_CLAIM_HOURS; a claim verifies when the TXT record holds the token and the domain points here, and only a
 * verified domain is served by Host and given a certificate. A domain bought through the builder is proved the same
 * way once it is registered (domain-orders.ts).
 */

/** Where the verification TXT record goes: `_kea-verify.<domain>`. */
export const DOMAIN_VERIFICATION_LABEL = '_kea-verify';

/** How long a pending claim waits for its TXT record before it expires. */
export const DOMAIN_CLAIM_HOURS = 72;

export const DOMAIN_CLAIM_STATUSES = ['pending', 'verified', 'expired'] as const;

/**
 * What a DNS check found: the token and the domain pointing here (verified), the token but the domain not pointing
 * here yet (not_pointed), no TXT record, a TXT record without the token, or no answer at all.
 */
export const DOMAIN_CHECK_RESULTS = ['verified', 'not_pointed', 'no_record', 'wrong_token', 'dns_error'] as const;
export type TDomainCheckResult = (typeof DOMAIN_CHECK_RESULTS)[number];

export function verificationRecordName(domain: string): string {
  return `${DOMAIN_VERIFICATION_LABEL}.${domain}`;
}

export const DOMAIN_CLAIM_MESSAGES = {
  verified: 'Your domain is verified and your website answers on it.',
  notPointed: (domain: string) =>
    `We found your TXT record, but ${domain} does not point to us yet: add the A record below (it replaces the one your provider set). We keep checking for ${DOMAIN_CLAIM_HOURS} hours.`,
  noRecord: (domain: string) =>
    `We found no TXT record at ${verificationRecordName(domain)} yet. Add it at your DNS provider; changes can take a while to show. We keep checking for ${DOMAIN_CLAIM_HOURS} hours.`,
  wrongToken: (domain: string) =>
    `We found a TXT record at ${verificationRecordName(domain)}, but it does not hold your verification code. Check the value and try again.`,
  dnsError: 'We could not get an answer from DNS for your domain just now. This is not a problem with your record; please try again shortly.',
  taken: 'This domain is already verified by another account.',
  expired: `This verification expired after ${DOMAIN_CLAIM_HOURS} hours. Publish again with your domain to get a new code.`,
  noClaim: 'This website has no domain waiting for verification.',
  rateLimited: 'Too many verification checks. Please wait a minute and try again.',
  tlsRateLimited: 'Too many certificate checks. Please try again shortly.',
  tlsNotAllowed: 'No live website is verified for that domain',
} as const;

/**
 * What the owner reads about connecting a domain: the same words on the builder's 'Live!' screen and the dashboard's
 * Websites tab, so the two never give different instructions.
 */
export const DOMAIN_CONNECTION_WORDS = {
  pending: (domain: string) =>
    `Your website is live at its address on our server now. To show it on ${domain}, add these records at your domain provider, then press Verify.`,
  keepChecking: (until: string) => `We also check by ourselves until ${until}. DNS changes can take a while to show.`,
  connected: (domain: string) => `${domain} shows your website. The secure (HTTPS) certificate is issued on the first visit.`,
  expired: (domain: string) =>
    `We did not find the records within ${DOMAIN_CLAIM_HOURS} hours, so this check expired. Publish again with ${domain} to get a new code.`,
  notSetUp:
    'Custom domains are not set up on our server yet, so there is no record to add for now. Your website stays live at its address here, and we will tell you when your domain can be connected.',
} as const;

/** One DNS record the client adds at their DNS provider. */
export const ZDnsRecord = z.object({
  type: z.enum(['TXT', 'A', 'AAAA', 'CNAME']),
  /** What a registrar's form calls the host: '@' for the domain itself, 'www', '_kea-verify'. */
  host: z.string(),
  /** The full name the record is for, e.g. `_kea-verify.mybusiness.co.nz` ('@' or 'www' when no domain is known yet). */
  name: z.string(),
  value: z.string(),
});
export type TDnsRecord = z.infer<typeof ZDnsRecord>;

/** What the last check found for one record: it, nothing, or something else (listed in `found`); unchecked before the first. */
export const DNS_RECORD_STATES = ['found', 'missing', 'wrong', 'unchecked'] as const;
export type TDnsRecordState = (typeof DNS_RECORD_STATES)[number];

/** A record with what the last check found at its name. */
export const ZCheckedDnsRecord = ZDnsRecord.extend({
  state: z.enum(DNS_RECORD_STATES),
  /** The values found at the name for this type (the wrong ones, when state is 'wrong'). */
  found: z.array(z.string()),
  /** Only the root's A (or AAAA) and the TXT proof are needed to serve the domain; www is recommended. */
  required: z.boolean(),
});
export type TCheckedDnsRecord = z.infer<typeof ZCheckedDnsRecord>;

/** A site's claim on an existing domain, with the records to add. */
export const ZDomainClaim = z.object({
  domain: z.string(),
  status: z.enum(DOMAIN_CLAIM_STATUSES),
  /** The TXT record that proves control: name `_kea-verify.<domain>`, value the claim's token. */
  verification: ZCheckedDnsRecord,
  /** Where the domain must point: A (and AAAA) records for the root to SITES_TARGET_IP, a CNAME for www. */
  targets: z.array(ZCheckedDnsRecord),
  createdAt: z.iso.datetime({ offset: true }),
  /** A pending claim expires then. */
  expiresAt: z.iso.datetime({ offset: true }),
  verifiedAt: z.iso.datetime({ offset: true }).nullable(),
  lastCheckedAt: z.iso.datetime({ offset: true }).nullable(),
  lastResult: z.enum(DOMAIN_CHECK_RESULTS).nullable(),
});
export type TDomainClaim = z.infer<typeof ZDomainClaim>;

/** Answer of POST /api/sites/:id/domain/verify: what the check found, in words for the owner, and the claim after it. */
export const ZDomainVerifyResult = z.object({
  result: z.enum(DOMAIN_CHECK_RESULTS),
  message: z.string(),
  /** Whether the domain already points here (A or CNAME); null when DNS did not answer. Verifying needs it with the token. */
  pointsHere: z.boolean().nullable(),
  claim: ZDomainClaim,
});
export type TDomainVerifyResult = z.infer<typeof ZDomainVerifyResult>;

/** Answer of GET /api/sites/tls-allowed (200 only; anything else is an error answer). */
export const ZTlsAllowed = z.object({ domain: z.string(), allowed: z.literal(true) });
export type TTlsAllowed = z.infer<typeof ZTlsAllowed>;
