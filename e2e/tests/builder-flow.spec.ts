import { expect, test, type Page } from '@playwright/test';
import { signUpThroughApi } from '../support/accounts';
import { axeViolations } from '../support/accessibility';
import { businessInfo, seedBuilderStorage } from '../support/builder';
import { anyTemplateId, lettersAndDigits } from '../support/builder-checkout';
import { chooseFirstTemplate } from '../support/builder-journey';

test('signed in, from the plan to "Your Website is Live!", and the live site shows the business', async ({ page }) => {
  test.slow();
  await signUpThroughApi(page);
  const business = businessInfo();

  // What onboarding leaves in the browser (its own screens are tested in builder-onboarding and builder-preview).
  await seedBuilderStorage(page, { businessInfo: business, templateId: await anyTemplateId(page) });
  await page.goto('/subscription-payment');
  await subscribeDeployAndVisit(page, business);
});

test('signed in, from the gallery to "Your Website is Live!", and the live site shows the business', async ({ page }) => {
  test.slow();
  await signUpThroughApi(page);
  const business = businessInfo();

  await chooseFirstTemplate(page);

  await page.getByLabel('Business Name').fill(business.businessName);
  await page.getByLabel('Business Type').selectOption('Plumbing Services');
  await page.getByLabel('Business Description').fill(business.description);
  await page.getByLabel('Phone Number').fill(business.phone);
  await page.getByLabel('Email Address').fill(business.email);
  expect(await axeViolations(page)).toEqual([]);
  for (let step = 1; step < 4; step += 1) await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Preview Website' }).click();

  await expect(page).toHaveURL(/\/website-preview\//);
  const preview = page.frameLocator('iframe[title^="Website preview"]');
  await expect(preview.getByRole('heading', { level: 1, name: business.businessName })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Choose Plan & Deploy' }).click();

  await subscribeDeployAndVisit(page, business);
});

/** From the plan page: the Business hosting plan, the domain, deploy, 'Your Website is Live!', then the live site itself. */
async function subscribeDeployAndVisit(page: Page, business: ReturnType<typeof businessInfo>) {
  const name = lettersAndDigits(business.businessName);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Website Plan' })).toBeVisible();
  const businessPlan = page
    .getByRole('list', { name: 'Monthly plans' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Business', exact: true }) });
  await businessPlan.getByRole('button', { name: 'Select Plan' }).click();
  await page.getByRole('button', { name: 'Subscribe & Deploy Website' }).click();

  await expect(page).toHaveURL(/\/domain-setup\?plan=/);
  await expect(page.getByText('Subscription Created!', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(business.businessName)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'One step left' })).toBeVisible();
  await page.getByLabel('Domain name').press('Enter');
  await page.getByRole('radio', { name: new RegExp(`^${name}\\.com `) }).check();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Deploy Your Website' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your Website is Live!' })).toBeVisible();
  await expect(page.getByText(`${name}.com`, { exact: true })).toBeVisible();
  for (const promise of ['SSL Secured once your domain is connected', 'Fast Loading', 'Mobile Ready']) await expect(page.getByText(promise)).toBeVisible();
  await expect(page.getByRole('heading', { name: "What's Next" })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Book Consultation' })).toHaveAttribute('href', '/book-consultation');
  await expect(page.getByRole('main').getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
  expect(await axeViolations(page)).toEqual([]);

  const visit = page.getByRole('link', { name: 'Visit Your Website' });
  await expect(visit).toHaveAttribute('href', new RegExp(`^/sites/${name}`));
  await visit.click();
  await expect(page).toHaveURL(new RegExp(`/sites/${name}[0-9]*/$`));
  await expect(page.getByRole('heading', { level: 1, name: business.businessName })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The account holds one site, live at its slug, its domain on order.
  const sites = (await (await page.request.get('/api/sites/user')).json()) as Array<{ domain: string | null; liveVersion: number | null }>;
  expect(sites).toHaveLength(1);
  expect(sites[0]).toMatchObject({ domain: null, domainOrder: { domain: `${name}.com`, status: 'ordered' }, liveVersion: 1 });
}
