import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInAsAdminThroughApi } from '../support/accounts';
import { axeViolations } from '../support/accessibility';
import { leadRow, leadsMatching, onlyLead, openCrm, searchLeads, sendContactForm, toastText, uniqueLead } from '../support/crm';

test.describe('Lead Management', () => {
  test('search finds a lead by its company on the server; delete asks first: Cancel keeps it, Delete removes it', async ({ page }) => {
    const lead = uniqueLead('Searchable Ltd');
    await sendContactForm(page, lead);

    await signInAsAdminThroughApi(page);
    await openCrm(page, 'leads');
    await expect(page.getByRole('columnheader')).toHaveText([/^Name/, /^Company/, 'Contact', /^Status/, /^Value/, /^Created/, 'Actions']);
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
});
