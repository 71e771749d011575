import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { newAccount, signInAsAdminThroughApi, signUpThroughApi } from '../support/accounts';
import { bookThroughApi, claimFreeSlot, queryDatabase, uniqueEmail } from '../support/booking';
import { requestProject } from '../support/client-area';
import {
  createLeadThroughApi,
  holdRequests,
  leadRow,
  leadsMatching,
  leadsTable,
  listSearch,
  onlyLead,
  openCrm,
  refineLeadSearchHeld,
  rowBehindDialog,
  searchLeads,
  tableBehindDialog,
  toastText,
  uniqueLead,
} from '../support/crm';
import { openCrmTab, rowWith, toastWith } from '../support/crm-team';

/*
 * A dialog, disclosure or field opened from a row stays as it is until the admin answers it, whatever the list does
 * meanwhile: each test holds a refetch of the list (a refined search), opens something in a row, then lets the
 * answer land and checks that what was open is still open, and that answering it does what it says.
 */

test.describe('Lead Management: row dialogs survive a refetch', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdminThroughApi(page);
  });

  test('Delete opened after a search stays open while the list refetches and shows a new lead; Delete then removes the lead', async ({ page }) => {
    const lead = uniqueLead('Row Dialogs');
    const token = lead.company.split(' ').at(-1) ?? '';
    await createLeadThroughApi(page.request, lead);
    await openCrm(page, 'leads');
    await searchLeads(page, token);
    await expect(leadRow(page, lead.email)).toHaveCount(1);

    // The admin refines the search; its answer is held while they press Delete.
    const refetch = await refineLeadSearchHeld(page, lead.company);
    await leadRow(page, lead.email).getByRole('button', { name: `Delete lead ${lead.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete lead ${lead.name}?` });
    await expect(dialog).toBeVisible();

    // Meanwhile another enquiry arrives; the list's answer includes it.
    const other = { ...uniqueLead('Row Dialogs'), company: `${lead.company} Branch` };
    await createLeadThroughApi(page.request, other);
    await refetch.release();
    await expect(rowBehindDialog(page, 'Leads', other.email)).toHaveCount(1);
    await expect(tableBehindDialog(page, 'Leads')).not.toHaveAttribute('aria-busy', 'true');
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toastText(page, 'Lead deleted successfully')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(leadRow(page, lead.email)).toHaveCount(0);
    await expect(leadRow(page, other.email)).toHaveCount(1);
    // The button that opened it went with the row: focus lands on the list's heading, not on the page's start.
    await expect(page.getByRole('heading', { name: 'Lead Management' })).toBeFocused();
    expect((await leadsMatching(page.request, lead.email)).total).toBe(0);
    expect((await leadsMatching(page.request, other.email)).total).toBe(1);
  });

  test("the confirmation stays open when the refetched list no longer holds the lead's row; Cancel keeps the lead, Delete removes it", async ({ page }) => {
    const lead = uniqueLead('Row Leaves');
    const other = { ...uniqueLead('Row Leaves'), company: `${lead.company} Branch` };
    const token = lead.company.split(' ').at(-1) ?? '';
    await createLeadThroughApi(page.request, lead);
    await createLeadThroughApi(page.request, other);
    await openCrm(page, 'leads');
    await searchLeads(page, token);
    await expect(leadsTable(page).getByRole('row')).toHaveCount(3);

    // The refined search matches only the other lead: the row of the lead being deleted leaves the list.
    const refetch = await refineLeadSearchHeld(page, other.company);
    await leadRow(page, lead.email).getByRole('button', { name: `Delete lead ${lead.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete lead ${lead.name}?` });
    await expect(dialog).toBeVisible();
    await refetch.release();
    await expect(rowBehindDialog(page, 'Leads', lead.email)).toHaveCount(0);
    await expect(tableBehindDialog(page, 'Leads')).not.toHaveAttribute('aria-busy', 'true');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect((await leadsMatching(page.request, lead.email)).total).toBe(1);

    // Once more, confirming this time (a search not made yet, so the list is read again: both leads match it).
    await searchLeads(page, lead.company);
    await expect(leadsTable(page).getByRole('row')).toHaveCount(3);
    const narrowing = await refineLeadSearchHeld(page, other.email);
    await leadRow(page, lead.email).getByRole('button', { name: `Delete lead ${lead.name}` }).click();
    await expect(dialog).toBeVisible();
    await narrowing.release();
    await expect(rowBehindDialog(page, 'Leads', lead.email)).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toastText(page, 'Lead deleted successfully')).toBeVisible();
    expect((await leadsMatching(page.request, lead.email)).total).toBe(0);
    expect((await leadsMatching(page.request, other.email)).total).toBe(1);
  });

  test('a value being typed in a row keeps its text and focus while the list refetches; Enter then saves it', async ({ page }) => {
    const lead = uniqueLead('Row Edit');
    const token = lead.company.split(' ').at(-1) ?? '';
    await createLeadThroughApi(page.request, lead);
    await openCrm(page, 'leads');
    await searchLeads(page, token);

    const refetch = await refineLeadSearchHeld(page, lead.company);
    const value = leadRow(page, lead.email).getByRole('textbox', { name: `Value of ${lead.name} (NZD)` });
    await value.fill('1500');
    await refetch.release();
    await expect(leadsTable(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect(value).toBeFocused();
    await expect(value).toHaveValue('1500');

    await value.press('Enter');
    await expect(toastText(page, 'Lead value updated')).toBeVisible();
    await expect(leadRow(page, lead.email)).toContainText('$1,500');
    expect((await onlyLead(page.request, lead.email)).estimatedValue).toBe(1500);
  });
});

test.describe('The other CRM lists: what a row opened survives a refetch', () => {
  test('Appointments: the delete confirmation stays open while a refined search refetches; Delete then cancels the booking', async ({ page }) => {
    const slot = await claimFreeSlot(page.request);
    const email = uniqueEmail('row-dialog-appointment');
    const booked = await bookThroughApi(page.request, slot, email);
    await signInAsAdminThroughApi(page);
    await openCrm(page, 'appointments');
    const localPart = email.split('@')[0] ?? email;
    const answered = page.waitForResponse((response) => listSearch('/api/scheduling/appointments', localPart)(new URL(response.url())));
    await page.getByLabel('Search appointments').fill(localPart);
    await answered;
    const row = page.getByRole('table', { name: 'Appointments' }).getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);

    const refetch = await holdRequests(page, listSearch('/api/scheduling/appointments', email));
    await page.getByLabel('Search appointments').fill(email);
    await refetch.arrived;
    await row.getByRole('button', { name: 'Delete appointment with Mere Tane' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete appointment with Mere Tane?' });
    await expect(dialog).toBeVisible();
    await refetch.release();
    await expect(tableBehindDialog(page, 'Appointments')).not.toHaveAttribute('aria-busy', 'true');
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toastText(page, 'Appointment deleted successfully')).toBeVisible();
    await expect(row.getByText('cancelled', { exact: true })).toBeVisible();
    const [stored] = await queryDatabase<{ status: string }>('SELECT status FROM appointment WHERE id = $1', [booked.id]);
    expect(stored?.status).toBe('cancelled');
  });

  test('User Management: Delete user stays open while a refined search refetches; Delete then removes the account', async ({ page, browser }) => {
    const clientContext = await browser.newContext();
    const client = await signUpThroughApi(await clientContext.newPage(), newAccount('Rawiri'));
    await signInAsAdminThroughApi(page);
    await openCrmTab(page, '/crm', 'User Management');
    const localPart = client.email.split('@')[0] ?? client.email;
    await page.getByLabel('Search users').fill(localPart);
    const row = rowWith(page, 'Users', client.email);
    await expect(row).toHaveCount(1);

    const refetch = await holdRequests(page, listSearch('/api/crm/users', client.email));
    await page.getByLabel('Search users').fill(client.email);
    await refetch.arrived;
    await row.getByRole('button', { name: 'Delete user Rawiri' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete user Rawiri?' });
    await expect(dialog).toBeVisible();
    await refetch.release();
    await expect(tableBehindDialog(page, 'Users')).not.toHaveAttribute('aria-busy', 'true');
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toastWith(page, 'User deleted successfully');
    await expect(row).toHaveCount(0);
    const left = (await (await page.request.get(`/api/crm/users?search=${encodeURIComponent(client.email)}`)).json()) as { total: number };
    expect(left.total).toBe(0);
    await clientContext.close();
  });

  test("E-mails: an expanded error stays expanded through a refetch and through another mail's Retry", async ({ page }) => {
    const token = randomUUID().slice(0, 8);
    const first = `bounce-${token}-a@example.co.nz`;
    const second = `bounce-${token}-b@example.co.nz`;
    const error = `SMTP 550: mailbox unavailable for ${second}; the receiving server refused the message after five attempts`;
    for (const to of [first, second]) {
      await queryDatabase(
        `INSERT INTO outbox_email (kind, to_address, subject, text_body, status, attempts, last_error)
         VALUES ('lead.visitor-confirmation', $1, 'Thanks for your enquiry', 'Kia ora', 'failed', 5, $2)`,
        [to, error.replace(second, to)],
      );
    }
    await signInAsAdminThroughApi(page);
    await openCrmTab(page, '/crm', 'E-mails');
    await page.getByLabel('Search e-mails').fill(`bounce-${token}`);
    const row = rowWith(page, 'E-mails', second);
    await expect(row).toHaveCount(1);
    await row.locator('summary').click();
    await expect(row.getByText(error, { exact: true })).toBeVisible();

    const refetch = await holdRequests(page, listSearch('/api/crm/emails', token));
    await page.getByLabel('Search e-mails').fill(token);
    await refetch.arrived;
    await refetch.release();
    await expect(page.getByRole('table', { name: 'E-mails' })).not.toHaveAttribute('aria-busy', 'true');
    await expect(row.getByText(error, { exact: true })).toBeVisible();

    await rowWith(page, 'E-mails', first).getByRole('button', { name: `Retry e-mail to ${first}: Thanks for your enquiry` }).click();
    await toastWith(page, 'E-mail queued for retry');
    await expect(rowWith(page, 'E-mails', first).getByRole('cell').nth(4)).toHaveText('0');
    await expect(row.getByText(error, { exact: true })).toBeVisible();
  });

  test('Projects: the project dialog stays open while the saved status moves its row; closing puts focus on the project in All projects', async ({ page, browser }) => {
    const clientContext = await browser.newContext();
    const clientPage = await clientContext.newPage();
    await signUpThroughApi(clientPage, newAccount('Manaia'));
    const title = `Row dialog ${randomUUID().slice(0, 8)}`;
    const project = await requestProject(clientPage, { title });
    await clientContext.close();

    await signInAsAdminThroughApi(page);
    await openCrmTab(page, '/crm', 'Projects');
    const request = rowWith(page, 'Open project requests', title);
    await request.getByRole('button', { name: `Open project ${title}` }).click();
    const panel = page.getByRole('dialog', { name: title });
    await panel.getByRole('combobox', { name: 'Status' }).selectOption('in_progress');
    await panel.getByRole('button', { name: 'Save status and phase' }).click();
    await toastWith(page, 'Project updated');
    // The lists are read again: the request leaves Open requests while its dialog is open.
    await expect(rowBehindDialog(page, 'Open project requests', title)).toHaveCount(0);
    await expect(rowBehindDialog(page, 'All projects', title)).toContainText('In Progress');
    await expect(panel).toBeVisible();
    await panel.getByLabel('New update').fill(`Kick-off booked for ${title}.`);
    await panel.getByRole('button', { name: 'Post update' }).click();
    await toastWith(page, 'Update posted');

    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(rowWith(page, 'All projects', title).getByRole('button', { name: `Open project ${title}` })).toBeFocused();
    const stored = (await (await page.request.get(`/api/projects/${project.id}`)).json()) as { status: string; updates: unknown[] };
    expect(stored.status).toBe('in_progress');
    expect(stored.updates).toHaveLength(1);
  });
});
