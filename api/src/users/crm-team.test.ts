import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  LAST_ADMIN_MESSAGE,
  SELF_DELETION_MESSAGE,
  SELF_DEMOTION_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
  ZUserList,
  ZUserListItem,
  type TUserListQuery,
} from '@agency/contracts';
import { registerClient } from '../../test/test-app';
import { signIn, startOnOwnDatabase, type AdminTestApp } from '../../test/crm-test-kit';

type Agent = ReturnType<typeof request.agent>;

/**
 * The CRM's team: list, Make Admin / Remove Admin, delete. The tiles count every account and the last-admin rule is
 * about every admin, so this suite has a database of its own.
 */
describe('/api/crm/users: the team list, role changes and deletion', () => {
  let crm: AdminTestApp;
  let adminId: string;
  beforeAll(async () => {
    crm = await startOnOwnDatabase('crm_team', { OUTBOX_POLL_MS: '0' });
    adminId = (await crm.admin.get('/api/auth/user')).body.id;
  });
  afterAll(() => crm.close());

  const list = async (query: TUserListQuery = {}) => {
    const response = await crm.admin.get('/api/crm/users').query(query);
    expect(response.status).toBe(200);
    return ZUserList.parse(response.body);
  };
  const setRole = (agent: Agent, id: string, role: unknown) =>
    agent.patch(`/api/crm/users/${id}`).set('content-type', 'application/json').send({ role });
  // As the CRM's browser sends a body-less DELETE: with its Origin (the API's CSRF rule).
  const remove = (agent: Agent, id: string) => agent.delete(`/api/crm/users/${id}`).set('origin', crm.server.url);
  const roleOf = async (id: string) => (await crm.db.query<{ role: string }>('SELECT role FROM "user" WHERE id = $1', [id])).rows[0]?.role;

  /** A client account with a known name, created `secondsAgo` in the past, signed in. */
  async function client(firstName: string, lastName: string, secondsAgo = 0) {
    const account = await registerClient(crm.server.url, { firstName });
    await crm.db.query(`UPDATE "user" SET last_name = $2, created_at = now() - make_interval(secs => $3) WHERE id = $1`, [
      account.user.id,
      lastName,
      secondsAgo,
    ]);
    return account;
  }

  it('answers 401 to an anonymous caller and 403 to a client, changing nothing', async () => {
    const victim = await client('Victim', 'Account');
    const anonymous = request.agent(crm.server.url);
    expect((await anonymous.get('/api/crm/users')).status).toBe(401);
    expect((await setRole(anonymous, victim.user.id, 'admin')).status).toBe(401);
    expect((await remove(anonymous, victim.user.id)).status).toBe(401);

    const other = await client('Other', 'Client');
    expect((await other.agent.get('/api/crm/users')).status).toBe(403);
    expect((await setRole(other.agent, victim.user.id, 'admin')).status).toBe(403);
    expect((await setRole(other.agent, other.user.id, 'admin')).status).toBe(403);
    expect((await remove(other.agent, victim.user.id)).status).toBe(403);
    expect(await roleOf(victim.user.id)).toBe('client');
    expect(await roleOf(other.user.id)).toBe('client');
  });

  it('pages newest first, searches name or e-mail, filters by role, sorts, and counts every account in the tiles', async () => {
    const tag = `team${randomUUID().slice(0, 6)}`;
    const zoe = await client(`Zoe${tag}`, 'Adams', 30);
    const amy = await client(`Amy${tag}`, 'Baker', 20);
    const mia = await client(`Mia${tag}`, 'Adams', 10);

    const all = await list({ pageSize: 100 });
    const accounts = Number((await crm.db.query('SELECT count(*) FROM "user"')).rows[0].count);
    const admins = Number((await crm.db.query(`SELECT count(*) FROM "user" WHERE role = 'admin'`)).rows[0].count);
    expect(all.counts).toEqual({ total: accounts, admins, clients: accounts - admins });
    expect(all.total).toBe(accounts);

    const first = await list({ search: tag, pageSize: 2 });
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items.map((user) => user.id)).toEqual([mia.user.id, amy.user.id]);
    // The tiles stay over every account whatever the search.
    expect(first.counts).toEqual(all.counts);
    const second = await list({ search: tag, pageSize: 2, page: 2 });
    expect(second.items.map((user) => user.id)).toEqual([zoe.user.id]);
    expect((await list({ search: tag, pageSize: 2, page: 3 })).items).toEqual([]);

    // Name sorts by last name, then first name.
    const byName = await list({ search: tag, sort: 'name', order: 'asc' });
    expect(byName.items.map((user) => user.id)).toEqual([mia.user.id, zoe.user.id, amy.user.id]);
    const byEmail = await list({ search: tag, sort: 'email', order: 'desc' });
    expect(byEmail.items.map((user) => user.email)).toEqual([zoe.email, mia.email, amy.email].sort().reverse());
    // Searching the e-mail and the full name.
    expect((await list({ search: amy.email.toUpperCase() })).items.map((user) => user.id)).toEqual([amy.user.id]);
    expect((await list({ search: `Mia${tag} Adams` })).items.map((user) => user.id)).toEqual([mia.user.id]);
    // A search's own % and _ match themselves.
    expect((await list({ search: '%' })).total).toBe(0);

    const onlyAdmins = await list({ role: 'admin' });
    expect(onlyAdmins.items.every((user) => user.role === 'admin')).toBe(true);
    expect(onlyAdmins.total).toBe(admins);
    expect(onlyAdmins.items.map((user) => user.email)).toContain(crm.adminEmail);

    // Last seen is the latest use of any of the account's sessions; without a session it is null.
    const lastSeen = new Date(Date.now() - 5 * 60_000);
    await crm.db.query('UPDATE session SET last_seen_at = $2 WHERE user_id = $1', [amy.user.id, lastSeen]);
    await crm.db.query('DELETE FROM session WHERE user_id = $1', [zoe.user.id]);
    const seen = await list({ search: tag });
    expect(seen.items.find((user) => user.id === amy.user.id)?.lastSeenAt).toBe(lastSeen.toISOString());
    expect(seen.items.find((user) => user.id === zoe.user.id)?.lastSeenAt).toBeNull();
    expect(seen.items[0]).not.toHaveProperty('passwordHash');
  });

  // A NUL in the search once reached PostgreSQL, which refused it, and the list answered 500.
  it('refuses bad paging, sorting, roles and search with 400 and a message', async () => {
    for (const query of [{ page: '0' }, { pageSize: '101' }, { sort: 'password' }, { order: 'up' }, { role: 'owner' }, { search: 'x'.repeat(201) }, { search: 'a\u0000b' }]) {
      const response = await crm.admin.get('/api/crm/users').query(query);
      expect(response.status).toBe(400);
      expect(response.body.errors[0].path).toBe(Object.keys(query)[0]);
    }
  });

  it('makes a client an admin: their next CRM call is allowed; removing the role makes the next one 403', async () => {
    const colleague = await client('Colleague', 'Tester');
    expect((await colleague.agent.get('/api/crm/users')).status).toBe(403);

    const promoted = await setRole(crm.admin, colleague.user.id, 'admin');
    expect(promoted.status).toBe(200);
    expect(ZUserListItem.parse(promoted.body)).toMatchObject({ id: colleague.user.id, role: 'admin' });
    // Same session, no sign-in again: the role is read on every request.
    expect((await colleague.agent.get('/api/crm/summary')).status).toBe(200);

    const demoted = await setRole(crm.admin, colleague.user.id, 'client');
    expect(demoted.status).toBe(200);
    expect(demoted.body.role).toBe('client');
    expect((await colleague.agent.get('/api/crm/summary')).status).toBe(403);
    expect((await colleague.agent.get('/api/crm/users')).status).toBe(403);
  });

  it('refuses to let an admin remove their own admin role or delete their own account (409)', async () => {
    const selfDemotion = await setRole(crm.admin, adminId, 'client');
    expect(selfDemotion.status).toBe(409);
    expect(selfDemotion.body).toEqual({ statusCode: 409, message: SELF_DEMOTION_MESSAGE });
    const selfDeletion = await remove(crm.admin, adminId);
    expect(selfDeletion.status).toBe(409);
    expect(selfDeletion.body).toEqual({ statusCode: 409, message: SELF_DELETION_MESSAGE });
    expect(await roleOf(adminId)).toBe('admin');
    // Making yourself what you already are changes nothing and is fine.
    expect((await setRole(crm.admin, adminId, 'admin')).status).toBe(200);
  });

  it('answers 404 for unknown and malformed ids and 400 for an unknown role, changing nothing', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', '1%27%20OR%201=1']) {
      const patch = await setRole(crm.admin, id, 'admin');
      expect(patch.status).toBe(404);
      expect(patch.body.message).toBe(USER_NOT_FOUND_MESSAGE);
      const deletion = await remove(crm.admin, id);
      expect(deletion.status).toBe(404);
      expect(deletion.body.message).toBe(USER_NOT_FOUND_MESSAGE);
    }
    const someone = await client('Someone', 'Tester');
    for (const role of ['owner', '', null, 42]) {
      const response = await setRole(crm.admin, someone.user.id, role);
      expect(response.status).toBe(400);
      expect(response.body.errors[0].path).toBe('role');
    }
    const noBody = await crm.admin.patch(`/api/crm/users/${someone.user.id}`).set('content-type', 'application/json').send('{}');
    expect(noBody.status).toBe(400);
    expect(await roleOf(someone.user.id)).toBe('client');
  });

  it("deletes an account: its old cookie is 401 at once, projects and companies go, chats keep their messages", async () => {
    const leaving = await client('Leaving', 'Client');
    const project = await leaving.agent
      .post('/api/projects')
      .set('content-type', 'application/json')
      .send({ title: 'Website', description: 'A new site', serviceInterest: 'Business Automation' });
    expect(project.status).toBe(201);
    await crm.db.query(`INSERT INTO company (user_id, name) VALUES ($1, 'Leaving Ltd')`, [leaving.user.id]);
    const conversationId = randomUUID().replace(/-/g, '');
    await crm.db.query(`INSERT INTO chat_conversation (id, user_id, last_message) VALUES ($1, $2, 'Kia ora')`, [conversationId, leaving.user.id]);
    expect((await leaving.agent.get('/api/auth/user')).status).toBe(200);

    const response = await remove(crm.admin, leaving.user.id);
    expect(response.status).toBe(204);

    expect((await leaving.agent.get('/api/auth/user')).status).toBe(401);
    expect((await leaving.agent.get('/api/projects')).status).toBe(401);
    expect((await crm.db.query('SELECT 1 FROM "user" WHERE id = $1', [leaving.user.id])).rowCount).toBe(0);
    expect((await crm.db.query('SELECT 1 FROM session WHERE user_id = $1', [leaving.user.id])).rowCount).toBe(0);
    expect((await crm.db.query('SELECT 1 FROM project WHERE id = $1', [project.body.id])).rowCount).toBe(0);
    expect((await crm.db.query('SELECT 1 FROM company WHERE user_id = $1', [leaving.user.id])).rowCount).toBe(0);
    const conversation = await crm.db.query('SELECT user_id, last_message FROM chat_conversation WHERE id = $1', [conversationId]);
    expect(conversation.rows).toEqual([{ user_id: null, last_message: 'Kia ora' }]);
    // Gone is gone: a second delete is 404 and the account cannot sign in.
    expect((await remove(crm.admin, leaving.user.id)).status).toBe(404);
    const signInAgain = await request(crm.server.url)
      .post('/api/auth/login')
      .set('content-type', 'application/json')
      .send({ email: leaving.email, password: leaving.password });
    expect(signInAgain.status).toBe(401);
  });

  /**
   * Two admins remove each other at the same moment. Both requests pass the guard as admins; the test holds the admin
   * rows locked until both are waiting on them, so the two transactions really do race. One must win, the other be
   * told 409, and one admin must remain.
   */
  async function race(act: (agent: Agent, otherId: string) => Promise<request.Response>) {
    // Exactly two admins: the seeded one and a colleague made admin now.
    await crm.db.query(`UPDATE "user" SET role = 'client' WHERE role = 'admin' AND id <> $1`, [adminId]);
    const colleague = await client('Rival', 'Admin');
    expect((await setRole(crm.admin, colleague.user.id, 'admin')).status).toBe(200);
    const rivalAgent = await signIn(crm.server.url, colleague.email, colleague.password);

    await crm.db.query('BEGIN');
    await crm.db.query(`SELECT id FROM "user" WHERE role = 'admin' FOR UPDATE`);
    const results = Promise.all([act(crm.admin, colleague.user.id), act(rivalAgent, adminId)]);
    // Waits until both transactions are queued behind the test's lock (each check is a round-trip, not a timer). The
    // second waits on the first waiter's tuple lock, so count every lock wait in this suite's own database.
    for (;;) {
      const waiting = await crm.db.query<{ count: string }>(
        `SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database() AND pid <> pg_backend_pid()`,
      );
      if (Number(waiting.rows[0]?.count) >= 2) break;
    }
    await crm.db.query('COMMIT');
    const responses = await results;
    const admins = await crm.db.query<{ id: string }>(`SELECT id FROM "user" WHERE role = 'admin'`);
    return { responses, admins: admins.rows.map((row) => row.id), colleagueId: colleague.user.id };
  }

  it('never leaves the team without an admin when the last two demote each other at once', async () => {
    const { responses, admins } = await race((agent, otherId) => setRole(agent, otherId, 'client'));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.status === 409)?.body).toEqual({ statusCode: 409, message: LAST_ADMIN_MESSAGE });
    expect(admins).toHaveLength(1);
  });

  it('never leaves the team without an admin when the last two delete each other at once', async () => {
    // The previous race may have left the colleague as the one admin: make the seeded admin an admin again first.
    await crm.db.query(`UPDATE "user" SET role = 'admin' WHERE id = $1`, [adminId]);
    const { responses, admins, colleagueId } = await race((agent, otherId) => remove(agent, otherId));
    expect(responses.map((response) => response.status).sort()).toEqual([204, 409]);
    expect(responses.find((response) => response.status === 409)?.body).toEqual({ statusCode: 409, message: LAST_ADMIN_MESSAGE });
    expect(admins).toHaveLength(1);
    expect([adminId, colleagueId]).toContain(admins[0]);
  });
});
