import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { registerClient, startTestApp, uniqueEmail, type TestApp } from '../../test/test-app';
import { signIn } from '../../test/crm-test-kit';

type Agent = ReturnType<typeof request.agent>;

/** Every CRM endpoint this part of the API serves, as the CRM's browser calls it. */
const ENDPOINTS: Array<{ name: string; call: (agent: Agent, url: string) => request.Test; adminStatus: number }> = [
  { name: 'GET /api/crm/summary', call: (agent) => agent.get('/api/crm/summary'), adminStatus: 200 },
  { name: 'GET /api/crm/analytics', call: (agent) => agent.get('/api/crm/analytics').query({ weeks: 4 }), adminStatus: 200 },
  { name: 'GET /api/crm/emails', call: (agent) => agent.get('/api/crm/emails'), adminStatus: 200 },
  // An unknown mail: the admin passes the guard and is told it does not exist.
  { name: 'POST /api/crm/emails/:id/retry', call: (agent, url) => agent.post(`/api/crm/emails/${randomUUID()}/retry`).set('origin', url), adminStatus: 404 },
  { name: 'GET /api/crm/users', call: (agent) => agent.get('/api/crm/users'), adminStatus: 200 },
  {
    name: 'PATCH /api/crm/users/:id',
    call: (agent) => agent.patch(`/api/crm/users/${randomUUID()}`).set('content-type', 'application/json').send({ role: 'admin' }),
    adminStatus: 404,
  },
  { name: 'DELETE /api/crm/users/:id', call: (agent, url) => agent.delete(`/api/crm/users/${randomUUID()}`).set('origin', url), adminStatus: 404 },
  { name: 'GET /api/scheduling/appointments', call: (agent) => agent.get('/api/scheduling/appointments'), adminStatus: 200 },
  { name: 'GET /api/scheduling/appointments/export', call: (agent) => agent.get('/api/scheduling/appointments/export').query({ when: 'past' }), adminStatus: 200 },
];

describe('CRM team and figures endpoints: 401 anonymous, 403 client, admin allowed', () => {
  let server: TestApp;
  let admin: Agent;
  let client: Agent;
  const adminEmail = uniqueEmail('admin');
  const adminPassword = 'admin password for the access matrix';

  beforeAll(async () => {
    process.env.OUTBOX_POLL_MS = '0';
    server = await startTestApp({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword });
    admin = await signIn(server.url, adminEmail, adminPassword);
    client = (await registerClient(server.url)).agent;
  });
  afterAll(async () => {
    await server.close();
    delete process.env.OUTBOX_POLL_MS;
  });

  it.each(ENDPOINTS)('$name', async ({ call, adminStatus }) => {
    const anonymous = await call(request.agent(server.url), server.url);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
    const asClient = await call(client, server.url);
    expect(asClient.status).toBe(403);
    expect(asClient.body).toEqual({ statusCode: 403, message: 'Forbidden' });
    expect((await call(admin, server.url)).status).toBe(adminStatus);
  });

  it('GET /api/projects: 401 anonymous; a client gets only their own, with the owner named', async () => {
    expect((await request(server.url).get('/api/projects')).status).toBe(401);
    const response = await client.get('/api/projects');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });
});
