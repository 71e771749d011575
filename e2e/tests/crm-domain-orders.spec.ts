import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { DOMAIN_EXTENSIONS, formatNzDate } from '@agency/contracts';
import { axeViolations } from '../support/accessibility';
import { newAccount, signInAsAdminThroughApi, signUpThroughApi } from '../support/accounts';
import { queryDatabase } from '../support/booking';
import { builderTemplates, businessInfo } from '../support/builder';
import { lettersAndDigits, nzd, plans } from '../support/builder-checkout';
import { rowWith, toastWith } from '../support/crm-team';

/*
 * The CRM's Domain orders, in User Management under the unpaid invoices. A client buys a domain through the builder (the API calls its 'Purchase New Domain'
 * deploy makes): the order waits under Ordered with its client, website, yearly price and unpaid invoice. An admin
 * records the invoice paid (Unpaid invoices, just above), marks the domain registered (confirmed, naming the domain) and finds it under Registered with who did it and the DNS records
 * to copy; another order is cancelled (confirmed) and shows under Cancelled with its invoice void. Every test makes its
 * own client and domain and finds its row by the domain: the server and database are shared by all workers.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const CO_NZ_PRICE = DOMAIN_EXTENSIONS.find((extension) => extension.extension === '.co.nz')?.price ?? 0;

interface PlacedOrder {
  domain: string;
  businessName: string;
  clientEmail: string;
}

/**
 * A client's domain order, as the builder places it: sign up, subscribe to a hosting plan, publish with a domain to
 * buy ('aroha plumbing 1a2b3c4d' -> arohaplumbing1a2b3c4d.co.nz, a name nobody has).
 */
async function placeDomainOrder(browser: Browser): Promise<PlacedOrder> {
  const context = await browser.newContext();
  const client = await context.newPage();
  const account = await signUpThroughApi(client, newAccount('Aroha'));
  const plan = (await plans(client)).find((candidate) => candidate.interval === 'monthly');
  if (!plan) throw new Error('A monthly hosting plan is seeded');
  const subscribed = await client.request.post('/api/subscriptions', { data: { planId: plan.id } });
  expect(subscribed.status(), `POST /api/subscriptions: ${await subscribed.text()}`).toBe(201);

  const info = businessInfo({ businessName: `Aroha Plumbing ${randomUUID().slice(0, 8)}` });
  const domain = `${lettersAndDigits(info.businessName)}.co.nz`;
  const [template] = await builderTemplates(client.request);
  if (!template) throw new Error('No website templates are seeded');
  const published = await client.request.post('/api/sites/publish', {
    data: { draftId: randomUUID(), templateId: template.id, businessInfo: info, domain: { kind: 'purchase', name: domain } },
  });
  // A 409 'We could not check that domain...' here means the server has no DNS to ask whether the name is free.
  expect(published.status(), `POST /api/sites/publish: ${await published.text()}`).toBe(202);
  await context.close();
  return { domain, businessName: info.businessName, clientEmail: account.email };
}

/** Opens User Management and follows its 'Domain orders' link to the list, under the unpaid invoices. */
async function openDomainOrders(page: Page, base: '/crm' | '/admin-test' = '/crm'): Promise<void> {
  await page.goto(`${base}?tab=users`);
  await expect(page.getByRole('heading', { level: 1, name: 'CRM Dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'User Management', exact: true })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('navigation', { name: 'Billing' }).getByRole('link', { name: 'Domain orders' }).click();
  await expect(page).toHaveURL(/#domain-orders$/);
  await expect(domainOrders(page).getByRole('heading', { level: 3, name: 'Domain orders' })).toBeInViewport();
}

function domainOrders(page: Page) {
  return page.getByRole('region', { name: 'Domain orders', exact: true });
}

/** The list's section at this width, photographed whole; the page around it too when `fullPage`. */
async function photograph(page: Page, name: string, fullPage = false): Promise<void> {
  const file = test.info().outputPath(`${name}.png`);
  // From the top, so the sticky header is drawn there and not over the section.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const section = await domainOrders(page).boundingBox();
  await page.screenshot({ path: file, fullPage: true, clip: fullPage || !section ? undefined : section });
  await test.info().attach(name, { path: file, contentType: 'image/png' });
}

/** Shows the orders in one state, as the filter's buttons do; waits for the list to be read. */
async function showOrders(page: Page, status: 'Ordered' | 'Registered' | 'Cancelled'): Promise<void> {
  const filters = domainOrders(page).getByRole('group', { name: 'Show domain orders' });
  await filters.getByRole('button', { name: status }).click();
  await expect(filters.getByRole('button', { name: status })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('table', { name: 'Domain orders', exact: true })).not.toHaveAttribute('aria-busy', 'true');
}

function orderRow(page: Page, domain: string) {
  return rowWith(page, 'Domain orders', domain);
}

test.describe('CRM Domain orders', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(DESKTOP);
  });

  test('a bought domain waits under Ordered with its price and unpaid invoice; once paid, Mark registered, confirmed, moves it to Registered with who did it and its records to copy', async ({
    page,
    browser,
    context,
  }) => {
    // A client's whole purchase first, then the admin's steps, each checked with axe.
    test.slow();
    const order = await placeDomainOrder(browser);
    await signInAsAdminThroughApi(page);
    await openDomainOrders(page);
    await expect(page.getByRole('group', { name: 'Show domain orders' }).getByRole('button', { name: 'Ordered' })).toHaveAttribute('aria-pressed', 'true');

    const row = orderRow(page, order.domain);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(order.clientEmail);
    await expect(row).toContainText(nzd(CO_NZ_PRICE));
    await expect(row).toContainText('/year');
    await expect(row).toContainText(formatNzDate(new Date()));
    await expect(row.getByText('Unpaid', { exact: true })).toBeVisible();
    await expect(row.getByText('Register once paid', { exact: true })).toBeVisible();
    // The website by name, opening its published page in a new tab.
    const site = row.getByRole('link', { name: new RegExp(order.businessName) });
    await expect(site).toHaveAttribute('href', /^\/sites\/[a-z0-9-]+\/$/);
    await expect(site).toHaveAttribute('target', '_blank');
    const invoiceNumber = (await row.getByText(/^INV-\d+$/).textContent())?.trim() ?? '';
    expect(invoiceNumber).toMatch(/^INV-/);
    expect(await axeViolations(page)).toEqual([]);

    // Asked first, naming the domain and the unpaid invoice; Cancel leaves the order waiting.
    await row.getByRole('button', { name: `Mark ${order.domain} registered` }).click();
    let dialog = page.getByRole('dialog', { name: `Mark ${order.domain} registered?` });
    await expect(dialog).toContainText(`Invoice ${invoiceNumber} is not paid yet.`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(1);

    // The transfer arrives: the domain's invoice is marked paid in Unpaid invoices, just above; its order follows.
    await page.getByLabel('Search invoices').fill(invoiceNumber);
    await rowWith(page, 'Unpaid invoices', invoiceNumber).getByRole('button', { name: `Mark invoice ${invoiceNumber} paid` }).click();
    await page.getByRole('dialog', { name: `Mark invoice ${invoiceNumber} paid?` }).getByRole('button', { name: 'Mark paid' }).click();
    await toastWith(page, `Invoice ${invoiceNumber} marked paid`);
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    await expect(row.getByText('Register once paid')).toHaveCount(0);

    await row.getByRole('button', { name: `Mark ${order.domain} registered` }).click();
    dialog = page.getByRole('dialog', { name: `Mark ${order.domain} registered?` });
    await expect(dialog).not.toContainText('not paid');
    await dialog.getByRole('button', { name: 'Mark registered' }).click();
    await toastWith(page, `${order.domain} marked registered`);
    await expect(row).toHaveCount(0);

    await showOrders(page, 'Registered');
    await expect(row).toHaveCount(1);
    await expect(row.getByText('by Admin', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /Mark|Cancel/ })).toHaveCount(0);

    // Registering opened the domain's DNS proof: its TXT record is listed with the others, each value copied by its button.
    const stored = (await (await page.request.get('/api/crm/domain-orders?status=registered')).json()) as Array<{
      domain: string;
      registeredBy: string | null;
      records: Array<{ type: string; host: string; name: string; value: string }>;
    }>;
    const registered = stored.find((item) => item.domain === order.domain);
    expect(registered?.registeredBy).toBe('Admin');
    const txt = registered?.records.find((record) => record.type === 'TXT');
    expect(txt).toMatchObject({ host: '_kea-verify', name: `_kea-verify.${order.domain}` });
    const count = registered?.records.length ?? 0;
    const show = row.getByRole('button', { name: `Show ${count} record${count === 1 ? '' : 's'} for ${order.domain}` });
    await show.click();
    const recordsDialog = page.getByRole('dialog', { name: `DNS records for ${order.domain}` });
    const records = recordsDialog.getByRole('table', { name: `DNS records for ${order.domain}` });
    await expect(records.getByRole('row')).toHaveCount((registered?.records.length ?? 0) + 1);
    await expect(records.getByRole('row').filter({ hasText: '_kea-verify' })).toContainText(txt?.value ?? 'no token');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const copy = records.getByRole('button', { name: `Copy TXT value of _kea-verify.${order.domain}` });
    await copy.click();
    await expect(copy).toHaveText('Copied');
    await expect(records.getByRole('status').filter({ hasText: `TXT value of _kea-verify.${order.domain} copied` })).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(txt?.value);
    expect(await axeViolations(page)).toEqual([]);
    // Closed, focus is back on the row's button.
    await page.keyboard.press('Escape');
    await expect(recordsDialog).toBeHidden();
    await expect(show).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('Cancel order, confirmed, moves the order to Cancelled and voids its unpaid invoice', async ({ page, browser }) => {
    const order = await placeDomainOrder(browser);
    await signInAsAdminThroughApi(page);
    await openDomainOrders(page);
    const row = orderRow(page, order.domain);
    await expect(row).toHaveCount(1);
    const invoiceNumber = (await row.getByText(/^INV-\d+$/).textContent())?.trim() ?? '';

    await row.getByRole('button', { name: `Cancel the order for ${order.domain}` }).click();
    let dialog = page.getByRole('dialog', { name: `Cancel the order for ${order.domain}?` });
    await expect(dialog).toContainText(`Its unpaid invoice ${invoiceNumber} will be voided.`);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Keep order' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: `Cancel the order for ${order.domain}` }).click();
    dialog = page.getByRole('dialog', { name: `Cancel the order for ${order.domain}?` });
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await toastWith(page, `Order for ${order.domain} cancelled`);
    await toastWith(page, `Invoice ${invoiceNumber} voided`);
    await expect(row).toHaveCount(0);

    await showOrders(page, 'Cancelled');
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Void', { exact: true })).toBeVisible();
    await expect(row.getByText('Register once paid')).toHaveCount(0);
    await expect(row.getByRole('button', { name: /Mark|Cancel/ })).toHaveCount(0);
    const [invoice] = await queryDatabase<{ status: string }>('SELECT status FROM invoice WHERE number = $1', [invoiceNumber]);
    expect(invoice?.status).toBe('void');
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the sample's orders at 1280 and 390 px: rows and the records dialog without sideways scroll, photographed; no call to the endpoint", async ({ page }) => {
    // Axe and two photographs at each width.
    test.slow();
    await signInAsAdminThroughApi(page);

    // The sample (/admin-test) answers from the browser: rows in every state, never a call to the endpoint.
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await openDomainOrders(page, '/admin-test');
    const sampleRow = orderRow(page, 'tui-bakery.nz');
    await expect(sampleRow).toHaveCount(1);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await photograph(page, `crm-domain-orders-rows-${viewport.width}`);
      await photograph(page, `crm-domain-orders-page-${viewport.width}`, true);
      // The records of an order in their dialog, each value with its copy button on the screen.
      await sampleRow.getByRole('button', { name: 'Show 3 records for tui-bakery.nz' }).click();
      const dialog = page.getByRole('dialog', { name: 'DNS records for tui-bakery.nz' });
      await expect(dialog.getByRole('row')).toHaveCount(4);
      for (const copy of await dialog.getByRole('button', { name: /^Copy / }).all()) await expect(copy).toBeInViewport();
      expect(await axeViolations(page)).toEqual([]);
      const file = test.info().outputPath(`crm-domain-orders-records-${viewport.width}.png`);
      await page.screenshot({ path: file });
      await test.info().attach(`crm-domain-orders-records-${viewport.width}`, { path: file, contentType: 'image/png' });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    await showOrders(page, 'Registered');
    await expect(orderRow(page, 'kahu-electrical.co.nz')).toContainText('by Sam Admin');
    expect(requests.filter((request) => new URL(request.url()).pathname.startsWith('/api/crm/domain-orders'))).toEqual([]);
  });

  test('loading, empty and error states at 1280 and 390 px, photographed', async ({ page }) => {
    test.slow();
    await signInAsAdminThroughApi(page);

    // Held: the table says it is loading; then nothing waits.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const listRequest = (url: URL) => url.pathname === '/api/crm/domain-orders';
    await page.route(listRequest, async (route) => {
      await held;
      await route.fulfill({ json: [] });
    });
    await page.setViewportSize(DESKTOP);
    await openDomainOrders(page);
    await expect(page.getByRole('table', { name: 'Domain orders', exact: true }).getByText('Loading domain orders...')).toBeVisible();
    release();
    await expect(page.getByText('No domain orders waiting.', { exact: true })).toBeVisible();
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await photograph(page, `crm-domain-orders-empty-${viewport.width}`);
    }
    await page.unrouteAll({ behavior: 'wait' });

    await page.route(listRequest, (route) =>
      route.fulfill({ status: 500, json: { statusCode: 500, message: 'The database did not answer.' } }),
    );
    await page.setViewportSize(DESKTOP);
    await openDomainOrders(page);
    await expect(page.getByRole('table', { name: 'Domain orders', exact: true }).getByRole('alert')).toHaveText('The database did not answer.');
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await photograph(page, `crm-domain-orders-error-${viewport.width}`);
    }
  });
});
