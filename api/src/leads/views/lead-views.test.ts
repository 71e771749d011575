import request from 'supertest';
import { LEAD_VIEW_MESSAGES, ZLeadList, ZLeadView, ZLeadViewList, type TLeadViewInput } from '@agency/contracts';
import { type Agent, registerClient, signIn, startAdminTestApp, type AdminTestApp, uniqueEmail } from '../../../test/test-app';

/** A DELETE carries no body, so it names the site's origin as a browser does (the CSRF check). */
function remove(crm: AdminTestApp, agent: Agent, id: string) {
  return agent.delete(`/api/lead-views/${id}`).set('origin', crm.server.url);
}

function send(agent: Agent, method: 'post' | 'patch', url: string, body: unknown) {
  return agent[method](url).set('content-type', 'application/json').send(JSON.stringify(body));
}

const view = (name: string, shared = false): TLeadViewInput => ({
  name,
  shared,
  definition: {
    filters: { status: ['hot', 'warm'], source: ['contact_form'], valueMin: 1000 },
    sort: { field: 'estimatedValue', order: 'desc' },
    columns: ['company', 'status', 'value'],
  },
});

describe('saved lead views: validated, per admin, private or shared, only the owner changes one', () => {
  let crm: AdminTestApp;
  let colleague: Agent;

  beforeAll(async () => {
    crm = await startAdminTestApp();
    const other = await registerClient(crm.server.url, { firstName: 'Mere' });
    await crm.db.query(`UPDATE "user" SET role = 'admin' WHERE id = $1`, [other.user.id]);
    colleague = await signIn(crm.server.url, other.email, other.password);
  }, 60_000);
  afterAll(() => crm.close());

  it('refuses an unknown column, a bad filter or a reversed range with a 400, and stores nothing', async () => {
    const name = `Bad ${uniqueEmail()}`;
    const unknownColumn = await send(crm.admin, 'post', '/api/lead-views', { ...view(name), definition: { ...view(name).definition, columns: ['company', 'secret'] } });
    expect(unknownColumn.status).toBe(400);
    expect(JSON.stringify(unknownColumn.body)).toContain(LEAD_VIEW_MESSAGES.unknownColumn);
    const badStatus = await send(crm.admin, 'post', '/api/lead-views', {
      ...view(name),
      definition: { ...view(name).definition, filters: { status: ['boiling'] } },
    });
    expect(badStatus.status).toBe(400);
    const reversed = await send(crm.admin, 'post', '/api/lead-views', {
      ...view(name),
      definition: { ...view(name).definition, filters: { valueMin: 500, valueMax: 100 } },
    });
    expect(reversed.status).toBe(400);
    expect((await crm.db.query('SELECT 1 FROM lead_view WHERE name = $1', [name])).rowCount).toBe(0);
  });

  it("lists one's own and the shared views; a colleague's private view is invisible, a shared one read-only", async () => {
    const mine = ZLeadView.parse((await send(crm.admin, 'post', '/api/lead-views', view(`Mine ${uniqueEmail()}`))).body);
    expect(mine).toMatchObject({ shared: false, mine: true, definition: view('x').definition });
    const theirsPrivate = ZLeadView.parse((await send(colleague, 'post', '/api/lead-views', view(`Private ${uniqueEmail()}`))).body);
    const theirsShared = ZLeadView.parse((await send(colleague, 'post', '/api/lead-views', view(`Shared ${uniqueEmail()}`, true))).body);

    const listed = ZLeadViewList.parse((await crm.admin.get('/api/lead-views')).body).items;
    const ids = listed.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([mine.id, theirsShared.id]));
    expect(ids).not.toContain(theirsPrivate.id);
    expect(listed.find((item) => item.id === theirsShared.id)).toMatchObject({ mine: false, ownerName: 'Mere Ngata' });

    // A colleague's private view answers as if it did not exist; their shared one is theirs to change.
    expect((await send(crm.admin, 'patch', `/api/lead-views/${theirsPrivate.id}`, { name: 'Taken over' })).status).toBe(404);
    expect((await remove(crm, crm.admin, theirsPrivate.id)).status).toBe(404);
    expect((await send(crm.admin, 'patch', `/api/lead-views/${theirsShared.id}`, { name: 'Taken over' })).status).toBe(403);
    expect((await remove(crm, crm.admin, theirsShared.id)).status).toBe(403);
    expect((await crm.db.query('SELECT name FROM lead_view WHERE id = $1', [theirsShared.id])).rows[0]?.name).toBe(theirsShared.name);

    // The owner renames and shares, then deletes.
    const renamed = await send(crm.admin, 'patch', `/api/lead-views/${mine.id}`, { name: `Renamed ${uniqueEmail()}`, shared: true });
    expect(renamed.status).toBe(200);
    expect(ZLeadView.parse(renamed.body)).toMatchObject({ shared: true, mine: true });
    expect(ZLeadViewList.parse((await colleague.get('/api/lead-views')).body).items.map((item) => item.id)).toContain(mine.id);
    expect((await remove(crm, crm.admin, mine.id)).status).toBe(204);
    expect((await crm.db.query('SELECT 1 FROM lead_view WHERE id = $1', [mine.id])).rowCount).toBe(0);
  });

  it('keeps names unique per owner (409), but two admins may use the same name; clients and visitors get 403/401', async () => {
    const name = `Pipeline ${uniqueEmail()}`;
    expect((await send(crm.admin, 'post', '/api/lead-views', view(name))).status).toBe(201);
    const again = await send(crm.admin, 'post', '/api/lead-views', view(name.toUpperCase()));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(LEAD_VIEW_MESSAGES.nameTaken);
    expect((await send(colleague, 'post', '/api/lead-views', view(name))).status).toBe(201);

    expect((await request(crm.server.url).get('/api/lead-views')).status).toBe(401);
    const client = (await registerClient(crm.server.url)).agent;
    expect((await client.get('/api/lead-views')).status).toBe(403);
  });

  it("a definition stored in an old shape is left out of the list rather than sent to the screen", async () => {
    const adminId = (await crm.db.query<{ id: string }>('SELECT id FROM "user" WHERE email = $1', [crm.adminEmail])).rows[0]?.id;
    const { rows } = await crm.db.query<{ id: string }>(
      `INSERT INTO lead_view (owner_id, name, definition) VALUES ($1, $2, '{"filters": {}, "columns": ["retired"]}') RETURNING id`,
      [adminId, `Old ${uniqueEmail()}`],
    );
    const listed = ZLeadViewList.parse((await crm.admin.get('/api/lead-views')).body).items;
    expect(listed.map((item) => item.id)).not.toContain(rows[0]?.id);
  });

  it("the list answers a view's filters: several statuses and sources, a value range, created days and bookings", async () => {
    const tag = uniqueEmail('view').split('@')[0] ?? '';
    const insert = (first: string, status: string, source: string, value: number | null, created: string) =>
      crm.db.query(
        `INSERT INTO lead (first_name, last_name, email, message, status, source, estimated_value, created_at)
         VALUES ($1, $2, $3, 'Hi', $4, $5, $6, $7)`,
        [first, tag, `${first.toLowerCase()}-${tag}@example.co.nz`, status, source, value, created],
      );
    await insert('Ana', 'hot', 'contact_form', 5000, '2026-03-10T01:00:00Z');
    await insert('Ben', 'warm', 'contact_form', 2000, '2026-03-10T02:00:00Z');
    await insert('Cai', 'hot', 'booking', 5000, '2026-03-10T03:00:00Z');
    await insert('Dee', 'cold', 'contact_form', 5000, '2026-03-10T04:00:00Z');
    await insert('Eve', 'hot', 'contact_form', 500, '2026-03-10T05:00:00Z');
    // 11:30 pm UTC on the 11th is already the 12th in New Zealand: outside a range ending on the 11th.
    await insert('Fay', 'hot', 'contact_form', 5000, '2026-03-11T23:30:00Z');
    // A past, completed consultation booked with Ana's address (stored lower-case, as bookings are).
    await crm.db.query(
      `INSERT INTO appointment (client_name, client_email, service_interest, starts_at, ends_at, status, token_hash)
       VALUES ('Ana', $1, 'general_inquiry', '2026-03-12T01:00:00Z', '2026-03-12T01:30:00Z', 'completed',
               decode(md5(random()::text) || md5(random()::text), 'hex'))`,
      [`ana-${tag}@example.co.nz`],
    );

    const names = async (query: string) =>
      ZLeadList.parse((await crm.admin.get(`/api/leads?search=${tag}&sort=name&order=asc&${query}`)).body).items.map((lead) => lead.firstName).sort();
    expect(await names('status=hot,warm&source=contact_form&valueMin=1000')).toEqual(['Ana', 'Ben', 'Fay']);
    expect(await names('status=hot&valueMin=1000&valueMax=5000&createdFrom=2026-03-10&createdTo=2026-03-11')).toEqual(['Ana', 'Cai']);
    expect((await crm.admin.get('/api/leads?status=boiling')).status).toBe(400);
    expect((await crm.admin.get('/api/leads?valueMin=10&valueMax=1')).status).toBe(400);
    expect(await names('hasBooking=true')).toEqual(['Ana']);
    expect(await names('hasBooking=false&status=hot')).toEqual(['Cai', 'Eve', 'Fay']);
  });
});
