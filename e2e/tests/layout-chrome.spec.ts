import { expect, test, type Page } from '@playwright/test';
import { signInAsAdminThroughApi } from '../support/accounts';
import { signUpClient } from '../support/client-area';
import { gotoInteractive } from '../support/navigation';
import { WIDTHS } from '../support/site-crawl';

/*
 * The frame around the pages (issue 23): the CRM is framed for the team (no Start Assessment, no visitors' chat
 * launcher, a slim footer with the legal links), one Logout per screen, no build stamp on any page, and on a phone the
 * floating buttons step aside while a form of the page has focus. Where nothing may cover the page: overlap.spec.ts.
 */

const SAMPLE_LEAD = '/admin-test/leads/00000030-0000-4000-8000-000000000001';

/** Opens the phone menu when the header keeps its actions there. */
async function showHeaderActions(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
}

for (const width of WIDTHS) {
  test(`the CRM's pages are framed for the team, with one Logout, at ${width.name}`, async ({ page }) => {
    await page.setViewportSize(width.viewport);
    await signInAsAdminThroughApi(page);
    for (const path of ['/crm', '/crm?tab=leads', SAMPLE_LEAD]) {
      await gotoInteractive(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await showHeaderActions(page);
      await expect(page.getByRole('link', { name: 'Logout' }), path).toHaveCount(1);
      await expect(page.getByRole('button', { name: 'Logout' }), path).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Start Assessment' }), path).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Open live chat' }), path).toHaveCount(0);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Terms of Use' }), path).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Disclaimer' }), path).toBeVisible();
      await expect(footer.getByRole('heading'), path).toHaveCount(0);
    }

    // The same admin on a public page gets the visitors' frame back: it follows the page, not the role.
    await page.getByRole('link', { name: 'Pricing' }).first().click();
    await expect(page.getByRole('button', { name: 'Open live chat' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Services' })).toBeVisible();
    await showHeaderActions(page);
    await expect(page.getByRole('link', { name: 'Start Assessment' })).toBeVisible();
  });

  test(`the client dashboard has one Logout, the header's, at ${width.name}`, async ({ page }) => {
    await page.setViewportSize(width.viewport);
    await signUpClient(page);
    await gotoInteractive(page, '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeVisible();
    await showHeaderActions(page);
    await expect(page.getByRole('link', { name: 'Logout' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });
}

test('no page shows a build stamp; the frame names the build for tests and operators', async ({ page }) => {
  for (const [path, remote] of [
    ['/pricing', 'marketing'],
    ['/website-builder', 'builder'],
    ['/crm-login', 'crm'],
  ] as const) {
    await gotoInteractive(page, path);
    await expect(page.locator('[data-remote-build]')).toHaveAttribute('data-remote-build', new RegExp(`^${remote} v\\d+\\.\\d+\\.\\d+`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.locator('body').innerText(), path).not.toMatch(/\bv\d+\.\d+\.\d+/);
  }
});

test('on a phone the floating buttons step aside while a form of the page has focus, and come back after', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoInteractive(page, '/contact');
  const launcher = page.getByRole('button', { name: 'Open live chat' });
  await expect(launcher).toBeVisible();
  await page.getByRole('form', { name: 'Contact form' }).getByLabel('First Name').focus();
  await expect(launcher).toBeHidden();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(launcher).toBeVisible();
});
