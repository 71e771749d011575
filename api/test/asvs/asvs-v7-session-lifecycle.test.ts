import request from 'supertest';
import type { Client } from 'pg';
import { TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from '@agency/contracts';
import { registerClient, startAdminTestApp, type AdminTestApp } from '../test-app';

/**
 * ASVS 5.0 V7 (session management): a new token at every sign-in, and the end of sessions at logout, at a password
 * change and when the account is deleted. The timeouts (V7.3.1, V7.3.2) are in asvs-v7.3-session-timeouts.test.ts.
 */
function sessionCookieOf(response: request.Response): string {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const cookie = cookies.find((value) => value.startsWith('sid='));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(cookies)}`);
  return cookie.split(';')[0] ?? '';
}

const json = { 'content-type': 'application/json' };

// One app for the file; each requirement is a describe of its own.
let kit: AdminTestApp;
let url: string;
let db: Client;
beforeAll(async () => {
  kit = await startAdminTestApp({ LOGIN_MAX_FAILURES: '3' });
  url = kit.server.url;
  db = kit.db;
});
afterAll(() => kit.close());

const whoAmI = (cookie: string) => request(url).get('/api/auth/user').set('cookie', cookie);
const liveSessions = async (userId: string) =>
  Number((await db.query('SELECT count(*) AS n FROM session WHERE user_id = $1 AND revoked_at IS NULL', [userId])).rows[0].n);

describe('V7.2.4 a new session token on authentication, the previous one terminated', () => {
  it('gives a browser that signs in again a different token and ends the one it had', async () => {
    const { email, password } = await registerClient(url);
    const first = sessionCookieOf(await request(url).post('/api/auth/login').set(json).send({ email, password }));
    const second = await request(url).post('/api/auth/login').set('cookie', first).set(json).send({ email, password });
    const renewed = sessionCookieOf(second);
    expect(renewed).not.toBe(first);
    expect((await whoAmI(first)).status).toBe(401);
    expect((await whoAmI(renewed)).status).toBe(200);
  });

  it('does not adopt a token planted before sign-in (session fixation)', async () => {
    const { email, password } = await registerClient(url);
    const planted = 'sid=attacker-chosen-token-value';
    const answer = await request(url).post('/api/auth/login').set('cookie', planted).set(json).send({ email, password });
    expect(sessionCookieOf(answer)).not.toBe(planted);
    expect((await whoAmI(planted)).status).toBe(401);
  });
});

describe('V7.4.1 logout terminates the session at the server', () => {
  it('refuses the token after POST /api/auth/logout, even from a browser that kept the cookie', async () => {
    const { email, password, user } = await registerClient(url);
    const cookie = sessionCookieOf(await request(url).post('/api/auth/login').set(json).send({ email, password }));
    expect((await request(url).post('/api/auth/logout').set('cookie', cookie).set('origin', url)).status).toBe(204);
    expect((await whoAmI(cookie)).status).toBe(401);
    const row = await db.query(`SELECT count(*) AS n FROM session WHERE user_id = $1 AND revoked_at IS NOT NULL`, [user.id]);
    expect(Number(row.rows[0].n)).toBeGreaterThanOrEqual(1);
  });
});

describe('V7.4.2 deleting an account terminates all of its sessions', () => {
  it('answers 401 to every browser of a user an admin deleted', async () => {
    const { email, password, user } = await registerClient(url);
    const phone = sessionCookieOf(await request(url).post('/api/auth/login').set(json).send({ email, password }));
    const laptop = sessionCookieOf(await request(url).post('/api/auth/login').set(json).send({ email, password }));
    expect((await kit.admin.delete(`/api/crm/users/${user.id}`).set('origin', url)).status).toBe(204);
    expect((await whoAmI(phone)).status).toBe(401);
    expect((await whoAmI(laptop)).status).toBe(401);
    expect(await liveSessions(user.id)).toBe(0);
  });
});

describe('V7.4.3 a password change terminates every other session (V7.5.1: it needs the current password)', () => {
  const change = (cookie: string, body: object) => request(url).post('/api/auth/password').set('cookie', cookie).set(json).send(body);

  it('ends the other sessions, renews this one, and only the new password signs in', async () => {
    const { email, password, user } = await registerClient(url);
    const here = sessionCookieOf(await request(url).post('/api/auth/login').set(json).send({ email, password }));
    const elsewhere = sessionCookieOf(await request(url).post('/api/auth/login').set(json).send({ email, password }));

    const answer = await change(here, { currentPassword: password, newPassword: 'a brand new passphrase' });
    expect(answer.status).toBe(204);
    const renewed = sessionCookieOf(answer);
    expect(renewed).not.toBe(here);
    expect((await whoAmI(renewed)).status).toBe(200);
    expect((await whoAmI(here)).status).toBe(401);
    expect((await whoAmI(elsewhere)).status).toBe(401);
    expect(await liveSessions(user.id)).toBe(1);

    expect((await request(url).post('/api/auth/login').set(json).send({ email, password })).status).toBe(401);
    expect((await request(url).post('/api/auth/login').set(json).send({ email, password: 'a brand new passphrase' })).status).toBe(200);
  });

  it('refuses a wrong current password with 400 and a clear message, changing nothing', async () => {
    const { email, password, user } = await registerClient(url);
    const here = sessionCookieOf(await request(url).post('/api/auth/login').set(json).send({ email, password }));
    const before = (await db.query('SELECT password_hash FROM "user" WHERE id = $1', [user.id])).rows[0].password_hash;

    const answer = await change(here, { currentPassword: 'not my password', newPassword: 'a brand new passphrase' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      statusCode: 400,
      message: WRONG_CURRENT_PASSWORD_MESSAGE,
      errors: [{ path: 'currentPassword', message: WRONG_CURRENT_PASSWORD_MESSAGE }],
    });
    expect((await db.query('SELECT password_hash FROM "user" WHERE id = $1', [user.id])).rows[0].password_hash).toBe(before);
    expect((await whoAmI(here)).status).toBe(200);
  });

  it("holds the new password to registration's rules and refuses a signed-out caller", async () => {
    const { email, password } = await registerClient(url);
    const here = sessionCookieOf(await request(url).post('/api/auth/login').set(json).send({ email, password }));
    const short = await change(here, { currentPassword: password, newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 8 characters');
    const missing = await change(here, { newPassword: 'a brand new passphrase' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Current password is required');

    const anonymous = await request(url).post('/api/auth/password').set(json).send({ currentPassword: password, newPassword: 'a brand new passphrase' });
    expect(anonymous.status).toBe(401);
  });

  it('is throttled like sign-in: past the failure limit even the right current password gets 429', async () => {
    const { email, password } = await registerClient(url);
    const here = sessionCookieOf(await request(url).post('/api/auth/login').set(json).send({ email, password }));
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await change(here, { currentPassword: `guess ${attempt}`, newPassword: 'a brand new passphrase' })).status).toBe(400);
    }
    const blocked = await change(here, { currentPassword: password, newPassword: 'a brand new passphrase' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
