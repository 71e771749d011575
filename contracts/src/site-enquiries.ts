import { z } from './zod';
import type { EndpointGroup } from './endpoint';
import { SITE_ENQUIRY_LIMITS, SITE_ENQUIRY_LIST_LIMIT, SITE_ENQUIRY_MESSAGES } from './site-enquiry-options';
import { tooLongMessage } from './field-rules';
import { requiredText, ZEmail, ZPersonName, ZPhone } from './fields';

/*
 * Quote requests sent through the 'Request a quote' form of a published site (issue 26 §6).
 *   POST /sites/{slug}/  and  POST /  of a site's own domain   public, not JSON: the page's plain HTML form
 *                                                   (application/x-www-form-urlencoded), answered with HTML: 303 to
 *                                                   the page's thank-you anchor, or the form again (400, 429)
 *   GET  /api/sites/:id/enquiries                   the owner: the site's quote requests, newest first, and how many are new
 *   POST /api/sites/:id/enquiries/read              the owner: marks the given requests read
 * Someone else's site is the same 404 as an unknown one.
 */

/**
 * The form's fields as the page posts them. `company_website` is the honeypot: a visually hidden field people are
 * told to leave empty; whatever fills it is a robot. Unknown fields are dropped.
 */
export const ZSiteEnquiryForm = z.object({
  name: ZPersonName,
  email: ZEmail,
  phone: z
    .string()
    .max(SITE_ENQUIRY_LIMITS.phone, SITE_ENQUIRY_MESSAGES.phoneTooLong)
    .optional()
    .transform((value) => value ?? '')
    .pipe(ZPhone),
  /** One of the site's services, as the page lists them; bounded text (the page may be older than the site's list). */
  service: z
    .string()
    .trim()
    .max(SITE_ENQUIRY_LIMITS.service, tooLongMessage('service', SITE_ENQUIRY_LIMITS.service))
    .optional()
    .transform((value) => value ?? ''),
  message: requiredText('message', SITE_ENQUIRY_LIMITS.message),
  company_website: z
    .string()
    .optional()
    .transform((value) => value ?? ''),
});
export type TSiteEnquiryFormInput = z.input<typeof ZSiteEnquiryForm>;
export type TSiteEnquiryForm = z.output<typeof ZSiteEnquiryForm>;

export const ZSiteEnquiry = z.object({
  id: z.uuid(),
  siteId: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  service: z.string().nullable(),
  message: z.string(),
  /** When the owner marked it read; null while it is new. */
  readAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TSiteEnquiry = z.infer<typeof ZSiteEnquiry>;

export const ZSiteEnquiryList = z.object({
  /** Requests not yet marked read, over all of the site's requests. */
  newCount: z.number().int().min(0),
  total: z.number().int().min(0),
  /** The newest SITE_ENQUIRY_LIST_LIMIT requests. */
  enquiries: z.array(ZSiteEnquiry),
});
export type TSiteEnquiryList = z.infer<typeof ZSiteEnquiryList>;

export const ZMarkSiteEnquiriesRead = z.object({
  ids: z
    .array(z.uuid({ error: 'ids must be ids of quote requests' }), { error: 'ids must be a list of quote request ids' })
    .min(1, 'Choose at least one quote request')
    .max(SITE_ENQUIRY_LIST_LIMIT, `At most ${SITE_ENQUIRY_LIST_LIMIT} quote requests at a time`),
});
export type TMarkSiteEnquiriesRead = z.infer<typeof ZMarkSiteEnquiriesRead>;

export const SITE_ENQUIRY_ENDPOINTS = {
  'GET /api/sites/:id/enquiries': {
    summary: "Quote requests sent through your website's form, newest first, with how many are new; 404 for anyone else",
    tag: 'sites',
    access: 'signed-in',
    owner: 'owner',
    response: ZSiteEnquiryList,
  },
  'POST /api/sites/:id/enquiries/read': {
    summary: "Mark quote requests of your website read (ids of another site's requests change nothing)",
    tag: 'sites',
    access: 'signed-in',
    owner: 'owner',
    body: ZMarkSiteEnquiriesRead,
    response: ZSiteEnquiryList,
  },
} satisfies EndpointGroup;
