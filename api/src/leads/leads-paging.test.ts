import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { LEAD_STATUSES, ZLeadList, type TLead, type TLeadSortField } from '@agency/contracts';
import { type Agent, startAdminTestApp, type TestApp } from '../../test/test-app';

const COUNT = 10_000;
const PAGE_SIZE = 100;

/*
 * 10,000 leads sharing one company tag (so other suites' rows never count): every sort pages through all of them
 * with no row twice and none left out, in order across page boundaries.
 */
describe('GET /api/leads over 10,000 leads', () => {
  let server: TestApp;
  let db: Client;
  let admin: Agent;
  let close: () => Promise<void>;
  const tag = `tenk${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    ({ server, db, admin, close } = await startAdminTestApp());
    // One statement; many equal names, values, statuses and creation times, so the id tie-break really matters.
    await db.query(
      `INSERT INTO lead (first_name, last_name, email, company, message, status, estimated_value, created_at)
       SELECT 'First' || (n % 37), 'Last' || (n % 101), 'tenk' || n || '-' || $1 || '@example.co.nz', $1 || ' ' || (n % 13), 'Hi',
              (ARRAY['new', 'cold', 'warm', 'hot', 'won', 'lost'])[1 + n % 6],
              CASE WHEN n % 5 = 0 THEN NULL ELSE (n % 250) * 100 END,
              timestamptz '2026-01-01T00:00:00Z' + make_interval(mins => n % 500)
       FROM generate_series(1, $2::int) AS n`,
      [tag, COUNT],
    );
  }, 60_000);
  afterAll(() => close());

  async function page(query: Record<string, string | number>) {
    const response = await admin.get('/api/leads').query({ search: tag, pageSize: PAGE_SIZE, ...query });
    expect(response.status).toBe(200);
    return ZLeadList.parse(response.body);
  }

  async function everyPage(sort: TLeadSortField, order: 'asc' | 'desc', status?: string): Promise<{ leads: TLead[]; totals: Set<number> }> {
    const leads: TLead[] = [];
    const totals = new Set<number>();
    const first = await page({ sort, order, page: 1, ...(status ? { status } : {}) });
    const pages = Math.ceil(first.total / PAGE_SIZE);
    for (let number = 1; number <= pages + 1; number += 1) {
      const result = number === 1 ? first : await page({ sort, order, page: number, ...(status ? { status } : {}) });
      totals.add(result.total);
      leads.push(...result.items);
      if (number === pages + 1) expect(result.items).toEqual([]);
    }
    return { leads, totals };
  }

  const keyOf: Record<TLeadSortField, (lead: TLead) => Array<string | number>> = {
    createdAt: (lead) => [lead.createdAt],
    name: (lead) => [lead.lastName.toLowerCase(), lead.firstName.toLowerCase()],
    company: (lead) => [lead.company?.toLowerCase() ?? ''],
    status: (lead) => [LEAD_STATUSES.indexOf(lead.status)],
    estimatedValue: (lead) => [lead.estimatedValue ?? Number.POSITIVE_INFINITY],
  };

  /** Compares two leads as the sort must: its keys, then id (PostgreSQL compares uuids as their hex text). */
  function compare(sort: TLeadSortField, a: TLead, b: TLead): number {
    const [ka, kb] = [keyOf[sort](a), keyOf[sort](b)];
    for (let index = 0; index < ka.length; index += 1) {
      const [x, y] = [ka[index] as string | number, kb[index] as string | number];
      if (x < y) return -1;
      if (x > y) return 1;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  }

  it.each<[TLeadSortField, 'asc' | 'desc']>([
    ['createdAt', 'desc'],
    ['name', 'asc'],
    ['status', 'desc'],
    ['estimatedValue', 'asc'],
    ['estimatedValue', 'desc'],
  ])('pages through all 10,000 sorted by %s %s: same total on every page, no overlap, nothing missed', async (sort, order) => {
    const { leads, totals } = await everyPage(sort, order);
    expect([...totals]).toEqual([COUNT]);
    expect(leads).toHaveLength(COUNT);
    expect(new Set(leads.map((lead) => lead.id)).size).toBe(COUNT);
    const sign = order === 'asc' ? 1 : -1;
    const misordered = leads.slice(1).filter((lead, index) => {
      const previous = leads[index] as TLead;
      // Unknown values stay last whichever the direction.
      if (sort === 'estimatedValue' && (previous.estimatedValue === null || lead.estimatedValue === null)) {
        return previous.estimatedValue === null && lead.estimatedValue !== null;
      }
      return sign * compare(sort, previous, lead) > 0;
    });
    expect(misordered).toEqual([]);
  }, 120_000);

  it('pages a status filter with its own total', async () => {
    const { leads, totals } = await everyPage('createdAt', 'desc', 'won');
    const expected = Array.from({ length: COUNT }, (_v, index) => index + 1).filter((n) => n % 6 === 4).length;
    expect([...totals]).toEqual([expected]);
    expect(leads).toHaveLength(expected);
    expect(new Set(leads.map((lead) => lead.id)).size).toBe(expected);
    expect(leads.every((lead) => lead.status === 'won')).toBe(true);
  }, 60_000);

  it('answers page 100 (the last) and page 101 (empty) with the full total', async () => {
    const last = await page({ page: COUNT / PAGE_SIZE });
    expect(last.items).toHaveLength(PAGE_SIZE);
    expect(last.total).toBe(COUNT);
    const beyond = await page({ page: COUNT / PAGE_SIZE + 1 });
    expect(beyond).toEqual({ items: [], total: COUNT, page: COUNT / PAGE_SIZE + 1, pageSize: PAGE_SIZE });
  });
});
