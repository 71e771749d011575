import { openChat, refusedStatus, startChatApp, welcomed } from '../chat-client';
import { startTestApp, type TestApp } from '../test-app';

/** ASVS 5.0 V4.4.2: the Origin of a WebSocket handshake is checked against an allow-list before the upgrade. */
let server: TestApp;
let configured: TestApp;
beforeAll(async () => {
  // Production: a socket without any Origin is refused too (development tools may open one without).
  server = await startChatApp({ NODE_ENV: 'production' });
  configured = await startTestApp({ PUBLIC_URL: 'https://agency.example.nz' });
});
afterAll(async () => {
  await Promise.all([server.close(), configured.close()]);
});

describe('V4.4.2 WebSocket handshake Origin validation', () => {
  it('refuses a foreign, a null and a missing Origin with 403 before the upgrade', async () => {
    expect(await refusedStatus(server.url, { origin: 'https://evil.example' })).toBe(403);
    expect(await refusedStatus(server.url, { origin: 'null' })).toBe(403);
    expect(await refusedStatus(server.url, {})).toBe(403);
    // A look-alike of the site's own origin on another port or scheme is another origin.
    expect(await refusedStatus(server.url, { origin: server.url.replace(/:\d+$/, ':1') })).toBe(403);
    expect(await refusedStatus(server.url, { origin: server.url.replace('http:', 'https:') })).toBe(403);
  });

  it("accepts the site's own origin, and with PUBLIC_URL set only that origin", async () => {
    const own = await openChat(server.url, { origin: server.url });
    expect(await welcomed(own)).toMatch(/\S/);
    await own.close();

    const configuredOwn = await openChat(configured.url, { origin: 'https://agency.example.nz' });
    expect(await welcomed(configuredOwn)).toMatch(/\S/);
    await configuredOwn.close();
    // With PUBLIC_URL the Host header decides nothing: the address the socket was opened on is not trusted.
    expect(await refusedStatus(configured.url, { origin: configured.url })).toBe(403);
  });
});
