import request from 'supertest';
import type { Client } from 'pg';
import { EMAIL_TAKEN_MESSAGE, INVALID_CREDENTIALS_MESSAGE, TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE } from '@agency/contracts';
import { registerClient, startTestApp, uniqueEmail, type TestApp } from '../../test/test-app';
import { connectTestDatabase } from '../../test/test-database';

function sessionCookie(response: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return cookies.find((cookie) => cookie.startsWith('sid='));
}

describe('auth: register, sign in, current user, sign out', () => {
  let server: TestApp;
  let db: Client;
  beforeAll(async () => {
    server = await startTestApp();
    db = await connectTestDatabase();
  });
  afterAll(async () => {
    await db.end();
    await server.close();
  });

  it('registers a client, signs them in and shows them as the current user', async () => {
    const email = uniqueEmail();
    const agent = request.agent(server.url);
    const registered = await agent
      .post('/api/auth/register')
      .set('content-type', 'application/json')
      .send({ firstName: ' Aroha ', email: email.toUpperCase(), password: 'correct horse battery' });
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({ id: expect.any(String), firstName: 'Aroha', lastName: null, email, role: 'client', profileImageUrl: null });

    const cookie = sessionCookie(registered);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);

    const me = await agent.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toEqual(registered.body);

    const stored = await db.query('SELECT password_hash, role FROM "user" WHERE email = $1', [email]);
    expect(stored.rows[0].role).toBe('client');
    expect(stored.rows[0].password_hash).toMatch(/^scrypt\$/);
    expect(stored.rows[0].password_hash).not.toContain('correct horse battery');
  });

  it('stores only a hash of the session token', async () => {
    const { agent, user } = await registerClient(server.url);
    const cookies = (agent as unknown as { jar: { getCookie(name: string, access: object): { value: string } | undefined } }).jar;
    const token = cookies.getCookie('sid', { domain: '127.0.0.1', path: '/', secure: false, script: false })?.value;
    expect(token).toBeDefined();
    const rows = await db.query('SELECT token_hash FROM session WHERE user_id = $1', [user.id]);
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0].token_hash).not.toBe(token);
    expect(rows.rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const { email } = await registerClient(server.url);
    const response = await request(server.url)
      .post('/api/auth/register')
      .set('content-type', 'application/json')
      .send({ firstName: 'Other', email: email.toUpperCase(), password: 'another password' });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ statusCode: 409, message: EMAIL_TAKEN_MESSAGE });
  });

  it('answers 401 for the current user when signed out', async () => {
    const response = await request(server.url).get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
  });

  it('signs in with the right password, rotating the session token', async () => {
    const { agent, email, password, user } = await registerClient(server.url);
    const first = await db.query('SELECT id FROM session WHERE user_id = $1 AND revoked_at IS NULL', [user.id]);
    expect(first.rows).toHaveLength(1);

    const login = await agent.post('/api/auth/login').set('content-type', 'application/json').send({ email: ` ${email.toUpperCase()} `, password });
    expect(login.status).toBe(200);
    expect(login.body.email).toBe(email);
    expect(sessionCookie(login)).toBeDefined();

    const sessions = await db.query('SELECT id, revoked_at FROM session WHERE user_id = $1 ORDER BY created_at', [user.id]);
    expect(sessions.rows).toHaveLength(2);
    expect(sessions.rows[0].id).toBe(first.rows[0].id);
    expect(sessions.rows[0].revoked_at).not.toBeNull();
    expect(sessions.rows[1].revoked_at).toBeNull();
    expect((await agent.get('/api/auth/user')).status).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const { email } = await registerClient(server.url);
    const wrongPassword = await request(server.url).post('/api/auth/login').set('content-type', 'application/json').send({ email, password: 'not the password' });
    const unknownEmail = await request(server.url)
      .post('/api/auth/login')
      .set('content-type', 'application/json')
      .send({ email: uniqueEmail('nobody'), password: 'not the password' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({ statusCode: 401, message: INVALID_CREDENTIALS_MESSAGE });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('signs out with POST /api/auth/logout and revokes the session server-side', async () => {
    const { agent, user } = await registerClient(server.url);
    const logout = await agent.post('/api/auth/logout').set('content-type', 'application/json');
    expect(logout.status).toBe(204);
    expect(sessionCookie(logout)).toMatch(/sid=;/);
    expect((await agent.get('/api/auth/user')).status).toBe(401);
    const rows = await db.query('SELECT revoked_at FROM session WHERE user_id = $1', [user.id]);
    expect(rows.rows[0].revoked_at).not.toBeNull();
  });

  it('treats a revoked session as signed out even if the browser keeps the cookie', async () => {
    const { agent, user } = await registerClient(server.url);
    await db.query('UPDATE session SET revoked_at = now() WHERE user_id = $1', [user.id]);
    expect((await agent.get('/api/auth/user')).status).toBe(401);
  });

  it('GET /api/logout revokes the session, clears the cookie and goes home', async () => {
    const { agent } = await registerClient(server.url);
    const response = await agent.get('/api/logout').redirects(0);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/');
    expect(sessionCookie(response)).toMatch(/sid=;/);
    expect((await agent.get('/api/auth/user')).status).toBe(401);
  });

  it('GET /api/login sends the browser to the sign-in page with a safe returnTo', async () => {
    const safe = await request(server.url).get('/api/login?returnTo=/dashboard%3Ftab%3Dprojects').redirects(0);
    expect(safe.status).toBe(302);
    expect(safe.headers.location).toBe('/sign-in?returnTo=%2Fdashboard%3Ftab%3Dprojects');

    for (const hostile of ['//evil.example.com', 'https://evil.example.com', '/\\evil.example.com']) {
      const response = await request(server.url).get(`/api/login?returnTo=${encodeURIComponent(hostile)}`).redirects(0);
      expect(response.headers.location).toBe('/sign-in?returnTo=%2F');
    }
  });

  // Regression: a link made on the sign-in page carried the page's own address, so the return address nested.
  it('GET /api/login keeps the page a return address to the sign-in page was for', async () => {
    const nested = encodeURIComponent(`/sign-in?returnTo=${encodeURIComponent(`/sign-in?returnTo=${encodeURIComponent('/pricing?plan=pro')}`)}`);
    const response = await request(server.url).get(`/api/login?returnTo=${nested}`).redirects(0);
    expect(response.headers.location).toBe('/sign-in?returnTo=%2Fpricing%3Fplan%3Dpro');

    const hostile = encodeURIComponent(`/sign-in?returnTo=${encodeURIComponent('//evil.example.com')}`);
    expect((await request(server.url).get(`/api/login?returnTo=${hostile}`).redirects(0)).headers.location).toBe('/sign-in?returnTo=%2F');
  });

  // Regression: a signed-in client or admin who followed a sign-in link got the form again.
  it('GET /api/login sends a browser that is signed in already straight on to returnTo', async () => {
    const { agent } = await registerClient(server.url);
    const response = await agent.get('/api/login?returnTo=%2Fdashboard%3Ftab%3Dprojects').redirects(0);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/dashboard?tab=projects');
    expect((await agent.get('/api/login').redirects(0)).headers.location).toBe('/');
    const fromSignInPage = await agent.get(`/api/login?returnTo=${encodeURIComponent('/sign-in?returnTo=%2Fportfolio')}`).redirects(0);
    expect(fromSignInPage.headers.location).toBe('/portfolio');

    // A session that has ended counts as none.
    await agent.get('/api/logout').redirects(0);
    expect((await agent.get('/api/login?returnTo=%2Fdashboard').redirects(0)).headers.location).toBe('/sign-in?returnTo=%2Fdashboard');
  });
});

describe('auth: repeated sign-in failures', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_SLOWDOWN_AFTER: '1', LOGIN_SLOWDOWN_MS: '1' });
  });
  afterAll(() => server.close());

  it('refuses further attempts with 429 once the limit is reached, even with the right password', async () => {
    const { email, password } = await registerClient(server.url);
    const attempt = (pw: string) => request(server.url).post('/api/auth/login').set('content-type', 'application/json').send({ email, password: pw });
    for (let i = 0; i < 3; i += 1) expect((await attempt('wrong password')).status).toBe(401);

    const blocked = await attempt(password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ statusCode: 429, message: TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts failures per email: another account from the same address still signs in', async () => {
    const other = await registerClient(server.url);
    const response = await request(server.url)
      .post('/api/auth/login')
      .set('content-type', 'application/json')
      .send({ email: other.email, password: other.password });
    expect(response.status).toBe(200);
  });
});
