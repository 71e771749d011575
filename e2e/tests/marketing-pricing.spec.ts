import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoInteractive } from '../support/navigation';

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
