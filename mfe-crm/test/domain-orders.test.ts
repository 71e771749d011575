import { DOMAIN_ORDER_MESSAGES } from '@agency/contracts';
import { createSampleCrmApi } from '../src/crm-kit/sample/sample-crm';
import { cancelQuestion, formatYearlyPrice, registerQuestion } from '../src/features/users/domain-order-text';

/*
 * User Management's Domain orders: its words (the price per year, the two confirmations naming the domain and the invoice) and
 * the sample that answers it on /admin-test, which keeps the server's rules (api/src/sites/domain-orders.service.ts).
 */

const error = (status: number, message: string) => `${status}: ${JSON.stringify({ statusCode: status, message })}`;

async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return 'ok';
  } catch (caught) {
    return caught instanceof Error ? caught.message : String(caught);
  }
}

describe('Domain orders', () => {
  it('writes the price per year in NZD, to the cent', () => {
    expect(formatYearlyPrice(24.99)).toMatch(/^(NZ)?\$24\.99\/year$/);
    expect(formatYearlyPrice(1299)).toMatch(/^(NZ)?\$1,299\.00\/year$/);
  });

  it('names the domain in both confirmations, reminds of an unpaid invoice and says it will be voided', () => {
    const unpaid = { domain: 'arohaplumbing.co.nz', invoice: { number: 'INV-000123', status: 'unpaid' as const } };
    expect(registerQuestion(unpaid).title).toBe('Mark arohaplumbing.co.nz registered?');
    expect(registerQuestion(unpaid).description).toContain('Invoice INV-000123 is not paid yet.');
    expect(cancelQuestion(unpaid)).toEqual({
      title: 'Cancel the order for arohaplumbing.co.nz?',
      description: 'arohaplumbing.co.nz will not be registered. Its unpaid invoice INV-000123 will be voided.',
    });

    const paid = { ...unpaid, invoice: { number: 'INV-000124', status: 'paid' as const } };
    expect(registerQuestion(paid).description).not.toContain('not paid');
    expect(cancelQuestion(paid).description).toContain('Its invoice INV-000124 is paid and stays paid: refund the client separately.');
    expect(cancelQuestion({ domain: 'x.nz', invoice: null }).description).toBe('x.nz will not be registered.');
  });
});

describe('the Domain orders sample', () => {
  it('lists the waiting orders by default, oldest first, and each status on its own', async () => {
    const { call } = createSampleCrmApi();
    const ordered = await call('GET /api/crm/domain-orders', {});
    expect(ordered.length).toBeGreaterThan(1);
    expect(ordered.every((order) => order.status === 'ordered')).toBe(true);
    expect(ordered.map((order) => order.createdAt)).toEqual([...ordered.map((order) => order.createdAt)].sort());
    const registered = await call('GET /api/crm/domain-orders', { query: { status: 'registered' } });
    expect(registered.map((order) => order.status)).toEqual(['registered']);
    expect(registered[0]?.registeredBy).toBe('Sam Admin');
    expect(registered[0]?.records.map((record) => record.type)).toEqual(['TXT', 'A', 'AAAA', 'CNAME']);
    expect(await refusal(() => call('GET /api/crm/domain-orders', { query: { status: 'done' as never } }))).toBe(
      error(400, 'Status must be one of: ordered, registered, cancelled'),
    );
  });

  it('marks an order registered by the signed-in admin with its TXT proof, once; a cancelled one is refused', async () => {
    const { call } = createSampleCrmApi();
    const [first, second] = await call('GET /api/crm/domain-orders', {});
    if (!first || !second) throw new Error('The sample has two waiting orders');
    expect(first.records.some((record) => record.type === 'TXT')).toBe(false);

    const registered = await call('POST /api/crm/domain-orders/:id/registered', { params: { id: first.id } });
    expect(registered).toMatchObject({ id: first.id, status: 'registered', registeredBy: 'Sam Admin' });
    expect(registered.records[0]).toMatchObject({ type: 'TXT', host: '_kea-verify', name: `_kea-verify.${first.domain}` });
    // Again: the same order, unchanged.
    expect(await call('POST /api/crm/domain-orders/:id/registered', { params: { id: first.id } })).toEqual(registered);
    expect((await call('GET /api/crm/domain-orders', {})).map((order) => order.id)).not.toContain(first.id);
    expect(await refusal(() => call('POST /api/crm/domain-orders/:id/cancelled', { params: { id: first.id } }))).toBe(
      error(409, DOMAIN_ORDER_MESSAGES.alreadyRegistered),
    );

    await call('POST /api/crm/domain-orders/:id/cancelled', { params: { id: second.id } });
    expect(await refusal(() => call('POST /api/crm/domain-orders/:id/registered', { params: { id: second.id } }))).toBe(
      error(409, DOMAIN_ORDER_MESSAGES.cancelled),
    );
    expect(await refusal(() => call('POST /api/crm/domain-orders/:id/registered', { params: { id: 'missing' } }))).toBe(
      error(404, DOMAIN_ORDER_MESSAGES.notFound),
    );
  });

  it('cancels a waiting order and voids its unpaid invoice; cancelling again changes nothing', async () => {
    const { call } = createSampleCrmApi();
    const unpaid = (await call('GET /api/crm/domain-orders', {})).find((order) => order.invoice?.status === 'unpaid');
    if (!unpaid) throw new Error('The sample has an order waiting on its invoice');
    const cancelled = await call('POST /api/crm/domain-orders/:id/cancelled', { params: { id: unpaid.id } });
    expect(cancelled).toMatchObject({ status: 'cancelled', invoice: { number: unpaid.invoice?.number, status: 'void' } });
    expect(await call('POST /api/crm/domain-orders/:id/cancelled', { params: { id: unpaid.id } })).toEqual(cancelled);
    const list = await call('GET /api/crm/domain-orders', { query: { status: 'cancelled' } });
    expect(list.map((order) => order.id)).toContain(unpaid.id);
  });
});
