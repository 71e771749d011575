import { randomUUID } from 'node:crypto';
import { LEAD_BULK_MAX, LEAD_BULK_MESSAGES, LEAD_OWNER_NOT_ADMIN_MESSAGE, ZLeadBulkResult, ZLeadDetail } from '@agency/contracts';
import { type Agent, registerClient, startAdminTestApp, type AdminTestApp } from '../../../test/test-app';

function post(agent: Agent, url: string, body: unknown) {
  return agent.post(url).set('content-type', 'application/json').send(JSON.stringify(body));
}

describe('bulk actions over leads: status, owner, delete, export; all or nothing when refused, every change in the history', () => {
  let crm: AdminTestApp;
  let adminId: string;

  beforeAll(async () => {
    crm = await startAdminTestApp();
    adminId = (await crm.db.query<{ id: string }>('SELECT id FROM "user" WHERE email = $1', [crm.adminEmail])).rows[0]?.id ?? '';
  }, 60_000);
  afterAll(() => crm.close());

  /** `count` leads with one shared tag in their last name, so a search finds exactly them. */
  async function seedLeads(count: number, status = 'new'): Promise<{ tag: string; ids: string[] }> {
    const tag = `bulk${randomUUID().slice(0, 8)}`;
    const { rows } = await crm.db.query<{ id: string }>(
      `INSERT INTO lead (first_name, last_name, email, message, status)
       SELECT 'Person' || n, $1, $1 || '-' || n || '@example.co.nz', 'Hello', $3 FROM generate_series(1, $2::int) AS n RETURNING id`,
      [tag, count, status],
    );
    return { tag, ids: rows.map((row) => row.id) };
  }

  const statuses = async (ids: string[]) =>
    (await crm.db.query<{ status: string }>('SELECT status FROM lead WHERE id = ANY($1::uuid[]) ORDER BY id', [ids])).rows.map((row) => row.status);

  it('changes the status of the listed leads, writes one history entry each with the author, and reports a deleted lead', async () => {
    const { ids } = await seedLeads(3);
    const [first, second] = ids;
    await crm.db.query(`UPDATE lead SET status = 'hot' WHERE id = $1`, [second]);
    const gone = randomUUID();

    const response = await post(crm.admin, '/api/leads/bulk', { target: { kind: 'ids', ids: [...ids, gone] }, action: { type: 'status', status: 'hot' } });
    expect(response.status).toBe(200);
    expect(ZLeadBulkResult.parse(response.body)).toEqual({ changed: 2, unchanged: 1, failed: [{ id: gone, reason: LEAD_BULK_MESSAGES.notFound }] });
    expect(await statuses(ids)).toEqual(['hot', 'hot', 'hot']);

    const detail = ZLeadDetail.parse((await crm.admin.get(`/api/leads/${first}`)).body);
    expect(detail.changes).toEqual([expect.objectContaining({ field: 'status', from: 'new', to: 'hot', actorName: 'Admin' })]);
    const history = await crm.db.query('SELECT actor_id FROM lead_change WHERE lead_id = ANY($1::uuid[])', [ids]);
    expect(history.rows).toEqual([{ actor_id: adminId }, { actor_id: adminId }]);
  });

  it('assigns an owner (an admin only) to every lead matching a filter, recording the owner change', async () => {
    const { tag, ids } = await seedLeads(4, 'warm');
    const client = await registerClient(crm.server.url);
    const notAdmin = await post(crm.admin, '/api/leads/bulk', { target: { kind: 'filter', filter: { search: tag } }, action: { type: 'owner', ownerId: client.user.id } });
    expect(notAdmin.status).toBe(400);
    expect(notAdmin.body.message).toBe(LEAD_OWNER_NOT_ADMIN_MESSAGE);
    expect((await crm.db.query('SELECT 1 FROM lead WHERE last_name = $1 AND owner_id IS NOT NULL', [tag])).rowCount).toBe(0);

    const assigned = await post(crm.admin, '/api/leads/bulk', {
      target: { kind: 'filter', filter: { search: tag, status: ['warm'] } },
      action: { type: 'owner', ownerId: adminId },
    });
    expect(ZLeadBulkResult.parse(assigned.body)).toEqual({ changed: 4, unchanged: 0, failed: [] });
    const owners = await crm.db.query('SELECT DISTINCT owner_id FROM lead WHERE id = ANY($1::uuid[])', [ids]);
    expect(owners.rows).toEqual([{ owner_id: adminId }]);
    const changes = await crm.db.query(`SELECT field, from_value, to_value FROM lead_change WHERE lead_id = ANY($1::uuid[])`, [ids]);
    expect(changes.rows).toHaveLength(4);
    expect(changes.rows[0]).toEqual({ field: 'owner', from_value: null, to_value: 'Admin' });
  });

  it(`refuses more than ${LEAD_BULK_MAX} ids, or a filter matching more, and changes nothing`, async () => {
    const { ids } = await seedLeads(1);
    const tooMany = [...ids, ...Array.from({ length: LEAD_BULK_MAX }, () => randomUUID())];
    const response = await post(crm.admin, '/api/leads/bulk', { target: { kind: 'ids', ids: tooMany }, action: { type: 'delete' } });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(LEAD_BULK_MESSAGES.tooMany);
    expect(await statuses(ids)).toEqual(['new']);

    // Past the limit by filter: the leads exist, so the count is real.
    const { tag } = await seedLeads(LEAD_BULK_MAX + 1);
    const all = await post(crm.admin, '/api/leads/bulk', { target: { kind: 'filter', filter: { search: tag } }, action: { type: 'status', status: 'lost' } });
    expect(all.status).toBe(400);
    expect(all.body.message).toBe(LEAD_BULK_MESSAGES.tooMany);
    expect((await crm.db.query(`SELECT 1 FROM lead WHERE last_name = $1 AND status <> 'new'`, [tag])).rowCount).toBe(0);
    await crm.db.query('DELETE FROM lead WHERE last_name = $1', [tag]);
  }, 30_000);

  it('deletes the listed leads and exports a selection as the CSV file; clients get 403', async () => {
    const { ids } = await seedLeads(3);
    const [kept, ...deleted] = ids;
    const csv = await post(crm.admin, '/api/leads/bulk/export', { target: { kind: 'ids', ids: [kept] } });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text.trim().split('\n')).toHaveLength(2);

    const response = await post(crm.admin, '/api/leads/bulk', { target: { kind: 'ids', ids: deleted }, action: { type: 'delete' } });
    expect(ZLeadBulkResult.parse(response.body)).toEqual({ changed: 2, unchanged: 0, failed: [] });
    expect((await crm.db.query('SELECT id FROM lead WHERE id = ANY($1::uuid[])', [ids])).rows).toEqual([{ id: kept }]);

    const client = (await registerClient(crm.server.url)).agent;
    expect((await post(client, '/api/leads/bulk', { target: { kind: 'ids', ids: [kept] }, action: { type: 'delete' } })).status).toBe(403);
    expect((await post(crm.admin, '/api/leads/bulk', { target: { kind: 'ids', ids: [kept] }, action: { type: 'archive' } })).status).toBe(400);
    expect(await statuses(ids.slice(0, 1))).toEqual(['new']);
  });
});
