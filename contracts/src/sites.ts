import { z } from './zod';
import type { EndpointGroup } from './endpoint';
import { phoneProblem, requiredMessage, tooLongMessage } from './field-rules';
import { requiredText, ZEmail } from './fields';
import {
  BUSINESS_INFO_LIMITS,
  BUSINESS_TYPES,
  DEPLOYMENT_STATUSES,
  DOMAIN_EXTENSIONS,
  DOMAIN_NAME_PATTERN,
  SITE_COLOR_SCHEMES,
  SITES_MESSAGES,
} from './builder-options';
import { ZDomainClaim, ZDomainVerifyResult, ZTlsAllowed } from './domain-claims';
import { ZDomainOrder } from './domain-orders';

export * from './domain-claims';
export * from './domain-orders';

/*
 * The website builder's server side (spec part 2 §2-§9, issue 11): templates, sites, domains and publishing.
 *   GET  /api/website-template-categories           public: the six categories with their template counts
 *   GET  /api/website-templates                     public: every active template, gallery order
 *   GET  /api/website-templates/:id                 public: one template with templateData; 404 when unknown
 *   GET  /api/website-templates/:id/preview.svg     public, not JSON: the template's preview picture, drawn by the
 *                                                   site generator from the template itself (its previewImage URL)
 *   GET  /api/domains/search?q=                     public: .com .net .org .biz .info .nz .co.nz for the name, prices
 *                                                   in NZD, availability decided by the server's registrar (by
 *                                                   default from DNS: a name with NS records is taken; 'unknown'
 *                                                   when DNS did not answer, never 'available')
 *   GET  /api/sites/user                            signed in: the caller's sites, newest first
 *   POST /api/sites                                 signed in: a site draft from {templateId, businessInfo, draftId?};
 *                                                   the same draftId again updates that site (never a second one)
 *   POST /api/sites/publish                         signed in with a subscription: saves the browser's draft as
 *                                                   the account's site (by draftId) and starts its deploy, in one
 *                                                   transaction: a refusal leaves nothing behind. 202 as deploy
 *   GET  /api/sites/:id                             the owner: one site (404 for anyone else)
 *   PUT  /api/sites/:id                             the owner: new business info (and template); publish again to go live
 *   POST /api/sites/:id/deploy                      the owner with a subscription: 202 {id, status:'configuring'};
 *                                                   the server moves it to deploying, then live (or failed)
 *   GET  /api/sites/:id/deployments/:deploymentId   the owner: a deployment's state, polled until live or failed
 *   POST /api/sites/:id/domain/verify               the owner: resolve the pending domain's TXT record now (rate
 *                                                   limited); 200 with what was found, 409 when expired or taken
 *   GET  /api/sites/tls-allowed?domain=             public (Caddy's on-demand TLS 'ask'): 200 only for a verified
 *                                                   domain of a live site, 404 otherwise; rate limited
 * A live site is served at /sites/{slug}/ and at / of its chosen domain (by the Host header).
 */

function boundedText(field: string, max: number) {
  return z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, tooLongMessage(field, max));
}

/** Optional text: absent, null and '' all mean none and are stored as ''. */
function optionalText(field: string, max: number) {
  return z
    .union([boundedText(field, max), z.null()])
    .optional()
    .transform((value) => value ?? '');
}

const ZRequiredPhone = z
  .string({ error: 'Phone is required' })
  .trim()
  .min(1, requiredMessage('phone'))
  .superRefine((value, ctx) => {
    const problem = phoneProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * Website business info (part 2 §3), as the browser stores it under websiteBusinessInfo and the server keeps it.
 * Step 1's five fields are required; every field is bounded; unknown keys are dropped.
 */
export const ZBusinessInfo = z.object({
  businessName: requiredText('business name', BUSINESS_INFO_LIMITS.businessName),
  businessType: z.enum(BUSINESS_TYPES, { error: SITES_MESSAGES.businessType }),
  description: requiredText('description', BUSINESS_INFO_LIMITS.description),
  phone: ZRequiredPhone,
  email: ZEmail,
  address: optionalText('Address', BUSINESS_INFO_LIMITS.address),
  hours: optionalText('Business hours', BUSINESS_INFO_LIMITS.hours),
  website: optionalText('Website', BUSINESS_INFO_LIMITS.website),
  services: z
    .array(boundedText('Service', BUSINESS_INFO_LIMITS.service).min(1, 'Service is required'), {
      error: 'Services must be a list of text',
    })
    .max(BUSINESS_INFO_LIMITS.services, SITES_MESSAGES.tooManyServices)
    .optional()
    .transform((value) => value ?? []),
  aboutUs: optionalText('About us', BUSINESS_INFO_LIMITS.aboutUs),
  targetAudience: optionalText('Target customers', BUSINESS_INFO_LIMITS.targetAudience),
  /** Read by the preview (part 2 §3) though the wizard never sets them. */
  businessHours: optionalText('Business hours', BUSINESS_INFO_LIMITS.businessHours),
  yearEstablished: z
    .union([z.string().trim().regex(/^(\d{4})?$/, SITES_MESSAGES.yearEstablished), z.null()])
    .optional()
    .transform((value) => value ?? ''),
});
/** What the browser sends (optional fields may be absent). */
export type TBusinessInfoInput = z.input<typeof ZBusinessInfo>;
/** What the server keeps and the generator renders: every field present. */
export type TBusinessInfo = z.output<typeof ZBusinessInfo>;

export const ZTemplateData = z.object({
  colorScheme: z.enum(SITE_COLOR_SCHEMES),
  /** Shown under the business name in the hero when the business has no description of its own. */
  tagline: z.string(),
  /** The About section's three selling points. */
  sellingPoints: z.array(z.string()),
  /** The hero's layout: text centred or to the left. */
  layout: z.enum(['centered', 'split']),
});
export type TTemplateData = z.infer<typeof ZTemplateData>;

export const ZWebsiteTemplateCategory = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  icon: z.string(),
  templateCount: z.number().int().min(0),
});
export type TWebsiteTemplateCategory = z.infer<typeof ZWebsiteTemplateCategory>;

export const ZWebsiteTemplate = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  categoryId: z.uuid(),
  /** URL of the picture drawn from the template (GET /api/website-templates/:id/preview.svg). */
  previewImage: z.string(),
  features: z.array(z.string()),
  isPopular: z.boolean(),
  templateData: ZTemplateData,
});
export type TWebsiteTemplate = z.infer<typeof ZWebsiteTemplate>;

export const ZTemplateId = z.uuid({ error: SITES_MESSAGES.templateNotFound });

/** GET /api/domains/search: the typed text; the name is what comes before the first dot. */
export const ZDomainSearchQuery = z.object({
  q: z
    .string({ error: SITES_MESSAGES.domainSearchRequired })
    .trim()
    .toLowerCase()
    .min(1, SITES_MESSAGES.domainSearchRequired)
    .max(BUSINESS_INFO_LIMITS.businessName, tooLongMessage('domain search', BUSINESS_INFO_LIMITS.businessName))
    .regex(/^[a-z0-9.-]+$/, SITES_MESSAGES.domainSearch)
    .refine((q) => /[a-z0-9]/.test(q.split('.')[0] ?? ''), SITES_MESSAGES.domainSearchRequired),
});
export type TDomainSearchQuery = z.infer<typeof ZDomainSearchQuery>;

/** What the registrar knows of a name: free to buy, taken, or not known just now (DNS did not answer). */
export const DOMAIN_AVAILABILITY = ['available', 'taken', 'unknown'] as const;
export type TDomainAvailability = (typeof DOMAIN_AVAILABILITY)[number];

export const ZDomainSearchResult = z.object({
  domain: z.string(),
  /** True only when the registrar says the name is free ('unknown' is not available). */
  available: z.boolean(),
  availability: z.enum(DOMAIN_AVAILABILITY),
  /** NZD per year. */
  price: z.number(),
  currency: z.literal('NZD'),
  extension: z.enum(DOMAIN_EXTENSIONS.map((d) => d.extension) as [string, ...string[]]),
});
export type TDomainSearchResult = z.infer<typeof ZDomainSearchResult>;

/** A domain: lower-cased; letters, digits, dots and hyphens only. */
export const ZDomainName = z
  .string({ error: SITES_MESSAGES.domainName })
  .trim()
  .toLowerCase()
  .max(253, SITES_MESSAGES.domainName)
  .regex(DOMAIN_NAME_PATTERN, SITES_MESSAGES.domainName);

/** The domain chosen on the domain page: bought through the search (one of its extensions) or already owned. */
export const ZSiteDomainChoice = z
  .object({
    kind: z.enum(['purchase', 'existing'], { error: "Domain kind must be 'purchase' or 'existing'" }),
    name: ZDomainName,
  })
  .refine(
    (choice) => choice.kind === 'existing' || DOMAIN_EXTENSIONS.some((d) => choice.name.endsWith(d.extension)),
    { message: SITES_MESSAGES.domainExtension, path: ['name'] },
  );
export type TSiteDomainChoice = z.infer<typeof ZSiteDomainChoice>;

/**
 * The builder's draft id: made once by the browser for the site it is building and sent with every save, so a retry,
 * a second try or the subscription's save all land on the same site (unique per account in the database).
 */
export const ZSiteDraftId = z.uuid({ error: SITES_MESSAGES.draftId });

/** Body of POST /api/sites. With a draftId, saving the same draft again updates its site. */
export const ZCreateSiteRequest = z.object({
  templateId: ZTemplateId,
  businessInfo: ZBusinessInfo,
  draftId: ZSiteDraftId.optional(),
});
export type TCreateSiteRequest = z.input<typeof ZCreateSiteRequest>;

/** Body of PUT /api/sites/:id: new business info, and a new template when given. Live only after a new deploy. */
export const ZUpdateSiteRequest = z.object({
  templateId: ZTemplateId.optional(),
  businessInfo: ZBusinessInfo,
});
export type TUpdateSiteRequest = z.input<typeof ZUpdateSiteRequest>;

/** Body of POST /api/sites/:id/deploy. Without a domain the site keeps the one it has (publishing again). */
export const ZDeploySiteRequest = z.object({
  domain: ZSiteDomainChoice.optional(),
});
export type TDeploySiteRequest = z.input<typeof ZDeploySiteRequest>;

/** Body of POST /api/sites/publish: the browser's draft and the chosen domain, saved and deployed in one step. */
export const ZPublishDraftRequest = z.object({
  draftId: ZSiteDraftId,
  templateId: ZTemplateId,
  businessInfo: ZBusinessInfo,
  domain: ZSiteDomainChoice,
});
export type TPublishDraftRequest = z.input<typeof ZPublishDraftRequest>;
export type TPublishDraft = z.output<typeof ZPublishDraftRequest>;

export const ZSite = z.object({
  id: z.uuid(),
  templateId: z.uuid(),
  templateName: z.string(),
  businessInfo: ZBusinessInfo,
  /** The business name reduced to lowercase letters and digits, made unique: the site lives at /sites/{slug}/. */
  slug: z.string(),
  domain: z.string().nullable(),
  domainKind: z.enum(['purchase', 'existing']).nullable(),
  /**
   * The site's newest claim on an existing domain (domain-claims.ts): pending with the records to add, verified, or
   * expired. `domain` above is only ever a verified (or bought) domain, the one served by Host.
   */
  domainClaim: ZDomainClaim.nullable(),
  /** The site's newest order for a domain bought through the builder (domain-orders.ts), null when none. */
  domainOrder: ZDomainOrder.nullable(),
  /** Address of the live version on this server ('/sites/{slug}/'), null until first published. */
  liveUrl: z.string().nullable(),
  /** Version number of what is live, null until first published. */
  liveVersion: z.number().int().nullable(),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TSite = z.infer<typeof ZSite>;

/** GET /api/sites/tls-allowed?domain=: the name Caddy is asked to get a certificate for. */
export const ZTlsAllowedQuery = z.object({ domain: ZDomainName });
export type TTlsAllowedQuery = z.infer<typeof ZTlsAllowedQuery>;

export const ZDeployment = z.object({
  id: z.uuid(),
  siteId: z.uuid(),
  status: z.enum(DEPLOYMENT_STATUSES),
  /** Why it failed, in words for the owner; null otherwise. */
  message: z.string().nullable(),
  domain: z.string().nullable(),
  /** Where the site is live once status is 'live' ('/sites/{slug}/'); null before. */
  url: z.string().nullable(),
  version: z.number().int().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TDeployment = z.infer<typeof ZDeployment>;

export const SITE_ENDPOINTS = {
  'GET /api/website-template-categories': {
    summary: 'The template categories with how many active templates each has',
    tag: 'sites',
    access: 'public',
    response: z.array(ZWebsiteTemplateCategory),
  },
  'GET /api/website-templates': {
    summary: 'Every active website template, in gallery order',
    tag: 'sites',
    access: 'public',
    response: z.array(ZWebsiteTemplate),
  },
  'GET /api/website-templates/:id': {
    summary: 'One website template with its templateData (colorScheme); 404 when unknown',
    tag: 'sites',
    access: 'public',
    response: ZWebsiteTemplate,
  },
  'GET /api/domains/search': {
    summary: 'The name under each extension (.com .net .org .biz .info .nz .co.nz) with its yearly price in NZD; availability decided by the registrar, deterministic',
    tag: 'sites',
    access: 'public',
    query: ZDomainSearchQuery,
    response: z.array(ZDomainSearchResult),
  },
  'GET /api/sites/user': {
    summary: "The signed-in account's websites, newest first",
    tag: 'sites',
    access: 'signed-in',
    response: z.array(ZSite),
  },
  'POST /api/sites': {
    summary: 'A website draft from a template and business info; the same draftId again updates that draft',
    tag: 'sites',
    access: 'signed-in',
    body: ZCreateSiteRequest,
    response: ZSite,
    status: 201,
  },
  'POST /api/sites/publish': {
    summary:
      "Save the builder's draft as your website (the same draftId is always the same site) and publish it on the chosen domain; needs a subscription. Refused: nothing stored",
    tag: 'sites',
    access: 'signed-in',
    body: ZPublishDraftRequest,
    response: ZDeployment,
    status: 202,
  },
  'GET /api/sites/:id': {
    summary: 'One of your websites; 404 for anyone else',
    tag: 'sites',
    access: 'signed-in',
    owner: 'owner',
    response: ZSite,
  },
  'PUT /api/sites/:id': {
    summary: 'Change the business info (and template) of your website; publish again to make it live',
    tag: 'sites',
    access: 'signed-in',
    owner: 'owner',
    body: ZUpdateSiteRequest,
    response: ZSite,
  },
  'POST /api/sites/:id/deploy': {
    summary: "Publish your website (needs a subscription): 202 with a deployment in 'configuring', then polled",
    tag: 'sites',
    access: 'signed-in',
    owner: 'owner',
    body: ZDeploySiteRequest,
    response: ZDeployment,
    status: 202,
  },
  'GET /api/sites/:id/deployments/:deploymentId': {
    summary: "A deployment's state: configuring, deploying, live or failed (with a message)",
    tag: 'sites',
    access: 'signed-in',
    owner: 'owner',
    response: ZDeployment,
  },
  'POST /api/sites/:id/domain/verify': {
    summary:
      "Check your website's pending domain now: its TXT record _kea-verify.<domain> must hold the claim's token. 200 with the result (verified, no_record, wrong_token, dns_error); 409 when expired or verified by another account",
    tag: 'sites',
    access: 'signed-in',
    owner: 'owner',
    response: ZDomainVerifyResult,
  },
  'GET /api/sites/tls-allowed': {
    summary: "Caddy's on-demand TLS ask: 200 only when the domain is verified for a live website, 404 otherwise; rate limited",
    tag: 'sites',
    access: 'public',
    query: ZTlsAllowedQuery,
    response: ZTlsAllowed,
  },
} satisfies EndpointGroup;
