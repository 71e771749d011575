import { z } from './zod';

/*
 * Proving a client controls an existing domain (issue 26). 'Use existing domain' creates a pending claim with a random
 * token; the client adds a TXT record `_kea-verify.<domain>` = token and points the domain here (A or CNAME). The
 * server resolves the TXT record when the owner presses Verify and again in the background with back-off for
 * DOMAIN_CLAIM_HOURS; only a verified domain is served by Host and given a certificate. A domain bought through the
 * registrar counts as verified without a claim.
 */

/** Where the verification TXT record goes: `_kea-verify.<domain>`. */
export const DOMAIN_VERIFICATION_LABEL = '_kea-verify';

/** How long a pending claim waits for its TXT record before it expires. */
export const DOMAIN_CLAIM_HOURS = 72;

export const DOMAIN_CLAIM_STATUSES = ['pending', 'verified', 'expired'] as const;

/** What a DNS check found: the token (verified), no TXT record, a TXT record without the token, or no answer at all. */
export const DOMAIN_CHECK_RESULTS = ['verified', 'no_record', 'wrong_token', 'dns_error'] as const;
export type TDomainCheckResult = (typeof DOMAIN_CHECK_RESULTS)[number];

export function verificationRecordName(domain: string): string {
  return `${DOMAIN_VERIFICATION_LABEL}.${domain}`;
}

export const DOMAIN_CLAIM_MESSAGES = {
  verified: 'Your domain is verified and your website answers on it.',
  verifiedNotPointed: 'Your domain is verified. Your website will answer on it as soon as its A or CNAME record points to us.',
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

/** One DNS record the client adds at their DNS provider. */
export const ZDnsRecord = z.object({
  type: z.enum(['TXT', 'A', 'CNAME']),
  /** The full name the record is for, e.g. `_kea-verify.mybusiness.co.nz`. */
  name: z.string(),
  value: z.string(),
});
export type TDnsRecord = z.infer<typeof ZDnsRecord>;

/** A site's claim on an existing domain, with the records to add. */
export const ZDomainClaim = z.object({
  domain: z.string(),
  status: z.enum(DOMAIN_CLAIM_STATUSES),
  /** The TXT record that proves control: name `_kea-verify.<domain>`, value the claim's token. */
  verification: ZDnsRecord,
  /** Where the domain must point for visitors to reach the site: an A record, a CNAME, or either (alternatives). */
  targets: z.array(ZDnsRecord),
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
  /** Whether the domain already points here (A or CNAME); null when DNS did not answer. Serving needs it, verifying does not. */
  pointsHere: z.boolean().nullable(),
  claim: ZDomainClaim,
});
export type TDomainVerifyResult = z.infer<typeof ZDomainVerifyResult>;

/** Answer of GET /api/sites/tls-allowed (200 only; anything else is an error answer). */
export const ZTlsAllowed = z.object({ domain: z.string(), allowed: z.literal(true) });
export type TTlsAllowed = z.infer<typeof ZTlsAllowed>;
