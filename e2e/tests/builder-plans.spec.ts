import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUpThroughApi } from '../support/accounts';
import { axeViolations } from '../support/accessibility';
import { businessInfo, seedBuilderStorage } from '../support/builder';
import { anyTemplateId, nzd, plans } from '../support/builder-checkout';

/** A plan's card in the shown interval's list, found by its heading. */
function planCard(page: Page, interval: 'Monthly' | 'Yearly', name: string) {
  return page
    .getByRole('list', { name: `${interval} plans` })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test('plans: monthly and yearly from the server, Most Popular and the star, one plan selected at a time', async ({ page }) => {
  const all = await plans(page);
  const monthly = all.filter((plan) => plan.interval === 'monthly');
  const yearly = all.filter((plan) => plan.interval === 'yearly');
  expect(monthly).toHaveLength(3);
  expect(yearly).toHaveLength(3);

  await page.goto('/subscription-payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Website Plan' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Monthly plans' }).getByRole('listitem').filter({ has: page.getByRole('heading') });
  await expect(cards).toHaveCount(3);
  for (const plan of monthly) {
    await expect(planCard(page, 'Monthly', plan.name).getByText(nzd(plan.price)).first()).toBeVisible();
  }
  const business = cards.filter({ has: page.getByRole('heading', { name: /Business/ }) });
  await expect(business.getByText('Most Popular')).toBeVisible();
  await expect(page.getByText('Most Popular')).toHaveCount(1);
  await expect(cards.filter({ has: page.getByRole('heading', { name: /Professional/ }) }).getByRole('img', { name: 'Star plan' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Star plan' })).toHaveCount(1);

  const subscribe = page.getByRole('button', { name: 'Subscribe & Deploy Website' });
  await expect(subscribe).toBeDisabled();
  await expect(page.getByText('Select a plan to continue.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: /Yearly/ }).click();
  await expect(page.getByRole('button', { name: /Yearly/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Save 20%')).toBeVisible();
  await expect(page.getByText('2 months free!')).toBeVisible();
  const yearlyCards = page.getByRole('list', { name: 'Yearly plans' }).getByRole('listitem').filter({ has: page.getByRole('heading') });
  await expect(yearlyCards).toHaveCount(3);
  for (const plan of yearly) {
    // Yearly costs ten months of the same plan.
    const sameMonthly = monthly.find((m) => m.name === plan.name);
    expect(sameMonthly && Math.round(sameMonthly.price * 1000)).toBe(Math.round(plan.price * 100));
    await expect(planCard(page, 'Yearly', plan.name).getByText(nzd(plan.price)).first()).toBeVisible();
  }

  const starter = yearly.find((plan) => /starter/i.test(plan.name));
  const pro = yearly.find((plan) => /professional/i.test(plan.name));
  if (!starter || !pro) throw new Error('Starter and Professional plans are seeded');
  await planCard(page, 'Yearly', starter.name).getByRole('button', { name: 'Select Plan' }).click();
  await expect(planCard(page, 'Yearly', starter.name).getByRole('button')).toHaveText('Selected');
  await planCard(page, 'Yearly', pro.name).getByRole('button', { name: 'Select Plan' }).click();
  await expect(planCard(page, 'Yearly', pro.name).getByRole('button')).toHaveText('Selected');
  await expect(planCard(page, 'Yearly', starter.name).getByRole('button')).toHaveText('Select Plan');
  await expect(page.getByRole('button', { name: 'Selected' })).toHaveCount(1);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText(pro.name)).toBeVisible();
  await expect(summary.getByText(nzd(pro.price))).toBeVisible();
  await expect(subscribe).toBeEnabled();
  for (const note of ['Secure Payment', 'Cancel Anytime', 'Expert Support']) await expect(page.getByText(note)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('signed out: subscribing stores the plan, signs in, comes back with it chosen and subscribes with the saved site', async ({
  page,
}) => {
  const business = businessInfo({ businessType: 'Electrical Services' });
  await seedBuilderStorage(page, { businessInfo: business, templateId: await anyTemplateId(page) });
  const yearlyBusiness = (await plans(page)).find((plan) => plan.interval === 'yearly' && /business/i.test(plan.name));
  if (!yearlyBusiness) throw new Error('A yearly Business plan is seeded');

  await page.goto('/subscription-payment');
  await page.getByRole('button', { name: /Yearly/ }).click();
  await planCard(page, 'Yearly', yearlyBusiness.name).getByRole('button', { name: 'Select Plan' }).click();
  await page.getByRole('button', { name: 'Subscribe & Deploy Website' }).click();

  await expect(page).toHaveURL(/\/sign-in\?returnTo=/);
  expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/subscription-payment');
  const stored = await page.evaluate(() => window.localStorage.getItem('selectedSubscriptionPlan'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ id: yearlyBusiness.id, slug: yearlyBusiness.slug });

  const account = newAccount('Rewi');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('First name').fill(account.firstName);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/subscription-payment$/);
  await expect(page.getByRole('button', { name: /Yearly/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(planCard(page, 'Yearly', yearlyBusiness.name).getByRole('button')).toHaveText('Selected');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Subscribe & Deploy Website' }).click();
  await expect(page).toHaveURL(new RegExp(`/domain-setup\\?plan=${yearlyBusiness.slug}$`));
  await expect(page.getByText('Subscription Created!', { exact: true }).first()).toBeVisible();

  const subscriptions = (await (await page.request.get('/api/subscriptions/user')).json()) as Array<{
    status: string;
    plan: { id: string };
    siteId: string | null;
    invoices: Array<{ currency: string; amount: number }>;
  }>;
  expect(subscriptions).toHaveLength(1);
  expect(subscriptions[0]).toMatchObject({ status: 'awaiting_payment', plan: { id: yearlyBusiness.id } });
  expect(subscriptions[0]?.invoices[0]).toMatchObject({ currency: 'NZD', amount: yearlyBusiness.price });
  // The business info went to the account with the subscription: the site exists without the browser's storage.
  const sites = (await (await page.request.get('/api/sites/user')).json()) as Array<{ id: string; businessInfo: { businessName: string } }>;
  expect(sites).toHaveLength(1);
  expect(sites[0]?.businessInfo.businessName).toBe(business.businessName);
  expect(subscriptions[0]?.siteId).toBe(sites[0]?.id);
  expect(await page.evaluate(() => window.localStorage.getItem('selectedSubscriptionPlan'))).toBeNull();
});

test('a failed subscription says so and the visitor can try again', async ({ page }) => {
  await signUpThroughApi(page);
  const monthlyStarter = (await plans(page)).find((plan) => plan.interval === 'monthly' && /starter/i.test(plan.name));
  if (!monthlyStarter) throw new Error('A monthly Starter plan is seeded');
  await page.route('**/api/subscriptions', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.fallback(),
  );

  await page.goto('/subscription-payment');
  await planCard(page, 'Monthly', monthlyStarter.name).getByRole('button', { name: 'Select Plan' }).click();
  await page.getByRole('button', { name: 'Subscribe & Deploy Website' }).click();
  await expect(page).toHaveURL(/\/domain-setup\?plan=/);
  await expect(page.getByText('Subscription Failed', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('There was an error creating your subscription. Please try again.').first()).toBeVisible();
  const subscriptions = (await (await page.request.get('/api/subscriptions/user')).json()) as unknown[];
  expect(subscriptions).toEqual([]);
});
