import request from 'supertest';
import { startTestApp, uniqueEmail, type TestApp } from '../test-app';

/** ASVS 5.0 V3.3 (cookie setup): the session cookie is the only cookie the API sets. */
function sessionSetCookie(response: request.Response): string {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  expect(cookies).toHaveLength(1);
  return cookies[0] ?? '';
}

function attributes(setCookie: string): { name: string; flags: Set<string>; values: Map<string, string> } {
  const [pair, ...rest] = setCookie.split(';').map((part) => part.trim());
  const values = new Map<string, string>();
  const flags = new Set<string>();
  for (const part of rest) {
    const [key, value] = part.split('=');
    if (value === undefined) flags.add((key ?? '').toLowerCase());
    else values.set((key ?? '').toLowerCase(), value);
  }
  return { name: (pair ?? '').split('=')[0] ?? '', flags, values };
}

const register = (url: string) =>
  request(url).post('/api/auth/register').set('content-type', 'application/json').send({ firstName: 'Aroha', email: uniqueEmail('cookie'), password: 'correct horse battery' });

let secure: TestApp;
let plain: TestApp;
beforeAll(async () => {
  [secure, plain] = await Promise.all([startTestApp({ PUBLIC_URL: 'https://agency.example.nz' }), startTestApp()]);
});
afterAll(async () => {
  await Promise.all([secure.close(), plain.close()]);
});

describe('V3.3.1 the session cookie is Secure with the __Host- prefix under https', () => {
  it('is __Host-sid, Secure, Path=/ and has no Domain when the site is served over https', async () => {
    const cookie = attributes(sessionSetCookie(await register(secure.url)));
    expect(cookie.name).toBe('__Host-sid');
    expect(cookie.flags.has('secure')).toBe(true);
    expect(cookie.values.get('path')).toBe('/');
    expect(cookie.values.has('domain')).toBe(false);
  });

  it('drops the prefix and Secure only on plain http (local development), where a browser would refuse them', async () => {
    const cookie = attributes(sessionSetCookie(await register(plain.url)));
    expect(cookie.name).toBe('sid');
    expect(cookie.flags.has('secure')).toBe(false);
  });
});

describe('V3.3.2 the session cookie has a SameSite attribute', () => {
  it('is SameSite=Lax (top-level sign-in redirects from the identity provider still carry it)', async () => {
    for (const url of [secure.url, plain.url]) expect(attributes(sessionSetCookie(await register(url))).values.get('samesite')).toBe('Lax');
  });
});

describe('V3.3.4 the session cookie is HttpOnly', () => {
  it('cannot be read by script', async () => {
    for (const url of [secure.url, plain.url]) expect(attributes(sessionSetCookie(await register(url))).flags.has('httponly')).toBe(true);
  });

  it('is cleared at logout with the same name and attributes', async () => {
    const registered = await register(secure.url);
    const token = sessionSetCookie(registered).split(';')[0] ?? '';
    const logout = await request(secure.url).post('/api/auth/logout').set('cookie', token).set('origin', 'https://agency.example.nz');
    const cleared = attributes(sessionSetCookie(logout));
    expect(cleared.name).toBe('__Host-sid');
    expect(cleared.flags.has('httponly')).toBe(true);
    expect(cleared.flags.has('secure')).toBe(true);
    expect(new Date(cleared.values.get('expires') ?? '').getTime()).toBeLessThan(Date.now());
  });
});
