import { fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Client } from 'pg';
import request from 'supertest';
import { registerClient, startTestApp, uniqueEmail, type TestApp } from '../../../test/test-app';
import { connectTestDatabase } from '../../../test/test-database';

type Claims = Record<string, string | boolean>;

/** oidc-provider in a child process (see oidc-test-provider.mjs for the IPC protocol). */
class TestProvider {
  private constructor(
    private readonly child: ChildProcess,
    readonly issuer: string,
  ) {}

  static async start(): Promise<TestProvider> {
    const child = fork(path.join(__dirname, 'oidc-test-provider.mjs'), [], { execArgv: [], stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    child.stderr?.resume();
    const listening = await nextMessage(child, 'listening');
    return new TestProvider(child, String(listening.issuer));
  }

  async configure(client: Record<string, unknown>, accounts: Record<string, Claims>): Promise<void> {
    const ready = nextMessage(this.child, 'ready');
    this.child.send({ type: 'configure', client, accounts });
    await ready;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.disconnect();
    });
  }
}

function nextMessage(child: ChildProcess, type: string): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`test provider exited with ${code} before '${type}'`));
    child.once('exit', onExit);
    child.on('message', function onMessage(message: Record<string, unknown>) {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message);
    });
  });
}

/** Plain HTTP with a cookie jar, following nothing by itself: what a browser sends and keeps, no more. */
class Browser {
  private readonly jar = new Map<string, { value: string; path: string }>();

  async fetch(url: URL, form?: Record<string, string>): Promise<Response> {
    const headers: Record<string, string> = {};
    const cookie = [...this.jar.entries()]
      .filter(([, entry]) => pathMatches(url.pathname, entry.path))
      .map(([key, entry]) => `${key.split(' ')[0]}=${entry.value}`)
      .join('; ');
    if (cookie) headers.cookie = cookie;
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, { method: form ? 'POST' : 'GET', headers, body: form ? new URLSearchParams(form).toString() : undefined, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) this.store(url, line);
    return response;
  }

  /** Every cookie of this name, whatever its path. */
  cookies(name: string): string[] {
    return [...this.jar.entries()].filter(([key]) => key.split(' ')[0] === name).map(([, entry]) => entry.value);
  }

  private store(url: URL, line: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
    let cookiePath = url.pathname.slice(0, url.pathname.lastIndexOf('/')) || '/';
    let expired = false;
    for (const attribute of attributes) {
      const [key = '', attributeValue = ''] = attribute.split('=');
      if (key.toLowerCase() === 'path') cookiePath = attributeValue;
      if (key.toLowerCase() === 'max-age' && Number(attributeValue) <= 0) expired = true;
      if (key.toLowerCase() === 'expires' && Date.parse(attributeValue) <= Date.now()) expired = true;
    }
    if (expired) this.jar.delete(`${name} ${cookiePath}`);
    else this.jar.set(`${name} ${cookiePath}`, { value, path: cookiePath });
  }
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  return requestPath.startsWith(cookiePath) && (cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/');
}

/** Where a run stopped: the redirect it did not follow, and the response that carried it. */
type ProviderRun = { stoppedAt: URL; response: Response };

/**
 * Follows redirects from `start` like a browser, filling the provider's sign-in and consent forms as `login`
 * (or pressing its cancel link when `deny`), until a redirect goes where `stopBefore` says.
 */
async function runFlow(browser: Browser, start: URL, options: { login: string; deny?: boolean; stopBefore: (url: URL) => boolean }): Promise<ProviderRun> {
  let url = start;
  let form: Record<string, string> | undefined;
  for (let hop = 0; hop < 20; hop += 1) {
    const response = await browser.fetch(url, form);
    form = undefined;
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url);
      if (options.stopBefore(next)) return { stoppedAt: next, response };
      url = next;
      continue;
    }
    const html = response.status === 200 ? await response.text() : '';
    const action = /<form[^>]* action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(login|consent)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`unexpected ${response.status} at ${url.href}: ${html.slice(0, 300)}`);
    if (options.deny) {
      const abort = /href="([^"]*\/abort)"/.exec(html)?.[1];
      if (!abort) throw new Error('the provider page has no cancel link');
      url = new URL(abort, url);
      continue;
    }
    url = new URL(action, url);
    form = prompt === 'login' ? { prompt, login: options.login, password: 'any password' } : { prompt };
  }
  throw new Error('too many redirects');
}

describe('OpenID Connect sign-in against a real provider', () => {
  let provider: TestProvider;
  let server: TestApp;
  let db: Client;
  const email = uniqueEmail('oidc');
  const accounts: Record<string, Claims> = {
    aroha: { email: email.toUpperCase(), email_verified: true, given_name: 'Aroha', family_name: 'Ngata', picture: 'https://images.example.co.nz/aroha.png' },
    unverified: { email: uniqueEmail('unverified'), email_verified: false, given_name: 'Nobody' },
    local: { email: uniqueEmail('local'), email_verified: true, given_name: 'Someone else' },
  };
  // The redirect_uri is on the public origin (http://localhost:PORT without PUBLIC_URL), so the flow runs there.
  const login = (returnTo: string) => new URL(`${server.linkOrigin}/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  const backOnSite = (url: URL) => url.origin === server.linkOrigin && !url.pathname.startsWith('/api/');
  const signedInUser = (browser: Browser) =>
    request(server.linkOrigin)
      .get('/api/auth/user')
      .set('Cookie', browser.cookies('sid').map((value) => `sid=${value}`));

  beforeAll(async () => {
    provider = await TestProvider.start();
    server = await startTestApp({ OIDC_ISSUER_URL: provider.issuer, OIDC_CLIENT_ID: 'agency-web', OIDC_CLIENT_SECRET: 'a test client secret', OIDC_ALLOW_INSECURE: 'true' });
    await provider.configure(
      { client_id: 'agency-web', client_secret: 'a test client secret', redirect_uris: [`${server.linkOrigin}/api/auth/oidc/callback`], grant_types: ['authorization_code'] },
      accounts,
    );
    db = await connectTestDatabase();
  });
  afterAll(async () => {
    await db?.end();
    await server?.close();
    await provider?.close();
  });

  it('sends /api/login to the provider with PKCE, state and nonce, remembering the flow in a callback-scoped cookie', async () => {
    const response = await request(server.linkOrigin).get('/api/login?returnTo=/x').redirects(0);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.location ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer}/auth`);
    const params = location.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe('agency-web');
    expect(params.get('redirect_uri')).toBe(`${server.linkOrigin}/api/auth/oidc/callback`);
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(params.get('nonce')).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((line) => line.startsWith('oidc-flow='));
    expect(cookie).toMatch(/Path=\/api\/auth\/oidc\/callback/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=600/);
    // Sealed: neither the PKCE verifier nor the return path can be read from it.
    expect(cookie).not.toContain('code_verifier');
    expect(cookie).not.toContain('/x');
  });

  it('signs a new client in with the verified email and profile from the provider, then returns to returnTo', async () => {
    const browser = new Browser();
    const run = await runFlow(browser, login('/x?tab=projects'), { login: 'aroha', stopBefore: backOnSite });
    expect(run.stoppedAt.href).toBe(`${server.linkOrigin}/x?tab=projects`);

    const me = await signedInUser(browser);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      id: expect.any(String),
      email,
      firstName: 'Aroha',
      lastName: 'Ngata',
      role: 'client',
      profileImageUrl: 'https://images.example.co.nz/aroha.png',
    });
    const stored = await db.query('SELECT id, password_hash FROM "user" WHERE lower(email) = $1', [email]);
    expect(stored.rows).toEqual([{ id: me.body.id, password_hash: null }]);
    expect(browser.cookies('oidc-flow')).toEqual([]);
  });

  it('signs the same person in again as the same user, with a new session, and ignores an off-site returnTo', async () => {
    const browser = new Browser();
    await runFlow(browser, login('/'), { login: 'aroha', stopBefore: backOnSite });
    const first = await signedInUser(browser);
    const firstToken = browser.cookies('sid')[0] ?? '';

    // While the session lasts, /api/login goes straight back to the site: no trip to the provider.
    const signedIn = await browser.fetch(login('/dashboard'));
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get('location')).toBe('/dashboard');

    // Once it has ended (the cookie kept), signing in goes through the provider again.
    await db.query('UPDATE session SET revoked_at = now() WHERE token_hash = $1', [sha256(firstToken)]);
    const again = await runFlow(browser, login('https://evil.example.com/'), { login: 'aroha', stopBefore: backOnSite });
    expect(again.stoppedAt.href).toBe(`${server.linkOrigin}/`);
    const second = await signedInUser(browser);
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);

    const users = await db.query('SELECT count(*)::int AS n FROM "user" WHERE lower(email) = $1', [email]);
    expect(users.rows[0].n).toBe(1);
    const secondToken = browser.cookies('sid')[0] ?? '';
    expect(secondToken).not.toBe(firstToken);
    const revoked = await db.query('SELECT token_hash, revoked_at IS NOT NULL AS revoked FROM session WHERE user_id = $1 AND token_hash = ANY($2)', [
      first.body.id,
      [sha256(firstToken), sha256(secondToken)],
    ]);
    expect(Object.fromEntries(revoked.rows.map((row) => [row.token_hash, row.revoked]))).toEqual({ [sha256(firstToken)]: true, [sha256(secondToken)]: false });
  });

  it('signs an existing local account in when the provider verifies its email, and local sign-in keeps working', async () => {
    const local = await registerClient(server.linkOrigin, { email: String(accounts.local?.email) });
    const browser = new Browser();
    await runFlow(browser, login('/dashboard'), { login: 'local', stopBefore: backOnSite });
    const me = await signedInUser(browser);
    expect(me.body.id).toBe(local.user.id);
    expect(me.body.firstName).toBe('Aroha');

    const password = await request(server.linkOrigin).post('/api/auth/login').set('content-type', 'application/json').send({ email: local.email, password: local.password });
    expect(password.status).toBe(200);
    expect(password.body.id).toBe(local.user.id);
  });

  it('refuses a tampered state: no session, back to sign-in with invalid_state, and the flow cannot be replayed', async () => {
    const browser = new Browser();
    const run = await runFlow(browser, login('/x'), { login: 'aroha', stopBefore: (url) => url.pathname === '/api/auth/oidc/callback' });
    expect(run.stoppedAt.searchParams.get('code')).toBeTruthy();
    const tampered = new URL(run.stoppedAt);
    tampered.searchParams.set('state', `${run.stoppedAt.searchParams.get('state')}x`);

    const refused = await browser.fetch(tampered);
    expect(refused.status).toBe(302);
    expect(refused.headers.get('location')).toBe('/sign-in?error=invalid_state&returnTo=%2Fx');
    expect(browser.cookies('sid')).toEqual([]);

    const replay = await browser.fetch(run.stoppedAt);
    expect(replay.headers.get('location')).toBe('/sign-in?error=invalid_state&returnTo=%2F');
    expect(browser.cookies('sid')).toEqual([]);
  });

  it('answers a callback without a flow with a redirect to sign-in, not an error page', async () => {
    const response = await request(server.linkOrigin).get('/api/auth/oidc/callback?code=made-up&state=made-up').redirects(0);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/sign-in?error=invalid_state&returnTo=%2F');
  });

  it('returns to sign-in with access_denied when the person cancels at the provider', async () => {
    const browser = new Browser();
    const run = await runFlow(browser, login('/x'), { login: 'aroha', deny: true, stopBefore: backOnSite });
    expect(run.stoppedAt.pathname).toBe('/sign-in');
    expect(Object.fromEntries(run.stoppedAt.searchParams)).toEqual({ error: 'access_denied', returnTo: '/x' });
    expect(browser.cookies('sid')).toEqual([]);
  });

  it('refuses an email the provider has not verified, creating no account', async () => {
    const browser = new Browser();
    const run = await runFlow(browser, login('/'), { login: 'unverified', stopBefore: backOnSite });
    expect(Object.fromEntries(run.stoppedAt.searchParams)).toEqual({ error: 'email_not_verified', returnTo: '/' });
    const users = await db.query('SELECT count(*)::int AS n FROM "user" WHERE lower(email) = $1', [accounts.unverified?.email]);
    expect(users.rows[0].n).toBe(0);
  });
});

describe('OpenID Connect when not configured', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  it('keeps /api/login on the local sign-in page and has no callback', async () => {
    const login = await request(server.linkOrigin).get('/api/login?returnTo=/x').redirects(0);
    expect(login.headers.location).toBe('/sign-in?returnTo=%2Fx');
    const callback = await request(server.linkOrigin).get('/api/auth/oidc/callback?code=a&state=b');
    expect(callback.status).toBe(404);
    expect(callback.body).toEqual({ statusCode: 404, message: 'Single sign-on is not configured' });
  });
});
