import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import {
  LEAD_NOTE_MAX_LENGTH,
  LEAD_VALUE_MESSAGE,
  NOTE_NOT_FOUND_MESSAGE,
  NOTE_NOT_YOURS_MESSAGE,
  ZLead,
  ZLeadDetail,
  ZLeadNote,
  type TLeadChange,
} from '@agency/contracts';
import { type Agent, registerClient, startAdminTestApp, type TestApp, uniqueEmail } from '../../test/test-app';

/** PATCH and POST as the browser sends them: JSON text, so a test can also send what zod must refuse. */
function send(agent: Agent | request.Agent, method: 'post' | 'patch' | 'delete', path: string, body: unknown = {}) {
  return agent[method](path).set('content-type', 'application/json').send(JSON.stringify(body));
}

describe('the lead pipeline: PATCH /api/leads/:id, notes, and who may call what', () => {
  let server: TestApp;
  let db: Client;
  let admin: Agent;
  let otherAdmin: Agent;
  let client: Agent;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ server, db, admin, close } = await startAdminTestApp());
    // A second admin: registered as a client, then promoted in the table (the team API is not this suite's subject).
    const second = await registerClient(server.url, { firstName: 'Mere' });
    await db.query(`UPDATE "user" SET role = 'admin', last_name = 'Tamihana' WHERE id = $1`, [second.user.id]);
    otherAdmin = second.agent;
    client = (await registerClient(server.url)).agent;
  });
  afterAll(() => close());

  async function seedLead(overrides: { status?: string; estimatedValue?: string | null; email?: string } = {}): Promise<string> {
    const result = await db.query(
      `INSERT INTO lead (first_name, last_name, email, message, status, estimated_value)
       VALUES ('Hemi', 'Walker', $1, 'Hello', $2, $3) RETURNING id`,
      [overrides.email ?? uniqueEmail('lead'), overrides.status ?? 'new', overrides.estimatedValue ?? null],
    );
    return result.rows[0].id as string;
  }

  async function leadRow(id: string) {
    return (await db.query('SELECT status, estimated_value, updated_at FROM lead WHERE id = $1', [id])).rows[0];
  }

  async function changeRows(id: string) {
    return (
      await db.query('SELECT field, from_value, to_value, actor_id, actor_name FROM lead_change WHERE lead_id = $1 ORDER BY created_at, field', [id])
    ).rows;
  }

  describe('authorization matrix', () => {
    let leadId: string;
    let noteId: string;
    beforeAll(async () => {
      leadId = await seedLead();
      const note = await send(admin, 'post', `/api/leads/${leadId}/notes`, { body: 'First call went well' });
      expect(note.status).toBe(201);
      noteId = note.body.id;
    });

    const calls = (): Array<[string, (agent: Agent | request.Agent) => request.Test]> => [
      ['GET /api/leads', (agent) => agent.get('/api/leads')],
      ['GET /api/leads/export', (agent) => agent.get('/api/leads/export')],
      ['GET /api/leads/:id', (agent) => agent.get(`/api/leads/${leadId}`)],
      ['PATCH /api/leads/:id', (agent) => send(agent, 'patch', `/api/leads/${leadId}`, { status: 'hot' })],
      ['DELETE /api/leads/:id', (agent) => send(agent, 'delete', `/api/leads/${leadId}`)],
      ['POST /api/leads/:id/notes', (agent) => send(agent, 'post', `/api/leads/${leadId}/notes`, { body: 'Hi' })],
      ['PATCH /api/leads/:id/notes/:noteId', (agent) => send(agent, 'patch', `/api/leads/${leadId}/notes/${noteId}`, { body: 'Hi' })],
    ];

    it('answers 401 to an anonymous caller and 403 to a client on every admin endpoint, changing nothing', async () => {
      for (const [name, call] of calls()) {
        const anonymous = await call(request.agent(server.url));
        expect({ name, status: anonymous.status, body: anonymous.body }).toEqual({ name, status: 401, body: { statusCode: 401, message: 'Unauthorized' } });
        const asClient = await call(client);
        expect({ name, status: asClient.status }).toEqual({ name, status: 403 });
      }
      expect(await leadRow(leadId)).toMatchObject({ status: 'new', estimated_value: null });
      expect((await db.query('SELECT body FROM lead_note WHERE lead_id = $1', [leadId])).rows).toEqual([{ body: 'First call went well' }]);
      expect(await changeRows(leadId)).toEqual([]);
    });

    it('lets an admin call each of them', async () => {
      const statuses: Record<string, number> = {};
      for (const [name, call] of calls()) statuses[name] = (await call(admin)).status;
      expect(statuses).toEqual({
        'GET /api/leads': 200,
        'GET /api/leads/export': 200,
        'GET /api/leads/:id': 200,
        'PATCH /api/leads/:id': 200,
        'DELETE /api/leads/:id': 204,
        // The lead is gone by now: its notes went with it.
        'POST /api/leads/:id/notes': 404,
        'PATCH /api/leads/:id/notes/:noteId': 404,
      });
    });
  });

  describe('PATCH /api/leads/:id', () => {
    it('changes the status and records who changed it from what to what', async () => {
      const id = await seedLead();
      const before = await leadRow(id);
      const response = await send(admin, 'patch', `/api/leads/${id}`, { status: 'hot' });
      expect(response.status).toBe(200);
      expect(ZLead.parse(response.body)).toMatchObject({ id, status: 'hot', estimatedValue: null });
      const after = await leadRow(id);
      expect(after.status).toBe('hot');
      expect(after.updated_at.getTime()).toBeGreaterThanOrEqual(before.updated_at.getTime());
      const [change, ...more] = await changeRows(id);
      expect(more).toEqual([]);
      expect(change).toEqual({ field: 'status', from_value: 'new', to_value: 'hot', actor_id: expect.any(String), actor_name: 'Admin' });
    });

    it('changes status and value together: one change row per field, values as numeric(12,2) keeps them', async () => {
      const id = await seedLead({ status: 'warm', estimatedValue: '1500.00' });
      const response = await send(otherAdmin, 'patch', `/api/leads/${id}`, { status: 'won', estimatedValue: 2499.99 });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ status: 'won', estimatedValue: 2499.99 });
      expect(await leadRow(id)).toMatchObject({ status: 'won', estimated_value: '2499.99' });
      expect(await changeRows(id)).toEqual([
        { field: 'estimated_value', from_value: '1500.00', to_value: '2499.99', actor_id: expect.any(String), actor_name: 'Mere Tamihana' },
        { field: 'status', from_value: 'warm', to_value: 'won', actor_id: expect.any(String), actor_name: 'Mere Tamihana' },
      ]);
    });

    it('clears the value with null, and records the clearing', async () => {
      const id = await seedLead({ estimatedValue: '300.50' });
      const response = await send(admin, 'patch', `/api/leads/${id}`, { estimatedValue: null });
      expect(response.status).toBe(200);
      expect(response.body.estimatedValue).toBeNull();
      expect(await changeRows(id)).toEqual([expect.objectContaining({ field: 'estimated_value', from_value: '300.50', to_value: null })]);
    });

    it('records nothing when a value is set to what it already is', async () => {
      const id = await seedLead({ status: 'hot', estimatedValue: '1000.00' });
      const response = await send(admin, 'patch', `/api/leads/${id}`, { status: 'hot', estimatedValue: 1000 });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ status: 'hot', estimatedValue: 1000 });
      // Only the field that really changed gets a row.
      const partly = await send(admin, 'patch', `/api/leads/${id}`, { status: 'hot', estimatedValue: 1200 });
      expect(partly.status).toBe(200);
      expect(await changeRows(id)).toEqual([expect.objectContaining({ field: 'estimated_value', from_value: '1000.00', to_value: '1200.00' })]);
    });

    it('accepts the bounds: 0 and 10,000,000, cents included', async () => {
      const id = await seedLead();
      expect((await send(admin, 'patch', `/api/leads/${id}`, { estimatedValue: 0 })).body.estimatedValue).toBe(0);
      expect((await send(admin, 'patch', `/api/leads/${id}`, { estimatedValue: 10_000_000 })).body.estimatedValue).toBe(10_000_000);
      expect((await send(admin, 'patch', `/api/leads/${id}`, { estimatedValue: 0.07 })).body.estimatedValue).toBe(0.07);
      expect((await leadRow(id)).estimated_value).toBe('0.07');
    });

    it.each<[string, unknown]>([
      ['an unknown status', { status: 'bogus' }],
      ['a negative value', { estimatedValue: -1 }],
      ['a value above the bound', { estimatedValue: 10_000_001 }],
      ['a value with three decimals', { estimatedValue: 1.005 }],
      ['a value sent as text', { estimatedValue: '1500' }],
      ['an unknown field', { status: 'hot', firstName: 'Mallory' }],
      ['an empty body', {}],
      ['a status that is not text', { status: 3 }],
    ])('refuses %s with 400 and changes nothing', async (_name, body) => {
      const id = await seedLead({ status: 'warm', estimatedValue: '500.00' });
      const response = await send(admin, 'patch', `/api/leads/${id}`, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400, message: expect.any(String) });
      expect(await leadRow(id)).toMatchObject({ status: 'warm', estimated_value: '500.00' });
      expect(await changeRows(id)).toEqual([]);
    });

    it('says what is wrong with a value', async () => {
      const id = await seedLead();
      const response = await send(admin, 'patch', `/api/leads/${id}`, { estimatedValue: -1 });
      expect(response.body.errors).toEqual([{ path: 'estimatedValue', message: LEAD_VALUE_MESSAGE }]);
    });

    it("answers 404 'Lead not found' for unknown and malformed ids", async () => {
      for (const id of [randomUUID(), 'not-a-uuid', '1; DROP TABLE lead']) {
        const response = await send(admin, 'patch', `/api/leads/${encodeURIComponent(id)}`, { status: 'hot' });
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ statusCode: 404, message: 'Lead not found' });
        const detail = await admin.get(`/api/leads/${encodeURIComponent(id)}`);
        expect(detail.status).toBe(404);
        expect(detail.body).toEqual({ statusCode: 404, message: 'Lead not found' });
      }
    });

    it('names an admin without a name by e-mail, and keeps the history readable after that admin is deleted', async () => {
      const leaving = await registerClient(server.url, { firstName: 'Ana' });
      await db.query(`UPDATE "user" SET role = 'admin', first_name = NULL, last_name = NULL WHERE id = $1`, [leaving.user.id]);
      const id = await seedLead();
      expect((await send(leaving.agent, 'patch', `/api/leads/${id}`, { status: 'cold' })).status).toBe(200);
      await db.query('DELETE FROM "user" WHERE id = $1', [leaving.user.id]);
      const detail = ZLeadDetail.parse((await admin.get(`/api/leads/${id}`)).body);
      expect(detail.changes).toEqual<TLeadChange[]>([
        { id: expect.any(String), leadId: id, field: 'status', from: 'new', to: 'cold', actorName: leaving.email, createdAt: expect.any(String) },
      ]);
    });

    it('keeps every change when two admins change the same lead at once, each from the value before it', async () => {
      const id = await seedLead({ status: 'new' });
      const results = await Promise.all([
        send(admin, 'patch', `/api/leads/${id}`, { status: 'warm' }),
        send(otherAdmin, 'patch', `/api/leads/${id}`, { status: 'hot' }),
      ]);
      expect(results.map((result) => result.status)).toEqual([200, 200]);
      const rows = (await db.query('SELECT from_value, to_value FROM lead_change WHERE lead_id = $1 ORDER BY created_at', [id])).rows;
      expect(rows).toHaveLength(2);
      expect(rows[0].from_value).toBe('new');
      expect(rows[1].from_value).toBe(rows[0].to_value);
      expect((await leadRow(id)).status).toBe(rows[1].to_value);
    });
  });

  describe('notes', () => {
    it('adds a note by the caller, newest first in the detail, editable only by its author', async () => {
      const id = await seedLead();
      const first = await send(admin, 'post', `/api/leads/${id}/notes`, { body: '  Called, no answer  ' });
      expect(first.status).toBe(201);
      expect(ZLeadNote.parse(first.body)).toEqual({
        id: expect.any(String),
        leadId: id,
        body: 'Called, no answer',
        authorId: expect.any(String),
        authorName: 'Admin',
        editable: true,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const second = await send(otherAdmin, 'post', `/api/leads/${id}/notes`, { body: 'Sent the proposal' });
      expect(second.body).toMatchObject({ authorName: 'Mere Tamihana', editable: true });

      const asAdmin = ZLeadDetail.parse((await admin.get(`/api/leads/${id}`)).body);
      expect(asAdmin.notes.map((note) => [note.body, note.editable])).toEqual([
        ['Sent the proposal', false],
        ['Called, no answer', true],
      ]);
      const asOther = ZLeadDetail.parse((await otherAdmin.get(`/api/leads/${id}`)).body);
      expect(asOther.notes.map((note) => note.editable)).toEqual([true, false]);
    });

    it('lets the author edit, and answers 403 to another admin without changing the note', async () => {
      const id = await seedLead();
      const note = (await send(admin, 'post', `/api/leads/${id}/notes`, { body: 'Budget about 5k' })).body;
      const edited = await send(admin, 'patch', `/api/leads/${id}/notes/${note.id}`, { body: 'Budget about 8k' });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ id: note.id, body: 'Budget about 8k', editable: true });
      expect(new Date(edited.body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(note.updatedAt).getTime());

      const refused = await send(otherAdmin, 'patch', `/api/leads/${id}/notes/${note.id}`, { body: 'Overwritten' });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ statusCode: 403, message: NOTE_NOT_YOURS_MESSAGE });
      expect((await db.query('SELECT body FROM lead_note WHERE id = $1', [note.id])).rows[0].body).toBe('Budget about 8k');
    });

    it('answers 404 for a note that is not on that lead, and for unknown or malformed note ids', async () => {
      const id = await seedLead();
      const elsewhere = await seedLead();
      const note = (await send(admin, 'post', `/api/leads/${elsewhere}/notes`, { body: 'On the other lead' })).body;
      for (const noteId of [note.id, randomUUID(), 'nope']) {
        const response = await send(admin, 'patch', `/api/leads/${id}/notes/${noteId}`, { body: 'Moved' });
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ statusCode: 404, message: NOTE_NOT_FOUND_MESSAGE });
      }
      expect((await db.query('SELECT body FROM lead_note WHERE id = $1', [note.id])).rows[0].body).toBe('On the other lead');
    });

    it("answers 404 'Lead not found' when adding to an unknown or malformed lead", async () => {
      for (const id of [randomUUID(), 'x']) {
        const response = await send(admin, 'post', `/api/leads/${id}/notes`, { body: 'Hello' });
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ statusCode: 404, message: 'Lead not found' });
      }
    });

    it.each<[string, unknown]>([
      ['a blank note', { body: '   ' }],
      ['an empty note', { body: '' }],
      ['a note that is too long', { body: 'x'.repeat(LEAD_NOTE_MAX_LENGTH + 1) }],
      ['a note that is not text', { body: 42 }],
      ['no note at all', {}],
    ])('refuses %s with 400 and stores nothing', async (_name, body) => {
      const id = await seedLead();
      const added = await send(admin, 'post', `/api/leads/${id}/notes`, body);
      expect(added.status).toBe(400);
      const note = (await send(admin, 'post', `/api/leads/${id}/notes`, { body: 'Kept as is' })).body;
      const edited = await send(admin, 'patch', `/api/leads/${id}/notes/${note.id}`, body);
      expect(edited.status).toBe(400);
      expect((await db.query('SELECT body FROM lead_note WHERE lead_id = $1', [id])).rows).toEqual([{ body: 'Kept as is' }]);
    });

    it('accepts a note of exactly the maximum length, and stores markup as text', async () => {
      const id = await seedLead();
      const longest = await send(admin, 'post', `/api/leads/${id}/notes`, { body: 'y'.repeat(LEAD_NOTE_MAX_LENGTH) });
      expect(longest.status).toBe(201);
      const markup = '<img src=x onerror="alert(1)"><b>bold</b>';
      const stored = await send(admin, 'post', `/api/leads/${id}/notes`, { body: markup });
      expect(stored.body.body).toBe(markup);
      expect((await db.query('SELECT body FROM lead_note WHERE id = $1', [stored.body.id])).rows[0].body).toBe(markup);
    });

    it("keeps a deleted author's notes with their name, editable by nobody", async () => {
      const leaving = await registerClient(server.url, { firstName: 'Tui' });
      await db.query(`UPDATE "user" SET role = 'admin', last_name = 'Parata' WHERE id = $1`, [leaving.user.id]);
      const id = await seedLead();
      expect((await send(leaving.agent, 'post', `/api/leads/${id}/notes`, { body: 'Handing over' })).status).toBe(201);
      await db.query('DELETE FROM "user" WHERE id = $1', [leaving.user.id]);
      const detail = ZLeadDetail.parse((await admin.get(`/api/leads/${id}`)).body);
      expect(detail.notes).toEqual([expect.objectContaining({ body: 'Handing over', authorId: null, authorName: 'Tui Parata', editable: false })]);
    });
  });
});
