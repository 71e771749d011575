import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { renderSite } from '@agency/contracts';
import { DeploymentsService } from '../../src/sites/deployments.service';
import { registerClient, startAdminTestApp, startTestApp, type AdminTestApp, type TestApp } from '../test-app';

/** ASVS 5.0 V3.4 (browser security mechanism headers), checked on the answers a browser gets. */
const CRITICAL_CSS = 'body{margin:0}.hero{color:#123}';
const PRERENDERED_HOME = `<!doctype html><html><head><title>Home</title><style data-prerendered>${CRITICAL_CSS}</style></head><body><div id="root"><h1>Home</h1></div></body></html>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The policy as a map of directive to its sources. */
function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

let webRoot: string;
let server: TestApp;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'agency-asvs-headers-'));
  const shell = path.join(webRoot, 'shell', 'dist');
  await mkdir(path.join(shell, 'prerendered'), { recursive: true });
  await writeFile(path.join(shell, 'index.html'), '<!doctype html><title>Agency</title><div id="root"></div>');
  await writeFile(path.join(shell, 'prerendered', 'index.html'), PRERENDERED_HOME);
  server = await startTestApp({ WEB_ROOT: webRoot });
});
afterAll(async () => {
  await server.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('V3.4.3 a Content-Security-Policy without unsafe-inline', () => {
  it('allows scripts and styles from this origin only, and the prerendered page its inline <style> by hash', async () => {
    const home = await request(server.url).get('/').set('accept-encoding', 'identity');
    expect(home.status).toBe(200);
    const policy = directives(home.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toContain(sha256(CRITICAL_CSS));
    // A nonce per answer, handed to the page's script for the <style> a modal dialog adds to lock scrolling.
    const nonce = /<meta name="csp-nonce" content="([^"]+)">/.exec(home.text)?.[1];
    expect(home.text).toBe(PRERENDERED_HOME.replace('</head>', `<meta name="csp-nonce" content="${nonce}"></head>`));
    expect(policy.get('style-src')).toContain(`'nonce-${nonce}'`);
    const again = await request(server.url).get('/').set('accept-encoding', 'br');
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.text).not.toContain(`content="${nonce}"`);
    expect(directives(again.headers['content-security-policy']).get('style-src')).not.toContain(`'nonce-${nonce}'`);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(String(home.headers['content-security-policy'])).not.toContain('unsafe-inline');
    expect(String(home.headers['content-security-policy'])).not.toContain('unsafe-eval');
  });

  it("allows no other page's inline style on a client-rendered document, and none at all on an API answer", async () => {
    for (const url of ['/website-onboarding', '/api/health']) {
      const answer = await request(server.url).get(url);
      const styles = directives(answer.headers['content-security-policy']).get('style-src') ?? [];
      expect(styles).not.toContain(sha256(CRITICAL_CSS));
      expect(styles.filter((source) => !source.startsWith("'sha256-") && !(url === '/website-onboarding' && source.startsWith("'nonce-")))).toEqual(["'self'"]);
    }
  });

  it("allows the builder's srcdoc preview its generated stylesheet, for every colour scheme and layout, by hash", async () => {
    const styles = directives((await request(server.url).get('/website-onboarding')).headers['content-security-policy']).get('style-src') ?? [];
    for (const colorScheme of ['blue', 'elegant', 'no such scheme']) {
      for (const layout of ['split', 'centered']) {
        const { html } = renderSite({ name: 'Kiwi', templateData: { colorScheme, layout } }, { businessName: 'Kiwi Plumbing' }, { address: '/sites/kiwi/' });
        const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
        expect(styles).toContain(sha256(css));
      }
    }
  });
});

describe('V3.4.4 X-Content-Type-Options: nosniff', () => {
  it('is on documents and API answers', async () => {
    for (const url of ['/', '/api/health', '/api/nope']) expect((await request(server.url).get(url)).headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('V3.4.5 a Referrer-Policy that keeps paths and queries from other sites', () => {
  it('is strict-origin-when-cross-origin', async () => {
    expect((await request(server.url).get('/')).headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe("V3.4.6 frame-ancestors 'none' outside the published sites", () => {
  it('forbids framing documents and API answers (and says so to old browsers with X-Frame-Options)', async () => {
    for (const url of ['/', '/dashboard', '/api/health']) {
      const answer = await request(server.url).get(url);
      expect(directives(answer.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
      expect(answer.headers['x-frame-options']).toBe('DENY');
    }
  });
});

describe('V3.4.8 Cross-Origin-Opener-Policy, and a Permissions-Policy switching off unused features', () => {
  it('isolates the browsing context and denies camera, microphone and geolocation', async () => {
    const answer = await request(server.url).get('/');
    expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
    const permissions = String(answer.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions).toContain(`${feature}=()`);
  });
});

describe('V3.4.1 Strict-Transport-Security under https', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await startTestApp({ PUBLIC_URL: 'https://agency.example.nz' });
  });
  afterAll(() => secure.close());

  it('sends HSTS for a year-scale max-age with subdomains when served over https, and none over plain http', async () => {
    const hsts = String((await request(secure.url).get('/api/health')).headers['strict-transport-security']);
    expect(hsts).toMatch(/^max-age=(\d+); includeSubDomains$/);
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(15552000);
    expect((await request(server.url).get('/api/health')).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('V3.4.3 / V3.4.6 a published site has a policy of its own: no script, its stylesheet by hash, framed by this origin only', () => {
  let kit: AdminTestApp;
  beforeAll(async () => {
    kit = await startAdminTestApp();
  });
  afterAll(async () => {
    await kit.server.app.get(DeploymentsService).idle();
    await kit.close();
  });

  it('serves /sites/{slug}/ and the custom domain with it', async () => {
    const url = kit.server.url;
    const owner = await registerClient(url);
    const json = { 'content-type': 'application/json' };
    const plans = (await request(url).get('/api/subscription-plans')).body as { id: string }[];
    expect((await owner.agent.post('/api/subscriptions').set(json).send({ planId: plans[0]?.id })).status).toBe(201);
    const templates = (await request(url).get('/api/website-templates')).body as { id: string }[];
    const tag = Math.random().toString(36).slice(2, 10);
    const businessInfo = {
      businessName: `Harbour Cafe ${tag}`,
      businessType: 'Restaurant',
      description: 'Coffee and breakfast by the harbour.',
      phone: '021 123 4567',
      email: `cafe-${tag}@example.co.nz`,
      services: ['Coffee', 'Breakfast', 'Catering'],
    };
    const site = await owner.agent.post('/api/sites').set(json).send({ templateId: templates[0]?.id, businessInfo });
    expect(site.status).toBe(201);
    const domain = `${site.body.slug}.com`;
    const started = await owner.agent.post(`/api/sites/${site.body.id}/deploy`).set(json).send({});
    expect(started.status).toBe(202);
    await kit.server.app.get(DeploymentsService).idle();
    // Served on its domain as once DNS has proved it (domain-claims.test.ts proves it for real).
    await kit.db.query("UPDATE site SET domain = $2, domain_kind = 'existing' WHERE id = $1", [site.body.id, domain]);

    for (const answer of [
      await request(url).get(`/sites/${site.body.slug}/`).set('accept-encoding', 'identity'),
      await request(url).get('/').set('host', domain).set('accept-encoding', 'identity'),
    ]) {
      expect(answer.status).toBe(200);
      const policy = directives(answer.headers['content-security-policy']);
      const css = /<style>([\s\S]*?)<\/style>/.exec(answer.text)?.[1] ?? '';
      expect(policy.get('default-src')).toEqual(["'none'"]);
      expect(policy.get('script-src')).toEqual(["'none'"]);
      expect(policy.get('style-src')).toEqual([sha256(css)]);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.text).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
    }
  });
});
