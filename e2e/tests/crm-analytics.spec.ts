import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { TCrmAnalytics } from '@agency/contracts';
import { signInAsAdminThroughApi } from '../support/accounts';
import { openCrmTab } from '../support/crm-team';
import { gotoInteractive } from '../support/navigation';

/** The count of one status in Lead Status Distribution ('3 (25%)' -> 3). */
async function statusCount(page: Page, status: string): Promise<number> {
  const text = await page.locator(`[data-status="${status}"] dd`).textContent();
  return Number(/^(\d+)/.exec(text ?? '')?.[1]);
}

function scripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

test.describe('CRM Analytics', () => {
  test('the chart library is not part of the home page nor of the CRM until the Analytics tab opens', async ({ page }) => {
    const loaded = scripts(page);
    await gotoInteractive(page, '/');
    expect(loaded.filter((url) => url.includes('crm-analytics-charts'))).toEqual([]);
    const onHome = loaded.length;

    await signInAsAdminThroughApi(page);
    await page.goto('/crm');
    await expect(page.getByRole('heading', { name: 'CRM Dashboard' })).toBeVisible();
    await expect(page.getByRole('tabpanel').locator('[aria-busy="true"]')).toHaveCount(0);
    const beforeTab = new Set(loaded);
    expect(loaded.filter((url) => url.includes('crm-analytics-charts'))).toEqual([]);

    await openCrmTab(page, '/crm', 'Analytics');
    await expect(page.getByRole('img', { name: /^Bar chart of leads by status/ })).toBeVisible();
    const opened = loaded.slice(onHome).filter((url) => !beforeTab.has(url));
    // The charts' own chunk and the chart library's, both new with the tab.
    expect(opened.some((url) => url.includes('crm-analytics-charts'))).toBe(true);
    expect(opened.length).toBeGreaterThanOrEqual(2);
  });

  test("after a lead is sent through the contact form the 'new' count shown is the server's and counts it; charts have text and a data table", async ({ page, browser }) => {
    await signInAsAdminThroughApi(page);
    await openCrmTab(page, '/crm', 'Analytics');
    await expect(page.locator('[data-status="new"] dd')).toBeVisible();

    const visitor = await browser.newPage();
    await gotoInteractive(visitor, '/#contact');
    const form = visitor.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('First Name').fill('Analytics');
    await form.getByLabel('Last Name').fill('Visitor');
    await form.getByLabel('Email').fill(`analytics-${randomUUID()}@example.co.nz`);
    await form.getByLabel('Message').fill('Counting us in the Analytics tab.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(visitor.getByText('Message sent successfully!', { exact: true }).first()).toBeVisible();
    await visitor.close();

    // Another period is another read from the server. The data is shared, and other tests move their own leads out
    // of 'new' meanwhile: the count shown is the one the server gave for this read, and it counts this visitor.
    const read = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/crm/analytics' && response.url().includes('weeks=4'));
    await page.getByLabel('Period').selectOption('4');
    const { statusDistribution } = (await (await read).json()) as TCrmAnalytics;
    const served = statusDistribution.find((entry) => entry.status === 'new')?.count ?? 0;
    await expect.poll(() => statusCount(page, 'new')).toBe(served);
    // This visitor's lead is one of them: no other test changes it.
    expect(served).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('img', { name: /^Line chart of leads, bookings and page views per week over the last 4 weeks/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Funnel: Page views \d+ \(100%\), Onboarding chats \d+/ })).toBeVisible();

    // Every chart's numbers as a table, one row per week for the series.
    await page.getByText('Show data table').nth(1).click();
    await expect(page.getByRole('table', { name: 'Leads, bookings and page views per week' }).getByRole('row')).toHaveCount(5);
    for (const figure of ['Total value', 'Average deal size', 'Total appointments', 'Total leads', 'Conversion rate']) {
      // In the Analytics panel: the summary above the tabs has its own 'Total Value'.
      await expect(page.getByRole('tabpanel', { name: 'Analytics' }).getByRole('term').filter({ hasText: new RegExp(`^${figure}$`, 'i') })).toBeVisible();
    }
  });
});
