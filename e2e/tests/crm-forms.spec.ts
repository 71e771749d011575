import { expect, test } from '@playwright/test';
import { leadRow, openCrm } from '../support/crm';
import { openCrmTab } from '../support/crm-team';

/*
 * The CRM's forms keep the house's error pattern (e2e/tests/form-errors.spec.ts): a refused submit marks the field
 * (aria-invalid, the message announced with it), the keyboard lands on the first bad field, and the message goes as
 * soon as the field is corrected. Run on /admin-test, whose sample answers in the browser: nothing real changes.
 */

test.describe('CRM forms', () => {
  test("a lead's note: empty refused with 'Please enter a note' on the focused field, gone once typed; then added", async ({ page }) => {
    await openCrm(page, 'leads', '/admin-test');
    await page.getByLabel('Search leads').fill('Harbour Plumbing');
    await expect(page.getByText('Page 1 of 1 · 1 row')).toBeVisible();
    await leadRow(page, 'Harbour Plumbing').getByRole('link', { name: 'Aroha Ngata' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aroha Ngata' })).toBeVisible();

    const note = page.getByLabel('Add a note');
    await note.fill('   ');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a note' })).toBeVisible();
    await expect(note).toHaveAttribute('aria-invalid', 'true');
    await expect(note).toBeFocused();

    await note.fill('Asked for a quote on the booking page.');
    await expect(page.getByText('Please enter a note')).toHaveCount(0);
    await expect(note).not.toHaveAttribute('aria-invalid');
    // Far under the limit the count is not shown; the limit is read with the field.
    await expect(note).toHaveAccessibleDescription('Up to 5,000 characters');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByRole('list', { name: 'Notes' }).getByText('Asked for a quote on the booking page.', { exact: true })).toBeVisible();
    await expect(note).toHaveValue('');
  });

  test("a project's update: empty refused with 'Please write the update first', gone once typed; status and phase saved only when changed", async ({ page }) => {
    await page.goto('/admin-test');
    await openCrmTab(page, '/admin-test', 'Projects');
    await page.getByRole('button', { name: 'Open project Marae booking website' }).first().click();
    const panel = page.getByRole('dialog', { name: 'Marae booking website' });

    const update = panel.getByLabel('New update');
    await panel.getByRole('button', { name: 'Post update' }).click();
    await expect(panel.getByRole('alert').filter({ hasText: 'Please write the update first' })).toBeVisible();
    await expect(update).toHaveAttribute('aria-invalid', 'true');
    await expect(update).toBeFocused();
    await update.fill('Home page drafted.');
    await expect(panel.getByText('Please write the update first')).toHaveCount(0);
    await expect(update).not.toHaveAttribute('aria-invalid');
    await expect(panel.getByText('18 / 5000 characters; the client reads it under Details.')).toBeVisible();
    await panel.getByRole('button', { name: 'Post update' }).click();
    await expect(panel.getByText('Home page drafted.', { exact: true })).toBeVisible();
    await expect(update).toHaveValue('');

    const save = panel.getByRole('button', { name: 'Save status and phase' });
    await expect(save).toBeDisabled();
    await panel.getByRole('combobox', { name: 'Phase' }).selectOption('testing');
    await expect(save).toBeEnabled();
    await panel.getByRole('combobox', { name: 'Phase' }).selectOption('development');
    await expect(save).toBeDisabled();
    await panel.getByRole('combobox', { name: 'Phase' }).selectOption('testing');
    await save.click();
    await expect(save).toBeDisabled();
    await expect(panel.getByRole('combobox', { name: 'Phase' })).toHaveValue('testing');
  });

  test("'New project': an empty submit marks each required field and focuses the first; each message goes as it is answered", async ({ page }) => {
    await page.goto('/admin-test');
    await openCrmTab(page, '/admin-test', 'Projects');
    await page.getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    await dialog.getByRole('button', { name: 'Create project' }).click();

    const client = dialog.getByRole('combobox', { name: 'Client' });
    const title = dialog.getByLabel('Project Title');
    await expect(dialog.getByText('Please choose a client')).toBeVisible();
    await expect(client).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Description')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('combobox', { name: 'Service Type' })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('combobox', { name: 'Budget' })).not.toHaveAttribute('aria-invalid');
    await expect(client).toBeFocused();

    await title.fill('Tide times widget');
    await expect(title).not.toHaveAttribute('aria-invalid');
    await expect(dialog.getByLabel('Description')).toHaveAttribute('aria-invalid', 'true');
  });
});
