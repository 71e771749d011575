import { expect, test } from '@playwright/test';
import { businessInfo } from '../support/builder';
import { signUpClient, subscribeWithSite } from '../support/client-area';

/*
 * Details a customer notices in the client area. Regressions guarded: a brand-new account greeted 'Welcome back';
 * the invoice table cut off at a phone's edge, Amount and Status out of sight.
 */

test("a new account is greeted 'Welcome', and 'Welcome back' when it comes back", async ({ page }) => {
  const account = await signUpClient(page, 'Hine');
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(`Welcome, ${account.firstName}!`);
  await expect(page.getByTestId('counter-Total Projects').locator('dd')).toHaveText('0');

  await page.reload();
  await expect(heading).toHaveText(`Welcome back, ${account.firstName}!`);
});

test('on a phone the invoice shows its number, Amount and Status within the screen, nothing scrolled sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpClient(page, 'Ana');
  const { invoiceNumber } = await subscribeWithSite(page, businessInfo());
  await page.goto('/dashboard?tab=websites');

  const table = page.getByRole('list', { name: 'Website plans' }).getByRole('table', { name: /^Invoices for the / });
  const invoice = table.getByRole('row', { name: new RegExp(invoiceNumber) });
  // Columns: Invoice, For, Issued, Due, Amount (incl. GST), GST, Status.
  const cells = invoice.getByRole('cell');
  await expect(cells).toHaveCount(7);
  const amount = cells.nth(4);
  const status = cells.nth(6);
  await expect(cells.nth(0)).toHaveText(invoiceNumber);
  await expect(cells.nth(1)).toContainText('hosting plan');
  await expect(amount.getByText(/^\$\d[\d,]*\.\d\d$/)).toBeVisible();
  await expect(status.getByText('Unpaid', { exact: true })).toBeVisible();
  for (const cell of [cells.nth(0), cells.nth(1), amount, status]) {
    const box = await cell.boundingBox();
    expect(box).not.toBeNull();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  }
  // Each figure is labelled where it shows (drawn by CSS, outside the cell's text): the reader knows it is the amount.
  expect(await amount.evaluate((cell) => getComputedStyle(cell, '::before').content)).toContain('Amount (incl. GST)');
  const region = page.getByRole('region', { name: /^Invoices for the .*, scrollable table$/ });
  expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
});
