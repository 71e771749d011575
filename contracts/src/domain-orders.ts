import { z } from './zod';
import type { EndpointGroup } from './endpoint';
import { ZDnsRecord } from './domain-claims';

/*
 * A domain bought through the builder (issue 35). 'Purchase New Domain' places an order: a yearly invoice line in NZD
 * and a row staff see in the CRM's 'Domain orders'. Nothing is registered until a person (or a registrar bound behind
 * the DomainRegistrar interface) registers it and marks it so; then the domain is proved by DNS exactly as an existing
 * one (a TXT token and an A or CNAME pointing here) before it is served or given a certificate.
 *   GET  /api/domains/targets                      public: where a client's domain must point (A/AAAA for the root,
 *                                                   CNAME for www), or configured false when this server has none
 *   GET  /api/crm/domain-orders?status=            admin: orders, oldest first, with client, site and invoice
 *   POST /api/crm/domain-orders/:id/registered     admin: the domain is registered; its DNS proof starts now
 *   POST /api/crm/domain-orders/:id/cancelled      admin: the order will not be registered (its invoice is voided)
 */

export const DOMAIN_ORDER_STATUSES = ['ordered', 'registered', 'cancelled'] as const;
export type TDomainOrderStatus = (typeof DOMAIN_ORDER_STATUSES)[number];

export const DOMAIN_ORDER_MESSAGES = {
  notFound: 'Domain order not found',
  cancelled: 'This domain order was cancelled.',
  alreadyRegistered: 'This domain is already registered; it cannot be cancelled here.',
  ordered: (domain: string) =>
    `We are registering ${domain} for you. Your website is live at its address on our server until the domain is registered and its DNS points here.`,
  registered: (domain: string) =>
    `${domain} is registered. Your website answers on it as soon as the DNS records below are in place; we check them for you.`,
} as const;

/** A site's order for a domain, as its owner and the CRM see it. */
export const ZDomainOrder = z.object({
  id: z.uuid(),
  domain: z.string(),
  status: z.enum(DOMAIN_ORDER_STATUSES),
  /** NZD per year, GST included. */
  price: z.number().nonnegative(),
  currency: z.literal('NZD'),
  createdAt: z.iso.datetime({ offset: true }),
  registeredAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TDomainOrder = z.infer<typeof ZDomainOrder>;

/** An order as the CRM lists it: with its client, site and invoice. */
export const ZCrmDomainOrder = ZDomainOrder.extend({
  client: z.object({ id: z.uuid(), email: z.string(), name: z.string().nullable() }),
  site: z.object({ id: z.uuid(), name: z.string(), liveUrl: z.string().nullable() }),
  invoice: z.object({ number: z.string(), status: z.enum(['unpaid', 'paid', 'void']) }).nullable(),
  registeredBy: z.string().nullable(),
  /** What to set at the registrar once registered: the site's TXT proof and where the domain points. */
  records: z.array(ZDnsRecord),
});
export type TCrmDomainOrder = z.infer<typeof ZCrmDomainOrder>;

export const ZCrmDomainOrderQuery = z.object({
  status: z.enum(DOMAIN_ORDER_STATUSES, { error: 'Status must be one of: ordered, registered, cancelled' }).default('ordered'),
});
export type TCrmDomainOrderQuery = z.input<typeof ZCrmDomainOrderQuery>;

/** Where clients point their domains, from SITES_TARGET_IP (A), SITES_TARGET_IPV6 (AAAA) and SITES_TARGET_HOST (www). */
export const ZDomainTargets = z.object({
  /** False when this server has no public target: custom domains are not set up yet, and no record is shown. */
  configured: z.boolean(),
  /** For the root ('@'): A (and AAAA); for 'www': CNAME. Names are relative ('@', 'www'), values absolute. */
  records: z.array(ZDnsRecord),
});
export type TDomainTargets = z.infer<typeof ZDomainTargets>;

export const DOMAIN_ORDER_ENDPOINTS = {
  'GET /api/domains/targets': {
    summary: "Where a client's domain must point: A (and AAAA) for the root, a CNAME for www; configured false when this server has no public target",
    tag: 'sites',
    access: 'public',
    response: ZDomainTargets,
  },
  'GET /api/crm/domain-orders': {
    summary: 'Domain orders by status (ordered by default), oldest first, with client, site, invoice and the DNS records to set',
    tag: 'sites',
    access: 'admin',
    query: ZCrmDomainOrderQuery,
    response: z.array(ZCrmDomainOrder),
  },
  'POST /api/crm/domain-orders/:id/registered': {
    summary: "Mark a domain registered (by this admin); the site's DNS proof starts now. Idempotent; 409 for a cancelled order",
    tag: 'sites',
    access: 'admin',
    response: ZCrmDomainOrder,
  },
  'POST /api/crm/domain-orders/:id/cancelled': {
    summary: 'Cancel a domain order that is not registered; its unpaid invoice is voided. Idempotent; 409 once registered',
    tag: 'sites',
    access: 'admin',
    response: ZCrmDomainOrder,
  },
} satisfies EndpointGroup;
