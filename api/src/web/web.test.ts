import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { REMOTE_ROUTES } from '@agency/contracts';
import { startTestApp, type TestApp } from '../../test/test-app';

const INDEX_HTML = '<!doctype html><title>Agency</title><div id="root"></div>';
const PRERENDERED_PRICING = '<!doctype html><title>Pricing</title><div id="root"><h1>Simple, Transparent Pricing</h1></div>';
const TAKE_OVER_SCRIPT = 'window.takeOverOnIntent = true;';
const PRERENDERED_PODCAST = `<!doctype html><html lang="en-NZ"><head><title>Podcast</title><script>${TAKE_OVER_SCRIPT}</script></head><body><div id="root"><h1>Podcast</h1></div></body></html>`;
const MAIN_CHUNK = 'console.log("hashed chunk");'.repeat(20);

async function makeWebRoot(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'agency-web-root-'));
  const shell = path.join(root, 'shell', 'dist');
  const crm = path.join(root, 'mfe-crm', 'dist');
  await mkdir(shell, { recursive: true });
  await mkdir(crm, { recursive: true });
  await writeFile(path.join(shell, 'index.html'), INDEX_HTML);
  await writeFile(path.join(shell, 'main.js'), 'console.log("entry");');
  await writeFile(path.join(shell, '512.3f9a1c2b7d.js'), MAIN_CHUNK);
  await writeFile(path.join(shell, '512.3f9a1c2b7d.js.br'), brotliCompressSync(MAIN_CHUNK));
  await writeFile(path.join(shell, '512.3f9a1c2b7d.js.gz'), gzipSync(MAIN_CHUNK));
  await writeFile(path.join(shell, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await mkdir(path.join(shell, 'prerendered', 'pricing'), { recursive: true });
  await writeFile(path.join(shell, 'prerendered', 'pricing', 'index.html'), PRERENDERED_PRICING);
  await writeFile(path.join(shell, 'prerendered', 'pricing', 'index.html.br'), brotliCompressSync(PRERENDERED_PRICING));
  await mkdir(path.join(shell, 'prerendered', 'podcast'), { recursive: true });
  await writeFile(path.join(shell, 'prerendered', 'podcast', 'index.html'), PRERENDERED_PODCAST);
  await writeFile(path.join(crm, 'mf-manifest.json'), '{"id":"crm"}');
  await writeFile(path.join(crm, 'remoteEntry.js'), 'var crm;');
  await writeFile(path.join(crm, '77.abcdef0123.js'), 'export {};');
  return root;
}

describe('serving the shell and the remotes', () => {
  let webRoot: string;
  let server: TestApp;
  beforeAll(async () => {
    webRoot = await makeWebRoot();
    server = await startTestApp({ WEB_ROOT: webRoot });
  });
  afterAll(async () => {
    await server.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('serves index.html at / and revalidates it every time', async () => {
    const response = await request(server.url).get('/');
    expect(response.status).toBe(200);
    expect(response.text).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches content-hashed chunks forever and revalidates non-hashed entry files', async () => {
    const hashed = await request(server.url).get('/512.3f9a1c2b7d.js').set('accept-encoding', 'identity');
    expect(hashed.status).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await request(server.url).get('/main.js');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const image = await request(server.url).get('/logo.png');
    expect(image.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('serves the brotli or gzip sibling made at build time', async () => {
    const br = await request(server.url).get('/512.3f9a1c2b7d.js').set('accept-encoding', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.text).toBe(MAIN_CHUNK);

    const gz = await request(server.url).get('/512.3f9a1c2b7d.js').set('accept-encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(MAIN_CHUNK);
  });

  it('serves a remote under /mfe/<name>/ with no-cache manifests and cross-origin access', async () => {
    const manifest = await request(server.url).get('/mfe/crm/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cross-origin-resource-policy']).toBe('cross-origin');

    const entry = await request(server.url).get('/mfe/crm/remoteEntry.js');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await request(server.url).get('/mfe/crm/77.abcdef0123.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("allows a content page's inline take-over script by its hash, and marks it to start at once for a signed-in visitor", async () => {
    const anonymous = await request(server.url).get('/podcast').set('accept-encoding', 'identity');
    expect(anonymous.status).toBe(200);
    const hash = `'sha256-${createHash('sha256').update(TAKE_OVER_SCRIPT).digest('base64')}'`;
    const scriptSources = /script-src ([^;]*)/.exec(String(anonymous.headers['content-security-policy']))?.[1]?.split(' ');
    expect(scriptSources).toContain(hash);
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(anonymous.text).toContain('<html lang="en-NZ">');

    const signedIn = await request(server.url).get('/podcast').set('accept-encoding', 'identity').set('cookie', 'sid=some-session-token');
    expect(signedIn.text).toContain('<html data-take-over="at-once" lang="en-NZ">');
    // index.html has no inline script: nothing is added to script-src for it.
    const index = await request(server.url).get('/website-onboarding');
    expect(/script-src ([^;]*)/.exec(String(index.headers['content-security-policy']))?.[1]).not.toContain('sha256');
  });

  it('answers client-side routes with the shell (SPA fallback) but not files or API paths', async () => {
    const route = await request(server.url).get('/website-preview/modern-business');
    expect(route.status).toBe(200);
    expect(route.headers['content-type']).toMatch(/text\/html/);
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(route.text).toBe(INDEX_HTML);

    const missingFile = await request(server.url).get('/missing.js');
    expect(missingFile.status).toBe(404);
    expect(missingFile.body).toEqual({ statusCode: 404, message: expect.any(String) });

    const api = await request(server.url).get('/api/nope');
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toMatch(/application\/json/);
  });

  // Regression: every unknown path was answered 200, so crawlers indexed the 404 page and link checkers saw no dead link.
  it('answers a path no page is routed at with the same document, as 404', async () => {
    const unknown = await request(server.url).get('/no-such-page/anywhere?x=1').set('accept-encoding', 'identity');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/text\/html/);
    expect(unknown.headers['cache-control']).toBe('no-cache');
    expect(unknown.text).toBe(INDEX_HTML);
    for (const unrouted of ['/dashboard/projects', '/case-study', '/crm/leads', '/contact/us']) {
      expect((await request(server.url).get(unrouted).set('cookie', 'sid=some-session-token')).status).toBe(404);
    }

    // Every pattern of the route table, the remotes' (as remotes.json gives them) and the shell's, is a page.
    for (const routed of ['/sign-in?returnTo=%2F', '/contact', '/case-study/any-id', '/crm/leads/42', '/admin-test/leads/7/', '/Website-Builder', '/domain-setup']) {
      const response = await request(server.url).get(routed).set('cookie', 'sid=some-session-token');
      expect({ routed, status: response.status, text: response.text }).toEqual({ routed, status: 200, text: INDEX_HTML });
    }
  });

  // Regression: a visitor who had never signed in opened /dashboard and was greeted by 'You are logged out'.
  it('sends a browser without a session cookie from a page for signed-in users to sign in, coming back there', async () => {
    const dashboard = await request(server.url).get('/dashboard?tab=projects').redirects(0);
    expect(dashboard.status).toBe(302);
    expect(dashboard.headers.location).toBe('/api/login?returnTo=%2Fdashboard%3Ftab%3Dprojects');
    expect(dashboard.headers['cache-control']).toBe('no-store');
    const lead = await request(server.url).get('/crm/leads/42').redirects(0);
    expect(lead.headers.location).toBe('/api/login?returnTo=%2Fcrm%2Fleads%2F42');

    // With a cookie the page loads; if its session has ended, the page itself says so on its way to sign-in.
    const withCookie = await request(server.url).get('/dashboard').set('cookie', 'sid=some-session-token');
    expect(withCookie.status).toBe(200);
    expect(withCookie.text).toBe(INDEX_HTML);
  });

  it('writes remotes.json from the configuration with the contract route table', async () => {
    const response = await request(server.url).get('/remotes.json');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toEqual({
      remotes: [
        { name: 'marketing', manifestUrl: '/mfe/marketing/mf-manifest.json', routes: REMOTE_ROUTES.marketing },
        { name: 'client', manifestUrl: '/mfe/client/mf-manifest.json', routes: REMOTE_ROUTES.client },
        { name: 'crm', manifestUrl: '/mfe/crm/mf-manifest.json', routes: REMOTE_ROUTES.crm },
        { name: 'builder', manifestUrl: '/mfe/builder/mf-manifest.json', routes: REMOTE_ROUTES.builder },
      ],
    });
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self';");
  });
});

describe('a remote deployed on another origin (REMOTE_CRM_URL)', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ REMOTE_CRM_URL: 'https://crm.cdn.example.nz/v42/mf-manifest.json' });
  });
  afterAll(() => server.close());

  it('points the shell at it and admits its origin in the CSP', async () => {
    const response = await request(server.url).get('/remotes.json');
    const crm = response.body.remotes.find((remote: { name: string }) => remote.name === 'crm');
    expect(crm.manifestUrl).toBe('https://crm.cdn.example.nz/v42/mf-manifest.json');
    expect(response.body.remotes.find((remote: { name: string }) => remote.name === 'client').manifestUrl).toBe('/mfe/client/mf-manifest.json');

    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://crm.cdn.example.nz;");
    expect(csp).toMatch(/connect-src 'self' ws:\/\/127\.0\.0\.1:\d+ wss:\/\/127\.0\.0\.1:\d+ https:\/\/crm\.cdn\.example\.nz;/);
    expect(csp).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ https:\/\/crm\.cdn\.example\.nz;/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("img-src 'self' data: blob: https://crm.cdn.example.nz;");
    expect(csp).toContain("font-src 'self' data: https://crm.cdn.example.nz;");
    expect(csp).toContain("media-src 'self';");
    expect(csp).not.toContain('evil');
  });

  it('runs without any frontend build: a client route is then a JSON 404, not a crash', async () => {
    const response = await request(server.url).get('/dashboard');
    expect(response.status).toBe(404);
    expect(response.body.statusCode).toBe(404);
  });
});

describe('pages for visitors without JavaScript and for search engines', () => {
  let webRoot: string;
  let server: TestApp;
  beforeAll(async () => {
    webRoot = await makeWebRoot();
    server = await startTestApp({ WEB_ROOT: webRoot, PUBLIC_URL: 'https://kea.example.co.nz' });
  });
  afterAll(async () => {
    await server.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('serves a prerendered page compressed, revalidated every time', async () => {
    const response = await request(server.url).get('/pricing').set('accept-encoding', 'br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.text).toBe(PRERENDERED_PRICING);
  });

  it('falls back to the client-rendered shell for a public page that was not prerendered', async () => {
    const response = await request(server.url).get('/portfolio').set('accept-encoding', 'identity');
    expect(response.status).toBe(200);
    expect(response.text).toBe(INDEX_HTML);
  });

  it('lists the public pages in sitemap.xml at the public origin, and robots.txt points to it', async () => {
    const sitemap = await request(server.url).get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    for (const page of ['/', '/pricing', '/portfolio', '/case-study/farmdirect', '/podcast', '/terms', '/disclaimer']) {
      expect(sitemap.text).toContain(`<loc>https://kea.example.co.nz${page}</loc>`);
    }
    expect(sitemap.text).not.toContain('/dashboard');
    const robots = await request(server.url).get('/robots.txt');
    expect(robots.text).toContain('Sitemap: https://kea.example.co.nz/sitemap.xml');
    expect(robots.text).toContain('Disallow: /api/');
  });
});
