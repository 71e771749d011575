import { expect, test, type Page } from '@playwright/test';
import { createAccountOnSignInPage, newAccount, signUpThroughApi } from '../support/accounts';
import { axeViolations } from '../support/accessibility';
import { businessInfo, seedBuilderStorage } from '../support/builder';
import { accountSubscriptions, anyTemplateId, nzd, nzDateInWords, plans } from '../support/builder-checkout';
import { subscribeToMonthly } from '../support/builder-journey';

/** A plan's card in the shown interval's list, found by its heading. */
function planCard(page: Page, interval: 'Monthly' | 'Yearly', name: string) {
  return page
    .getByRole('list', { name: `${interval} plans` })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test('plans: the catalogue\'s hosting plans monthly and yearly, Most Popular, one plan selected at a time', async ({ page }) => {
  const all = await plans(page);
  const monthly = all.filter((plan) => plan.interval === 'monthly');
  const yearly = all.filter((plan) => plan.interval === 'yearly');
  // Spec part 2 §1: the builder's visitor chooses a hosting plan; the pricing page's Hosting & Email plans, same prices.
  expect(monthly.map((plan) => [plan.name, plan.price, plan.popular])).toEqual([
    ['Starter', 29, false],
    ['Business', 79, true],
    ['Enterprise', 199, false],
  ]);
  expect(all.map((plan) => plan.interval).every((interval) => interval === 'monthly' || interval === 'yearly')).toBe(true);
  expect(yearly).toHaveLength(3);

  await page.goto('/subscription-payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Website Plan' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Monthly plans' }).getByRole('listitem').filter({ has: page.getByRole('heading') });
  await expect(cards).toHaveCount(3);
  for (const plan of monthly) {
    await expect(planCard(page, 'Monthly', plan.name).getByText(nzd(plan.price)).first()).toBeVisible();
  }
  // What the builder delivers, and nothing it does not: one page, SSL once a domain is connected, no mailboxes.
  const starter = planCard(page, 'Monthly', 'Starter');
  await expect(starter).toContainText('A one-page website from your chosen template');
  await expect(starter).toContainText('SSL certificate once your domain is connected');
  await expect(page.getByRole('list', { name: 'Monthly plans' })).not.toContainText(/up to \d+ pages|email accounts|mobile app|integrations/i);
  // 'Most Popular' follows the catalogue (the pricing page badges the same plan); no plan is named 'professional'.
  await expect(planCard(page, 'Monthly', 'Business').getByText('Most Popular')).toBeVisible();
  await expect(page.getByText('Most Popular')).toHaveCount(1);
  await expect(page.getByRole('img', { name: 'Star plan' })).toHaveCount(0);

  const subscribe = page.getByRole('button', { name: 'Subscribe & Deploy Website' });
  await expect(subscribe).toBeDisabled();
  await expect(page.getByText('Select a plan to continue.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: /Yearly/ }).click();
  await expect(page.getByRole('button', { name: /Yearly/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Save 20%')).toBeVisible();
  // 'Save 20%' is true, so the note says so; 'two months free' would be about 17%.
  await expect(page.getByText('Billed once a year: twelve months less 20%.')).toBeVisible();
  await expect(page.getByText(/months free/i)).toHaveCount(0);
  const yearlyCards = page.getByRole('list', { name: 'Yearly plans' }).getByRole('listitem').filter({ has: page.getByRole('heading') });
  await expect(yearlyCards).toHaveCount(3);
  for (const plan of yearly) {
    const sameMonthly = monthly.find((m) => m.name === plan.name);
    expect(sameMonthly && Math.round(sameMonthly.price * 100 * 12 * 0.8)).toBe(Math.round(plan.price * 100));
    await expect(planCard(page, 'Yearly', plan.name).getByText(nzd(plan.price)).first()).toBeVisible();
  }
  await expect(planCard(page, 'Yearly', 'Business').getByText('Most Popular')).toBeVisible();
  // The yearly price stated in full, to the cent: $29 a month is $278.40 a year.
  await expect(planCard(page, 'Yearly', 'Starter')).toContainText('$278.40/year');

  const basic = yearly.find((plan) => plan.name === 'Starter');
  const pro = yearly.find((plan) => plan.name === 'Business');
  if (!basic || !pro) throw new Error('Starter and Business plans are seeded');
  await planCard(page, 'Yearly', basic.name).getByRole('button', { name: 'Select Plan' }).click();
  await expect(planCard(page, 'Yearly', basic.name).getByRole('button')).toHaveText('Selected');
  await planCard(page, 'Yearly', pro.name).getByRole('button', { name: 'Select Plan' }).click();
  await expect(planCard(page, 'Yearly', pro.name).getByRole('button')).toHaveText('Selected');
  await expect(planCard(page, 'Yearly', basic.name).getByRole('button')).toHaveText('Select Plan');
  await expect(page.getByRole('button', { name: 'Selected' })).toHaveCount(1);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText(pro.name)).toBeVisible();
  await expect(summary.getByText(nzd(pro.price))).toBeVisible();
  await expect(subscribe).toBeEnabled();

  // The trust notes state the agency's facts: its real client count and support hours, no round-the-clock claim.
  const notes = page.getByRole('list', { name: 'Why choose us' }).getByRole('listitem');
  await expect(notes).toHaveText([
    'Secure Payment',
    'Cancel Anytime',
    'Expert Support',
    'Trusted by 25 happy clients',
    '99.9% uptime',
    'Support Monday-Friday 9 AM-5 PM NZST',
  ]);
  // 'Cancel Anytime' leads to where cancelling is: the dashboard's Websites tab.
  await expect(page.getByRole('link', { name: 'Cancel Anytime' })).toHaveAttribute('href', '/dashboard?tab=websites');
  expect(await axeViolations(page)).toEqual([]);
});

test('signed out: subscribing stores the plan, signs in, comes back with it chosen and subscribes with the saved site', async ({
  page,
}) => {
  const business = businessInfo({ businessType: 'Electrical Services' });
  await seedBuilderStorage(page, { businessInfo: business, templateId: await anyTemplateId(page) });
  const yearlyBusiness = (await plans(page)).find((plan) => plan.interval === 'yearly' && plan.name === 'Business');
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
  await createAccountOnSignInPage(page, account);

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
  const monthlyBasic = (await plans(page)).find((plan) => plan.interval === 'monthly' && plan.name === 'Starter');
  if (!monthlyBasic) throw new Error('A monthly Starter plan is seeded');
  await page.route('**/api/subscriptions', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.fallback(),
  );

  await page.goto('/subscription-payment');
  await planCard(page, 'Monthly', monthlyBasic.name).getByRole('button', { name: 'Select Plan' }).click();
  await page.getByRole('button', { name: 'Subscribe & Deploy Website' }).click();
  await expect(page).toHaveURL(/\/domain-setup\?plan=/);
  await expect(page.getByText('Subscription Failed', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('There was an error creating your subscription. Please try again.').first()).toBeVisible();
  const subscriptions = (await (await page.request.get('/api/subscriptions/user')).json()) as unknown[];
  expect(subscriptions).toEqual([]);
});

test('with a plan already, choosing another is a change from the end of the paid period, confirmed first: never a second subscription', async ({
  page,
}) => {
  await signUpThroughApi(page);
  await seedBuilderStorage(page, { businessInfo: businessInfo({ businessType: 'Bakery' }), templateId: await anyTemplateId(page) });
  await page.goto('/subscription-payment');
  await subscribeToMonthly(page, 'Starter');
  const [first] = await accountSubscriptions(page);
  if (!first) throw new Error('The first subscription was made');
  const endsOn = nzDateInWords(first.currentPeriodEnd);

  await page.goto('/subscription-payment');
  await expect(page.getByRole('note', { name: 'Your plan' })).toContainText(`Choosing another plan changes it from ${endsOn}`);
  await planCard(page, 'Monthly', 'Business').getByRole('button', { name: 'Select Plan' }).click();
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(`A change of plan: Business from ${endsOn}.`);
  const subscribe = page.getByRole('button', { name: 'Subscribe & Deploy Website' });
  await subscribe.click();
  const confirm = page.getByRole('dialog', { name: 'Change your plan?' });
  await expect(confirm).toContainText(
    `Your Starter plan ($29.00/month) stays until ${endsOn}. From then your plan is Business at $79.00/month, and your next invoice is at that price.`,
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('plan-change-confirm.png'), fullPage: false });

  // Keeping the current plan changes nothing.
  await confirm.getByRole('button', { name: 'Keep Current Plan' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/subscription-payment$/);
  expect((await accountSubscriptions(page)).map((entry) => entry.nextPlan)).toEqual([null]);

  await subscribe.click();
  await confirm.getByRole('button', { name: 'Change Plan' }).click();
  await expect(page).toHaveURL(/\/domain-setup\?plan=hosting-business-monthly$/);
  await expect(page.getByText('Plan Changed', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`Business at $79.00/month from ${endsOn}.`, { exact: true }).first()).toBeVisible();

  const after = await accountSubscriptions(page);
  expect(after).toHaveLength(1);
  expect(after[0]).toMatchObject({ id: first.id, plan: { name: 'Starter', price: 29 }, nextPlan: { name: 'Business', price: 79, interval: 'monthly' } });
  expect(after[0]?.invoices.map((invoice) => invoice.amount)).toEqual([29]);
});
