import { expect, test } from '@playwright/test';
import { signInAsAdminThroughApi, signUpThroughApi } from '../support/accounts';
import { axeViolations } from '../support/accessibility';
import { gotoInteractive } from '../support/navigation';

const PUBLIC_PAGES: Array<[path: string, heading: string]> = [
  ['/sign-in?returnTo=%2F', 'Client Login'],
  ['/no-such-page', '404 Page Not Found'],
  ['/crm-login', 'CRM Access'],
  ['/admin-test', 'CRM Dashboard'],
  ['/website-builder', 'Choose Your Website Template'],
  ['/website-onboarding', 'Setup Your Website'],
  ['/subscription-payment', 'Choose Your Website Plan'],
  ['/domain-setup', 'Choose Your Domain'],
];

for (const [path, heading] of PUBLIC_PAGES) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await gotoInteractive(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('the signed-in client home and dashboard have no accessibility violations', async ({ page }) => {
  const account = await signUpThroughApi(page);
  await gotoInteractive(page, '/');
  await expect(page.getByText(account.firstName).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await gotoInteractive(page, '/dashboard');
  await expect(page.getByRole('tab').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the admin's CRM dashboard has no accessibility violations", async ({ page }) => {
  await signInAsAdminThroughApi(page);
  await gotoInteractive(page, '/crm');
  await expect(page.getByRole('heading', { name: 'CRM Dashboard' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
