import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_PAGES } from '@agency/contracts';
import { signInAsAdminThroughApi, signUpThroughApi } from '../support/accounts';
import { chatDialog } from '../support/assessments';
import { builderTemplates, businessInfo, previewFrame, seedBuilderStorage } from '../support/builder';
import { openDashboardTab } from '../support/client-area';
import { CRM_TABS, openCrmTab, type CrmTabName } from '../support/crm-team';
import { chatLauncher, chatPanel } from '../support/live-chat';
import { gotoInteractive, moveThePointer } from '../support/navigation';

/*
 * The site runs under a CSP with no 'unsafe-inline' for scripts or styles (api/src/common/http/security-headers.ts).
 * Every page and flow is walked with violations collected from the page and its frames (the securitypolicyviolation
 * event, and Chromium's console report of a refusal): none may occur.
 */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => void violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
      report?.(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} (${event.sample})`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the public pages render with no CSP violation, scrolled to the end', async ({ page }) => {
  const violations = await collectViolations(page);
  for (const path of PUBLIC_PAGES.map((entry) => entry.path)) {
    await test.step(path, async () => {
      await gotoInteractive(page, path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.mouse.wheel(0, 20000);
    });
  }
  expect(violations).toEqual([]);
});

test('the home page progress bar follows the scroll without a style attribute in its markup', async ({ page }) => {
  const violations = await collectViolations(page);
  const response = await page.goto('/');
  expect(await response?.text()).not.toMatch(/\sstyle="/);
  await moveThePointer(page);
  await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
  const bar = page.getByRole('progressbar', { name: 'Page scrolled' });
  await page.mouse.wheel(0, 20000);
  await expect(bar).not.toHaveAttribute('aria-valuenow', '0');
  await expect(bar.locator('div')).not.toHaveCSS('transform', 'matrix(0, 0, 0, 1, 0, 0)');
  expect(violations).toEqual([]);
});

test('the modal consultant dialog, the live chat and the feedback panel open with no CSP violation', async ({ page }) => {
  const violations = await collectViolations(page);
  await gotoInteractive(page, '/');
  await page.getByRole('button', { name: 'Start Your Journey' }).click();
  await expect(chatDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(chatDialog(page)).toBeHidden();

  await chatLauncher(page).click();
  await expect(chatPanel(page).getByText('Connected', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await gotoInteractive(page, '/portfolio');
  await page.getByRole('button', { name: 'Feedback', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'How was your experience?' });
  await panel.getByRole('button', { name: 'Leave detailed feedback' }).click();
  await expect(panel.getByRole('radio', { name: '3 stars' })).toBeAttached();
  expect(violations).toEqual([]);
});

test("the client dashboard's tabs render with no CSP violation", async ({ page }) => {
  const violations = await collectViolations(page);
  await signUpThroughApi(page);
  await gotoInteractive(page, '/dashboard');
  for (const tab of ['Projects', 'Websites', 'Discovery', 'Companies', 'Resources'] as const) {
    await openDashboardTab(page, tab);
    await expect(page.getByRole('tabpanel').locator('[aria-busy="true"]')).toHaveCount(0);
  }
  expect(violations).toEqual([]);
});

test("the CRM's tabs, charts and pipeline board render with no CSP violation", async ({ page }) => {
  const violations = await collectViolations(page);
  await signInAsAdminThroughApi(page);
  for (const tab of Object.keys(CRM_TABS) as CrmTabName[]) {
    await openCrmTab(page, '/crm', tab);
    await expect(page.getByRole('tabpanel').locator('[aria-busy="true"]')).toHaveCount(0);
  }
  await page.goto('/crm?tab=leads');
  await expect(page.getByRole('heading', { level: 1, name: 'CRM Dashboard' })).toBeVisible();
  await page.getByRole('tab', { name: 'Live Chat' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Live Chat' }).getByText('Connected', { exact: true })).toBeVisible();
  expect(violations).toEqual([]);
});

test("the builder and its preview frame render the generated site's styles with no CSP violation", async ({ page }) => {
  const violations = await collectViolations(page);
  const [template] = await builderTemplates(page.request);
  await seedBuilderStorage(page, { businessInfo: businessInfo(), templateId: template!.id });
  for (const path of ['/website-builder', '/website-onboarding', `/website-preview/${template!.id}`]) {
    await gotoInteractive(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  // The generated stylesheet applied inside the srcdoc frame: the hero is not an unstyled block.
  const hero = previewFrame(page).locator('section.hero');
  await expect(hero).toBeVisible();
  await expect(hero).not.toHaveCSS('background-image', 'none');
  expect(violations).toEqual([]);
});
