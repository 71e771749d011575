import { expect, test } from '@playwright/test';
import { signInAsAdminThroughApi } from '../support/accounts';
import { axeViolations } from '../support/accessibility';
import { gotoInteractive } from '../support/navigation';

// The public, builder and client pages are scanned at both widths in accessibility-everywhere.spec.ts.

test("the admin's CRM dashboard has no accessibility violations", async ({ page }) => {
  await signInAsAdminThroughApi(page);
  await gotoInteractive(page, '/crm');
  await expect(page.getByRole('heading', { name: 'CRM Dashboard' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
