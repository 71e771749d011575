import request from 'supertest';
import { INVALID_CREDENTIALS_MESSAGE, TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE } from '@agency/contracts';
import { BEHIND_LOOPBACK_PROXY, registerClient, startTestApp, uniqueEmail, type TestApp } from '../test-app';

/**
 * ASVS 5.0 V6.3.1: credential stuffing and password brute force are limited, per account and per client address.
 * TRUST_PROXY lets each case come from an address of its own (X-Forwarded-For), so the counters do not mix.
 */
let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_MAX_FAILURES_PER_IP: '5', TRUST_PROXY: 'true', PUBLIC_URL: BEHIND_LOOPBACK_PROXY.PUBLIC_URL });
});
afterAll(() => server.close());

const login = (from: string, email: string, password: string) =>
  request(server.url).post('/api/auth/login').set('x-forwarded-for', from).set('content-type', 'application/json').send({ email, password });

describe('V6.3.1 brute force: sign-in throttled per account', () => {
  it('refuses the account with 429 after its failure limit, even with the right password and from a new address', async () => {
    const { email, password } = await registerClient(server.url);
    for (let attempt = 0; attempt < 3; attempt++) {
      const wrong = await login(`203.0.113.${attempt + 1}`, email, `guess ${attempt}`);
      expect(wrong.status).toBe(401);
      expect(wrong.body.message).toBe(INVALID_CREDENTIALS_MESSAGE);
    }
    const blocked = await login('203.0.113.99', email, password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ statusCode: 429, message: TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts an unknown account the same way, so throttling does not reveal which emails exist', async () => {
    const nobody = uniqueEmail('nobody');
    for (let attempt = 0; attempt < 3; attempt++) expect((await login('198.51.100.1', nobody, 'guess')).status).toBe(401);
    expect((await login('198.51.100.2', nobody, 'guess')).status).toBe(429);
  });
});

describe('V6.3.1 brute force: sign-in throttled per client address', () => {
  it('refuses an address that tried many accounts, for every account, while other addresses still sign in', async () => {
    const sprayer = '192.0.2.50';
    for (let attempt = 0; attempt < 5; attempt++) expect((await login(sprayer, uniqueEmail('spray'), 'Password1')).status).toBe(401);
    const victim = await registerClient(server.url);
    expect((await login(sprayer, victim.email, victim.password)).status).toBe(429);
    expect((await login('192.0.2.51', victim.email, victim.password)).status).toBe(200);
  });
});
