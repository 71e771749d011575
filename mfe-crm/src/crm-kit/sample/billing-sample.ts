import { SUBSCRIPTION_MESSAGES, ZCrmInvoiceListQuery, type TCrmInvoice, type TUserListItem } from '@agency/contracts';
import { parseSample, sampleError, type SampleHandlers } from './sample-handler';
import type { SampleState } from './sample-state';

/*
 * The sample's invoices for /admin-test: a few of the sample clients' website plans, one in its grace period and one
 * past it (the website paused), dated back from today. 'Mark paid' follows the server's rules (404, 409 for a void
 * invoice, a second click answers the record unchanged).
 */

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number): string => new Date(Date.now() - days * DAY).toISOString();
const sampleInvoiceId = (n: number): string => `00000060-0000-4000-8000-${String(n).padStart(12, '0')}`;

function invoice(n: number, user: TUserListItem, issuedDaysAgo: number, planName: string, amount: number): TCrmInvoice {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const graceEndsAt = daysAgo(issuedDaysAgo - 14);
  return {
    id: sampleInvoiceId(n),
    number: `INV-${String(1000 + n).padStart(6, '0')}`,
    subscriptionId: sampleInvoiceId(100 + n),
    kind: 'hosting',
    status: 'unpaid',
    currency: 'NZD',
    amount,
    gst: Math.round((amount * 300) / 23) / 100,
    description: `${planName} website plan (monthly)`,
    issuedAt: daysAgo(issuedDaysAgo),
    dueAt: daysAgo(issuedDaysAgo - 7),
    graceEndsAt,
    paidAt: null,
    client: { id: user.id, email: user.email, name: name || null },
    subscriptionStatus: 'awaiting_payment',
    planName,
    billingState: Date.parse(graceEndsAt) <= Date.now() ? 'paused' : 'grace',
    paidBy: null,
  };
}

export function seedBillingSample(users: TUserListItem[]): Pick<SampleState, 'invoices'> {
  const clients = users.filter((user) => user.role === 'client');
  const plans: [number, string, number][] = [
    [3, 'Basic', 299],
    [10, 'Professional', 599],
    [18, 'Basic', 299],
  ];
  return {
    invoices: plans.flatMap(([issuedDaysAgo, planName, amount], index) => {
      const client = clients[index];
      return client ? [invoice(index + 1, client, issuedDaysAgo, planName, amount)] : [];
    }),
  };
}

export type BillingSampleKey = 'GET /api/crm/invoices' | 'POST /api/crm/invoices/:id/paid';

export const BILLING_SAMPLE_HANDLERS: Pick<SampleHandlers, BillingSampleKey> = {
  'GET /api/crm/invoices': (state, input) => {
    const query = parseSample(ZCrmInvoiceListQuery, input.query);
    const search = query.search?.toLowerCase() ?? '';
    const rows = state.invoices.filter(
      (item) => item.status === query.status && (!search || item.number.toLowerCase().includes(search) || item.client.email.toLowerCase().includes(search)),
    );
    return query.status === 'paid'
      ? rows.sort((a, b) => (b.paidAt ?? '').localeCompare(a.paidAt ?? ''))
      : rows.sort((a, b) => a.dueAt.localeCompare(b.dueAt));
  },

  'POST /api/crm/invoices/:id/paid': (state, input) => {
    const found = state.invoices.find((item) => item.id === input.params.id);
    if (!found) throw sampleError(404, SUBSCRIPTION_MESSAGES.invoiceNotFound);
    if (found.status === 'void') throw sampleError(409, SUBSCRIPTION_MESSAGES.invoiceVoid);
    if (found.status === 'unpaid') {
      const admin = state.users.find((user) => user.id === state.currentUserId);
      Object.assign(found, {
        status: 'paid',
        paidAt: new Date().toISOString(),
        paidBy: admin ? [admin.firstName, admin.lastName].filter(Boolean).join(' ') || admin.email : null,
        billingState: 'paid',
        subscriptionStatus: 'active',
      });
    }
    return found;
  },
};
