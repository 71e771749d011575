import { expect, test, type Locator, type Page } from '@playwright/test';
import { PLAN_GROUPS, PLAN_PERIOD_LABEL, ZSubscriptionPlanList } from '@agency/contracts';
import { gotoInteractive, holdRequests, moveThePointer } from '../support/navigation';

/** The spec's figures (part 1 §9): the plan catalogue must hold them, and the page shows the catalogue. */
const GROUPS: Array<{ heading: string; plans: Array<[name: string, price: string, period: string, popular: boolean]> }> = [
  {
    heading: 'Website & App Development',
    plans: [
      ['Basic', '$299', '/month', false],
      ['Professional', '$599', '/month', true],
      ['Enterprise', '$1299', '/month', false],
    ],
  },
  {
    heading: 'AI & Automation Consultation',
    plans: [
      ['Strategy Session', '$150', '/hour', false],
      ['Deep Dive', '$750', '/session', true],
      ['Transformation', '$2500', '/project', false],
    ],
  },
  {
    heading: 'AI Content Creation',
    plans: [
      ['Pack', '$199', '/month', false],
      ['Premium', '$499', '/month', true],
      ['Suite', '$999', '/month', false],
    ],
  },
  {
    heading: 'Hosting & Email',
    plans: [
      ['Starter', '$29', '/month', false],
      ['Business', '$79', '/month', true],
      ['Enterprise', '$199', '/month', false],
    ],
  },
];

function groupSection(page: Page, heading: string): Locator {
  return page.getByRole('region', { name: heading, exact: true });
}

function planCard(section: Locator, name: string): Locator {
  return section.getByRole('group', { name, exact: true });
}

test('pricing shows four groups of three plans with their prices, periods and popular badges', async ({ page }) => {
  await gotoInteractive(page, '/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Simple, Transparent Pricing' })).toBeVisible();
  await expect(page).toHaveTitle('Pricing | Kea AI Studio');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /NZD including GST/);

  for (const group of GROUPS) {
    const section = groupSection(page, group.heading);
    await expect(section.getByRole('group')).toHaveCount(3);
    for (const [name, price, period, popular] of group.plans) {
      const card = planCard(section, name);
      await expect(card).toContainText(price + period);
      await expect(card.getByRole('listitem').first()).toBeVisible();
      await expect(card.getByText('Most Popular', { exact: true })).toHaveCount(popular ? 1 : 0);
    }
  }
  await expect(page.getByText('Most Popular', { exact: true })).toHaveCount(4);
});

test('only the Basic web plan leads to the website builder; every other plan and Contact Sales go to the contact form', async ({
  page,
}) => {
  await gotoInteractive(page, '/pricing');
  const basic = planCard(groupSection(page, 'Website & App Development'), 'Basic');
  await expect(basic.getByRole('link', { name: /^Get Started/ })).toHaveAttribute('href', '/website-builder');
  // The builder is the self-service way: a one-page site, hosted from the cheapest hosting plan's price.
  await expect(basic).toContainText('Get Started opens our website builder: make a one-page website in minutes, with hosting from $29/month.');

  for (const group of GROUPS) {
    for (const [name] of group.plans) {
      if (group.heading === 'Website & App Development' && name === 'Basic') continue;
      const link = planCard(groupSection(page, group.heading), name).getByRole('link');
      await expect(link).toHaveAttribute('href', '/#contact');
    }
  }
  const sales = page.getByRole('link', { name: 'Contact Sales', exact: true });
  await expect(sales).toHaveAttribute('href', '/#contact');

  await basic.getByRole('link', { name: /^Get Started/ }).click();
  await expect(page).toHaveURL(/\/website-builder$/);
});

test('the page shows the API\'s price catalogue: every monthly plan with its price and badge, none of the yearly ones', async ({ page, request }) => {
  const catalogue = ZSubscriptionPlanList.parse(await (await request.get('/api/price-catalogue')).json());
  await gotoInteractive(page, '/pricing');
  const shown = catalogue.filter((plan) => plan.interval !== 'yearly');
  expect(shown).toHaveLength(12);
  for (const plan of shown) {
    const card = planCard(groupSection(page, PLAN_GROUPS[plan.group].title), plan.name);
    await expect(card).toContainText(`$${plan.price}${PLAN_PERIOD_LABEL[plan.interval]}`);
    await expect(card.getByText('Most Popular', { exact: true })).toHaveCount(plan.popular ? 1 : 0);
    await expect(card.getByRole('link')).toHaveAttribute('href', plan.cta.href);
  }
  await expect(page.getByText('/year', { exact: true })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered page arrives with the catalogue\'s plans, rendered by the API for the request', async ({ page }) => {
    await page.goto('/pricing');
    for (const group of GROUPS) {
      const section = groupSection(page, group.heading);
      for (const [name, price, period] of group.plans) await expect(planCard(section, name)).toContainText(price + period);
    }
    await expect(page.getByText('Loading plans and prices...')).toHaveCount(0);
    await expect(page.locator('#request-time-data')).toBeAttached();
  });
});

test('taking the prerendered page over keeps its plans: no loading state, no second request, no re-render', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/price-catalogue') asked.push(request.url());
  });
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto('/pricing');
  await moveThePointer(page);
  await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
  await expect(planCard(groupSection(page, 'Hosting & Email'), 'Business')).toContainText('$79/month');
  await expect(page.getByText('Loading plans and prices...')).toHaveCount(0);
  expect(asked).toEqual([]);
  expect(messages.filter((text) => text.includes('Prerendered markup was re-rendered'))).toEqual([]);
});

test('reached inside the app, the page says it is loading the plans until they arrive', async ({ page }) => {
  await gotoInteractive(page, '/portfolio');
  const release = await holdRequests(page, '**/api/price-catalogue');
  await page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Simple, Transparent Pricing' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading plans and prices...' })).toBeVisible();
  release();
  await expect(planCard(groupSection(page, 'Website & App Development'), 'Basic')).toContainText('$299/month');
  await expect(page.getByText('Loading plans and prices...')).toHaveCount(0);
});

test('a catalogue that cannot be read says so, and Try Again shows the plans', async ({ page }) => {
  await gotoInteractive(page, '/portfolio');
  await page.route('**/api/price-catalogue', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable"}' }));
  await page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true }).first().click();
  await expect(page.getByRole('alert').filter({ hasText: 'The plans could not be loaded. Please try again.' })).toBeVisible();
  await page.unroute('**/api/price-catalogue');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(planCard(groupSection(page, 'AI Content Creation'), 'Premium')).toContainText('$499/month');
  await expect(page.getByRole('alert').filter({ hasText: 'The plans could not be loaded' })).toHaveCount(0);
});
