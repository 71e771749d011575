import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { ZLeadList, type TLead } from '@agency/contracts';
import { type Agent, registerClient, startAdminTestApp, type TestApp, uniqueEmail } from '../../test/test-app';

describe('GET and DELETE /api/leads (admin only)', () => {
  let server: TestApp;
  let db: Client;
  let admin: Agent;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ server, db, admin, close } = await startAdminTestApp());
  });
  afterAll(() => close());

  /** Inserts leads oldest first, one second apart, so "newest first" has a definite answer. */
  async function seedLeads(rows: Array<{ firstName: string; lastName: string; email: string; company: string | null }>) {
    const ids: string[] = [];
    for (const [index, row] of rows.entries()) {
      const result = await db.query(
        `INSERT INTO lead (first_name, last_name, email, company, message, created_at)
         VALUES ($1, $2, $3, $4, 'Hello', now() - make_interval(secs => $5)) RETURNING id`,
        [row.firstName, row.lastName, row.email, row.company, rows.length - index],
      );
      ids.push(result.rows[0].id);
    }
    return ids;
  }

  async function list(query: Record<string, string | number>) {
    const response = await admin.get('/api/leads').query(query);
    expect(response.status).toBe(200);
    return ZLeadList.parse(response.body);
  }

  it('answers 401 to an anonymous caller and 403 to a client', async () => {
    const anonymous = await request(server.url).get('/api/leads');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ statusCode: 401, message: 'Unauthorized' });

    const { agent } = await registerClient(server.url);
    const asClient = await agent.get('/api/leads');
    expect(asClient.status).toBe(403);
    const deleteAsClient = await agent.delete(`/api/leads/${randomUUID()}`).set('content-type', 'application/json').send('{}');
    expect(deleteAsClient.status).toBe(403);
  });

  it('lists leads newest first in pages, with the total', async () => {
    const tag = `paging${randomUUID().slice(0, 8)}`;
    const ids = await seedLeads(
      [1, 2, 3, 4, 5].map((n) => ({ firstName: `Lead${n}`, lastName: 'Smith', email: uniqueEmail(tag), company: `${tag} Ltd` })),
    );
    const newestFirst = [...ids].reverse();

    const first = await list({ search: tag, pageSize: 2, page: 1 });
    expect(first.total).toBe(5);
    expect(first.page).toBe(1);
    expect(first.pageSize).toBe(2);
    expect(first.items.map((lead) => lead.id)).toEqual(newestFirst.slice(0, 2));
    const third = await list({ search: tag, pageSize: 2, page: 3 });
    expect(third.items.map((lead) => lead.id)).toEqual(newestFirst.slice(4));
    const beyond = await list({ search: tag, pageSize: 2, page: 4 });
    expect(beyond).toMatchObject({ items: [], total: 5 });
  });

  it('answers a lead with every CRM field', async () => {
    const email = uniqueEmail('fields');
    await db.query(
      `INSERT INTO lead (first_name, last_name, email, phone, company, service_interest, message, status, source, estimated_value)
       VALUES ('Hemi', 'Walker', $1, '021 123 4567', 'Walker Farms', 'Lead Generation', 'Hi', 'hot', 'onboarding_wizard', 4500.50)`,
      [email],
    );
    const { items } = await list({ search: email });
    expect(items).toEqual<TLead[]>([
      {
        id: expect.any(String),
        firstName: 'Hemi',
        lastName: 'Walker',
        email,
        phone: '021 123 4567',
        company: 'Walker Farms',
        serviceInterest: 'Lead Generation',
        message: 'Hi',
        status: 'hot',
        source: 'onboarding_wizard',
        estimatedValue: 4500.5,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      },
    ]);
  });

  it('searches first name, last name, email and company, ignoring case', async () => {
    const tag = randomUUID().slice(0, 8);
    const [byFirst, byLast, byEmail, byCompany] = await seedLeads([
      { firstName: `Tane${tag}`, lastName: 'Brown', email: uniqueEmail('a'), company: null },
      { firstName: 'Kiri', lastName: `Moana${tag}`, email: uniqueEmail('b'), company: 'Other' },
      { firstName: 'Sam', lastName: 'Lee', email: `inbox-${tag}@example.co.nz`, company: null },
      { firstName: 'Jo', lastName: 'King', email: uniqueEmail('d'), company: `Harbour ${tag} Cafe` },
    ]);
    expect((await list({ search: `TANE${tag.toUpperCase()}` })).items.map((lead) => lead.id)).toEqual([byFirst]);
    expect((await list({ search: `moana${tag}` })).items.map((lead) => lead.id)).toEqual([byLast]);
    expect((await list({ search: `inbox-${tag}` })).items.map((lead) => lead.id)).toEqual([byEmail]);
    expect((await list({ search: `harbour ${tag}` })).items.map((lead) => lead.id)).toEqual([byCompany]);
    const all = await list({ search: tag });
    expect(new Set(all.items.map((lead) => lead.id))).toEqual(new Set([byFirst, byLast, byEmail, byCompany]));
  });

  it('never matches a term across two fields', async () => {
    const tag = randomUUID().slice(0, 8);
    await seedLeads([{ firstName: `Ann${tag}`, lastName: 'Leeson', email: uniqueEmail('span'), company: 'Kauri Ltd' }]);
    expect((await list({ search: `${tag}Lee` })).items).toEqual([]);
    expect((await list({ search: `${tag} Lee` })).items).toEqual([]);
    expect((await list({ search: `Ann${tag}` })).total).toBe(1);
  });

  it('treats % and _ in a search as plain characters', async () => {
    const tag = randomUUID().slice(0, 8);
    const [literal] = await seedLeads([
      { firstName: 'Percent', lastName: 'Case', email: uniqueEmail('p'), company: `100%_${tag}` },
      { firstName: 'Other', lastName: 'Case', email: uniqueEmail('q'), company: `100xx${tag}` },
    ]);
    expect((await list({ search: `100%_${tag}` })).items.map((lead) => lead.id)).toEqual([literal]);
    expect((await list({ search: `_${tag}` })).items.map((lead) => lead.id)).toEqual([literal]);
  });

  it('refuses a page size above 100', async () => {
    const response = await admin.get('/api/leads').query({ pageSize: 101 });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ path: 'pageSize', message: 'Page size must be at most 100' }]);
  });

  it('deletes a lead, then answers 404 for it, for unknown ids and for malformed ids', async () => {
    const email = uniqueEmail('delete');
    const [id] = await seedLeads([{ firstName: 'Gone', lastName: 'Soon', email, company: null }]);

    const deleted = await admin.delete(`/api/leads/${id}`).set('content-type', 'application/json').send('{}');
    expect(deleted.status).toBe(204);
    expect((await db.query('SELECT 1 FROM lead WHERE id = $1', [id])).rowCount).toBe(0);
    expect((await list({ search: email })).items).toEqual([]);

    for (const missing of [id, randomUUID(), 'not-a-uuid']) {
      const response = await admin.delete(`/api/leads/${missing}`).set('content-type', 'application/json').send('{}');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Lead not found' });
    }
  });

  describe('sorting and the status filter', () => {
    const tag = `sort${randomUUID().slice(0, 8)}`;
    const names: Record<string, string> = {};
    beforeAll(async () => {
      // Inserted oldest first; each row gives every sort something to decide.
      const rows: Array<[string, string, string | null, string, string | null]> = [
        ['anna', 'zimmer', `beta ${tag}`, 'hot', '500.00'],
        ['Bob', 'Adams', `Alpha ${tag}`, 'new', null],
        ['carl', 'adams', null, 'won', '2500.00'],
        ['Dee', 'Mills', `gamma ${tag}`, 'cold', '500.00'],
        ['Eve', 'mills', `ALPHA ${tag}`, 'lost', '0.00'],
        ['Fay', 'Brown', null, 'warm', '12000.50'],
      ];
      for (const [index, [first, last, company, status, value]] of rows.entries()) {
        const result = await db.query(
          `INSERT INTO lead (first_name, last_name, email, company, message, status, estimated_value, created_at)
           VALUES ($1, $2, $3, $4, 'Hi', $5, $6, now() - make_interval(secs => $7)) RETURNING id`,
          [first, last, uniqueEmail(tag), company, status, value, rows.length - index],
        );
        names[result.rows[0].id] = first;
      }
    });

    async function order(query: Record<string, string>) {
      const { items, total } = await list({ search: tag, pageSize: 100, ...query });
      expect(total).toBe(items.length);
      return items.map((lead) => names[lead.id]);
    }

    it('sorts by creation time, newest first by default', async () => {
      expect(await order({})).toEqual(['Fay', 'Eve', 'Dee', 'carl', 'Bob', 'anna']);
      expect(await order({ sort: 'createdAt', order: 'asc' })).toEqual(['anna', 'Bob', 'carl', 'Dee', 'Eve', 'Fay']);
    });

    it('sorts by name: last name, then first name, ignoring case', async () => {
      expect(await order({ sort: 'name', order: 'asc' })).toEqual(['Bob', 'carl', 'Fay', 'Dee', 'Eve', 'anna']);
      expect(await order({ sort: 'name', order: 'desc' })).toEqual(['anna', 'Eve', 'Dee', 'Fay', 'carl', 'Bob']);
    });

    it('sorts by company ignoring case, leads without one last either way', async () => {
      const ascending = await order({ sort: 'company', order: 'asc' });
      expect(ascending.slice(0, 4)).toEqual(expect.arrayContaining(['Bob', 'Eve']));
      expect(ascending.slice(2, 4)).toEqual(['anna', 'Dee']);
      expect(new Set(ascending.slice(4))).toEqual(new Set(['carl', 'Fay']));
      const descending = await order({ sort: 'company', order: 'desc' });
      expect(descending.slice(0, 2)).toEqual(['Dee', 'anna']);
      expect(new Set(descending.slice(2, 4))).toEqual(new Set(['Bob', 'Eve']));
      expect(new Set(descending.slice(4))).toEqual(new Set(['carl', 'Fay']));
    });

    it('sorts by status in pipeline order (new, cold, warm, hot, won, lost), not alphabetically', async () => {
      expect(await order({ sort: 'status', order: 'asc' })).toEqual(['Bob', 'Dee', 'Fay', 'anna', 'carl', 'Eve']);
      expect(await order({ sort: 'status', order: 'desc' })).toEqual(['Eve', 'carl', 'anna', 'Fay', 'Dee', 'Bob']);
    });

    it('sorts by estimated value, leads without one last either way', async () => {
      const ascending = await order({ sort: 'estimatedValue', order: 'asc' });
      expect(ascending[0]).toBe('Eve');
      expect(new Set(ascending.slice(1, 3))).toEqual(new Set(['anna', 'Dee']));
      expect(ascending.slice(3)).toEqual(['carl', 'Fay', 'Bob']);
      const descending = await order({ sort: 'estimatedValue', order: 'desc' });
      expect(descending.slice(0, 2)).toEqual(['Fay', 'carl']);
      expect(descending.slice(4)).toEqual(['Eve', 'Bob']);
    });

    it('breaks ties by id, so equal values never swap between pages', async () => {
      const tied = (await list({ search: tag, pageSize: 100, sort: 'estimatedValue', order: 'asc' })).items.filter(
        (lead) => lead.estimatedValue === 500,
      );
      expect(tied.map((lead) => lead.id)).toEqual(tied.map((lead) => lead.id).sort());
      const pages = [1, 2, 3, 4, 5, 6].map((page) => list({ search: tag, pageSize: 1, page, sort: 'estimatedValue', order: 'asc' }));
      const ids = (await Promise.all(pages)).flatMap((page) => page.items.map((lead) => lead.id));
      expect(new Set(ids).size).toBe(6);
    });

    it('narrows to one status, combined with the search and the total', async () => {
      const hot = await list({ search: tag, status: 'hot' });
      expect(hot.items.map((lead) => names[lead.id])).toEqual(['anna']);
      expect(hot.total).toBe(1);
      expect((await list({ search: tag, status: 'won' })).items.map((lead) => lead.status)).toEqual(['won']);
    });

    it('refuses an unknown status, sort or order with 400', async () => {
      for (const [query, path, message] of [
        [{ status: 'bogus' }, 'status', 'Status must be one of: new, cold, warm, hot, won, lost'],
        [{ sort: 'email' }, 'sort', 'Sort by one of: createdAt, name, company, status, estimatedValue'],
        [{ order: 'up' }, 'order', "Order must be 'asc' or 'desc'"],
        [{ page: '0' }, 'page', 'Page must be at least 1'],
      ] as const) {
        const response = await admin.get('/api/leads').query(query);
        expect(response.status).toBe(400);
        expect(response.body.errors).toEqual([{ path, message }]);
      }
    });
  });
});
