import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signUpThroughApi } from '../support/accounts';
import { axeViolations } from '../support/accessibility';
import { businessInfo, seedBuilderStorage } from '../support/builder';
import { anyTemplateId, lettersAndDigits, plans } from '../support/builder-checkout';
import { E2E_SITES_TARGET_HOST, E2E_SITES_TARGET_IP, setDnsRecords } from '../support/dns';

const PRICES = [
  ['.com', '$12.99 NZD/year'],
  ['.net', '$14.99 NZD/year'],
  ['.org', '$9.99 NZD/year'],
  ['.biz', '$9.99 NZD/year'],
  ['.info', '$9.99 NZD/year'],
  ['.nz', '$29.99 NZD/year'],
  ['.co.nz', '$24.99 NZD/year'],
] as const;

test('domain page: the saved business, the search reduced to letters and digits, the server’s answers, and the deploy rule', async ({
  page,
}) => {
  const base = businessInfo();
  // Spaces, '&' and '.' are dropped from the default search text.
  const business = { ...base, businessName: `${base.businessName} Dental & Co.`, businessType: 'Dental Practice' };
  const templateId = await anyTemplateId(page);
  await seedBuilderStorage(page, { businessInfo: business, templateId });

  await page.goto('/domain-setup?plan=hosting-business-monthly');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Domain' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to Preview/ })).toHaveAttribute('href', `/website-preview/${templateId}`);
  await expect(page.getByRole('heading', { name: 'Website Ready for' })).toBeVisible();
  await expect(page.getByText(business.businessName)).toBeVisible();
  await expect(page.getByText('Dental Practice')).toBeVisible();
  await expect(page.getByText(business.description)).toBeVisible();

  const search = page.getByLabel('Domain name');
  const name = lettersAndDigits(business.businessName);
  await expect(search).toHaveValue(name);
  const deploy = page.getByRole('button', { name: 'Deploy Your Website' });
  await expect(deploy).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);

  // Enter searches; the answer is the server's: the spec's five extensions and .nz and .co.nz at their prices in NZD.
  await search.press('Enter');
  const results = page.getByRole('group', { name: `Available domains for ${name}` });
  for (const [extension, price] of PRICES) {
    const option = results.getByRole('radio', { name: new RegExp(`^${name}\\${extension} `) });
    await expect(option).toBeEnabled();
    await expect(results.locator('label').filter({ hasText: `${name}${extension}` })).toContainText(price);
  }
  expect(await axeViolations(page)).toEqual([]);

  await results.getByRole('radio', { name: new RegExp(`^${name}\\.org `) }).check();
  await expect(deploy).toBeEnabled();
  await expect(page.getByText(`Your website will be published at ${name}.org.`)).toBeVisible();

  // Typed text keeps only lowercase letters and digits; a reserved name cannot be chosen.
  await search.fill('');
  await search.pressSequentially('Goo gle!');
  await expect(search).toHaveValue('google');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const google = page.getByRole('group', { name: 'Available domains for google' });
  await expect(google.getByRole('radio', { name: /^google\.com / })).toBeDisabled();
  await expect(google.locator('label').filter({ hasText: 'google.com' })).toContainText('Taken');
  await expect(deploy).toBeDisabled();

  await page.getByRole('tab', { name: 'Use Existing Domain' }).click();
  const note = page.getByRole('note', { name: 'DNS settings' });
  await expect(note).toContainText('A record');
  await expect(note).toContainText('@');
  await expect(note).toContainText('Provided after deployment');
  await expect(deploy).toBeDisabled();
  await page.getByLabel('Your domain').fill(`${name}.co.nz`);
  await expect(deploy).toBeEnabled();
  expect(await axeViolations(page)).toEqual([]);
});

test('the same search gives the same answer every time', async ({ page }) => {
  const name = lettersAndDigits(businessInfo().businessName);
  await page.goto('/domain-setup');
  await expect(page.getByRole('link', { name: /Back to Setup/ })).toHaveAttribute('href', '/website-onboarding');
  const search = page.getByLabel('Domain name');
  await search.fill(name);
  await search.press('Enter');
  const group = page.getByRole('group', { name: `Available domains for ${name}` });
  await expect(group.getByRole('radio')).toHaveCount(PRICES.length);
  const first = await group.locator('label').allTextContents();
  const again = await page.request.get(`/api/domains/search?q=${name}`);
  const answer = (await again.json()) as Array<{ domain: string; available: boolean }>;
  expect(answer.map((result) => `${result.domain}:${result.available}`)).toEqual(
    first.map((text) => `${text.split('$')[0]}:${!text.includes('Taken')}`),
  );
});

test('a registered name is taken (it has name servers), a name DNS cannot answer for is not offered, the rest are free', async ({ page }) => {
  const name = `mitre${randomUUID().slice(0, 8)}`;
  setDnsRecords(`${name}.co.nz`, { ns: ['ns1.registry.example', 'ns2.registry.example'] });
  setDnsRecords(`${name}.nz`, { rcode: 'SERVFAIL' });
  await page.goto('/domain-setup');
  const search = page.getByLabel('Domain name');
  await search.fill(name);
  await search.press('Enter');
  const group = page.getByRole('group', { name: `Available domains for ${name}` });
  const row = (domain: string) => group.locator('label').filter({ hasText: new RegExp(`^${domain.replace(/\./g, '\\.')}\\$`) });
  await expect(group.getByRole('radio', { name: new RegExp(`^${name}\\.co\\.nz `) })).toBeDisabled();
  await expect(row(`${name}.co.nz`)).toContainText('Taken');
  await expect(group.getByRole('radio', { name: new RegExp(`^${name}\\.nz `) })).toBeDisabled();
  await expect(row(`${name}.nz`)).toContainText('Could not check');
  await expect(group.getByRole('radio', { name: new RegExp(`^${name}\\.com `) })).toBeEnabled();
  await expect(row(`${name}.com`)).toContainText('Available');
  expect(await axeViolations(page)).toEqual([]);
});

test('without a plan, Deploy says the plan comes next and goes there with the domain kept; nothing is stored', async ({ page }) => {
  await signUpThroughApi(page);
  const business = businessInfo({ businessType: 'Restaurant' });
  await seedBuilderStorage(page, { businessInfo: business, templateId: await anyTemplateId(page) });
  const domain = `${lettersAndDigits(business.businessName)}.co.nz`;

  await page.goto('/domain-setup');
  await page.getByRole('tab', { name: 'Use Existing Domain' }).click();
  await page.getByLabel('Your domain').fill(domain);
  await expect(page.getByText('Next you choose your hosting plan; your website is published as soon as you subscribe.')).toBeVisible();
  await page.getByRole('button', { name: 'Deploy Your Website' }).click();
  await expect(page).toHaveURL(/\/subscription-payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Website Plan' })).toBeVisible();
  // No unpublished copy is left in the account (issue 22).
  expect(await (await page.request.get('/api/sites/user')).json()).toEqual([]);
  await page.goBack();
  await expect(page.getByLabel('Your domain')).toHaveValue(domain);
  // The server refuses a publish without a plan all the same (its words are api/src/sites' tests' business).
  const refused = await page.request.post('/api/sites/publish', {
    data: { draftId: randomUUID(), templateId: await anyTemplateId(page), businessInfo: business, domain: { kind: 'existing', name: domain } },
  });
  expect(refused.status()).toBe(403);
});

test('signed out, Deploy sends the visitor to sign in and back to this page', async ({ page }) => {
  await seedBuilderStorage(page, { businessInfo: businessInfo(), templateId: await anyTemplateId(page) });
  await page.goto('/domain-setup?plan=hosting-starter-monthly');
  await page.getByRole('tab', { name: 'Use Existing Domain' }).click();
  await page.getByLabel('Your domain').fill('example.co.nz');
  await page.getByRole('button', { name: 'Deploy Your Website' }).click();
  await expect(page).toHaveURL(/\/sign-in\?returnTo=/);
  expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/domain-setup?plan=hosting-starter-monthly');
});

test('an existing domain: the site goes live at its address here, the domain waits for its TXT record and is not served until verified', async ({
  page,
}) => {
  await signUpThroughApi(page);
  const business = businessInfo({ businessType: 'Law Firm' });
  const templateId = await anyTemplateId(page);
  const basic = (await plans(page)).find((plan) => plan.interval === 'monthly' && plan.name === 'Starter');
  if (!basic) throw new Error('A monthly Starter plan is seeded');
  const subscribed = await page.request.post('/api/subscriptions', { data: { planId: basic.id, templateId, businessInfo: business } });
  expect(subscribed.status()).toBe(201);
  await seedBuilderStorage(page, { businessInfo: business, templateId });

  const domain = `${lettersAndDigits(business.businessName)}.co.nz`;
  await page.goto(`/domain-setup?plan=${basic.slug}`);
  await page.getByRole('tab', { name: 'Use Existing Domain' }).click();
  await page.getByLabel('Your domain').fill(domain.toUpperCase());
  await page.getByRole('button', { name: 'Deploy Your Website' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Website is Live!' })).toBeVisible();
  // The server's spelling (lower case), as the success screen's domain line.
  await expect(page.getByRole('paragraph').filter({ hasText: new RegExp(`^${domain.replace(/\./g, '\\.')}$`) })).toBeVisible();

  // The pending domain: the TXT record with the server's token, where to point the domain, and Verify.
  const [site] = (await (await page.request.get('/api/sites/user')).json()) as Array<{
    slug: string;
    domain: string | null;
    domainClaim: { status: string; verification: { name: string; value: string } };
  }>;
  expect(site?.domain).toBeNull();
  expect(site?.domainClaim.status).toBe('pending');
  await expect(page.getByRole('heading', { level: 2, name: `Connect ${domain}` })).toBeVisible();
  await expect(page.getByText('Waiting for DNS')).toBeVisible();
  const txt = page.getByRole('definition').filter({ hasText: `_kea-verify.${domain}` });
  await expect(txt).toBeVisible();
  await expect(page.getByRole('list', { name: 'DNS records to add' })).toContainText(site?.domainClaim.verification.value ?? 'no token');
  await expect(page.getByRole('button', { name: 'Verify domain' })).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Visit Your Website' })).toHaveAttribute('href', `/sites/${site?.slug}/`);
  expect(await axeViolations(page)).toEqual([]);

  // Live at its address here at once; the unproven domain is not served by Host.
  const bySlug = await page.request.get(`/sites/${site?.slug}/`);
  expect(await bySlug.text()).toContain(business.businessName);
  const byHost = await page.request.get('/', { headers: { Host: domain } });
  expect(await byHost.text()).not.toContain(business.businessName);
  expect((await page.request.get(`/api/sites/tls-allowed?domain=${domain}`)).status()).toBe(404);

  // The owner adds the records: each is found, the domain is connected, served by Host and allowed a certificate.
  setDnsRecords(`_kea-verify.${domain}`, { txt: [site?.domainClaim.verification.value ?? ''] });
  setDnsRecords(domain, { a: [E2E_SITES_TARGET_IP] });
  setDnsRecords(`www.${domain}`, { cname: E2E_SITES_TARGET_HOST });
  await page.getByRole('button', { name: 'Verify domain' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your domain is verified and your website answers on it.' })).toBeVisible();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^✓ SSL Secured$/ })).toBeVisible();
  await expect(page.getByText('SSL Secured once your domain is connected')).toHaveCount(0);
  expect(await (await page.request.get('/', { headers: { Host: domain } })).text()).toContain(business.businessName);
  expect((await page.request.get(`/api/sites/tls-allowed?domain=${domain}`)).status()).toBe(200);
});
