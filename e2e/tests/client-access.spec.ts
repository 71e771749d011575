import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/accessibility';
import { queryDatabase } from '../support/booking';
import { BASE_URL } from '../support/environment';
import { holdRequests } from '../support/navigation';
import { createCompany, openDashboardTab, requestProject, screenshot, signUpClient, toastText } from '../support/client-area';

// A browser that never signed in is sent to sign in by the server at once (auth.spec.ts); one whose session has ended
// (the cookie kept) is told so by the page.
test('a visitor whose session has ended gets the Unauthorized toast on the dashboard and the sign-in page', async ({ page }) => {
  await page.context().addCookies([{ name: 'sid', value: 'a-session-that-has-ended', url: BASE_URL }]);
  await page.goto('/dashboard');
  await expect(toastText(page, 'Unauthorized')).toBeVisible();
  await expect(toastText(page, 'You are logged out. Logging in again...')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fdashboard/);
  await expect(page.getByRole('heading', { name: 'Client Dashboard' })).toHaveCount(0);
});

test('a user list answering 401 mid-session shows the Unauthorized toast and goes to sign in', async ({ page }) => {
  const account = await signUpClient(page, 'Nikau');
  // The session ends on the server while the page is open: the companies list is the first to learn of it. (It ends
  // for real: /api/login sends a browser whose session lasts straight back to the page.)
  const companiesAsked = page.waitForRequest('**/api/companies/user');
  const release = await holdRequests(page, '**/api/companies/user');
  await page.goto('/dashboard');
  await companiesAsked;
  await queryDatabase('UPDATE session SET revoked_at = now() WHERE user_id = (SELECT id FROM "user" WHERE email = $1)', [account.email]);
  release();
  await expect(toastText(page, 'Unauthorized')).toBeVisible();
  await expect(toastText(page, 'You are logged out. Logging in again...')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fdashboard/);
});

test('the client home with projects and a company passes axe', async ({ page }) => {
  await signUpClient(page, 'Aroha');
  await requestProject(page, { title: 'Website refresh', serviceInterest: 'Website & App Development' });
  await createCompany(page, 'Aroha Florist');
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Recent projects' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

// One test per width: each runs axe on five tabs, which is slow on a busy machine.
for (const width of [1280, 390]) {
  test(`every dashboard tab passes axe at ${width} px, and the dialog closes with Escape back to its button`, async ({ page }) => {
    // Six axe runs: more time than the default on a machine shared with other test files.
    test.slow();
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signUpClient(page, 'Aroha');
    await requestProject(page, { title: 'Website refresh', serviceInterest: 'Website & App Development' });
    await createCompany(page, 'Aroha Florist');
    await page.goto('/dashboard');
    for (const tab of ['Projects', 'Websites', 'Discovery', 'Companies', 'Resources'] as const) {
      await openDashboardTab(page, tab);
      await expect(page.getByRole('tabpanel', { name: tab }).getByRole('heading').first()).toBeVisible();
      if (tab === 'Discovery') await expect(page.getByRole('heading', { name: 'Company Information' })).toBeVisible();
      expect(await axeViolations(page), `${tab} at ${width} px`).toEqual([]);
      await screenshot(page, `dashboard-${tab.toLowerCase()}-${width}`);
    }

    // The dialog too, and keyboard: Escape closes it and focus returns to its button.
    await openDashboardTab(page, 'Projects');
    const open = page.getByRole('button', { name: 'New Project Request' });
    await open.click();
    await expect(page.getByRole('dialog', { name: 'New Project Request' }).getByLabel('Project Title')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(open).toBeFocused();
  });
}
