import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/accessibility';
import { gotoInteractive } from '../support/navigation';

// Every page itself is scanned at both widths in accessibility-everywhere.spec.ts; these are states a visitor reaches.

test('the home page with inline email errors and the onboarding chat open stays accessible', async ({ page }) => {
  // Several full accessibility scans.
  test.slow();
  await gotoInteractive(page, '/#contact');
  const email = page.getByRole('form', { name: 'Contact form' }).getByLabel('Email');
  await email.fill('aroha@gmial.com');
  await email.blur();
  await expect(page.getByText('Did you mean gmail.com?')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Start Your Journey' }).click();
  await expect(page.getByRole('dialog', { name: 'Aria' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the portfolio with a quick preview open stays accessible', async ({ page }) => {
  await gotoInteractive(page, '/portfolio');
  await page.getByRole('article', { name: 'Watalotigot Marketplace' }).getByRole('button', { name: 'Quick Preview' }).click();
  await expect(page.getByRole('dialog', { name: 'Watalotigot Marketplace' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
