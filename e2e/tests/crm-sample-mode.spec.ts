import { expect, test, type Request } from '@playwright/test';
import { signInAsAdminThroughApi } from '../support/accounts';
import { CRM_TABS, CRM_VISITOR_TABS, openCrmTab, rowWith, type CrmTabName, type CrmVisitorTabName } from '../support/crm-team';

/** Endpoints that answer with real data: sample mode must never call them, whoever is signed in. */
const DATA_ENDPOINTS = [/\/api\/leads(\/|\?|$)/, /\/api\/lead-views/, /\/api\/crm\//, /\/api\/scheduling\/appointments/, /\/api\/projects/, /\/api\/chat/, /\/api\/feedback\/overview/];

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

    for (const tab of [...Object.keys(CRM_TABS), ...Object.keys(CRM_VISITOR_TABS)] as Array<CrmTabName | CrmVisitorTabName>) {
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

    // Saved views and the bulk bar work on the sample too: the admin's own view and a colleague's shared one.
    const picker = page.getByLabel('Saved view');
    await expect(picker.locator('option')).toHaveText(['All leads (default)', 'Hot and warm', /^New from the website \(shared by /]);
    await picker.selectOption({ label: 'Hot and warm' });
    await expect(page).toHaveURL(/status=warm%2Chot/);
    const first = table.getByRole('checkbox', { name: /^Select (?!all)/ }).first();
    await first.check();
    const bulk = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bulk.getByText('1 selected')).toBeVisible();
    await bulk.getByLabel('Status').selectOption('won');
    await bulk.getByRole('button', { name: 'Change status' }).click();
    await expect(bulk.getByRole('status')).toHaveText('Changed 1 lead.');

    await page.reload();
    await openCrmTab(page, '/admin-test', 'Lead Management');
    await picker.selectOption({ label: 'All leads (default)' });
    await expect(rowWith(page, 'Leads', name)).toHaveCount(1);
    expect(requests.filter((request) => request.startsWith('DELETE '))).toEqual([]);
    expect(requests.filter((request) => DATA_ENDPOINTS.some((pattern) => pattern.test(request.split(' ')[1]!)))).toEqual([]);
  });
});

test.describe('CRM sample mode: Live Chat and Feedback', () => {
  test('both tabs show the sample: conversations to read, answer and turn into a lead, feedback per page; nothing reaches the chat or feedback endpoints or the agents\' socket', async ({ page }) => {
    const requests: string[] = [];
    // Counted and refused: had the sample asked the server, its screens would show errors too.
    await page.route(
      (url) => url.pathname.startsWith('/api/chat') || url.pathname.startsWith('/api/feedback/overview'),
      (route) => {
        requests.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
        return route.abort();
      },
    );
    const agentSockets: string[] = [];
    page.on('websocket', (socket) => {
      if (socket.url().includes('agent=1')) agentSockets.push(socket.url());
    });
    await signInAsAdminThroughApi(page);
    await openCrmTab(page, '/admin-test', 'Live Chat');
    const panel = page.getByRole('tabpanel', { name: 'Live Chat' });
    // The list's own 'Loading conversations...' status may still show beside the notice for a moment.
    await expect(panel.getByRole('status').filter({ hasText: 'Sample data' })).toHaveText('Sample data: replies stay on this page');

    const list = panel.getByRole('list', { name: 'Conversations' });
    // 'All' lists the conversations not resolved: the sample's fourth, resolved and rated, is under 'Resolved'.
    await expect(list.getByRole('button')).toHaveCount(3);
    const hemi = list.getByRole('button', { name: /^Hemi Parata/ });
    await expect(hemi).toContainText('2 unread');
    await hemi.click();
    const transcript = panel.getByRole('list', { name: 'Transcript' });
    await expect(transcript).toContainText('Do you also do online bookings for workshop visits?');
    // Opening it reads it.
    await expect(hemi).not.toContainText('unread');
    // The sample's visitor is typing, and the agent's Online/Away choice is there (it goes nowhere).
    await expect(panel.getByText('Hemi Parata is typing…', { exact: true })).toBeVisible();
    await expect(panel.getByLabel('Your status')).toHaveValue('online');

    const reply = 'Kia ora Hemi, yes: bookings and a timber picker are both things we build.';
    await panel.getByLabel('Reply').fill(reply);
    await panel.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(transcript.getByText(reply, { exact: true })).toBeVisible();
    await expect(panel.getByLabel('Reply')).toHaveValue('');
    // The list previews the visitor's own last words, never the agent's reply.
    await expect(hemi).toContainText('Do you also do online bookings for workshop visits?');
    await expect(hemi).not.toContainText(reply);

    await panel.getByRole('button', { name: 'Create lead' }).click();
    await expect(panel.getByText('Lead created', { exact: true })).toBeVisible();

    // A visitor who left no address cannot become a lead: the sample says why, as the server does.
    await list.getByRole('button', { name: /^Grace Liu/ }).click();
    await expect(transcript.getByText('Seen', { exact: true })).toBeVisible();
    await list.getByRole('button', { name: /^Visitor from \/pricing/ }).click();
    await panel.getByRole('button', { name: 'Create lead' }).click();
    await expect(panel.getByRole('alert')).toHaveText("The visitor hasn't left an e-mail address, so this conversation can't become a lead yet");

    // The new lead is in the sample's Lead Management.
    await openCrmTab(page, '/admin-test', 'Lead Management');
    await page.getByLabel('Search leads').fill('hemi@kauriwoodworks.example');
    await expect(rowWith(page, 'Leads', 'Hemi Parata')).toHaveCount(1);

    await openCrmTab(page, '/admin-test', 'Feedback');
    const feedback = page.getByRole('tabpanel', { name: 'Feedback' });
    await expect(feedback.getByRole('heading', { name: 'Feedback', exact: true })).toBeVisible();
    await expect(rowWith(page, 'Feedback by page', 'Home page').getByRole('cell')).toHaveText(['Home page', '48', '+0.54Positive', '4.3 / 5', '6']);
    await expect(rowWith(page, 'Feedback by page', 'Onboarding').getByRole('cell').nth(2)).toHaveText('-0.33Negative');
    await expect(rowWith(page, 'Latest comments', 'Booked a call straight away.')).toContainText('5 / 5');

    expect(requests).toEqual([]);
    expect(agentSockets).toEqual([]);
  });

  test('a reply in the sample stays in the page: a reload starts from the sample again', async ({ page }) => {
    await signInAsAdminThroughApi(page);
    await openCrmTab(page, '/admin-test', 'Live Chat');
    const panel = page.getByRole('tabpanel', { name: 'Live Chat' });
    await panel.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: /^Grace Liu/ }).click();
    const reply = `See you at the consultation (${Date.now().toString(36)}).`;
    await panel.getByLabel('Reply').fill(reply);
    await panel.getByLabel('Reply').press('Enter');
    await expect(panel.getByRole('list', { name: 'Transcript' }).getByText(reply, { exact: true })).toBeVisible();

    await page.reload();
    await openCrmTab(page, '/admin-test', 'Live Chat');
    await panel.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: /^Grace Liu/ }).click();
    await expect(panel.getByRole('list', { name: 'Transcript' })).toContainText('Great, I will book a consultation.');
    await expect(panel.getByRole('list', { name: 'Transcript' }).getByText(reply, { exact: true })).toHaveCount(0);
  });
});
