import { expect, test, type Page } from '@playwright/test';

/*
 * Helpers of the CRM's team-and-figures tests (User Management, User Assessments, Analytics, E-mails, Projects, sample
 * mode): open a tab of /crm or /admin-test and find rows by the unique names each test creates.
 */

export type CrmBase = '/crm' | '/admin-test';

/** The tabs as the dashboard names them, and their ?tab= value. */
export const CRM_TABS = {
  Overview: 'overview',
  'Lead Management': 'leads',
  Appointments: 'appointments',
  'User Management': 'users',
  'User Assessments': 'assessments',
  Analytics: 'analytics',
  Projects: 'projects',
  'E-mails': 'emails',
} as const;
export type CrmTabName = keyof typeof CRM_TABS;

/** The tabs whose panel shows a lasting status (the agents' connection), kept out of CRM_TABS' settle-and-scan loops. */
export const CRM_VISITOR_TABS = { 'Live Chat': 'live-chat', Feedback: 'feedback' } as const;
export type CrmVisitorTabName = keyof typeof CRM_VISITOR_TABS;

/** Opens the CRM and clicks a tab, as an admin does; waits for the tab's panel heading. */
export async function openCrmTab(page: Page, base: CrmBase, tab: CrmTabName | CrmVisitorTabName): Promise<void> {
  if (!page.url().includes(base)) {
    await page.goto(base);
    await expect(page.getByRole('heading', { name: 'CRM Dashboard' })).toBeVisible();
  }
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
}

/** A table row holding this text. */
export function rowWith(page: Page, table: string, text: string) {
  return page.getByRole('table', { name: table, exact: true }).getByRole('row').filter({ hasText: text });
}

/** A figure tile's value by its label ('Total Users' -> '12'). */
export function tileValue(page: Page, label: string) {
  return page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
}

export async function toastWith(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

export async function crmScreenshot(page: Page, name: string): Promise<void> {
  const file = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await test.info().attach(name, { path: file, contentType: 'image/png' });
}
