import { Logger } from '@nestjs/common';
import type { Client } from 'pg';
import { CHAT_CLOSE_TOO_BIG, CHAT_MAX_FRAME_BYTES, CHAT_MESSAGE_MAX_LENGTH, CHAT_WELCOME_MESSAGE, type TChatServerFrame } from '@agency/contracts';
import { connectTestDatabase } from '../../test/test-database';
import type { TestApp } from '../../test/test-app';
import { openChat, registeredClientCookie, startChatApp, welcomed, type ChatClient } from '../../test/chat-client';

describe('live chat protocol (/ws)', () => {
  let server: TestApp;
  let db: Client;
  const open: ChatClient[] = [];
  async function visitor(options: Parameters<typeof openChat>[1] = {}): Promise<ChatClient> {
    const client = await openChat(server.url, options);
    open.push(client);
    return client;
  }

  beforeAll(async () => {
    server = await startChatApp();
    db = await connectTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.close()));
  });
  afterAll(async () => {
    await db.end();
    await server.close();
  });

  it("greets with the spec's welcome, then the history, and echoes a message once it is stored", async () => {
    const chat = await visitor();
    const sessionId = await welcomed(chat);
    expect(chat.frames[0]).toEqual({ type: 'welcome', sessionId, message: CHAT_WELCOME_MESSAGE });
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    await chat.waitFor((frame) => frame.type === 'history');
    expect(chat.frames[1]).toEqual({ type: 'history', sessionId, messages: [] });

    chat.send({ text: '  Kia ora, can you build us a booking site?  ', sender: 'user', userId: null, sessionId });
    const echo = await chat.waitForMessage('Kia ora, can you build us a booking site?');
    expect(echo).toEqual({
      id: 1,
      message: 'Kia ora, can you build us a booking site?',
      sender: 'user',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      userId: null,
      senderName: null,
    });
    const frame = chat.frames.find((candidate) => candidate.type === 'message');
    expect(frame).toMatchObject({ type: 'message', sessionId, data: echo });

    const stored = await db.query('SELECT id, body, sender, user_id, created_at FROM chat_message WHERE conversation_id = $1 AND id = $2', [sessionId, echo.id]);
    expect(stored.rows[0]).toMatchObject({ id: 1, body: echo.message, sender: 'user', user_id: null });
    expect(new Date(stored.rows[0].created_at).toISOString()).toBe(echo.timestamp);
  });

  it('keeps markup as plain text', async () => {
    const chat = await visitor();
    const sessionId = await welcomed(chat);
    chat.send({ text: '<img src=x onerror=alert(1)> <b>hi</b>', sender: 'user', userId: null, sessionId });
    expect((await chat.waitForMessage('<img src=x onerror=alert(1)> <b>hi</b>')).message).toBe('<img src=x onerror=alert(1)> <b>hi</b>');
  });

  it("never delivers one visitor's messages to another visitor", async () => {
    const first = await visitor();
    const second = await visitor();
    const firstId = await welcomed(first);
    const secondId = await welcomed(second);
    expect(firstId).not.toBe(secondId);
    first.send({ text: 'private to the first', sender: 'user', userId: null, sessionId: firstId });
    second.send({ text: 'private to the second', sender: 'user', userId: null, sessionId: secondId });
    await first.waitForMessage('private to the first');
    await second.waitForMessage('private to the second');
    // A visitor cannot write into another conversation by naming it either.
    first.send({ text: 'sneaking in', sender: 'user', userId: null, sessionId: secondId });
    await first.waitFor((frame) => frame.type === 'error');
    second.send({ text: 'second again', sender: 'user', userId: null, sessionId: secondId });
    await second.waitForMessage('second again');

    const texts = (frames: TChatServerFrame[]) => frames.flatMap((frame) => (frame.type === 'message' && frame.data.sender === 'user' ? [frame.data.message] : []));
    expect(texts(first.frames)).toEqual(['private to the first']);
    expect(texts(second.frames)).toEqual(['private to the second', 'second again']);
    const sneaked = await db.query("SELECT count(*)::int AS n FROM chat_message WHERE body = 'sneaking in'");
    expect(sneaked.rows[0].n).toBe(0);
  });

  it("ignores a forged userId: the author is the session's user, or nobody", async () => {
    const { cookie } = await registeredClientCookie(server.url);
    const me = (await (await fetch(`${server.url}/api/auth/user`, { headers: { cookie } })).json()) as { id: string };
    const anonymous = await visitor();
    const anonymousId = await welcomed(anonymous);
    anonymous.send({ text: 'pretending to be someone', sender: 'user', userId: me.id, sessionId: anonymousId });
    expect((await anonymous.waitForMessage('pretending to be someone')).userId).toBeNull();

    const signedIn = await visitor({ cookie });
    const signedInId = await welcomed(signedIn);
    signedIn.send({ text: 'claiming another id', sender: 'user', userId: '00000000-0000-4000-8000-000000000000', sessionId: signedInId });
    expect((await signedIn.waitForMessage('claiming another id')).userId).toBe(me.id);

    const rows = await db.query('SELECT body, user_id FROM chat_message WHERE conversation_id = ANY($1) AND sender = $2 ORDER BY body', [
      [anonymousId, signedInId],
      'user',
    ]);
    expect(rows.rows).toEqual([
      { body: 'claiming another id', user_id: me.id },
      { body: 'pretending to be someone', user_id: null },
    ]);
  });

  it('logs and ignores invalid JSON, answers a wrong shape with an error frame, and keeps the socket open', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const chat = await visitor();
    const sessionId = await welcomed(chat);
    chat.ws.send('{"text": "broken');
    chat.send({ text: '   ', sender: 'user', sessionId });
    const error = await chat.waitFor((frame) => frame.type === 'error');
    expect(error).toEqual({ type: 'error', message: 'Message is empty' });
    chat.send({ text: 'still here', sender: 'user', userId: null, sessionId });
    await chat.waitForMessage('still here');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Ignored a chat frame that is not JSON from (::ffff:)?127\.0\.0\.1$/));
    expect(warn.mock.calls.flat().join(' ')).not.toContain('broken');
    warn.mockRestore();
    const stored = await db.query('SELECT body FROM chat_message WHERE conversation_id = $1 AND sender = $2', [sessionId, 'user']);
    expect(stored.rows).toEqual([{ body: 'still here' }]);
  });

  it('closes only the socket that sends an oversize frame, with 1009', async () => {
    const big = await visitor();
    const other = await visitor();
    const bigId = await welcomed(big);
    const otherId = await welcomed(other);
    big.send({ text: 'x'.repeat(CHAT_MAX_FRAME_BYTES), sender: 'user', userId: null, sessionId: bigId });
    expect((await big.closed).code).toBe(CHAT_CLOSE_TOO_BIG);
    other.send({ text: 'the server still answers', sender: 'user', userId: null, sessionId: otherId });
    await other.waitForMessage('the server still answers');
    const stored = await db.query('SELECT count(*)::int AS n FROM chat_message WHERE conversation_id = $1', [bigId]);
    expect(stored.rows[0].n).toBe(0);
  });

  it('stores a message at its full length in 3-byte characters (the frame limit leaves room), and names the limit for one over it', async () => {
    const chat = await visitor();
    const sessionId = await welcomed(chat);
    const full = '漢'.repeat(CHAT_MESSAGE_MAX_LENGTH);
    chat.send({ text: full, sender: 'user', userId: null, sessionId });
    await chat.waitForMessage(full);
    chat.send({ text: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), sender: 'user', userId: null, sessionId });
    expect(await chat.waitFor((frame) => frame.type === 'error')).toEqual({ type: 'error', message: 'Message must be 2,000 characters or fewer' });
    const stored = await db.query('SELECT length(body) AS n FROM chat_message WHERE conversation_id = $1 AND sender = $2', [sessionId, 'user']);
    expect(stored.rows).toEqual([{ n: CHAT_MESSAGE_MAX_LENGTH }]);
  });

  it('resumes after the last id held with exactly the messages missed, once each', async () => {
    const first = await visitor();
    const sessionId = await welcomed(first);
    for (const text of ['one', 'two']) {
      first.send({ text, sender: 'user', userId: null, sessionId });
      await first.waitForMessage(text);
    }
    const held = Math.max(...first.frames.flatMap((frame) => (frame.type === 'message' ? [frame.data.id] : [])));
    await first.close();

    // Meanwhile the same conversation goes on in another tab.
    const other = await visitor({ query: { sessionId } });
    expect(await welcomed(other)).toBe(sessionId);
    for (const text of ['three', 'four']) {
      other.send({ text, sender: 'user', userId: null, sessionId });
      await other.waitForMessage(text);
    }

    const back = await visitor({ query: { sessionId, after: held } });
    expect(await welcomed(back)).toBe(sessionId);
    const history = await back.waitFor((frame) => frame.type === 'history');
    if (history.type !== 'history') throw new Error('expected history');
    expect(history.messages.filter((message) => message.sender === 'user').map((message) => message.message)).toEqual(['three', 'four']);
    expect(history.messages.every((message) => message.id > held)).toBe(true);

    back.send({ text: 'five', sender: 'user', userId: null, sessionId });
    await back.waitForMessage('five');
    await other.waitForMessage('five');
    const ids = back.frames.flatMap((frame) => (frame.type === 'history' ? frame.messages.map((m) => m.id) : frame.type === 'message' ? [frame.data.id] : []));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    // Without `after`, the whole conversation.
    const fresh = await visitor({ query: { sessionId } });
    const whole = await fresh.waitFor((frame) => frame.type === 'history');
    if (whole.type !== 'history') throw new Error('expected history');
    expect(whole.messages.filter((message) => message.sender === 'user').map((message) => message.message)).toEqual(['one', 'two', 'three', 'four', 'five']);
  });

  it('starts a new conversation for an unknown or malformed id', async () => {
    for (const requested of ['A'.repeat(32), "'; DROP TABLE chat_message; --"]) {
      const chat = await visitor({ query: { sessionId: requested } });
      const sessionId = await welcomed(chat);
      expect(sessionId).not.toBe(requested);
      expect(sessionId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    }
  });

  it("keeps a signed-in user's conversation from anyone else", async () => {
    const owner = await registeredClientCookie(server.url, 'Mere');
    const stranger = await registeredClientCookie(server.url, 'Tama');
    const mine = await visitor({ cookie: owner.cookie });
    const sessionId = await welcomed(mine);
    mine.send({ text: 'my private question', sender: 'user', userId: null, sessionId });
    await mine.waitForMessage('my private question');

    for (const options of [{ cookie: stranger.cookie }, {}]) {
      const intruder = await visitor({ ...options, query: { sessionId } });
      const given = await welcomed(intruder);
      expect(given).not.toBe(sessionId);
      const history = await intruder.waitFor((frame) => frame.type === 'history');
      expect(history).toEqual({ type: 'history', sessionId: given, messages: [] });
    }

    const again = await visitor({ cookie: owner.cookie, query: { sessionId } });
    expect(await welcomed(again)).toBe(sessionId);
    await again.waitFor((frame) => frame.type === 'history' && frame.messages.some((message) => message.message === 'my private question'));
  });
});
