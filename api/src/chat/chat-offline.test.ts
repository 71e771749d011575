import { Client } from 'pg';
import { CHAT_ASK_EMAIL_MESSAGE, CHAT_OFFLINE_MESSAGE, type TChatPresenceServerFrame, type TChatServerFrame, type TChatVisitorStateFrame } from '@agency/contracts';
import type { TestApp } from '../../test/test-app';
import { createOwnDatabase, type OwnDatabase } from '../../test/test-database';
import { DEFAULT_AGENCY_EMAIL } from '../mail/mail.config';
import { CHAT_TRANSCRIPT_KIND } from './chat-mails';
import {
  ADMIN_PASSWORD,
  adminEnv,
  openChat,
  registeredClientCookie,
  sessionCookie,
  startChatApp,
  pollUntil,
  welcomed,
  type ChatClient,
} from '../../test/chat-client';

const systemMessages = (frames: TChatServerFrame[]) => frames.filter((frame) => frame.type === 'message' && frame.data.sender === 'system');

/** A database of its own: "no agent has been online lately" must not depend on other suites' agents. */
describe('live chat while no agent is online', () => {
  const admin = adminEnv();
  let scratch: OwnDatabase;
  let server: TestApp;
  let db: Client;
  const open: ChatClient[] = [];
  async function connect(options: Parameters<typeof openChat>[1] = {}): Promise<ChatClient> {
    const client = await openChat(server.url, options);
    open.push(client);
    return client;
  }
  async function transcriptMailFor(email: string) {
    return pollUntil(async () => {
      const { rows } = await db.query('SELECT kind, to_address, reply_to, text_body FROM outbox_email WHERE reply_to = $1', [email]);
      return rows[0];
    }, `the transcript mail for ${email}`);
  }

  /** What a reloaded widget is told about its conversation. */
  async function visitorStateOnReconnect(sessionId: string): Promise<TChatVisitorStateFrame> {
    const again = await connect({ query: { sessionId } });
    const frames = () => again.frames as Array<TChatServerFrame | TChatPresenceServerFrame>;
    return pollUntil(async () => frames().find((frame): frame is TChatVisitorStateFrame => frame.type === 'visitor-state'), 'the visitor state');
  }

  beforeAll(async () => {
    scratch = await createOwnDatabase('chat');
    server = await startChatApp({ CHAT_AGENT_AWAY_SECONDS: '1', CHAT_ADDRESS_RATE_LIMIT: '1000' }, { ...admin, DATABASE_URL: scratch.url });
    db = new Client({ connectionString: scratch.url });
    await db.connect();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.close()));
  });
  afterAll(async () => {
    await db.end();
    await server.close();
    await scratch.drop();
  });

  it('asks once for an address before promising an e-mail, remembers the request across a reconnect, and mails the agency the conversation', async () => {
    const visitor = await connect();
    const sessionId = await welcomed(visitor);
    visitor.send({ text: 'Anyone there?', sender: 'user', userId: null, sessionId });
    const notice = await visitor.waitFor((frame) => frame.type === 'message' && frame.data.sender === 'system');
    // No address yet: the bot asks for one and promises nothing.
    expect(notice).toMatchObject({ sessionId, data: { message: CHAT_ASK_EMAIL_MESSAGE, userId: null, senderName: null } });
    expect(await visitor.waitFor((frame) => frame.type === 'contact-request')).toEqual({ type: 'contact-request', sessionId });
    expect(await visitorStateOnReconnect(sessionId)).toEqual({ type: 'visitor-state', sessionId, email: null, contactRequested: true, agentReadUpTo: 0 });

    for (const text of ['Hello?', '<b>Still here</b>']) visitor.send({ text, sender: 'user', userId: null, sessionId });
    await visitor.waitForMessage('<b>Still here</b>');
    expect(systemMessages(visitor.frames)).toHaveLength(1);
    expect(visitor.frames.filter((frame) => frame.type === 'contact-request')).toHaveLength(1);

    visitor.send({ type: 'contact', email: 'ana@example.co.nz', name: 'Ana' });
    await visitor.waitFor((frame) => frame.type === 'contact-saved');
    const mail = await transcriptMailFor('ana@example.co.nz');
    expect(mail).toMatchObject({ kind: CHAT_TRANSCRIPT_KIND, to_address: DEFAULT_AGENCY_EMAIL });
    expect(mail.text_body).toContain('Visitor: Anyone there?');
    expect(mail.text_body).toContain('Visitor: <b>Still here</b>');
    expect(mail.text_body).toContain(`System: ${CHAT_ASK_EMAIL_MESSAGE}`);
    expect(await visitorStateOnReconnect(sessionId)).toMatchObject({ email: 'ana@example.co.nz', contactRequested: true });
  });

  it('asks a signed-in visitor for nothing and mails the agency at once', async () => {
    const { cookie, email } = await registeredClientCookie(server.url, 'Wiremu');
    const visitor = await connect({ cookie });
    const sessionId = await welcomed(visitor);
    visitor.send({ text: 'Can someone call me?', sender: 'user', userId: null, sessionId });
    const notice = await visitor.waitFor((frame) => frame.type === 'message' && frame.data.sender === 'system');
    // The address is known: the promise of an e-mail is true.
    expect(notice).toMatchObject({ data: { message: CHAT_OFFLINE_MESSAGE } });
    const mail = await transcriptMailFor(email);
    expect(mail.text_body).toContain('Visitor: Can someone call me?');
    visitor.send({ text: 'Thanks', sender: 'user', userId: null, sessionId });
    await visitor.waitForMessage('Thanks');
    expect(visitor.frames.filter((frame) => frame.type === 'contact-request')).toHaveLength(0);
  });

  it('asks for an address when the only agent connected has chosen Away, as the header says', async () => {
    const cookie = await sessionCookie(server.url, '/api/auth/login', { email: admin.ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const desk = await connect({ cookie, query: { agent: 1 } });
    await welcomed(desk);
    desk.send({ type: 'presence', state: 'away' });
    const visitor = await connect();
    const sessionId = await welcomed(visitor);
    const frames = () => visitor.frames as Array<TChatServerFrame | TChatPresenceServerFrame>;
    await pollUntil(async () => frames().find((frame) => frame.type === 'availability' && frame.state === 'away'), 'the away header');

    visitor.send({ text: 'Is anyone there?', sender: 'user', userId: null, sessionId });
    const notice = await visitor.waitFor((frame) => frame.type === 'message' && frame.data.sender === 'system');
    expect(notice).toMatchObject({ sessionId, data: { message: CHAT_ASK_EMAIL_MESSAGE } });
    expect(await visitor.waitFor((frame) => frame.type === 'contact-request')).toEqual({ type: 'contact-request', sessionId });
    // The agent still sees the message, and can answer when back.
    await desk.waitFor((frame) => frame.type === 'message' && frame.data.message === 'Is anyone there?');
    desk.send({ type: 'presence', state: 'online' });
  });

  it('sends no notice while an agent is connected', async () => {
    const cookie = await sessionCookie(server.url, '/api/auth/login', { email: admin.ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const desk = await connect({ cookie, query: { agent: 1 } });
    await welcomed(desk);
    const visitor = await connect();
    const sessionId = await welcomed(visitor);
    for (const text of ['First', 'Second']) visitor.send({ text, sender: 'user', userId: null, sessionId });
    await visitor.waitForMessage('Second');
    await desk.waitFor((frame) => frame.type === 'message' && frame.data.message === 'Second');
    expect(systemMessages(visitor.frames)).toHaveLength(0);
    expect(visitor.frames.filter((frame) => frame.type === 'contact-request')).toHaveLength(0);

    // Once the agent has left, the notice comes back when CHAT_AGENT_AWAY_SECONDS (1 s here) have passed.
    await desk.close();
    const noticed = await pollUntil(async () => {
      const later = await connect();
      const laterId = await welcomed(later);
      for (const text of ['Back again?', 'Anyone?']) later.send({ text, sender: 'user', userId: null, sessionId: laterId });
      await later.waitForMessage('Anyone?');
      if (systemMessages(later.frames).length === 1) return later;
      await later.close();
      return undefined;
    }, 'the notice after the agent left');
    await noticed.waitFor((frame) => frame.type === 'contact-request');
  });
});
