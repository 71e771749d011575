import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { CASE_STUDY_IDS, REMOTE_ROUTES, SIGN_OUT_PATH } from '@agency/contracts';
import { newAccount, signInAsAdminThroughApi, signUpThroughApi, type TestAccount } from './accounts';
import { bookThroughApi, claimFreeSlot } from './booking';
import { BASE_URL } from './environment';
import { moveThePointer } from './navigation';

/*
 * The journey test's crawler (tests/journeys.spec.ts): every route of the route table, as one role at one width, and
 * every internal link, navigating button and #anchor those pages show, each followed once. Every dead end found is
 * collected as a Problem naming the page, the link and what was there instead, so one run lists them all.
 */

export type Role = 'visitor' | 'client' | 'admin';
export const ROLES: readonly Role[] = ['visitor', 'client', 'admin'];

export const WIDTHS = [
  { name: '1280 px', viewport: { width: 1280, height: 800 } },
  { name: '390 px', viewport: { width: 390, height: 844 } },
] as const;

/** Signs the page's browser context in as the role; a client is a new account of its own. */
export async function signInAs(page: Page, role: Role): Promise<TestAccount | undefined> {
  if (role === 'client') return signUpThroughApi(page, newAccount('Tama'));
  if (role === 'admin') await signInAsAdminThroughApi(page);
  return undefined;
}

export interface Problem {
  /** The page the link was on (or the route visited). */
  page: string;
  /** The link or button followed, as its text and target; absent for a route visited directly. */
  link?: string;
  /** What was there instead of the page. */
  found: string;
  /** The other pages showing the same link (followed once, from the first). */
  alsoOn?: string[];
}

/** One line per problem: 'on /pricing, link 'CRM' (/crm): Access Denied at /crm, for a client'. */
export function describeProblems(problems: readonly Problem[]): string[] {
  return problems.map(
    (problem) =>
      `on ${problem.page}${problem.link ? `, ${problem.link}` : ''}: ${problem.found}${problem.alsoOn?.length ? ` (the same link is also on ${problem.alsoOn.join(', ')})` : ''}`,
  );
}

// ---- what a page shows ----

/** A visible h1 in the page's main region: every page of the site has one once it has rendered. */
const MAIN_HEADING = 'main h1';

const UNAVAILABLE_TEXT = 'This part of the site is unavailable right now';

interface PageReading {
  url: string;
  heading: string;
  /** Each thing on screen that makes this a dead end (404 panel, remote failure, Access Denied, ...). */
  signs: string[];
  accessDenied: boolean;
  signInForm: boolean;
}

/** What the page shows now, read in one pass. */
async function readPage(page: Page): Promise<PageReading> {
  const reading = await page.evaluate((unavailable) => {
    const visible = (element: Element) => (element as HTMLElement).offsetParent !== null || getComputedStyle(element).position === 'fixed';
    const headings = Array.from(document.querySelectorAll('main h1')).filter(visible);
    const heading = headings.map((element) => (element.textContent ?? '').trim().replace(/\s+/g, ' ')).join(' | ');
    const bodyText = document.body.innerText;
    const signs: string[] = [];
    if (/\b404\b|not found/i.test(heading)) signs.push(`the not-found panel ('${heading}')`);
    if (bodyText.includes(unavailable)) signs.push(`the remote failure panel ('${unavailable}')`);
    const accessDenied = /^Access Denied$/i.test(heading);
    // The client area's red toast for a lost session, where a plain way to sign in is wanted.
    const unauthorized = Array.from(document.querySelectorAll('[role="status"], [role="alert"], li, p'))
      .filter(visible)
      .map((element) => (element.textContent ?? '').trim())
      .find((text) => /^Unauthorized\b/.test(text));
    if (unauthorized) signs.push(`the '${unauthorized.slice(0, 80)}' message`);
    return { url: location.pathname + location.search + location.hash, heading, signs, accessDenied };
  }, UNAVAILABLE_TEXT);
  const signInForm = await page.getByRole('form', { name: 'Sign in', exact: true }).isVisible();
  return { ...reading, signInForm };
}

/**
 * Waits until the page has settled: the app has taken the document over (a prerendered page starts it at the first
 * input, hence the pointer move), a main heading is visible and nothing visible is busy; for a signed-in role, the
 * header knows the session (until then it shows the signed-out links). Never a fixed delay.
 */
export async function settle(page: Page, signedIn = false): Promise<string | undefined> {
  try {
    await moveThePointer(page);
    await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
    if (signedIn) await expect(page.locator(`header a[href="${SIGN_OUT_PATH}"]`).first()).toBeAttached();
    await expect(page.locator(MAIN_HEADING).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0);
    return undefined;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return `the page did not settle (no visible main heading, or still busy): ${reason}`;
  }
}

// ---- links ----

interface FoundLink {
  href: string;
  /** The absolute address. */
  url: string;
  text: string;
  newTab: boolean;
  inHeader: boolean;
  /** The tab whose panel holds the link, when it is in one: the tab is chosen before the link is clicked. */
  tab: string | null;
}

async function linksOnPage(page: Page): Promise<FoundLink[]> {
  const links = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]')).map((anchor) => {
      const panel = anchor.closest('[role="tabpanel"]');
      const tab = panel ? document.getElementById(panel.getAttribute('aria-labelledby') ?? '') : null;
      return {
        href: anchor.getAttribute('href') ?? '',
        url: anchor.href,
        text: (anchor.innerText || anchor.textContent || anchor.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' '),
        newTab: anchor.target === '_blank' || anchor.hasAttribute('download'),
        inHeader: anchor.closest('header') !== null,
        tab: tab ? (tab.textContent ?? '').trim() : null,
        origin: anchor.origin,
      };
    }),
  );
  const origin = new URL(page.url()).origin;
  return links.filter((link) => link.origin === origin).map(({ origin: _origin, ...link }) => link);
}

/** Chooses a tab of the page by its name, unless it is the open one, and waits for its panel to settle. */
async function openTab(page: Page, name: string): Promise<boolean> {
  const tab = page.getByRole('tab', { name, exact: true }).first();
  if ((await tab.getAttribute('aria-selected').catch(() => null)) === 'true') return true;
  try {
    await tab.click({ timeout: 5_000 });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0);
    return true;
  } catch {
    return false;
  }
}

/** The page's links, including those in each tab's panel (a panel's content may exist only while its tab is open). */
async function linksInEveryTab(page: Page): Promise<FoundLink[]> {
  const links = await linksOnPage(page);
  const tabs = await page.getByRole('tab').evaluateAll((elements) => elements.map((element) => (element.textContent ?? '').trim()));
  for (const name of tabs) {
    if (!(await openTab(page, name))) continue;
    const seen = new Set(links.map((link) => `${link.href}|${link.tab ?? ''}`));
    for (const link of await linksOnPage(page)) if (!seen.has(`${link.href}|${link.tab ?? ''}`)) links.push(link);
  }
  return links;
}

function describeLink(link: { text: string; href: string; tab?: string | null }, kind = 'link'): string {
  return `${kind} '${link.text || '(no text)'}' (${link.href})${link.tab ? ` in the tab '${link.tab}'` : ''}`;
}

/** Paths the server answers itself (files, the API, published sites): fetched, not rendered by the app. */
function servedOutsideTheApp(url: URL): boolean {
  return (url.pathname.startsWith('/api/') && url.pathname !== '/api/login') || url.pathname.startsWith('/sites/') || /\.[a-z0-9]{2,4}$/i.test(url.pathname);
}

/** An id in an address: a UUID, or a long token (a booking link's). */
const ID = /^([0-9a-f]{8}-[0-9a-f-]{27}|[A-Za-z0-9_%-]{24,})$/i;

/**
 * One key per target: the return address of sign-in links is left out (every page has its own), and an id in the
 * path or the query (a lead, a booking token, a template) stands for every id, so a list of 25 leads is one target.
 */
export function targetKey(address: string | URL): string {
  const url = new URL(address);
  const params = new URLSearchParams(url.search);
  params.delete('returnTo');
  for (const [name, value] of [...params]) if (ID.test(value)) params.set(name, ':id');
  const search = params.toString();
  const path = url.pathname
    .split('/')
    .map((segment) => (ID.test(segment) ? ':id' : segment))
    .join('/');
  return `${path}${search ? `?${search}` : ''}${url.hash}`;
}

// ---- the route table ----

export interface Seed {
  /** The route as the table names it ('/crm/leads/:id'). */
  route: string;
  path: string;
  /** Access Denied is the right answer here: the route is for admins and the role is not one. */
  deniedIsRight: boolean;
  /** The unknown path: the 404 page is the right answer, with HTTP 404. */
  notFound?: boolean;
}

const ADMIN_ONLY = ['/crm', '/crm/leads/:id'];
/** The first lead of the CRM's sample (mfe-crm sample/leads-seed.ts: sampleId(30, 1)). */
const SAMPLE_LEAD_ID = '00000030-0000-4000-8000-000000000001';

/**
 * Every route of the table with its parameters filled with real values (a case study, a lead made through the API,
 * the token of a booking made through the API, a seeded template, the sample's first lead), plus the shell's own
 * /sign-in and an unknown path.
 */
export async function routeSeeds(page: Page, role: Role): Promise<Seed[]> {
  const lead = await page.request.post('/api/leads', {
    data: { firstName: 'Rangi', lastName: `Crawl ${randomUUID().slice(0, 8)}`, email: `crawl-${randomUUID()}@example.co.nz`, message: 'A lead for the journey test.' },
  });
  expect(lead.status(), await lead.text()).toBe(201);
  const { id: leadId } = (await lead.json()) as { id: string };
  const { token } = await bookThroughApi(page.request, await claimFreeSlot(page.request));
  const templates = await page.request.get('/api/website-templates');
  const [template] = (await templates.json()) as Array<{ id: string }>;
  if (!template) throw new Error('No website templates are seeded');

  const values: Record<string, string> = {
    '/case-study/:id': `/case-study/${CASE_STUDY_IDS[0]}`,
    '/crm/leads/:id': `/crm/leads/${leadId}`,
    '/admin-test/leads/:id': `/admin-test/leads/${SAMPLE_LEAD_ID}`,
    '/book-consultation/cancel/:token': `/book-consultation/cancel/${encodeURIComponent(token)}`,
    '/book-consultation/reschedule/:token': `/book-consultation/reschedule/${encodeURIComponent(token)}`,
    '/website-preview/:templateId': `/website-preview/${encodeURIComponent(template.id)}`,
  };
  const routes = [...new Set(Object.values(REMOTE_ROUTES).flatMap((entries) => entries.map((entry) => entry.path)))];
  const seeds: Seed[] = routes.map((route) => {
    const path = values[route] ?? route;
    if (path.includes('/:')) throw new Error(`The journey test has no value for the route ${route}: add one`);
    return { route, path, deniedIsRight: role === 'client' && ADMIN_ONLY.includes(route) };
  });
  seeds.push({ route: '/sign-in', path: '/sign-in', deniedIsRight: false });
  seeds.push({ route: '(an unknown path)', path: `/no-such-page-${randomUUID().slice(0, 8)}`, deniedIsRight: false, notFound: true });
  return seeds;
}

// ---- the crawl ----

/**
 * Labels of buttons that take a person to another page (the site's other buttons act on the page: send, choose, open
 * a dialog, scroll to a section, turn the calendar). A form's submit button is never pressed.
 */
const NAVIGATING_BUTTON = /^(create account &|view (results|dashboard|case study|your)|go to (dashboard|the dashboard|your)|back to|return to|book (a |your )?consultation|schedule|visit|contact us|get in touch|start a new project|sign in to|log in to)/i;
/** Never pressed by the crawl, whatever else the label says. */
const NEVER_PRESS = /log ?out|sign out|delete|remove|cancel|submit|send|confirm|deploy|publish|subscribe|preview/i;

/** A page load that has not finished by then is stuck (Playwright's own default is no limit). */
const NAVIGATION_TIMEOUT = 20_000;

/** Bounds of one crawl, well above what the site has today, so a link loop cannot run on. */
const LIMITS = { pages: 80, links: 200, buttons: 12 };

export interface CrawlOptions {
  role: Role;
  seeds: Seed[];
  /** Paths the header must link for this role (spec part 1 §3) on the page shown at `pathname`, and paths it must not. */
  headerMust(pathname: string): string[];
  headerMustNot: string[];
  /** Each step, for a person reading a slow or surprising run (JOURNEYS_TRACE=1). */
  trace?(line: string): void;
}

export interface CrawlResult {
  problems: Problem[];
  pagesVisited: number;
  linksFollowed: number;
  buttonsPressed: number;
  boundsReached: string[];
}

interface Source {
  key: string;
  path: string;
  seed?: Seed;
}

interface Where {
  page: string;
  link?: string;
}

/** Visits every seed, then follows every link and navigating button found, once each; returns every dead end. */
export async function crawl(page: Page, options: CrawlOptions): Promise<CrawlResult> {
  const { role } = options;
  const signedIn = role !== 'visitor';
  const started = Date.now();
  const trace = (line: string) => options.trace?.(`${((Date.now() - started) / 1000).toFixed(1)}s ${line}`);
  const problems: Problem[] = [];
  const problemKeys = new Set<string>();
  /** `key` says when two problems are one: the same header link fails the same way on every page. */
  const report = (problem: Problem, key = `${problem.link ?? problem.page}|${problem.found.replace(/ at \S+/, '')}`) => {
    if (problemKeys.has(key)) return;
    problemKeys.add(key);
    problems.push(problem);
  };
  /** Link targets followed, by key. */
  const followed = new Set<string>();
  /** Where each target is linked from, by key, and the problems each target's link led to. */
  const linkedFrom = new Map<string, Set<string>>();
  const problemsOfTarget = new Map<Problem, string>();
  /** Pages whose links are followed, by key. */
  const sourceKeys = new Set<string>();
  const sources: Source[] = [];
  const buttonsTried = new Set<string>();
  const boundsReached = new Set<string>();
  const counts = { pages: 0, links: 0, buttons: 0 };

  const addSource = (address: string, seed?: Seed) => {
    const url = new URL(address, BASE_URL);
    // A page's links do not depend on its anchor.
    url.hash = '';
    const key = targetKey(url);
    if (sourceKeys.has(key)) return;
    sourceKeys.add(key);
    sources.push({ key, path: `${url.pathname}${url.search}`, seed });
  };

  /** The checks every landing must pass; returns what the page shows. */
  const checkLanding = async (where: Where, allowed: { denied?: boolean; notFound?: boolean } = {}): Promise<PageReading> => {
    const unsettled = await settle(page, signedIn);
    const reading = await readPage(page);
    if (unsettled) {
      report({ ...where, found: `${unsettled}; at ${reading.url} showing '${reading.heading || '(no heading)'}'` });
      return reading;
    }
    for (const sign of reading.signs) {
      if (!(allowed.notFound && sign.startsWith('the not-found panel'))) report({ ...where, found: `${sign} at ${reading.url}` });
    }
    if (reading.accessDenied && !allowed.denied) report({ ...where, found: `Access Denied at ${reading.url}, for a ${role}` });
    if (reading.signInForm && role !== 'visitor') report({ ...where, found: `the sign-in form again at ${reading.url}, for a signed-in ${role}` });
    return reading;
  };

  const checkAnchor = async (where: Where, id: string) => {
    try {
      await expect(page.locator(`[id=${JSON.stringify(id)}]`).first()).toBeAttached({ timeout: 3_000 });
    } catch {
      const reading = await readPage(page);
      report({ ...where, found: `no element #${id} at ${reading.url} (showing '${reading.heading}')` });
    }
  };

  /** Same-page anchors, sign-in links' return addresses and the header's links: checked where they are. */
  const checkLinksInPlace = async (where: string, links: FoundLink[], isSeed: boolean) => {
    for (const link of links) {
      if (link.href.startsWith('#') && link.href.length > 1) {
        await checkAnchor({ page: where, link: describeLink(link, 'anchor') }, decodeURIComponent(link.href.slice(1)));
      }
      const url = new URL(link.url);
      if (url.pathname === '/api/login' && (url.searchParams.get('returnTo') ?? '').startsWith('/sign-in')) {
        report({ page: where, link: describeLink(link), found: 'the sign-in link carries the sign-in page itself as its return address' }, `nested return address|${link.text}`);
      }
    }
    if (!isSeed) return;
    // A same-page anchor ('#main', the skip link) resolves to the page's own address: not a link to another page.
    const header = new Set(links.filter((link) => link.inHeader && !link.href.startsWith('#')).map((link) => new URL(link.url).pathname));
    for (const path of options.headerMust(new URL(page.url()).pathname)) {
      if (!header.has(path)) report({ page: 'the header', found: `no link to ${path} for a ${role} (first seen on ${where})` }, `header lacks ${path}`);
    }
    for (const path of options.headerMustNot) {
      if (header.has(path)) report({ page: 'the header', found: `a link to ${path}, which is not for a ${role} (first seen on ${where})` }, `header has ${path}`);
    }
  };

  /** Clicks the link on the page as it is (a closed menu's links too: they show once it opens). */
  const followLink = async (from: string, link: FoundLink) => {
    trace(`follow ${describeLink(link)} from ${from}`);
    const target = new URL(link.url);
    const where = { page: from, link: describeLink(link, target.hash.length > 1 ? 'anchor link' : 'link') };
    const reportedBefore = problems.length;
    try {
      await followLinkFrom(where, target, link);
    } finally {
      for (const problem of problems.slice(reportedBefore)) problemsOfTarget.set(problem, targetKey(target));
    }
  };

  const followLinkFrom = async (where: Where, target: URL, link: FoundLink) => {
    if (link.newTab || servedOutsideTheApp(target)) {
      const response = await page.request.get(link.url);
      if (response.status() >= 400) report({ ...where, found: `HTTP ${response.status()}` });
      return;
    }
    const before = new URL(page.url());
    // The headings shown now are marked: another page has rendered once a heading without the mark shows.
    if (link.tab && !(await openTab(page, link.tab))) {
      report({ ...where, found: `the tab '${link.tab}' could not be opened again` });
      return;
    }
    await page.evaluate(() => document.querySelectorAll('h1').forEach((heading) => heading.setAttribute('data-crawl-before', '')));
    const clicked = await page
      .locator(`a[href=${JSON.stringify(link.href)}]`)
      .first()
      .evaluate((anchor) => (anchor as HTMLAnchorElement).click())
      .then(
        () => true,
        () => false,
      );
    if (!clicked) {
      report({ ...where, found: 'the link was gone when its page was shown again' });
      return;
    }
    if (before.pathname === target.pathname) {
      // The same page with another query or anchor: it may keep its heading, so the address is what changes.
      await page.waitForURL((url) => url.href !== before.href, { timeout: 5_000 }).catch(() => undefined);
    } else {
      const rendered = await expect
        .poll(
          () =>
            page
              .evaluate(() => Array.from(document.querySelectorAll('main h1')).some((heading) => !heading.hasAttribute('data-crawl-before')))
              .catch(() => false),
          { timeout: 15_000 },
        )
        .toBe(true)
        .then(
          () => true,
          () => false,
        );
      if (!rendered) {
        const reading = await readPage(page).catch(() => undefined);
        report({ ...where, found: `no page rendered after the click (at ${reading?.url ?? page.url()} showing '${reading?.heading ?? ''}')` });
        return;
      }
    }
    await checkLanding(where);
    if (target.hash.length > 1) await checkAnchor(where, decodeURIComponent(target.hash.slice(1)));
    addSource(page.url());
  };

  /** Loads a page whose links are to be followed; returns its links, or nothing when it is a dead end itself. */
  const visitSource = async (source: Source): Promise<FoundLink[] | undefined> => {
    const { seed } = source;
    const where = { page: seed ? `${source.path} (route ${seed.route})` : source.path };
    trace(`visit ${where.page}`);
    counts.pages += 1;
    const response = await page.goto(source.path, { timeout: NAVIGATION_TIMEOUT }).catch((error: Error) => error);
    if (response instanceof Error) {
      report({ ...where, found: `the page did not load: ${response.message.split('\n')[0]}` });
      return undefined;
    }
    const reading = await checkLanding(where, { denied: seed?.deniedIsRight, notFound: seed?.notFound });
    if (seed?.notFound) {
      if (!reading.signs.some((sign) => sign.startsWith('the not-found panel'))) report({ ...where, found: `no 404 page: showing '${reading.heading}'` });
      if (response && response.status() !== 404) report({ ...where, found: `the unknown path answers HTTP ${response.status()}, not 404` });
    } else if (response && response.status() >= 400) {
      report({ ...where, found: `HTTP ${response.status()}` });
    }
    followed.add(targetKey(page.url()));
    return linksInEveryTab(page);
  };

  /**
   * Back to the page the links are on: the history's Back (client-side) when it lands there, else a new load. Its
   * query may differ (a tab chosen on the way replaces it): a link in a tab opens its tab again.
   */
  const backTo = async (source: Source) => {
    await page.goBack({ timeout: NAVIGATION_TIMEOUT }).catch(() => null);
    if (new URL(page.url()).pathname !== new URL(source.path, BASE_URL).pathname) await page.goto(source.path, { timeout: NAVIGATION_TIMEOUT });
    await settle(page, signedIn);
  };

  /** Buttons whose label says they go somewhere: each pressed once, on a fresh load of its page. */
  const pressNavigatingButtons = async (source: Source) => {
    const labels = await page
      .locator('main button:visible')
      .evaluateAll((buttons) =>
        (buttons as HTMLButtonElement[])
          .filter((button) => !(button.type === 'submit' && button.form))
          .map((button) => (button.getAttribute('aria-label') || button.innerText || '').trim().replace(/\s+/g, ' ')),
      );
    for (const label of new Set(labels)) {
      if (!NAVIGATING_BUTTON.test(label) || NEVER_PRESS.test(label)) continue;
      const key = `${new URL(source.path, BASE_URL).pathname}|${label}`;
      if (buttonsTried.has(key)) continue;
      buttonsTried.add(key);
      if (counts.buttons >= LIMITS.buttons) {
        boundsReached.add(`buttons (${LIMITS.buttons})`);
        return;
      }
      counts.buttons += 1;
      trace(`press '${label}' on ${source.path}`);
      await page.goto(source.path, { timeout: NAVIGATION_TIMEOUT });
      await settle(page, signedIn);
      const before = page.url();
      const where = { page: source.path, link: `button '${label}'` };
      const pressed = await page
        .getByRole('button', { name: label, exact: true })
        .first()
        .click({ timeout: 5_000 })
        .then(
          () => true,
          () => false,
        );
      if (!pressed) continue;
      // A button that has not moved the page within a few seconds acts on the page instead (a bounded wait, not a delay).
      const moved = await page.waitForURL((url) => url.href !== before, { timeout: 5_000 }).then(
        () => true,
        () => false,
      );
      if (!moved) continue;
      await checkLanding(where);
      addSource(page.url());
    }
  };

  for (const seed of options.seeds) addSource(seed.path, seed);

  for (let index = 0; index < sources.length; index += 1) {
    const source = sources[index];
    if (!source) break;
    if (counts.pages >= LIMITS.pages) {
      boundsReached.add(`pages (${LIMITS.pages})`);
      break;
    }
    const links = await visitSource(source);
    if (!links) continue;
    await checkLinksInPlace(source.path, links, source.seed !== undefined);
    const toFollow = links.filter((link) => {
      const url = new URL(link.url);
      if (link.href.startsWith('#') || url.pathname === SIGN_OUT_PATH) return false;
      const key = targetKey(url);
      const places = linkedFrom.get(key) ?? new Set<string>();
      places.add(link.tab ? `${source.path} (tab '${link.tab}')` : source.path);
      linkedFrom.set(key, places);
      if (followed.has(key)) return false;
      followed.add(key);
      return true;
    });
    for (const link of toFollow) {
      if (counts.links >= LIMITS.links) {
        boundsReached.add(`links (${LIMITS.links})`);
        break;
      }
      counts.links += 1;
      await followLink(source.path, link);
      if (!link.newTab && !servedOutsideTheApp(new URL(link.url))) await backTo(source);
    }
    await pressNavigatingButtons(source);
  }
  for (const [problem, key] of problemsOfTarget) {
    const others = [...(linkedFrom.get(key) ?? [])].filter((place) => !problem.page.startsWith(place.replace(/ \(tab .*$/, '')));
    if (others.length) problem.alsoOn = others;
  }
  return { problems, pagesVisited: counts.pages, linksFollowed: counts.links, buttonsPressed: counts.buttons, boundsReached: [...boundsReached] };
}
