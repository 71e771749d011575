import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { CANNED_REPLY_MESSAGES, ZCannedReply, ZCannedReplyList, fillCannedReply } from '@agency/contracts';
import { type Agent, type AdminTestApp, registerClient, startAdminTestApp } from '../../test/test-app';

const PATH = '/api/chat/canned-replies';

function send(agent: Agent, method: 'post' | 'patch' | 'delete', path: string, body: unknown) {
  return agent[method](path).set('content-type', 'application/json').send(JSON.stringify(body));
}

const title = (prefix = 'Greeting') => `${prefix} ${randomUUID().slice(0, 8)}`;

describe('canned replies: admin-only CRUD for the live chat', () => {
  let kit: AdminTestApp;

  beforeAll(async () => {
    kit = await startAdminTestApp();
  });
  afterAll(async () => {
    await kit.close();
  });

  it('creates, lists, edits and deletes a reply, and the database holds what was sent (trimmed)', async () => {
    const name = title();
    const created = await send(kit.admin, 'post', PATH, { title: `  ${name} `, text: ' Kia ora {firstName}, thanks for waiting. ' });
    expect(created.status).toBe(201);
    const reply = ZCannedReply.parse(created.body);
    expect(reply).toMatchObject({ title: name, text: 'Kia ora {firstName}, thanks for waiting.' });

    const list = ZCannedReplyList.parse((await kit.admin.get(PATH)).body);
    expect(list.items.map((item) => item.id)).toContain(reply.id);

    const edited = await send(kit.admin, 'patch', `${PATH}/${reply.id}`, { text: 'Thanks {firstName}!' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: reply.id, title: name, text: 'Thanks {firstName}!' });
    const stored = await kit.db.query<{ title: string; text: string }>('SELECT title, text FROM canned_reply WHERE id = $1', [reply.id]);
    expect(stored.rows).toEqual([{ title: name, text: 'Thanks {firstName}!' }]);

    expect((await send(kit.admin, 'delete', `${PATH}/${reply.id}`, {})).status).toBe(204);
    expect((await kit.db.query('SELECT 1 FROM canned_reply WHERE id = $1', [reply.id])).rowCount).toBe(0);
    expect((await send(kit.admin, 'delete', `${PATH}/${reply.id}`, {})).status).toBe(404);
    expect((await send(kit.admin, 'patch', `${PATH}/not-an-id`, { text: 'Hi' })).status).toBe(404);
  });

  it('refuses an unknown placeholder with a clear 400 and stores nothing', async () => {
    const name = title('Typo');
    const answer = await send(kit.admin, 'post', PATH, { title: name, text: 'Hi {foo}, thanks' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      statusCode: 400,
      errors: [{ path: 'text', message: CANNED_REPLY_MESSAGES.unknownPlaceholder }],
    });
    expect((await kit.db.query('SELECT 1 FROM canned_reply WHERE title = $1', [name])).rowCount).toBe(0);

    const reply = ZCannedReply.parse((await send(kit.admin, 'post', PATH, { title: title(), text: 'Hello' })).body);
    expect((await send(kit.admin, 'patch', `${PATH}/${reply.id}`, { text: 'Hi {FirstName}' })).status).toBe(400);
    expect((await kit.db.query<{ text: string }>('SELECT text FROM canned_reply WHERE id = $1', [reply.id])).rows[0]?.text).toBe('Hello');
  });

  it('refuses empty and over-long fields, and a taken title whatever its case (409)', async () => {
    expect((await send(kit.admin, 'post', PATH, { title: '   ', text: 'Hi' })).status).toBe(400);
    expect((await send(kit.admin, 'post', PATH, { title: 'x'.repeat(61), text: 'Hi' })).status).toBe(400);
    expect((await send(kit.admin, 'post', PATH, { title: title(), text: 'x'.repeat(2001) })).status).toBe(400);
    expect((await send(kit.admin, 'patch', `${PATH}/${randomUUID()}`, {})).status).toBe(400);

    const name = title('Hours');
    expect((await send(kit.admin, 'post', PATH, { title: name, text: 'We are open 9 to 5.' })).status).toBe(201);
    const again = await send(kit.admin, 'post', PATH, { title: name.toUpperCase(), text: 'Another' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: CANNED_REPLY_MESSAGES.titleTaken });

    const other = ZCannedReply.parse((await send(kit.admin, 'post', PATH, { title: title(), text: 'Other' })).body);
    expect((await send(kit.admin, 'patch', `${PATH}/${other.id}`, { title: name })).status).toBe(409);
  });

  it('is for admins only: a client gets 403 and an anonymous caller 401', async () => {
    const client = await registerClient(kit.server.url);
    expect((await client.agent.get(PATH)).status).toBe(403);
    expect((await send(client.agent, 'post', PATH, { title: title(), text: 'Hi' })).status).toBe(403);
    expect((await request(kit.server.url).get(PATH)).status).toBe(401);
  });

  it('fills {firstName} with the visitor’s first name, or drops it tidily when unknown', () => {
    expect(fillCannedReply('Hi {firstName}, thanks for waiting.', 'Mere')).toBe('Hi Mere, thanks for waiting.');
    expect(fillCannedReply('Hi {firstName}, thanks for waiting.', null)).toBe('Hi there, thanks for waiting.');
    expect(fillCannedReply('Thanks {firstName}!', '  ')).toBe('Thanks!');
    expect(fillCannedReply('{firstName}, one moment.', null)).toBe('One moment.');
  });
});
