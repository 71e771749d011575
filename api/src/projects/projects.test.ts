import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { z } from 'zod';
import { PROJECT_MESSAGES, ZProject, ZProjectDetail, ZProjectList, ZProjectUpdate, ZProjectWithOwner } from '@agency/contracts';
import { type Agent, registerClient, startAdminTestApp, type TestApp } from '../../test/test-app';
import { PROJECT_PHASE_CHANGED_KIND } from './project-mails';

const REQUEST = {
  title: 'Booking automation',
  description: 'Confirmations and reminders for our clinic bookings.',
  serviceInterest: 'Business Automation',
};

function json(agent: Agent, method: 'post' | 'patch', path: string, body: unknown) {
  return agent[method](path).set('content-type', 'application/json').send(JSON.stringify(body));
}

describe('projects: requests, ownership, admin changes, updates and the phase e-mail', () => {
  let server: TestApp;
  let db: Client;
  let admin: Agent;
  let alice: Awaited<ReturnType<typeof registerClient>>;
  let bob: Awaited<ReturnType<typeof registerClient>>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ server, db, admin, close } = await startAdminTestApp());
    alice = await registerClient(server.url, { firstName: 'Alice' });
    bob = await registerClient(server.url, { firstName: 'Bob' });
  });
  afterAll(() => close());

  async function requestProject(agent: Agent, body: Record<string, unknown> = REQUEST) {
    const response = await json(agent, 'post', '/api/projects', body);
    expect(response.status).toBe(201);
    return ZProject.parse(response.body);
  }

  it('starts a request as requested, in discovery (20%), medium priority, ignoring any status or phase sent', async () => {
    const project = await requestProject(alice.agent, { ...REQUEST, status: 'completed', phase: 'support', userId: bob.user.id });
    expect(project).toMatchObject({
      ...REQUEST,
      userId: alice.user.id,
      status: 'requested',
      phase: 'discovery',
      progress: 20,
      priority: 'medium',
      budget: null,
      timeline: null,
    });
    const stored = await db.query('SELECT user_id, status, phase, priority FROM project WHERE id = $1', [project.id]);
    expect(stored.rows[0]).toEqual({ user_id: alice.user.id, status: 'requested', phase: 'discovery', priority: 'medium' });

    const withOptions = await requestProject(alice.agent, { ...REQUEST, budget: '$5,000 - $15,000', timeline: 'Within 3 months', priority: 'high' });
    expect(withOptions).toMatchObject({ budget: '$5,000 - $15,000', timeline: 'Within 3 months', priority: 'high' });
    const blankSelects = await requestProject(alice.agent, { ...REQUEST, budget: '', timeline: '' });
    expect(blankSelects).toMatchObject({ budget: null, timeline: null });
  });

  it('refuses missing fields, unknown options and oversize text with 400 and stores nothing', async () => {
    const before = await db.query('SELECT count(*)::int AS n FROM project WHERE user_id = $1', [bob.user.id]);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...REQUEST, title: '   ' }, 'title'],
      [{ description: REQUEST.description, serviceInterest: REQUEST.serviceInterest }, 'title'],
      [{ ...REQUEST, serviceInterest: 'Rocket Science' }, 'serviceInterest'],
      [{ ...REQUEST, budget: '$1' }, 'budget'],
      [{ ...REQUEST, timeline: 'Yesterday' }, 'timeline'],
      [{ ...REQUEST, priority: 'urgent' }, 'priority'],
      [{ ...REQUEST, description: 'x'.repeat(5001) }, 'description'],
      [{ ...REQUEST, title: 42 }, 'title'],
    ];
    for (const [body, path] of cases) {
      const response = await json(bob.agent, 'post', '/api/projects', body);
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    }
    const serviceError = await json(bob.agent, 'post', '/api/projects', { ...REQUEST, serviceInterest: 'Rocket Science' });
    expect(serviceError.body.errors).toEqual([{ path: 'serviceInterest', message: PROJECT_MESSAGES.serviceType }]);
    const after = await db.query('SELECT count(*)::int AS n FROM project WHERE user_id = $1', [bob.user.id]);
    expect(after.rows[0].n).toBe(before.rows[0].n);
    const anonymous = await json(request.agent(server.url), 'post', '/api/projects', REQUEST);
    expect(anonymous.status).toBe(401);
  });

  it("scopes every list and project to its owner: another client's id is 404 like an unknown one; an admin sees all", async () => {
    const mine = await requestProject(bob.agent, { ...REQUEST, title: 'Bob website' });
    const alices = ZProjectList.parse((await alice.agent.get('/api/projects/user')).body);
    expect(alices.length).toBeGreaterThan(0);
    expect(alices.every((project) => project.userId === alice.user.id)).toBe(true);
    expect(alices.map((project) => project.id)).not.toContain(mine.id);

    // A client's ?userId= is ignored: their own list, never someone else's.
    const spoofed = ZProjectList.parse((await alice.agent.get('/api/projects').query({ userId: bob.user.id })).body);
    expect(spoofed.map((project) => project.id).sort()).toEqual(alices.map((project) => project.id).sort());

    const foreign = await alice.agent.get(`/api/projects/${mine.id}`);
    const unknown = await alice.agent.get(`/api/projects/${randomUUID()}`);
    const notAnId = await alice.agent.get('/api/projects/not-a-uuid');
    for (const response of [foreign, unknown, notAnId]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: PROJECT_MESSAGES.notFound });
    }
    expect((await bob.agent.get(`/api/projects/${mine.id}`)).status).toBe(200);

    const all = ZProjectList.parse((await admin.get('/api/projects')).body);
    expect(all.map((project) => project.id)).toEqual(expect.arrayContaining([mine.id, alices[0]?.id]));
    const bobsOnly = ZProjectList.parse((await admin.get('/api/projects').query({ userId: bob.user.id })).body);
    expect(bobsOnly.length).toBeGreaterThan(0);
    expect(bobsOnly.every((project) => project.userId === bob.user.id)).toBe(true);
    expect((await admin.get(`/api/projects/${mine.id}`)).status).toBe(200);
    expect((await admin.get('/api/projects').query({ userId: 'bob' })).status).toBe(400);
  });

  it('names each project\'s owner and filters by status, for clients (their own only) and admins alike', async () => {
    const carol = await registerClient(server.url, { firstName: 'Carol' });
    const requested = await requestProject(carol.agent, { ...REQUEST, title: 'Carol requested' });
    const active = await requestProject(carol.agent, { ...REQUEST, title: 'Carol active' });
    expect((await json(admin, 'patch', `/api/projects/${active.id}`, { status: 'in_progress' })).status).toBe(200);
    const owner = { email: carol.email, name: 'Carol Ngata' };

    const own = z.array(ZProjectWithOwner).parse((await carol.agent.get('/api/projects')).body);
    expect(own.map((project) => [project.id, project.owner])).toEqual([
      [active.id, owner],
      [requested.id, owner],
    ]);
    const ownRequested = z.array(ZProjectWithOwner).parse((await carol.agent.get('/api/projects').query({ status: 'requested' })).body);
    expect(ownRequested.map((project) => project.id)).toEqual([requested.id]);

    const openRequests = z.array(ZProjectWithOwner).parse((await admin.get('/api/projects').query({ status: 'requested' })).body);
    expect(openRequests.every((project) => project.status === 'requested')).toBe(true);
    expect(openRequests.find((project) => project.id === requested.id)?.owner).toEqual(owner);
    expect(openRequests.map((project) => project.id)).not.toContain(active.id);
    const carolsActive = z.array(ZProjectWithOwner).parse(
      (await admin.get('/api/projects').query({ userId: carol.user.id, status: 'in_progress' })).body,
    );
    expect(carolsActive.map((project) => project.id)).toEqual([active.id]);

    // An account without a name is named by its e-mail alone.
    await db.query(`UPDATE "user" SET first_name = NULL, last_name = NULL WHERE id = $1`, [carol.user.id]);
    const unnamed = z.array(ZProjectWithOwner).parse((await admin.get('/api/projects').query({ userId: carol.user.id })).body);
    expect(unnamed[0]?.owner).toEqual({ email: carol.email, name: null });

    const badStatus = await admin.get('/api/projects').query({ status: 'abandoned' });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.errors[0].path).toBe('status');
  });

  it('lets only an admin change a project; a client can never change its status or phase', async () => {
    const project = await requestProject(alice.agent);
    const asOwner = await json(alice.agent, 'patch', `/api/projects/${project.id}`, { status: 'completed', phase: 'support' });
    expect(asOwner.status).toBe(403);
    const asOwnerUpdate = await json(alice.agent, 'post', `/api/projects/${project.id}/updates`, { message: 'Done!' });
    expect(asOwnerUpdate.status).toBe(403);
    const stored = await db.query('SELECT status, phase FROM project WHERE id = $1', [project.id]);
    expect(stored.rows[0]).toEqual({ status: 'requested', phase: 'discovery' });

    const changed = await json(admin, 'patch', `/api/projects/${project.id}`, {
      status: 'in_progress',
      title: 'Booking automation (phase 1)',
      budget: '$15,000 - $50,000',
      priority: 'high',
    });
    expect(changed.status).toBe(200);
    expect(ZProject.parse(changed.body)).toMatchObject({
      status: 'in_progress',
      phase: 'discovery',
      title: 'Booking automation (phase 1)',
      budget: '$15,000 - $50,000',
      priority: 'high',
      description: REQUEST.description,
    });
    const cleared = await json(admin, 'patch', `/api/projects/${project.id}`, { budget: null });
    expect(cleared.body.budget).toBeNull();

    for (const body of [{}, { status: 'done' }, { phase: 'launch' }, { title: '' }]) {
      const response = await json(admin, 'patch', `/api/projects/${project.id}`, body);
      expect(response.status).toBe(400);
    }
    expect((await json(admin, 'patch', `/api/projects/${randomUUID()}`, { status: 'testing' })).status).toBe(404);
  });

  it("shows the admin's updates to the owner in the order they were written, and to nobody else", async () => {
    const project = await requestProject(alice.agent);
    const messages = ['Kick-off call booked for Monday.', 'Wireframes shared for review.', 'Development has started.'];
    for (const message of messages) {
      const response = await json(admin, 'post', `/api/projects/${project.id}/updates`, { message: `  ${message}  ` });
      expect(response.status).toBe(201);
      expect(ZProjectUpdate.parse(response.body)).toMatchObject({ projectId: project.id, message });
    }
    const detail = ZProjectDetail.parse((await alice.agent.get(`/api/projects/${project.id}`)).body);
    expect(detail.updates.map((update) => update.message)).toEqual(messages);
    expect((await bob.agent.get(`/api/projects/${project.id}`)).status).toBe(404);

    expect((await json(admin, 'post', `/api/projects/${project.id}/updates`, { message: '   ' })).status).toBe(400);
    expect((await json(admin, 'post', `/api/projects/${randomUUID()}/updates`, { message: 'Hello' })).status).toBe(404);
    const count = await db.query('SELECT count(*)::int AS n FROM project_update WHERE project_id = $1', [project.id]);
    expect(count.rows[0].n).toBe(3);
  });

  it('e-mails the client through the outbox when the phase changes, and only then', async () => {
    const project = await requestProject(alice.agent, { ...REQUEST, title: 'Clinic portal' });
    const mails = () =>
      db.query('SELECT to_address, subject, text_body FROM outbox_email WHERE kind = $1 AND reference = $2 ORDER BY created_at, id', [
        PROJECT_PHASE_CHANGED_KIND,
        `project:${project.id}`,
      ]);

    await json(admin, 'patch', `/api/projects/${project.id}`, { status: 'in_progress' });
    await json(admin, 'patch', `/api/projects/${project.id}`, { phase: 'discovery' });
    expect((await mails()).rows).toEqual([]);

    const moved = await json(admin, 'patch', `/api/projects/${project.id}`, { phase: 'development' });
    expect(moved.body).toMatchObject({ phase: 'development', progress: 60 });
    const sent = (await mails()).rows;
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to_address: alice.email, subject: 'Your project "Clinic portal" is now in Development' });
    expect(sent[0].text_body).toContain('Kia ora Alice,');
    expect(sent[0].text_body).toContain('moved to the Development phase (60% complete)');
    expect(sent[0].text_body).toContain(`${server.linkOrigin}/dashboard`);
  });

  it('lets an admin open a project for a client at any phase; the client then sees it', async () => {
    const created = await json(admin, 'post', '/api/crm/projects', { ...REQUEST, userId: bob.user.id, status: 'testing', phase: 'testing' });
    expect(created.status).toBe(201);
    expect(ZProject.parse(created.body)).toMatchObject({ userId: bob.user.id, status: 'testing', phase: 'testing', progress: 80 });
    const bobs = ZProjectList.parse((await bob.agent.get('/api/projects/user')).body);
    expect(bobs[0]?.id).toBe(created.body.id);

    expect((await json(admin, 'post', '/api/crm/projects', { ...REQUEST, userId: randomUUID() })).status).toBe(404);
    expect((await json(bob.agent, 'post', '/api/crm/projects', { ...REQUEST, userId: bob.user.id })).status).toBe(403);
  });
});
