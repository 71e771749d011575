import { expect, test, type Request } from '@playwright/test';
import { signInAsAdminThroughApi } from '../support/accounts';
import { CRM_TABS, openCrmTab, rowWith, type CrmTabName } from '../support/crm-team';

/** Endpoints that answer with real data: sample mode must never call them, whoever is signed in. */
const DATA_ENDPOINTS = [/\/api\/leads(\/|\?|$)/, /\/api\/crm\//, /\/api\/scheduling\/appointments/, /\/api\/projects/, /\/api\/chat/];

test.describe('CRM sample mode (/admin-test)', () => {
  test('signed in as admin, every tab answers from the sample: no data endpoint is called and no real lead shows', async ({ page, browser }) => {
    // A real lead, created by a visitor elsewhere, with a name no sample row has.
    const unique = `Realperson${Date.now().toString(36)}`;
    const visitor = await browser.newContext();
    const created = await visitor.request.post('/api/leads', {
      data: { firstName: unique, lastName: 'Visitor', email: `${unique.toLowerCase()}@example.co.nz`, message: 'A real enquiry, not sample data.' },
    });
    expect(created.status(), await created.text()).toBe(201);
    await visitor.close();

    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await signInAsAdminThroughApi(page);
    await page.goto('/admin-test');
    await expect(page.getByRole('note').getByText('Test Mode')).toBeVisible();

    for (const tab of Object.keys(CRM_TABS) as CrmTabName[]) {
      await openCrmTab(page, '/admin-test', tab);
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
    }
    // The sample's own rows are there, the real lead is not.
    await openCrmTab(page, '/admin-test', 'Lead Management');
    await page.getByLabel('Search leads').fill(unique);
    await expect(page.getByRole('table', { name: 'Leads' }).getByText(/No leads/)).toBeVisible();
    await openCrmTab(page, '/admin-test', 'User Management');
    await expect(rowWith(page, 'Users', 'sam.admin@agency.example')).toHaveCount(1);

    const calledDataEndpoints = requests.map((request) => new URL(request.url()).pathname + new URL(request.url()).search).filter((path) => DATA_ENDPOINTS.some((pattern) => pattern.test(path)));
    expect(calledDataEndpoints).toEqual([]);
  });

  test('deleting a sample lead changes only the page: a reload brings it back', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`));
    await signInAsAdminThroughApi(page);
    await openCrmTab(page, '/admin-test', 'Lead Management');
    const table = page.getByRole('table', { name: 'Leads' });
    const deleteButtons = table.getByRole('button', { name: /^Delete lead / });
    await expect(deleteButtons.first()).toBeVisible();
    const name = ((await deleteButtons.first().getAttribute('aria-label')) ?? '').replace(/^Delete lead /, '');
    await expect(rowWith(page, 'Leads', name)).toHaveCount(1);

    await deleteButtons.first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Lead deleted successfully').first()).toBeVisible();
    await expect(rowWith(page, 'Leads', name)).toHaveCount(0);

    await page.reload();
    await openCrmTab(page, '/admin-test', 'Lead Management');
    await expect(rowWith(page, 'Leads', name)).toHaveCount(1);
    expect(requests.filter((request) => request.startsWith('DELETE '))).toEqual([]);
    expect(requests.filter((request) => DATA_ENDPOINTS.some((pattern) => pattern.test(request.split(' ')[1]!)))).toEqual([]);
  });
});
