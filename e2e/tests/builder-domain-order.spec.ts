import { expect, test } from '@playwright/test';
import { signInAsAdminThroughApi, signUpThroughApi } from '../support/accounts';
import { axeViolations } from '../support/accessibility';
import { businessInfo, seedBuilderStorage } from '../support/builder';
import { anyTemplateId, lettersAndDigits, plans } from '../support/builder-checkout';
import { accountSites, searchDomains } from '../support/builder-journey';
import { openDashboardTab } from '../support/client-area';
import { E2E_SITES_TARGET_HOST, E2E_SITES_TARGET_IP, setDnsRecords } from '../support/dns';

/*
 * Issue 35: 'Purchase New Domain' buys nothing by itself. It places an order (on the invoice), the site is live at its
 * own address, and the domain is served and certified only after staff register it and DNS proves it points here.
 * The records the owner is shown are ones that work: A for the root, CNAME for www, never localhost.
 */

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a bought domain: ordered, registered by staff, shown with working records and copy buttons, served only once DNS proves it', async ({ page, browser }) => {
  test.slow();
  await signUpThroughApi(page);
  const business = businessInfo({ businessType: 'Plumbing Services' });
  const slug = lettersAndDigits(business.businessName);
  const domain = `${slug}.co.nz`;
  const templateId = await anyTemplateId(page);
  const starter = (await plans(page)).find((plan) => plan.interval === 'monthly' && plan.name === 'Starter');
  expect((await page.request.post('/api/subscriptions', { data: { planId: starter?.id, templateId, businessInfo: business } })).status()).toBe(201);
  await seedBuilderStorage(page, { businessInfo: business, templateId });

  await page.goto(`/domain-setup?plan=${starter?.slug}`);
  const results = await searchDomains(page, slug);
  await results.getByRole('radio', { name: new RegExp(`^${slug}\\.co\\.nz `) }).check();
  await page.getByRole('button', { name: 'Deploy Your Website' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Website is Live!' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Registering ${domain}` })).toBeVisible();
  await expect(page.getByText('SSL Secured once your domain is connected')).toBeVisible();
  await expect(page.getByText(`We register ${domain} for you (it is on your invoice).`)).toBeVisible();
  await expect(page.getByText('DNS settings we send you')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // Ordered, not bought: on the invoice, not served by Host, no certificate.
  const invoices = (await (await page.request.get('/api/subscriptions/user')).json()) as Array<{ invoices: Array<{ kind: string; description: string; amount: number }> }>;
  expect(invoices[0]?.invoices.find((invoice) => invoice.kind === 'domain')).toMatchObject({ description: `Domain ${domain} (1 year)`, amount: 24.99 });
  expect(await (await page.request.get('/', { headers: { Host: domain } })).text()).not.toContain(business.businessName);
  expect((await page.request.get(`/api/sites/tls-allowed?domain=${domain}`)).status()).toBe(404);

  // Staff register it (the CRM's 'Domain orders' press 'Mark registered'; here through its API).
  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await signInAsAdminThroughApi(admin);
  const orders = (await (await admin.request.get('/api/crm/domain-orders')).json()) as Array<{ id: string; domain: string }>;
  const order = orders.find((candidate) => candidate.domain === domain);
  // A call with no body names its origin, as the CRM's browser does.
  const registered = await admin.request.post(`/api/crm/domain-orders/${order?.id}/registered`, { headers: { origin: new URL(page.url()).origin } });
  expect(registered.status(), await registered.text()).toBe(200);
  await staff.close();

  // The owner's dashboard: the records to add, each with a copy button, none pointing at this machine.
  await page.goto('/dashboard');
  await openDashboardTab(page, 'Websites');
  const box = page.getByRole('region', { name: `Domain of ${business.businessName}` });
  await expect(box).toContainText('Waiting for DNS');
  await expect(box).toContainText(`${domain} is registered.`);
  const records = box.getByRole('list', { name: `DNS records for ${domain}` });
  await expect(records.getByRole('listitem')).toHaveCount(3);
  await expect(records.getByRole('definition').filter({ hasText: E2E_SITES_TARGET_IP })).toBeVisible();
  await expect(records.getByRole('definition').filter({ hasText: E2E_SITES_TARGET_HOST })).toBeVisible();
  await expect(records).toContainText('Not checked yet');
  for (const loopback of ['localhost', '127.0.0.1', `:${new URL(page.url()).port}`]) await expect(box).not.toContainText(loopback);
  await box.getByRole('button', { name: 'Copy A value' }).click();
  await expect(box.getByRole('button', { name: 'Copy A value' })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(E2E_SITES_TARGET_IP);
  await box.getByText('How to add these at your domain provider').click();
  await expect(box).toContainText('Use @ for the domain itself.');
  expect(await axeViolations(page)).toEqual([]);

  // The token, but the root still at the registrar's parking page: said, with what was found.
  const [site] = await accountSites(page);
  const token = ((await (await page.request.get(`/api/sites/${site?.id}`)).json()) as { domainClaim: { verification: { value: string } } }).domainClaim.verification.value;
  setDnsRecords(`_kea-verify.${domain}`, { txt: [token] });
  setDnsRecords(domain, { a: ['198.51.100.9'] });
  await box.getByRole('button', { name: `Verify ${domain}` }).click();
  await expect(box.getByRole('status').filter({ hasText: `does not point to us yet` })).toBeVisible();
  await expect(records).toContainText('We found 198.51.100.9 instead.');
  await expect(records).toContainText('Wrong value');
  expect(await (await page.request.get('/', { headers: { Host: domain } })).text()).not.toContain(business.businessName);

  setDnsRecords(domain, { a: [E2E_SITES_TARGET_IP] });
  setDnsRecords(`www.${domain}`, { cname: E2E_SITES_TARGET_HOST });
  await box.getByRole('button', { name: `Verify ${domain}` }).click();
  await expect(box.getByRole('status').filter({ hasText: 'Your domain is verified and your website answers on it.' })).toBeVisible();
  await expect(box).toContainText('Connected');
  expect(await (await page.request.get('/', { headers: { Host: domain } })).text()).toContain(business.businessName);
  expect((await page.request.get(`/api/sites/tls-allowed?domain=${domain}`)).status()).toBe(200);
  expect((await accountSites(page))[0]).toMatchObject({ domain, domainOrder: { status: 'registered' } });
});
