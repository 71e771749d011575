import { expect, test } from '@playwright/test';
import { DOMAIN_EXTENSIONS } from '@agency/contracts';
import { signUpThroughApi } from '../support/accounts';
import { axeViolations } from '../support/accessibility';
import { flushedEvents, recordBeacons, type SentEvent } from '../support/assessments';
import { businessInfo, seedBuilderStorage } from '../support/builder';
import { anyTemplateId, lettersAndDigits } from '../support/builder-checkout';
import { accountSites, chooseFirstTemplate, completeOnboarding, domainRadio, planCard, searchDomains, subscribeToMonthly } from '../support/builder-journey';

/*
 * Issue 22 item 12: publishing went in a circle (a refused deploy, the choice lost, a second copy at /sites/{name}2/).
 * Issue 35: both orders the spec draws end in one site live at its own slug, the domain chosen kept and on order:
 * plan first (the domain page names the step left) and domain first (the plan step deploys on its way back).
 */

function propsOf(events: SentEvent[], name: string): Array<Record<string, unknown> | undefined> {
  return events.filter((event) => event.name === name).map((event) => event.props);
}

test('plan first: template → details → preview → plan → domain → live: one site at /sites/{slug}/ with its domain on order, each step tracked', async ({ page }) => {
  test.slow();
  await signUpThroughApi(page);
  await recordBeacons(page);
  const business = businessInfo();
  const slug = lettersAndDigits(business.businessName);
  const domain = `${slug}.com`;

  await chooseFirstTemplate(page);
  await completeOnboarding(page, business);

  // The spec's top bar goes to the domain; this owner takes the plan first, through 'Choose Plan & Deploy'.
  await expect(page.getByRole('link', { name: 'Continue to Domain Setup' })).toHaveAttribute('href', '/domain-setup');
  await page.getByRole('link', { name: 'Choose Plan & Deploy' }).click();
  await subscribeToMonthly(page, 'Business');

  // 'Subscribe & Deploy Website' with no domain chosen yet: the page names the one step left.
  await expect(page.getByRole('status').filter({ hasText: 'One step left: choose your domain above, then press Deploy Your Website.' })).toBeVisible();
  await expect(planCard(page)).toContainText('Business · Monthly · $79.00/month');
  await expect(planCard(page)).toContainText('Subscribed: your website can be published.');
  await expect(page.getByText(business.businessName)).toBeVisible();
  const results = await searchDomains(page, slug);
  await results.getByRole('radio', { name: new RegExp(`^${slug}\\.com `) }).check();
  await expect(page.getByText(`Your website will be published at ${domain}.`)).toBeVisible();
  await expect(page.getByText(`${domain} is ordered for you: it goes on your invoice at its yearly price`)).toBeVisible();
  await page.getByRole('button', { name: 'Deploy Your Website' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your Website is Live!' })).toBeVisible();
  await expect(page.getByText(domain, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Visit Your Website' })).toHaveAttribute('href', `/sites/${slug}/`);
  // Nothing is called secured, bought or connected before it is.
  await expect(page.getByText('SSL Secured once your domain is connected')).toBeVisible();
  await expect(page.getByText('Once we have registered your domain.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^✓ SSL Secured$/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: `Registering ${domain}` })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The spec's builder events, with their properties (spec part 2 §7).
  const events = await flushedEvents(page, 'website_deployment_completed');
  expect(propsOf(events, 'subscription_plan_selected')).toEqual([{ plan: 'hosting-business-monthly', interval: 'monthly' }]);
  expect(propsOf(events, 'subscription_checkout_started')).toEqual([{ plan: 'hosting-business-monthly', signedIn: true }]);
  expect(propsOf(events, 'domain_search')).toEqual([{ results: DOMAIN_EXTENSIONS.length, available: DOMAIN_EXTENSIONS.length }]);
  expect(propsOf(events, 'domain_selected')).toEqual([{ extension: '.com', kind: 'purchase' }]);
  expect(propsOf(events, 'website_deployment_started')).toEqual([{ kind: 'purchase', extension: '.com' }]);
  expect(propsOf(events, 'website_deployment_completed')).toEqual([{ version: 1, kind: 'purchase' }]);
  for (const event of events) expect(JSON.stringify(event.props ?? {})).not.toContain(business.email);

  await page.getByRole('main').getByRole('link', { name: 'Book Consultation' }).click();
  await expect(page).toHaveURL(/\/book-consultation$/);
  const later = await flushedEvents(page, 'consultation_booked_from_deployment');
  expect(propsOf(later, 'consultation_booked_from_deployment')).toEqual([{ version: 1 }]);

  // One site in the account, live at its own slug (no '2'); the domain is an order, not served by Host until proved.
  const sites = await accountSites(page);
  expect(sites).toHaveLength(1);
  expect(sites[0]).toMatchObject({ slug, domain: null, domainOrder: { domain, status: 'ordered' }, liveUrl: `/sites/${slug}/`, liveVersion: 1 });
  await page.goto(`/sites/${slug}/`);
  await expect(page.getByRole('heading', { level: 1, name: business.businessName })).toBeVisible();
  const byHost = await page.request.get('/', { headers: { Host: domain } });
  expect(await byHost.text()).not.toContain(business.businessName);
});

test('domain first: preview → domain → plan → back with the domain kept → live at once: one site, no name2', async ({ page }) => {
  test.slow();
  await signUpThroughApi(page);
  const business = businessInfo({ businessType: 'Restaurant', services: ['Dine-In', 'Takeaway'] });
  const slug = lettersAndDigits(business.businessName);
  const domain = `${slug}.net`;
  const templateId = await anyTemplateId(page);
  await seedBuilderStorage(page, { businessInfo: business, templateId });

  await page.goto(`/website-preview/${templateId}`);
  await page.getByRole('link', { name: 'Continue to Domain Setup' }).click();
  await expect(page).toHaveURL(/\/domain-setup$/);
  await expect(planCard(page)).toContainText('No plan chosen yet');
  const results = await searchDomains(page, slug);
  await results.getByRole('radio', { name: new RegExp(`^${slug}\\.net `) }).check();
  await expect(page.getByText('Next you choose your hosting plan; your website is published as soon as you subscribe.')).toBeVisible();
  await page.getByRole('button', { name: 'Deploy Your Website' }).click();
  // The plan is the one step left; nothing is stored yet.
  expect(await accountSites(page)).toEqual([]);
  await subscribeToMonthly(page, 'Starter');

  // Back with the choice as it was left, deployed at once: 'Subscribe & Deploy Website' does what it says.
  await expect(page.getByRole('heading', { level: 1, name: 'Your Website is Live!' })).toBeVisible();
  await expect(page.getByText(domain, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Visit Your Website' }).click();
  await expect(page).toHaveURL(new RegExp(`/sites/${slug}/$`));
  await expect(page.getByRole('heading', { level: 1, name: business.businessName })).toBeVisible();

  const sites = await accountSites(page);
  expect(sites).toHaveLength(1);
  expect(sites[0]).toMatchObject({ slug, domainOrder: { domain, status: 'ordered' }, liveVersion: 1 });
  expect((await page.request.get(`/sites/${slug}2/`)).status()).toBe(404);
  // Back to the domain page (Back, or a reload of it) publishes nothing again.
  await page.goto('/domain-setup');
  expect((await accountSites(page))[0]?.liveVersion).toBe(1);
});

test('deploying again after going live republishes the same site: still one site, same slug, a new version', async ({ page }) => {
  test.slow();
  await signUpThroughApi(page);
  const business = businessInfo();
  const slug = lettersAndDigits(business.businessName);
  await seedBuilderStorage(page, { businessInfo: business, templateId: await anyTemplateId(page) });
  await page.goto('/subscription-payment');
  await subscribeToMonthly(page, 'Starter');
  await page.getByRole('tab', { name: 'Use Existing Domain' }).click();
  await page.getByLabel('Your domain').fill(`www.${slug}.co.nz`);
  await page.getByRole('button', { name: 'Deploy Your Website' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Website is Live!' })).toBeVisible();

  // The person reopens the domain page (a second try) and publishes again.
  await page.goto('/domain-setup');
  await expect(page.getByRole('tab', { name: 'Use Existing Domain' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Your domain')).toHaveValue(`www.${slug}.co.nz`);
  await page.getByRole('button', { name: 'Deploy Your Website' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Website is Live!' })).toBeVisible();

  const sites = await accountSites(page);
  expect(sites).toHaveLength(1);
  // An existing domain waits for its DNS proof (issue 26): the same pending claim both times, nothing served by Host yet.
  expect(sites[0]).toMatchObject({ slug, domain: null, domainClaim: { domain: `www.${slug}.co.nz`, status: 'pending' }, liveVersion: 2 });
});

test('after going live, onboarding a second business starts a new draft: a second site, the first one untouched', async ({ page }) => {
  test.slow();
  await signUpThroughApi(page);
  const first = businessInfo();
  const second = businessInfo({ businessName: `Second ${first.businessName}` });
  const templateId = await anyTemplateId(page);
  await seedBuilderStorage(page, { businessInfo: first, templateId });
  await page.goto('/subscription-payment');
  await subscribeToMonthly(page, 'Starter');
  await page.getByRole('tab', { name: 'Use Existing Domain' }).click();
  await page.getByLabel('Your domain').fill(`${lettersAndDigits(first.businessName)}.co.nz`);
  await page.getByRole('button', { name: 'Deploy Your Website' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Website is Live!' })).toBeVisible();

  await page.goto(`/website-onboarding?template=${templateId}`);
  await completeOnboarding(page, second);
  await page.getByRole('link', { name: 'Continue to Domain Setup' }).click();
  // The new draft starts without the first site's domain.
  await expect(page.getByLabel('Domain name')).toHaveValue(lettersAndDigits(second.businessName));
  await page.getByRole('tab', { name: 'Use Existing Domain' }).click();
  await expect(page.getByLabel('Your domain')).toHaveValue('');
  await page.getByLabel('Your domain').fill(`${lettersAndDigits(second.businessName)}.co.nz`);
  await page.getByRole('button', { name: 'Deploy Your Website' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Website is Live!' })).toBeVisible();

  const sites = await accountSites(page);
  expect(sites.map((site) => [site.slug, site.liveVersion])).toEqual([
    [lettersAndDigits(second.businessName), 1],
    [lettersAndDigits(first.businessName), 1],
  ]);
  const firstPage = await (await page.request.get(`/sites/${lettersAndDigits(first.businessName)}/`)).text();
  expect(firstPage).toContain(first.businessName);
  expect(firstPage).not.toContain(second.businessName);
});

test('/domain-setup?plan= preselects that plan: shown on the domain page and chosen on the plan page', async ({ page }) => {
  await seedBuilderStorage(page, { businessInfo: businessInfo(), templateId: await anyTemplateId(page) });
  await page.goto('/domain-setup?plan=hosting-business-yearly');
  const card = planCard(page);
  await expect(card).toContainText('Business · Yearly');
  await expect(card).toContainText('$758.40/year');
  await expect(card).toContainText('Not subscribed yet');
  expect(await axeViolations(page)).toEqual([]);

  await card.getByRole('link', { name: 'Subscribe to this plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Website Plan' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Billing interval' }).getByRole('button', { name: /Yearly/ })).toHaveAttribute('aria-pressed', 'true');
  const business = page
    .getByRole('list', { name: 'Yearly plans' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Business', exact: true }) });
  await expect(business.getByRole('button', { name: 'Selected' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('Business');
});

test('signed in with a plan, the preview continues to the domain with it and the plan page says the plan is there', async ({ page }) => {
  await signUpThroughApi(page);
  const templateId = await anyTemplateId(page);
  await seedBuilderStorage(page, { businessInfo: businessInfo(), templateId });
  await page.goto('/subscription-payment');
  await subscribeToMonthly(page, 'Business');

  await page.goto(`/website-preview/${templateId}`);
  const next = page.getByRole('link', { name: 'Continue to Domain Setup' });
  await expect(next).toHaveAttribute('href', '/domain-setup?plan=hosting-business-monthly');
  await page.getByRole('link', { name: 'Choose Plan & Deploy' }).click();
  const note = page.getByRole('note', { name: 'Your plan' });
  await expect(note).toContainText('You already have the Business plan (Monthly)');
  await note.getByRole('link', { name: 'Continue to Domain Setup' }).click();
  await expect(page).toHaveURL(/\/domain-setup\?plan=hosting-business-monthly$/);
  await expect(planCard(page)).toContainText('Subscribed: your website can be published.');
  await expect(planCard(page)).toContainText('Business · Monthly');
});
