import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { RequestTimeModule } from '@agency/contracts';
import { startTestApp, type TestApp } from '../../test/test-app';
import { fillRequestTimeRegions, regionBounds } from './request-time-regions';

const PAGE = (region: string) =>
  `<!doctype html><html lang="en-NZ"><head><title>Templates</title></head><body><div id="root"><h1>Choose</h1>${region}<footer>Kea</footer></div></body></html>`;
const LOADING_REGION = '<div class="stack" data-request-time="gallery"><div class="results" aria-busy="true"><div role="status">Loading templates...</div></div></div>';

/** A module of the kind a remote's build makes, rendering without React (the API must not care how). */
const galleryModule: RequestTimeModule = {
  regions: {
    gallery: {
      queries: [
        { path: '/api/things', key: ['things'] },
        { path: '/api/counts', key: ['counts'] },
      ],
      render: ([things, counts]) =>
        `<link rel="preload" as="image" href="/a.webp"/><div class="stack" data-request-time="gallery"><p>${(counts as { total: number }).total} templates</p><ul>${(things as string[])
          .map((thing) => `<li><div>${thing}</div></li>`)
          .join('')}</ul></div>`,
      samples: [[['a'], { total: 1 }]],
    },
  },
};

describe('request-time regions', () => {
  it('finds the whole region element, nested elements of its own kind and all', () => {
    const html = PAGE(LOADING_REGION);
    const bounds = regionBounds(html, 'gallery');
    expect(bounds && html.slice(bounds.start, bounds.end)).toBe(LOADING_REGION);
    expect(regionBounds(html, 'calendar')).toBeUndefined();
    expect(regionBounds('<div data-request-time="gallery"><div>never closed</div>', 'gallery')).toBeUndefined();
  });

  it('renders each region from the answers, moves its preloads to the head and puts the answers in the document', async () => {
    const asked: string[] = [];
    const read = async (pathAndQuery: string) => {
      asked.push(pathAndQuery);
      return pathAndQuery === '/api/things' ? ['Cafe', '</script><script>alert(1)</script>'] : { total: 2 };
    };
    const filled = await fillRequestTimeRegions(PAGE(LOADING_REGION), galleryModule, read, 1_700_000_000_000);

    expect(asked).toEqual(['/api/things', '/api/counts']);
    expect(filled).not.toContain('Loading templates...');
    expect(filled).toContain('<h1>Choose</h1><div class="stack" data-request-time="gallery"><p>2 templates</p><ul><li><div>Cafe</div></li>');
    expect(filled).toContain('</ul></div><footer>Kea</footer>');
    expect(filled).toContain('<link rel="preload" as="image" href="/a.webp"/></head>');
    const block = /<script type="application\/json" id="request-time-data">(.*?)<\/script><\/body>/.exec(filled)?.[1] ?? '';
    // Text from the database cannot end the data block early.
    expect(block).not.toContain('</script>');
    expect(JSON.parse(block)).toEqual({
      readAt: 1_700_000_000_000,
      queries: [
        { key: ['things'], data: ['Cafe', '</script><script>alert(1)</script>'] },
        { key: ['counts'], data: { total: 2 } },
      ],
    });
  });

  it('refuses a region the module does not know, or an answer that failed', async () => {
    await expect(fillRequestTimeRegions(PAGE(LOADING_REGION), { regions: {} }, async () => [])).rejects.toThrow(/gallery/);
    const failing = async () => {
      throw new Error('GET /api/things answered 503');
    };
    await expect(fillRequestTimeRegions(PAGE(LOADING_REGION), galleryModule, failing)).rejects.toThrow(/503/);
  });
});

describe('a prerendered page with a request-time region, served by the API', () => {
  const REGION = '<div data-request-time="website-templates"><div aria-busy="true">Loading templates...</div></div>';
  let webRoot: string;
  let server: TestApp;
  let builderServer: string;

  /** The builder's request-time module, as its build writes it: CommonJS, rendering from the API's own answers. */
  async function writeModule(source: string): Promise<void> {
    await writeFile(path.join(builderServer, 'request-time.js'), source);
  }

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'agency-request-time-'));
    const page = path.join(webRoot, 'shell', 'dist', 'prerendered', 'website-builder');
    await mkdir(page, { recursive: true });
    await writeFile(path.join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(page, 'index.html'), PAGE(REGION));
    builderServer = path.join(webRoot, 'mfe-builder', 'dist', 'server');
    await mkdir(builderServer, { recursive: true });
    server = await startTestApp({ WEB_ROOT: webRoot });
  });
  afterAll(async () => {
    await server.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('renders the templates the API lists into the page, which then starts at the first input', async () => {
    await writeModule(`exports.regions = { 'website-templates': {
      queries: [{ path: '/api/website-templates', key: ['website-templates'] }],
      render: ([templates]) => '<div data-request-time="website-templates"><ul>' + templates.map((t) => '<li>' + t.name + '</li>').join('') + '</ul></div>',
    } };`);
    const listed = await request(server.url).get('/api/website-templates');
    expect(listed.status).toBe(200);
    const names = (listed.body as { name: string }[]).map((template) => template.name);
    expect(names.length).toBeGreaterThan(0);

    const response = await request(server.url).get('/website-builder');
    expect(response.status).toBe(200);
    expect(response.text).toContain(`<ul>${names.map((name) => `<li>${name}</li>`).join('')}</ul>`);
    expect(response.text).not.toContain('Loading templates...');
    expect(response.text).not.toContain('data-take-over');
    const block = /id="request-time-data">(.*?)<\/script>/.exec(response.text)?.[1] ?? '';
    expect(JSON.parse(block).queries).toEqual([{ key: ['website-templates'], data: listed.body }]);
  });

  it('leaves the region to the browser when the builder is served from elsewhere, whose version may differ', async () => {
    await writeModule(`exports.regions = { 'website-templates': { queries: [], render: () => '<div data-request-time="website-templates">Local</div>' } };`);
    const elsewhere = await startTestApp({ WEB_ROOT: webRoot, REMOTE_BUILDER_URL: 'https://cdn.example.co.nz/builder/2.0.0/mf-manifest.json' });
    try {
      const response = await request(elsewhere.url).get('/website-builder');
      expect(response.text).toContain('Loading templates...');
      expect(response.text).not.toContain('Local');
      expect(response.text).toContain('<html data-take-over="at-once"');
    } finally {
      await elsewhere.close();
    }
  });

  it('serves the loading state and starts the app at once when the module fails, and takes a redeployed module at once', async () => {
    await writeModule(`exports.regions = { 'website-templates': { queries: [], render: () => { throw new Error('broken'); } } };`);
    const broken = await request(server.url).get('/website-builder');
    expect(broken.status).toBe(200);
    expect(broken.text).toContain('Loading templates...');
    expect(broken.text).toContain('<html data-take-over="at-once"');

    await writeModule(`exports.regions = { 'website-templates': { queries: [], render: () => '<div data-request-time="website-templates">Fixed</div>' } };`);
    const fixed = await request(server.url).get('/website-builder');
    expect(fixed.text).toContain('<div data-request-time="website-templates">Fixed</div>');
    expect(fixed.text).not.toContain('data-take-over');
  });
});
