import { expect, test } from '@playwright/test';
import type { TCrmSummary } from '@agency/contracts';
import { signInAsAdminThroughApi, signUpThroughApi } from '../support/accounts';
import { axeViolations } from '../support/accessibility';
import { leadRow, onlyLead, openCrm, searchLeads, sendContactForm, summaryValue, uniqueLead } from '../support/crm';
import { crmScreenshot } from '../support/crm-team';

test.describe('CRM dashboard', () => {
  test('the summary cards count a lead sent through the contact form, and Overview lists it with a link to its page', async ({ page, browser }) => {
    await signInAsAdminThroughApi(page);
    await openCrm(page);
    await expect(page.getByText('Welcome, Admin', { exact: true })).toBeVisible();
    await expect(page.getByText('Admin', { exact: true }).first()).toBeVisible();
    // One Logout on the screen: the site header's (the CRM's own went, issue 23).
    await expect(page.getByRole('link', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await expect(summaryValue(page, 'Total Leads')).toHaveText(/^\d+$/);
    await expect(summaryValue(page, 'Total Value')).toHaveText(/^\$[\d,]+$/);
    await expect(summaryValue(page, 'Hot Leads')).toHaveText(/^\d+$/);
    await expect(summaryValue(page, 'Appointments')).toHaveText(/^\d+$/);

    const lead = uniqueLead('Overview Co');
    // A visitor in a browser of their own sends the enquiry.
    const visitor = await browser.newPage();
    await sendContactForm(visitor, lead);
    await visitor.close();
    // Other tests add and delete leads of their own meanwhile: the card shows the server's count for this read, and
    // this lead is among those counted (the API's own tests check the counting).
    const summary = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/crm/summary');
    await openCrm(page);
    const { totalLeads } = (await (await summary).json()) as TCrmSummary;
    expect(totalLeads).toBeGreaterThanOrEqual(1);
    await expect(summaryValue(page, 'Total Leads')).toHaveText(String(totalLeads));

    const recent = page.getByRole('list', { name: 'Recent leads' });
    await expect(recent.getByRole('link', { name: lead.name })).toBeVisible();
    await expect(recent.getByRole('listitem').filter({ hasText: lead.name })).toContainText(lead.company);
    await expect(recent.getByRole('listitem').filter({ hasText: lead.name })).toContainText('$0');
    await expect(recent.getByRole('listitem').filter({ hasText: lead.name })).toContainText('new');
    await expect(page.getByRole('heading', { name: 'Upcoming Appointments' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await recent.getByRole('link', { name: lead.name }).click();
    await expect(page).toHaveURL(/\/crm\/leads\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: lead.name })).toBeVisible();
  });

  test('the open tab is kept in the address: a reload stays on it and Back returns to the previous one', async ({ page }) => {
    await signInAsAdminThroughApi(page);
    await openCrm(page);
    const tabs = ['Overview', 'Lead Management', 'Appointments', 'User Management', 'User Assessments', 'Analytics', 'Projects', 'E-mails', 'Live Chat', 'Feedback'];
    await expect(page.getByRole('tab')).toHaveText(tabs);

    await page.getByRole('tab', { name: 'Lead Management' }).click();
    await expect(page).toHaveURL(/\/crm\?tab=leads$/);
    await page.getByRole('tab', { name: 'Appointments' }).click();
    await expect(page).toHaveURL(/\/crm\?tab=appointments$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Appointments' })).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Lead Management' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Lead Management' })).toBeVisible();
  });

  test('a tab keeps what was typed in it while another is shown, and only the shown tab is in the page', async ({ page }) => {
    await signInAsAdminThroughApi(page);
    await openCrm(page);
    await page.getByRole('tab', { name: 'Lead Management' }).click();
    const search = page.getByRole('tabpanel').getByRole('searchbox', { name: 'Search leads' });
    await search.fill('Ngata');
    await page.getByRole('tab', { name: 'E-mails' }).click();
    // The other tabs are rendered ahead but hidden: one panel, its own heading, for people and assistive technology.
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText('E-mails');
    await page.getByRole('tab', { name: 'Lead Management' }).click();
    await expect(search).toHaveValue('Ngata');
  });

  test('the admin check guards a lead page too: a visitor is sent to sign in and back, a client sees Access Denied', async ({ page }) => {
    const path = '/crm/leads/00000000-0000-4000-8000-000000000000';
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/sign-in\\?returnTo=${encodeURIComponent(path)}$`));

    await signUpThroughApi(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lead not found' })).toHaveCount(0);
  });
});

test.describe('CRM screens at desktop and phone widths', () => {
  for (const width of [1280, 390]) {
    test(`the dashboard, the board and a lead page fit ${width} px without sideways page scrolling or axe violations`, async ({ page }) => {
      // Three screens, each measured and scanned.
      test.slow();
      const lead = uniqueLead('Screens Co');
      await sendContactForm(page, lead);
      await signInAsAdminThroughApi(page);
      await page.setViewportSize({ width, height: 900 });
      const fits = async () =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

      await openCrm(page);
      await expect(page.getByRole('list', { name: 'Recent leads' })).toBeVisible();
      await fits();
      expect(await axeViolations(page)).toEqual([]);
      await crmScreenshot(page, `dashboard-${width}`);

      await page.getByRole('tab', { name: 'Lead Management' }).click();
      await searchLeads(page, lead.company);
      await expect(leadRow(page, lead.company)).toHaveCount(1);
      await fits();
      await crmScreenshot(page, `leads-${width}`);

      await page.getByRole('button', { name: 'Board' }).click();
      await expect(page.getByRole('region', { name: 'Pipeline board' }).getByRole('link', { name: lead.name })).toBeVisible();
      await fits();
      expect(await axeViolations(page)).toEqual([]);
      await crmScreenshot(page, `board-${width}`);

      const { id } = await onlyLead(page.request, lead.company);
      await page.goto(`/crm/leads/${id}`);
      await expect(page.getByRole('list', { name: 'Timeline' })).toBeVisible();
      await fits();
      expect(await axeViolations(page)).toEqual([]);
      await crmScreenshot(page, `lead-page-${width}`);
    });
  }
});
