import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/accessibility';
import { signInAsAdminThroughApi } from '../support/accounts';
import { CRM_TABS, crmScreenshot, openCrmTab, type CrmBase, type CrmTabName } from '../support/crm-team';

/*
 * axe on every tab of the live CRM and of the sample, the lead page and each dialog the tabs open. The tabs of User
 * Management, User Assessments, Analytics, E-mails and Projects are also checked and photographed on a phone.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const TEAM_TABS: CrmTabName[] = ['User Management', 'User Assessments', 'Analytics', 'Projects', 'E-mails'];

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** Waits until the tab's tables and figures have loaded (no spinner left). */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('tabpanel').locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('tabpanel').getByRole('status')).toHaveCount(0);
}

for (const base of ['/crm', '/admin-test'] as CrmBase[]) {
  for (const tab of Object.keys(CRM_TABS) as CrmTabName[]) {
    test(`${base} ${tab}: no axe violations${TEAM_TABS.includes(tab) ? ' at 1280 and 390 px' : ''}`, async ({ page }) => {
      // Two full axe runs and two screenshots of the longest tabs: more than the default time on a busy machine.
      if (TEAM_TABS.includes(tab)) test.slow();
      await page.setViewportSize(DESKTOP);
      await signInAsAdminThroughApi(page);
      await openCrmTab(page, base, tab);
      await settled(page);
      await expectNoAxeViolations(page);
      if (!TEAM_TABS.includes(tab)) return;
      const name = `${base === '/crm' ? 'crm' : 'sample'}-${CRM_TABS[tab]}`;
      await crmScreenshot(page, `${name}-1280`);
      await page.setViewportSize(PHONE);
      await settled(page);
      await expectNoAxeViolations(page);
      await crmScreenshot(page, `${name}-390`);
    });
  }
}

test.describe('CRM dialogs and the lead page (sample)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInAsAdminThroughApi(page);
  });

  test('the lead page', async ({ page }) => {
    await openCrmTab(page, '/admin-test', 'Lead Management');
    await page.getByRole('table', { name: 'Leads' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/admin-test\/leads\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('Make Admin, Delete user and delete lead confirmations', async ({ page }) => {
    await openCrmTab(page, '/admin-test', 'User Management');
    await page.getByRole('button', { name: /^Make .* an admin$/ }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    // A closed confirmation gives focus back to the button that asked for it.
    await expect(page.getByRole('button', { name: /^Make .* an admin$/ }).first()).toBeFocused();
    await page.getByRole('button', { name: /^Delete user / }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
    await crmScreenshot(page, 'sample-delete-user-dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: /^Delete user / }).first()).toBeFocused();

    await openCrmTab(page, '/admin-test', 'Lead Management');
    await page.getByRole('button', { name: /^Delete lead / }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: /^Delete lead / }).first()).toBeFocused();
  });

  test('a transcript, a project and New project', async ({ page }) => {
    await openCrmTab(page, '/admin-test', 'User Assessments');
    await page.getByRole('button', { name: /^Open transcript of session / }).first().click();
    await expect(page.getByRole('dialog').getByRole('list', { name: 'Transcript' })).toBeVisible();
    await expectNoAxeViolations(page);
    await crmScreenshot(page, 'sample-transcript-dialog');
    await page.keyboard.press('Escape');

    await openCrmTab(page, '/admin-test', 'Projects');
    await page.getByRole('button', { name: /^Open project / }).first().click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Updates' })).toBeVisible();
    await expectNoAxeViolations(page);
    await crmScreenshot(page, 'sample-project-dialog');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'New project' }).click();
    await expect(page.getByRole('dialog').getByRole('form', { name: 'New project' })).toBeVisible();
    await page.getByRole('button', { name: 'Create project' }).click();
    await expect(page.getByRole('dialog').getByRole('alert').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await crmScreenshot(page, 'sample-new-project-dialog');
  });
});
