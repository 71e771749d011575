// Prerenders the public content pages to HTML at build time, so they paint (and crawlers read them) before any
// JavaScript runs. It loads the production builds of the shell and the remotes in headless Chromium, exactly as a
// signed-out visitor's browser would, and saves each page's rendered markup into a copy of the shell's index.html
// together with its title, meta tags and the stylesheets it needed. The shell then takes the page over (see
// shell/src/features/prerender/take-over.ts; a content page starts it at the visitor's first input, see
// take-over-on-intent.js). Without a Chromium the step is skipped and pages render in the
// browser as before.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const { PUBLIC_PAGES, REMOTE_NAMES, REMOTE_ROUTES, REQUEST_TIME_MODULE, defaultManifestUrl, prerenderedFile } = require('@agency/contracts');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SHELL_DIST = path.join(ROOT, 'shell', 'dist');
const TEMPLATE = readFileSync(path.join(SHELL_DIST, 'index.html'), 'utf8');

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ogg': 'audio/ogg',
  '.mp3': 'audio/mpeg',
};

function chromiumPath() {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(
    (candidate) => candidate && existsSync(candidate),
  );
}

/** The file a URL path maps to in the builds, or undefined. */
function fileFor(pathname) {
  const remote = /^\/mfe\/([a-z]+)\/(.*)$/.exec(pathname);
  const [base, relative] = remote ? [path.join(ROOT, `mfe-${remote[1]}`, 'dist'), remote[2]] : [SHELL_DIST, pathname.slice(1)];
  const file = path.join(base, path.normalize(relative));
  return file.startsWith(base) && existsSync(file) && !file.endsWith(path.sep) && path.extname(file) ? file : undefined;
}

/** Serves the builds the way the API does for a signed-out visitor, with nothing else running. */
function startBuildServer() {
  const remotes = {
    remotes: REMOTE_NAMES.map((name) => ({ name, manifestUrl: defaultManifestUrl(name), routes: REMOTE_ROUTES[name] })),
  };
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://prerender').pathname);
    if (pathname === '/remotes.json') return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(remotes));
    if (pathname.startsWith('/api/')) {
      const status = pathname === '/api/auth/user' ? 401 : 404;
      return response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ statusCode: status, message: 'Unauthorized' }));
    }
    const file = fileFor(pathname);
    if (file) return response.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
    return response.writeHead(200, { 'content-type': CONTENT_TYPES['.html'] }).end(TEMPLATE);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * What the page rendered: the markup React's server renderer made of the same app (see
 * shell/src/features/prerender/prerender-markup.ts), the head tags the page set, and the CSS it uses.
 */
async function snapshot(page, { regionSamples }) {
  const markup = await page.evaluate(() => window.__agencyPrerenderMarkup?.());
  if (typeof markup !== 'string' || markup === '') throw new Error(`No prerendered markup for ${page.url()}`);
  // A remote's module may hold the regions of several pages (the booking calendar, the pricing plans): this page's own.
  const ownSamples = regionSamples.filter(({ name }) => markup.includes(`data-request-time="${name}"`));
  if (regionSamples.length > 0 && ownSamples.length === 0) throw new Error(`No request-time region on ${page.url()}`);
  const head = await page.evaluate(({ prerendered, regionSamples }) => {
    // The CSS this page's markup uses, inlined so the first paint waits for no further request. Rules that match
    // nothing on the page (other pages' styles, states like open menus) are left out: the stylesheets themselves
    // load with the JavaScript that needs them, before anything can change the page. The prerendered markup is
    // matched as well as the live page: a flow's markup shows its loading state (aria-busy, say), which the live page,
    // whose API calls failed here, has already left.
    // A request-time region's markup is rendered for each request, so the page is matched once more with each of its
    // samples in place of the region's loading state, as the API will put them.
    const markupOf = (regionName, regionMarkup) => {
      const markupDocument = new DOMParser().parseFromString(`<div id="root">${prerendered}</div>`, 'text/html');
      const region = markupDocument.querySelector(`[data-request-time="${regionName}"]`);
      if (regionName !== undefined && !region) throw new Error(`No request-time region '${regionName}' on ${location.pathname}`);
      if (region) region.outerHTML = regionMarkup;
      return markupDocument;
    };
    const markupDocuments = [markupOf(), ...regionSamples.map(({ name, markup }) => markupOf(name, markup))];
    const matchesPage = (selectorText) =>
      selectorText.split(',').some((selector) => {
        const structural = selector.replace(/::?[\w-]+(\((?:[^()]|\([^()]*\))*\))?/g, '').trim();
        if (structural === '' || /[>+~]$/.test(structural)) return true;
        try {
          return [document, ...markupDocuments].some((candidate) => candidate.querySelector(structural) !== null);
        } catch {
          return true; // a selector this check cannot read is kept
        }
      });
    const usedRules = (rules) =>
      [...rules].flatMap((rule) => {
        if (rule instanceof CSSStyleRule) return matchesPage(rule.selectorText) ? [rule.cssText] : [];
        if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule) {
          const inner = usedRules(rule.cssRules);
          const condition = rule instanceof CSSMediaRule ? `@media ${rule.conditionText}` : `@supports ${rule.conditionText}`;
          return inner.length > 0 ? [`${condition}{${inner.join('')}}`] : [];
        }
        return [rule.cssText];
      });
    const css = [...new Set([...document.styleSheets].flatMap((sheet) => usedRules(sheet.cssRules)))].join('\n');
    const headTags = [
      ...document.head.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"], link[rel="canonical"]'),
    ].map((element) => element.outerHTML);
    return {
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      headTags,
      css,
    };
  }, { prerendered: markup, regionSamples: ownSamples });
  return { ...head, markup };
}

/**
 * A page with request-time regions (contracts' request-time-regions.ts) gets their markup after this step, for each
 * request: its owning remote's request-time module renders each region with each of its samples here, so the page's
 * CSS keeps the rules that markup uses.
 */
function renderedRegionSamples(remoteName) {
  const { regions } = require(path.join(ROOT, `mfe-${remoteName}`, 'dist', REQUEST_TIME_MODULE));
  return Object.entries(regions).flatMap(([name, region]) => {
    if (!region.samples?.length) throw new Error(`The request-time region '${name}' of ${remoteName} has no samples`);
    return region.samples.map((answers) => ({ name, markup: region.render(answers) }));
  });
}

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

// The template is minified (attribute quotes dropped where they can be), so match either way.
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="?description"? content="[^"]*"\s*\/?>/;
const ROOT_ELEMENT = /<div id="?root"?><\/div>/;
const MAIN_SCRIPT = /<script defer(?:="?defer"?)? src="?([^" >]+)"?><\/script>/;
const REMOTES_PRELOAD = /<link rel="?preload"? href="?\/remotes\.json"?[^>]*>/;

/**
 * The script a content page runs instead of main.js: it starts the app at the visitor's first input and prefetches
 * the files the app loaded here for this page (see take-over-on-intent.js). Read once, comments dropped; it is
 * inlined in every such page and allowed by the API's CSP by its hash.
 */
const TAKE_OVER_ON_INTENT = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'take-over-on-intent.js'), 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('//'))
  .join('\n');

/** The inline script of one page: its main.js and the files to prefetch filled in. */
function takeOverOnIntentScript(mainScript, prefetch) {
  for (const url of [mainScript, ...prefetch]) {
    if (!/^\/[\w./-]+$/.test(url)) throw new Error(`Unexpected script URL to inline: ${url}`);
  }
  return TAKE_OVER_ON_INTENT.replace('__MAIN_SCRIPT__', mainScript).replace('__PREFETCH__', prefetch.join(' '));
}

function documentFor({ title, description, headTags, css, markup }, { takeOver, prefetch }) {
  for (const [name, pattern] of Object.entries({ TITLE, DESCRIPTION, ROOT_ELEMENT, MAIN_SCRIPT, REMOTES_PRELOAD })) {
    if (!pattern.test(TEMPLATE)) throw new Error(`shell/dist/index.html has no ${name} to fill in`);
  }
  let template = TEMPLATE;
  if (takeOver === 'on-intent') {
    const mainScript = MAIN_SCRIPT.exec(template)[1];
    template = template
      .replace(REMOTES_PRELOAD, '')
      .replace(MAIN_SCRIPT, () => `<script>${takeOverOnIntentScript(mainScript, prefetch)}</script>`);
  }
  return template.replace(TITLE, () => `<title>${escapeText(title)}</title>`)
    .replace(DESCRIPTION, () => `<meta name="description" content="${escapeAttribute(description)}">`)
    .replace('</head>', () => `${headTags.join('')}<style data-prerendered>${css.replace(/<\/style/gi, '<\\/style')}</style></head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${markup}</div>`)
    // The page reads fine without JavaScript now; only its interactive parts need it.
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
}

function writeCompressed(file, content) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
}

async function main() {
  const executablePath = chromiumPath();
  if (!executablePath) {
    console.log('Prerender skipped: no Chromium found (set CHROMIUM_PATH); pages will render in the browser.');
    return;
  }
  const { chromium } = await import('playwright-core');
  const server = await startBuildServer();
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(() => {
      window.__AGENCY_PRERENDER__ = true;
    });
    // The scripts and stylesheets each page's app loads, in order: an 'on-intent' page prefetches them.
    let loaded = [];
    page.on('request', (request) => {
      if (['script', 'stylesheet', 'fetch'].includes(request.resourceType()) && request.url().startsWith(`${origin}/`)) {
        loaded.push(new URL(request.url()).pathname);
      }
    });
    const pages = PUBLIC_PAGES.filter((entry) => entry.prerender);
    for (const { path: pagePath, takeOver, requestTimeRegions } of pages) {
      loaded = [];
      // Not 'networkidle': a page with media (the podcast) keeps the network busy.
      await page.goto(`${origin}${pagePath}`, { waitUntil: 'load' });
      // The remote's frame, named after its build, is there once the page has rendered.
      await page.locator('[data-remote-build]').waitFor();
      await page.evaluate(() => document.fonts.ready);
      // What the app needed to show the page (main.js first); the API calls are the visitor's own.
      const prefetch = [...new Set(loaded)].filter((url) => !url.startsWith('/api/'));
      // Builds use publicPath 'auto', so asset URLs came out absolute on this temporary origin: make them root-relative,
      // which is where the API serves the same files.
      const regionSamples = requestTimeRegions ? renderedRegionSamples(requestTimeRegions) : [];
      const html = documentFor(await snapshot(page, { regionSamples }), { takeOver, prefetch }).replaceAll(`${origin}/`, '/');
      writeCompressed(path.join(SHELL_DIST, prerenderedFile(pagePath)), html);
    }
    console.log(`Prerendered ${pages.length} public pages into shell/dist/prerendered/.`);
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
