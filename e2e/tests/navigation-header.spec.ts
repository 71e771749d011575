import { expect, test, type Locator, type Page } from '@playwright/test';
import { newAccount, signInAsAdminThroughApi, signUpThroughApi } from '../support/accounts';
import { gotoInteractive } from '../support/navigation';

/*
 * The header of spec part 1 §2 for each role, on a desktop and a phone: the links it lists (Home, Pricing, Portfolio,
 * Discovery, Book Consultation, Podcast; Dashboard signed in; CRM for admins only; the home page's section anchors only
 * where that page has the sections), every link's target, and that it all fits one line at 1280 px.
 */

type Role = 'visitor' | 'client' | 'admin';

const HREF: Record<string, string> = {
  Home: '/',
  Services: '/#services',
  About: '/#about',
  Pricing: '/pricing',
  Portfolio: '/portfolio',
  Dashboard: '/dashboard',
  CRM: '/crm',
  Discovery: '/discovery',
  'Book Consultation': '/book-consultation',
  Podcast: '/podcast',
};

const PAGES = ['Pricing', 'Portfolio'];
const PUBLIC_TAIL = ['Discovery', 'Book Consultation', 'Podcast'];

/** What each role's header lists on a page, in order (the phone menu adds Contact on the home page). */
const CASES: Record<Role, Array<{ path: string; links: string[]; mobileContact?: string }>> = {
  visitor: [
    { path: '/', links: ['Services', 'About', ...PAGES, ...PUBLIC_TAIL], mobileContact: '/#contact' },
    { path: '/pricing', links: ['Home', ...PAGES, ...PUBLIC_TAIL] },
  ],
  // The client home has no Services, About or Contact section: no anchors to them.
  client: [
    { path: '/', links: ['Home', ...PAGES, 'Dashboard', ...PUBLIC_TAIL], mobileContact: '/contact' },
    { path: '/pricing', links: ['Home', ...PAGES, 'Dashboard', ...PUBLIC_TAIL] },
  ],
  admin: [
    { path: '/crm', links: ['Home', ...PAGES, 'Dashboard', 'CRM', ...PUBLIC_TAIL] },
    { path: '/podcast', links: ['Home', ...PAGES, 'Dashboard', 'CRM', ...PUBLIC_TAIL] },
  ],
};

async function signInAs(page: Page, role: Role): Promise<void> {
  if (role === 'client') await signUpThroughApi(page, newAccount('Aroha'));
  if (role === 'admin') await signInAsAdminThroughApi(page);
}

/** The session has been read: the header shows the greeting or Client Login. */
async function expectSessionShown(page: Page, role: Role): Promise<void> {
  const header = page.getByRole('banner');
  if (role === 'visitor') await expect(header.getByRole('link', { name: 'Client Login' })).toBeVisible();
  else await expect(header.getByText(/^Welcome /).filter({ visible: true })).toBeVisible();
}

/** Nothing sticks out past the screen's right edge, and the page does not scroll sideways. */
async function expectWithinScreen(page: Page, items: Locator, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  for (const box of await items.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect))) {
    expect(box.right).toBeLessThanOrEqual(width);
  }
}

async function expectHrefs(links: Locator, names: string[], contact?: string): Promise<void> {
  const expected = names.map((name) => (name === 'Contact' && contact ? contact : HREF[name]));
  expect(await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')))).toEqual(expected);
}

for (const role of ['visitor', 'client', 'admin'] as const) {
  test(`the ${role}'s header at 1280 px lists the spec's links for that role, on one line`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, role);
    for (const { path, links } of CASES[role]) {
      await gotoInteractive(page, path);
      await expectSessionShown(page, role);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link')).toHaveText(links);
      await expectHrefs(nav.getByRole('link'), links);

      // One line: the brand, every link and both actions share a row, inside the screen.
      const header = page.getByRole('banner');
      // (The skip link waits above the screen until it has the keyboard's focus.)
      const row = header.getByRole('link').filter({ visible: true, hasNotText: 'Skip to content' }).or(header.getByText(/^Welcome /).filter({ visible: true }));
      const middles = await row.evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          return Math.round(box.top + box.height / 2);
        }),
      );
      expect(Math.max(...middles) - Math.min(...middles), `${path}: header items on more than one line`).toBeLessThanOrEqual(4);
      await expectWithinScreen(page, row, 1280);
    }
  });

  test(`the ${role}'s phone menu at 390 px lists the same links and fits the screen`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, role);
    for (const { path, links, mobileContact } of CASES[role]) {
      await gotoInteractive(page, path);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await page.getByRole('button', { name: 'Menu' }).click();
      await expectSessionShown(page, role);
      const nav = page.getByRole('navigation', { name: 'Mobile' });
      const expected = mobileContact ? [...links, 'Contact'] : links;
      await expect(nav.getByRole('link')).toHaveText(expected);
      await expectHrefs(nav.getByRole('link'), expected, mobileContact);
      await expectWithinScreen(page, page.getByRole('banner').getByRole('link').filter({ visible: true, hasNotText: 'Skip to content' }), 390);
      await page.getByRole('button', { name: 'Close menu' }).click();
    }
  });
}

test("on a phone, the client home's Contact opens the contact page with its form", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'client');
  await gotoInteractive(page, '/');
  await expect(page.getByRole('heading', { name: /^Welcome( back)?, Aroha!$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible();
});

test('a client is not offered the CRM anywhere in the header; an admin following it reaches the CRM', async ({ page, browser }) => {
  await signInAs(page, 'client');
  await gotoInteractive(page, '/dashboard');
  await expectSessionShown(page, 'client');
  await expect(page.getByRole('banner').getByRole('link', { name: 'CRM' })).toHaveCount(0);

  const adminPage = await browser.newPage();
  try {
    await signInAs(adminPage, 'admin');
    await gotoInteractive(adminPage, '/pricing');
    await adminPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'CRM' }).click();
    await expect(adminPage.getByRole('heading', { name: 'CRM Dashboard' })).toBeVisible();
  } finally {
    await adminPage.close();
  }
});

test('Book Consultation and Podcast in the header open their pages', async ({ page }) => {
  await gotoInteractive(page, '/pricing');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Book Consultation' }).click();
  await expect(page).toHaveURL(/\/book-consultation$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await nav.getByRole('link', { name: 'Podcast' }).click();
  await expect(page).toHaveURL(/\/podcast$/);
  await expect(page.getByRole('heading', { name: 'AI Automation Podcast' })).toBeVisible();
});
