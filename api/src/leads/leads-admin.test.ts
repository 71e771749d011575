import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { ZLeadList, type TLead } from '@agency/contracts';
import { registerClient, startTestApp, uniqueEmail, type TestApp } from '../../test/test-app';

const ADMIN_PASSWORD = 'admin password for lead tests';

describe('GET and DELETE /api/leads (admin only)', () => {
  let server: TestApp;
  let db: Client;
  let admin: ReturnType<typeof request.agent>;
  const adminEmail = uniqueEmail('admin');

  beforeAll(async () => {
    process.env.OUTBOX_POLL_MS = '0';
    server = await startTestApp({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD });
    db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    admin = request.agent(server.url);
    const signIn = await admin.post('/api/auth/login').set('content-type', 'application/json').send({ email: adminEmail, password: ADMIN_PASSWORD });
    expect(signIn.status).toBe(200);
  });
  afterAll(async () => {
    await db.end();
    await server.close();
    delete process.env.OUTBOX_POLL_MS;
  });

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
});
