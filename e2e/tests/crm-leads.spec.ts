import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInAsAdminThroughApi } from '../support/accounts';
import { axeViolations } from '../support/accessibility';
import { createLeadThroughApi, leadRow, leadsMatching, onlyLead, openCrm, searchLeads, sendContactForm, toastText, uniqueLead } from '../support/crm';

test.describe('Lead Management', () => {
  test('search finds a lead by its company on the server; delete asks first: Cancel keeps it, Delete removes it', async ({ page }) => {
    const lead = uniqueLead('Searchable Ltd');
    await sendContactForm(page, lead);

    await signInAsAdminThroughApi(page);
    await openCrm(page, 'leads');
    // The first column holds the selection's checkboxes (its header is read, not shown).
    await expect(page.getByRole('columnheader')).toHaveText(['Select', /^Name/, /^Company/, 'Contact', /^Status/, /^Value/, /^Created/, 'Actions']);
    await searchLeads(page, lead.company);
    await expect(leadRow(page, lead.company)).toHaveCount(1);
    await expect(page.getByText('Page 1 of 1 · 1 row')).toBeVisible();
    const row = leadRow(page, lead.company);
    await expect(row.getByRole('link', { name: lead.name })).toBeVisible();
    await expect(row).toContainText(lead.email);
    await expect(row).toContainText('$0');
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole('button', { name: `Delete lead ${lead.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete lead ${lead.name}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(leadRow(page, lead.company)).toHaveCount(1);
    expect((await leadsMatching(page.request, lead.company)).total).toBe(1);

    await row.getByRole('button', { name: `Delete lead ${lead.name}` }).click();
    await page.getByRole('dialog', { name: `Delete lead ${lead.name}?` }).getByRole('button', { name: 'Delete' }).click();
    await expect(toastText(page, 'Lead deleted successfully')).toBeVisible();
    await expect(leadRow(page, lead.company)).toHaveCount(0);
    await expect(page.getByText('No leads match your search.')).toBeVisible();
    expect((await leadsMatching(page.request, lead.company)).total).toBe(0);
  });

  test('an inline status change and a value change persist after a reload; a bad value is refused with its message', async ({ page }) => {
    const lead = uniqueLead('Inline Edit Co');
    await sendContactForm(page, lead);
    await signInAsAdminThroughApi(page);
    await openCrm(page, 'leads');
    await searchLeads(page, lead.company);
    const row = leadRow(page, lead.company);

    await row.getByRole('combobox', { name: `Status of ${lead.name}` }).selectOption('hot');
    await expect(toastText(page, 'Lead status updated')).toBeVisible();
    // The badge shows the new status's colour at once.
    await expect(row.locator('span').filter({ hasText: /^hot$/ })).toBeVisible();

    const value = row.getByRole('textbox', { name: `Value of ${lead.name} (NZD)` });
    await value.fill('-5');
    await value.press('Enter');
    await expect(row.getByRole('alert')).toHaveText('Value must be a number from 0 to 10,000,000');
    await value.fill('2500.123');
    await value.press('Enter');
    await expect(row.getByRole('alert')).toHaveText('Value can have at most two decimals');
    expect((await onlyLead(page.request, lead.company)).estimatedValue).toBeNull();

    await value.fill('2500');
    // Leaving the field saves it too.
    await value.blur();
    await expect(toastText(page, 'Lead value updated')).toBeVisible();
    await expect(row.getByRole('alert')).toHaveCount(0);

    await page.reload();
    await searchLeads(page, lead.company);
    await expect(leadRow(page, lead.company).getByRole('combobox', { name: `Status of ${lead.name}` })).toHaveValue('hot');
    await expect(leadRow(page, lead.company).getByRole('textbox', { name: `Value of ${lead.name} (NZD)` })).toHaveValue('2500');
    await expect(leadRow(page, lead.company)).toContainText('$2,500');
    const stored = await onlyLead(page.request, lead.company);
    expect(stored).toMatchObject({ status: 'hot', estimatedValue: 2500 });
  });

  test('sorting asks the server: Company sorts the matching leads A to Z, then Z to A', async ({ page }) => {
    const first = uniqueLead('Sort Alpha');
    const token = first.company.split(' ').at(-1)!;
    const second = { ...uniqueLead('Sort Beta'), company: `Sort Beta ${token}` };
    await sendContactForm(page, first);
    await sendContactForm(page, second);
    await signInAsAdminThroughApi(page);
    await openCrm(page, 'leads');
    await searchLeads(page, token);
    await expect(page.getByText('Page 1 of 1 · 2 rows')).toBeVisible();

    const company = page.getByRole('columnheader', { name: /Company/ });
    await expect(company).toHaveAttribute('aria-sort', 'none');
    const ascending = page.waitForResponse((response) => response.url().includes('sort=company') && response.url().includes('order=asc'));
    await company.getByRole('button').click();
    await ascending;
    await expect(company).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByRole('table', { name: 'Leads' }).getByRole('row').nth(1)).toContainText(first.company);
    const descending = page.waitForResponse((response) => response.url().includes('sort=company') && response.url().includes('order=desc'));
    await company.getByRole('button').press('Enter');
    await descending;
    await expect(company).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByRole('table', { name: 'Leads' }).getByRole('row').nth(1)).toContainText(second.company);
  });

  test('Export CSV downloads every lead matching the search, one row each', async ({ page }) => {
    const first = uniqueLead('Export Co');
    const token = first.company.split(' ').at(-1)!;
    const second = { ...uniqueLead('Export Co'), company: `Export Co ${token} Ltd` };
    await sendContactForm(page, first);
    await sendContactForm(page, second);
    await signInAsAdminThroughApi(page);
    await openCrm(page, 'leads');
    await searchLeads(page, token);
    await expect(page.getByText('Page 1 of 1 · 2 rows')).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.split(/\r?\n/).filter((line) => line !== '');
    // A header and one line per matching lead (these leads' texts hold no line breaks).
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).join('\n')).toContain(first.email);
    expect(lines.slice(1).join('\n')).toContain(second.email);
  });

  test('a saved view with two filters holds after a reload; two ticked rows change status together; a bulk delete names the count', async ({ page }) => {
    const [hot, warm, cold] = [uniqueLead('Views Co'), uniqueLead('Views Co'), uniqueLead('Views Co')];
    const token = `Views${hot.company.split(' ').at(-1) ?? ''}`;
    for (const lead of [hot, warm, cold]) lead.company = `${token} ${lead.lastName}`;
    await signInAsAdminThroughApi(page);
    const ids = [];
    for (const [lead, status] of [[hot, 'hot'], [warm, 'warm'], [cold, 'cold']] as const) {
      const id = await createLeadThroughApi(page.request, lead);
      expect((await page.request.patch(`/api/leads/${id}`, { data: { status } })).status()).toBe(200);
      ids.push(id);
    }
    await openCrm(page, 'leads');
    await searchLeads(page, token);
    await expect(page.getByText('Page 1 of 1 · 3 rows')).toBeVisible();

    // Two filters: the hot and warm statuses, from the contact form.
    await page.getByText('Filters and columns').click();
    const filters = page.getByRole('group', { name: 'Statuses' });
    await filters.getByLabel('Hot').check();
    await filters.getByLabel('Warm').check();
    await page.getByRole('group', { name: 'Sources' }).getByLabel('Contact form').check();
    await expect(page.getByText('Page 1 of 1 · 2 rows')).toBeVisible();
    const viewName = `Hot and warm ${token}`;
    await page.getByRole('button', { name: 'Save as view' }).click();
    await page.getByLabel('View name').fill(viewName);
    await page.getByRole('form', { name: 'Save as view' }).getByRole('button', { name: 'Save' }).click();
    await expect(toastText(page, `View '${viewName}' saved`)).toBeVisible();
    await expect(page).toHaveURL(/[?&]status=warm%2Chot&source=contact_form&savedView=/);

    // The address holds the view: a reload opens it again.
    await page.reload();
    await expect(page.getByLabel('Saved view')).toHaveValue(/.+/);
    await expect(page.getByLabel('Saved view').locator('option:checked')).toHaveText(viewName);
    await page.getByText('Filters and columns').click();
    await expect(page.getByRole('group', { name: 'Statuses' }).getByLabel('Hot')).toBeChecked();
    await expect(page.getByRole('group', { name: 'Sources' }).getByLabel('Contact form')).toBeChecked();
    await expect(page.getByRole('group', { name: 'Statuses' }).getByLabel('Cold')).not.toBeChecked();
    await searchLeads(page, token);
    await expect(leadRow(page, token)).toHaveCount(2);
    await expect(leadRow(page, cold.company)).toHaveCount(0);

    // Back to every lead; tick two rows and change their status together.
    await page.getByLabel('Saved view').selectOption({ label: 'All leads (default)' });
    await expect(leadRow(page, token)).toHaveCount(3);
    await page.getByRole('checkbox', { name: `Select ${hot.name}` }).check();
    await page.getByRole('checkbox', { name: `Select ${cold.name}` }).check();
    const bulk = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bulk.getByText('2 selected')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await bulk.getByLabel('Status').selectOption('won');
    await bulk.getByRole('button', { name: 'Change status' }).click();
    await expect(bulk.getByRole('status')).toHaveText('Changed 2 leads.');
    await expect(leadRow(page, hot.company).getByRole('combobox', { name: `Status of ${hot.name}` })).toHaveValue('won');
    await expect(leadRow(page, cold.company).getByRole('combobox', { name: `Status of ${cold.name}` })).toHaveValue('won');
    await expect(leadRow(page, warm.company).getByRole('combobox', { name: `Status of ${warm.name}` })).toHaveValue('warm');
    const detail = (await (await page.request.get(`/api/leads/${ids[0]}`)).json()) as { changes: Array<{ field: string; to: string }> };
    expect(detail.changes[0]).toMatchObject({ field: 'status', to: 'won' });

    // Every row on the page, then one confirmation naming the count.
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await expect(bulk.getByText('3 selected')).toBeVisible();
    await bulk.getByRole('button', { name: 'Delete selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete 3 leads?' });
    await dialog.getByRole('button', { name: 'Delete selected' }).click();
    await expect(page.getByText('No leads match your search.')).toBeVisible();
    await expect(bulk.getByRole('status')).toHaveText('Deleted 3 leads.');
    expect((await leadsMatching(page.request, token)).total).toBe(0);
  });
});
