import { expect, test, type Browser, type Page } from '@playwright/test';
import { REMOTE_ROUTES } from '@agency/contracts';
import { bookingForm, chooseSlot, claimFreeSlot, expectTimesSettled, fillDetails, uniqueEmail } from '../support/booking';
import { coveredControls, describeCovered, openScreen, openTab, tabNames, type CheckedScreen } from '../support/overlap';
import { routeSeeds, WIDTHS, type Role, type Seed } from '../support/site-crawl';
import { CHAT_RATING_THANKS_MESSAGE, CHAT_RESOLVED_MESSAGE } from '@agency/contracts';
import { chatPanelProblems } from '../support/chat-panel-fit';
import { chatInput, chatPanel, openChat, relayChat } from '../support/live-chat';

/*
 * Nothing on any screen is covered (issue 23): every page and flow screen, at 1280 and 390 px, as the person who uses
 * it. Each visible button, link, form control and label is scrolled into view and hit-tested at its centre; the last
 * controls of a page (the footer's legal links) are checked where the page ends, since they cannot scroll further. A
 * failure lists every covered control of the run with its page and what covers it.
 */

interface Screen {
  name: string;
  role: Role;
  path: string;
  prepare?(page: Page): Promise<void>;
  /** Each tab is chosen in turn and its panel checked too. */
  tabs?: boolean;
}

const routesOf = (remote: keyof typeof REMOTE_ROUTES) => new Set(REMOTE_ROUTES[remote].map((route) => route.path));

async function check(browser: Browser, screens: Screen[], width: (typeof WIDTHS)[number]): Promise<CheckedScreen[]> {
  const checked: CheckedScreen[] = [];
  for (const screen of screens) {
    const { page, close } = await openScreen(browser, { role: screen.role, path: screen.path, viewport: width.viewport, prepare: screen.prepare });
    try {
      checked.push({ name: screen.name, covered: await coveredControls(page) });
      if (screen.tabs) {
        const [, ...others] = await tabNames(page);
        for (const tab of others) {
          await openTab(page, tab);
          checked.push({ name: `${screen.name}, tab ${tab}`, covered: await coveredControls(page, '[role="tabpanel"][data-state="active"]:not([hidden])') });
        }
      }
    } finally {
      await close();
    }
  }
  return checked;
}

/** The route table's pages (site-crawl.ts fills in real ids and tokens), as a visitor. */
async function seeds(page: Page): Promise<Seed[]> {
  return routeSeeds(page, 'visitor');
}

for (const width of WIDTHS) {
  test.describe(`at ${width.name}`, () => {
    // Every page of an area, each in its own context, with a scroll and a hit test per control.
    test.describe.configure({ timeout: 300_000 });

    test(`no control of a public page is covered at ${width.name}`, async ({ browser, page }) => {
      const marketing = routesOf('marketing');
      const screens = (await seeds(page))
        .filter((seed) => marketing.has(seed.route) || seed.route === '/sign-in' || seed.route === '/crm-login' || seed.notFound)
        .map((seed): Screen => ({ name: seed.notFound ? 'the 404 page' : seed.path, role: 'visitor', path: seed.path }));
      expect(describeCovered(await check(browser, screens, width), width.name)).toEqual([]);
    });

    test(`no control of the booking and contact forms is covered while they are filled in, at ${width.name}`, async ({ browser, page }) => {
      const slot = await claimFreeSlot(page.request);
      const screens: Screen[] = [
        {
          name: '/book-consultation with a day, a time and the details chosen',
          role: 'visitor',
          path: '/book-consultation',
          prepare: async (booking) => {
            await chooseSlot(booking, slot);
            await expectTimesSettled(booking);
            await fillDetails(booking, uniqueEmail('overlap'));
            await expect(bookingForm(booking).getByRole('button', { name: 'Confirm Booking' })).toBeVisible();
          },
        },
        { name: '/contact', role: 'visitor', path: '/contact' },
        { name: '/contact as a signed-in client', role: 'client', path: '/contact' },
      ];
      expect(describeCovered(await check(browser, screens, width), width.name)).toEqual([]);
    });

    test(`no control of the builder's pages is covered at ${width.name}`, async ({ browser, page }) => {
      const builder = routesOf('builder');
      const screens = (await seeds(page)).filter((seed) => builder.has(seed.route)).map((seed): Screen => ({ name: seed.path, role: 'client', path: seed.path }));
      expect(describeCovered(await check(browser, screens, width), width.name)).toEqual([]);
    });

    test(`no control of the client area is covered, on any tab, at ${width.name}`, async ({ browser }) => {
      const screens: Screen[] = [
        { name: "/ (a client's home)", role: 'client', path: '/' },
        { name: '/dashboard', role: 'client', path: '/dashboard', tabs: true },
      ];
      expect(describeCovered(await check(browser, screens, width), width.name)).toEqual([]);
    });

    test(`no control of the CRM is covered, on any tab, at ${width.name}`, async ({ browser, page }) => {
      const crm = routesOf('crm');
      const screens = (await routeSeeds(page, 'admin'))
        .filter((seed) => crm.has(seed.route) && seed.route !== '/crm-login')
        .map((seed): Screen => ({ name: seed.path, role: 'admin', path: seed.path, tabs: !seed.route.includes(':id') }));
      expect(describeCovered(await check(browser, screens, width), width.name)).toEqual([]);
    });
  });
}

/*
 * The live chat panel fits the window in every state, at two laptop and two phone sizes: every control is inside the
 * panel's box and answers a hit test once reached (focus, as Tab reaches it), and the header and the composer stay
 * where they are. States that depend on other people (an agent's replies, a resolution, nobody online) are played
 * into the visitor's socket (relayChat); what the visitor sends goes to the server.
 */
const CHAT_SIZES = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
  { width: 360, height: 640 },
] as const;

for (const size of CHAT_SIZES) {
  test(`every control of the live chat panel is reachable in every state, header and composer in view, at ${size.width}x${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    const relay = await relayChat(page, { offline: true });
    await openChat(page);
    await relay.welcomed;
    const panel = chatPanel(page);
    const problems: string[] = [];
    const check = async (state: string) => {
      for (const problem of await chatPanelProblems(page)) problems.push(`${state}: ${problem}`);
      await page.screenshot({ path: test.info().outputPath(`chat-${size.width}x${size.height}-${state.replace(/\W+/g, '-')}.png`) });
    };

    await check('greeting, nobody online');
    await expect(panel.getByText(/^No one is online\./)).toBeVisible();

    for (let index = 1; index <= 8; index += 1) {
      relay.injectMessage('agent', `Reply ${index}: we build booking sites, shops and brochure sites, and host them in New Zealand.`, 'Hemi');
    }
    await expect(panel.getByText(/^Reply 8:/)).toBeVisible();
    await check('conversation (long)');

    // The middle scrolls with the wheel: the first reply comes back into view.
    const body = panel.getByRole('log', { name: 'Messages' });
    await body.hover();
    await page.mouse.wheel(0, -2000);
    await expect(panel.getByText(/^Reply 1:/)).toBeInViewport();

    relay.inject({ type: 'contact-request' });
    await expect(panel.getByLabel('Email')).toBeVisible();
    await check('e-mail prompt');

    await panel.getByLabel('Email').fill(`fit-${size.width}@example.co.nz`);
    await panel.getByLabel('Your name').fill('Aroha Ngata');
    await panel.getByRole('button', { name: 'Save email' }).click();
    await expect(panel.getByText(`Thanks! We will reply to fit-${size.width}@example.co.nz.`)).toBeVisible();

    relay.injectMessage('system', CHAT_RESOLVED_MESSAGE);
    await expect(panel.getByRole('group', { name: 'How did we do?' })).toBeVisible();
    await check('rating');

    relay.injectMessage('system', CHAT_RATING_THANKS_MESSAGE);
    await expect(panel.getByRole('group', { name: 'How did we do?' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'E-mail me the transcript' })).toBeVisible();
    await check('transcript');

    // The message box is still there to write in.
    await expect(chatInput(page)).toBeInViewport();
    expect(problems).toEqual([]);
  });
}
