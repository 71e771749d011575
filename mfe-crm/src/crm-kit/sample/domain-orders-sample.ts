import {
  DOMAIN_ORDER_MESSAGES,
  DOMAIN_VERIFICATION_LABEL,
  ZCrmDomainOrderQuery,
  type TCrmDomainOrder,
  type TDnsRecord,
  type TUserListItem,
} from '@agency/contracts';
import { parseSample, sampleError, type SampleHandlers } from './sample-handler';
import type { SampleState } from './sample-state';

/*
 * The sample's domain orders for /admin-test: domains bought through the builder by the sample clients, three waiting
 * (one invoice paid, two not), one registered and one cancelled, dated back from today. The actions keep the server's
 * rules (api/src/sites/domain-orders.service.ts): 404 for an unknown order; 'registered' is refused with 409 once
 * cancelled, 'cancelled' once registered; either again answers the order unchanged; registering opens the TXT proof,
 * cancelling voids an unpaid invoice.
 */

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number): string => new Date(Date.now() - days * DAY).toISOString();
const sampleOrderId = (n: number): string => `00000070-0000-4000-8000-${String(n).padStart(12, '0')}`;
const sampleSiteId = (n: number): string => `00000071-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Where the sample's domains point: documentation addresses (RFC 5737, RFC 3849), never a real server. */
const SAMPLE_TARGETS = { ipv4: '203.0.113.10', ipv6: '2001:db8::10', host: 'sites.agency.example' };

/** The records to set at the registrar, as the server lists them: the TXT proof (once registered), then the targets. */
export function sampleDomainRecords(domain: string, proofToken: string | null): TDnsRecord[] {
  const records: TDnsRecord[] = [
    { type: 'A', host: '@', name: domain, value: SAMPLE_TARGETS.ipv4 },
    { type: 'AAAA', host: '@', name: domain, value: SAMPLE_TARGETS.ipv6 },
    { type: 'CNAME', host: 'www', name: `www.${domain}`, value: SAMPLE_TARGETS.host },
  ];
  if (proofToken === null) return records;
  return [{ type: 'TXT', host: DOMAIN_VERIFICATION_LABEL, name: `${DOMAIN_VERIFICATION_LABEL}.${domain}`, value: proofToken }, ...records];
}

/** A made-up proof token of the server's length (24 random bytes, base64url), the same for a domain every visit. */
function sampleProofToken(domain: string): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let seed = [...domain].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
  return Array.from({ length: 32 }, () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return letters[seed % letters.length];
  }).join('');
}

interface OrderSeed {
  domain: string;
  business: string;
  price: number;
  orderedDaysAgo: number;
  status: TCrmDomainOrder['status'];
  invoice: 'unpaid' | 'paid' | 'void';
}

const ORDERS: OrderSeed[] = [
  { domain: 'kereru-landscapes.co.nz', business: 'Kererū Landscapes', price: 24.99, orderedDaysAgo: 6, status: 'ordered', invoice: 'paid' },
  { domain: 'tui-bakery.nz', business: 'Tūī Bakery', price: 29.99, orderedDaysAgo: 3, status: 'ordered', invoice: 'unpaid' },
  { domain: 'pohutukawa-physio.co.nz', business: 'Pōhutukawa Physio', price: 24.99, orderedDaysAgo: 1, status: 'ordered', invoice: 'unpaid' },
  { domain: 'kahu-electrical.co.nz', business: 'Kahu Electrical', price: 24.99, orderedDaysAgo: 20, status: 'registered', invoice: 'paid' },
  { domain: 'manuka-cafe.com', business: 'Mānuka Cafe', price: 12.99, orderedDaysAgo: 12, status: 'cancelled', invoice: 'void' },
];

function displayName(user: TUserListItem): string | null {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || null;
}

export function seedDomainOrderSample(users: TUserListItem[], currentUserId: string): Pick<SampleState, 'domainOrders'> {
  const clients = users.filter((user) => user.role === 'client');
  const admin = users.find((user) => user.id === currentUserId);
  return {
    domainOrders: ORDERS.flatMap((seed, index) => {
      const client = clients[index % Math.max(clients.length, 1)];
      if (!client) return [];
      const n = index + 1;
      const registered = seed.status === 'registered';
      return [
        {
          id: sampleOrderId(n),
          domain: seed.domain,
          status: seed.status,
          price: seed.price,
          currency: 'NZD',
          createdAt: daysAgo(seed.orderedDaysAgo),
          registeredAt: registered ? daysAgo(seed.orderedDaysAgo - 2) : null,
          client: { id: client.id, email: client.email, name: displayName(client) },
          // Sample sites are not published on this server: a link would lead nowhere.
          site: { id: sampleSiteId(n), name: seed.business, liveUrl: null },
          invoice: { number: `INV-${String(2000 + n).padStart(6, '0')}`, status: seed.invoice },
          registeredBy: registered && admin ? displayName(admin) ?? admin.email : null,
          records: sampleDomainRecords(seed.domain, registered ? sampleProofToken(seed.domain) : null),
        } satisfies TCrmDomainOrder,
      ];
    }),
  };
}

export type DomainOrderSampleKey = 'GET /api/crm/domain-orders' | 'POST /api/crm/domain-orders/:id/registered' | 'POST /api/crm/domain-orders/:id/cancelled';

function findOrder(state: SampleState, id: string): TCrmDomainOrder {
  const found = state.domainOrders.find((order) => order.id === id);
  if (!found) throw sampleError(404, DOMAIN_ORDER_MESSAGES.notFound);
  return found;
}

export const DOMAIN_ORDER_SAMPLE_HANDLERS: Pick<SampleHandlers, DomainOrderSampleKey> = {
  'GET /api/crm/domain-orders': (state, input) => {
    const query = parseSample(ZCrmDomainOrderQuery, input.query);
    return state.domainOrders
      .filter((order) => order.status === query.status)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  },

  'POST /api/crm/domain-orders/:id/registered': (state, input) => {
    const order = findOrder(state, input.params.id);
    if (order.status === 'cancelled') throw sampleError(409, DOMAIN_ORDER_MESSAGES.cancelled);
    if (order.status === 'ordered') {
      const admin = state.users.find((user) => user.id === state.currentUserId);
      Object.assign(order, {
        status: 'registered',
        registeredAt: new Date().toISOString(),
        registeredBy: admin ? displayName(admin) ?? admin.email : null,
        records: sampleDomainRecords(order.domain, sampleProofToken(order.domain)),
      } satisfies Partial<TCrmDomainOrder>);
    }
    return order;
  },

  'POST /api/crm/domain-orders/:id/cancelled': (state, input) => {
    const order = findOrder(state, input.params.id);
    if (order.status === 'registered') throw sampleError(409, DOMAIN_ORDER_MESSAGES.alreadyRegistered);
    if (order.status === 'ordered') {
      order.status = 'cancelled';
      if (order.invoice?.status === 'unpaid') order.invoice = { ...order.invoice, status: 'void' };
    }
    return order;
  },
};
