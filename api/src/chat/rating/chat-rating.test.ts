import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Client } from 'pg';
import {
  CHAT_INBOX_MESSAGES,
  CHAT_RATING_THANKS_MESSAGE,
  CHAT_RESOLVED_MESSAGE,
  CHAT_TRANSCRIPT_REQUESTS_PER_HOUR,
  ZChatRatingReport,
} from '@agency/contracts';
import { connectTestDatabase } from '../../../test/test-database';
import { uniqueEmail, type TestApp } from '../../../test/test-app';
import { ADMIN_PASSWORD, adminEnv, openChat, sessionCookie, startChatApp, welcomed, type ChatClient } from '../../../test/chat-client';
import { CHAT_VISITOR_TRANSCRIPT_KIND } from './visitor-transcript-mail';

describe('live chat rating and transcript', () => {
  const admin = adminEnv();
  let server: TestApp;
  let db: Client;
  let adminCookie: string;
  const open: ChatClient[] = [];
  async function visitor(): Promise<{ chat: ChatClient; sessionId: string }> {
    const chat = await openChat(server.url);
    open.push(chat);
    const sessionId = await welcomed(chat);
    chat.send({ text: 'Kia ora, a question', sender: 'user', userId: null, sessionId });
    await chat.waitForMessage('Kia ora, a question');
    return { chat, sessionId };
  }
  const resolve = (id: string) =>
    request(server.url).post(`/api/chat/conversations/${id}/state`).set('cookie', adminCookie).send({ state: 'resolved' }).expect(200);
  const errors = (chat: ChatClient) => chat.frames.filter((frame) => frame.type === 'error').length;
  /** The error frame after the first `count` ones. */
  async function errorAfter(chat: ChatClient, count: number) {
    await chat.waitFor((frame) => frame.type === 'error' && errors(chat) > count);
    return chat.frames.filter((frame) => frame.type === 'error')[count];
  }

  beforeAll(async () => {
    server = await startChatApp({}, admin);
    db = await connectTestDatabase();
    adminCookie = await sessionCookie(server.url, '/api/auth/login', { email: admin.ADMIN_EMAIL, password: ADMIN_PASSWORD });
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.close()));
  });
  afterAll(async () => {
    await db.end();
    await server.close();
  });

  it('takes one rating per resolution, only while resolved, and refuses malformed ones', async () => {
    const { chat, sessionId } = await visitor();
    chat.send({ type: 'rating', score: 4 });
    expect(await errorAfter(chat, 0)).toEqual({ type: 'error', message: CHAT_INBOX_MESSAGES.ratingNotAsked });

    await resolve(sessionId);
    await chat.waitForMessage(CHAT_RESOLVED_MESSAGE);
    for (const [index, frame] of [
      { type: 'rating', score: 6 },
      { type: 'rating', score: 2.5 },
      { type: 'rating', score: 3, comment: 'x'.repeat(1001) },
    ].entries()) {
      chat.send(frame);
      await errorAfter(chat, index + 1);
    }
    expect((await db.query('SELECT 1 FROM chat_rating WHERE conversation_id = $1', [sessionId])).rowCount).toBe(0);

    chat.send({ type: 'rating', score: 4, comment: '  Quick and friendly  ' });
    expect(await chat.waitFor((frame) => frame.type === 'rating-saved')).toEqual({ type: 'rating-saved', sessionId, score: 4 });
    await chat.waitForMessage(CHAT_RATING_THANKS_MESSAGE);
    const before = errors(chat);
    chat.send({ type: 'rating', score: 1 });
    expect(await errorAfter(chat, before)).toEqual({ type: 'error', message: CHAT_INBOX_MESSAGES.ratingGiven });
    expect((await db.query('SELECT resolution, score, comment FROM chat_rating WHERE conversation_id = $1', [sessionId])).rows).toEqual([
      { resolution: 1, score: 4, comment: 'Quick and friendly' },
    ]);
    // The database holds the rule too: a second row for one resolution, or a score out of range, is refused.
    await expect(db.query(`INSERT INTO chat_rating (conversation_id, resolution, score) VALUES ($1, 1, 5)`, [sessionId])).rejects.toThrow();
    await expect(db.query(`INSERT INTO chat_rating (conversation_id, resolution, score) VALUES ($1, 2, 0)`, [sessionId])).rejects.toThrow();

    const summary = await request(server.url).get(`/api/chat/conversations/${sessionId}`).set('cookie', adminCookie);
    expect(summary.body.conversation.rating).toMatchObject({ score: 4, comment: 'Quick and friendly' });
    const report = ZChatRatingReport.parse((await request(server.url).get('/api/chat/ratings').set('cookie', adminCookie)).body);
    expect(report.count).toBeGreaterThanOrEqual(1);
    expect(report.items.find((item) => item.conversationId === sessionId)).toMatchObject({ score: 4, comment: 'Quick and friendly' });

    // Reopened by the visitor and resolved again: a new resolution, a new rating.
    chat.send({ text: 'Actually, one more thing', sender: 'user', userId: null, sessionId });
    await chat.waitForMessage('Actually, one more thing');
    await resolve(sessionId);
    chat.send({ type: 'rating', score: 5 });
    await chat.waitFor((frame) => frame.type === 'rating-saved' && frame.score === 5);
    expect((await db.query('SELECT resolution FROM chat_rating WHERE conversation_id = $1 ORDER BY resolution', [sessionId])).rows).toEqual([
      { resolution: 1 },
      { resolution: 2 },
    ]);
  });

  it('mails the transcript through the outbox once per request, only to an address the visitor gave, a few times an hour', async () => {
    const { chat, sessionId } = await visitor();
    await resolve(sessionId);
    chat.send({ type: 'transcript', requestId: randomUUID() });
    expect(await errorAfter(chat, 0)).toEqual({ type: 'error', message: CHAT_INBOX_MESSAGES.transcriptNeedsEmail });

    const email = uniqueEmail('transcript');
    chat.send({ type: 'contact', email });
    await chat.waitFor((frame) => frame.type === 'contact-saved');
    const requestId = randomUUID();
    chat.send({ type: 'transcript', requestId });
    chat.send({ type: 'transcript', requestId });
    await chat.waitFor((frame) => frame.type === 'transcript-queued' && chat.frames.filter((each) => each.type === 'transcript-queued').length === 2);
    const mails = await db.query<{ kind: string; text_body: string }>('SELECT kind, text_body FROM outbox_email WHERE to_address = $1', [email]);
    expect(mails.rows).toHaveLength(1);
    expect(mails.rows[0]?.kind).toBe(CHAT_VISITOR_TRANSCRIPT_KIND);
    expect(mails.rows[0]?.text_body).toContain('Kia ora, a question');

    for (let index = 1; index < CHAT_TRANSCRIPT_REQUESTS_PER_HOUR; index += 1) chat.send({ type: 'transcript', requestId: randomUUID() });
    await chat.waitFor((frame) => frame.type === 'transcript-queued' && chat.frames.filter((each) => each.type === 'transcript-queued').length === 1 + CHAT_TRANSCRIPT_REQUESTS_PER_HOUR);
    const before = errors(chat);
    chat.send({ type: 'transcript', requestId: randomUUID() });
    expect(await errorAfter(chat, before)).toEqual({ type: 'error', message: CHAT_INBOX_MESSAGES.transcriptTooMany });
    expect((await db.query('SELECT 1 FROM outbox_email WHERE to_address = $1', [email])).rowCount).toBe(CHAT_TRANSCRIPT_REQUESTS_PER_HOUR);
  });
});
