import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInAsAdminThroughApi } from '../support/accounts';
import { queryDatabase } from '../support/booking';
import { createLeadThroughApi, toastText, uniqueLead } from '../support/crm';
import { openCrmTab, rowWith, toastWith } from '../support/crm-team';

test.describe('CRM E-mails', () => {
  test('a failed mail shows its error and Retry; retrying puts it back in the queue', async ({ page }) => {
    const to = `bounce-${randomUUID()}@example.co.nz`;
    const error = `SMTP 550: mailbox unavailable for ${to}; the receiving server refused the message after five attempts`;
    const [mail] = await queryDatabase<{ id: string }>(
      `INSERT INTO outbox_email (kind, to_address, subject, text_body, status, attempts, last_error)
       VALUES ('lead.visitor-confirmation', $1, 'Thanks for your enquiry', 'Kia ora', 'failed', 5, $2) RETURNING id`,
      [to, error],
    );

    await signInAsAdminThroughApi(page);
    await openCrmTab(page, '/crm', 'E-mails');
    await page.getByLabel('Search e-mails').fill(to);
    const row = rowWith(page, 'E-mails', to);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(1)).toHaveText('Thanks for your enquiry');
    await expect(row.getByRole('cell').nth(2)).toHaveText('lead.visitor-confirmation');
    await expect(row.getByRole('cell').nth(3)).toHaveText('failed');
    await expect(row.getByRole('cell').nth(4)).toHaveText('5');
    // The long error is cut short; expanding it shows the whole text.
    await expect(row.getByText(error)).toBeHidden();
    await row.locator('summary').click();
    await expect(row.getByText(error, { exact: true })).toBeVisible();

    // Only failed mails are retried: the failed filter lists it.
    await page.getByRole('combobox', { name: 'Status' }).selectOption('failed');
    await expect(row).toHaveCount(1);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('');

    await row.getByRole('button', { name: `Retry e-mail to ${to}: Thanks for your enquiry` }).click();
    await toastWith(page, 'E-mail queued for retry');
    await expect(row.getByRole('cell').nth(3)).toHaveText(/pending|sent/);
    await expect(row.getByRole('cell').nth(4)).toHaveText('0');
    await expect(row.getByRole('button', { name: /^Retry/ })).toHaveCount(0);
    const [stored] = await queryDatabase<{ status: string; attempts: number }>('SELECT status, attempts FROM outbox_email WHERE id = $1', [mail!.id]);
    expect(['pending', 'sent']).toContain(stored!.status);
  });
  test("an admin saves a template on a lead's page, previews it with the variables filled in, sends it and sees it in the timeline", async ({ page }) => {
    await signInAsAdminThroughApi(page);
    const lead = uniqueLead('Template Co');
    const id = await createLeadThroughApi(page.request, lead);
    await page.goto(`/crm/leads/${id}`);
    await page.getByRole('button', { name: 'Write an e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: `E-mail ${lead.firstName}` });
    const subject = `A quote for {company} ${randomUUID().slice(0, 8)}`;
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByLabel('Message').fill('Kia ora {firstName}, here is the quote.');
    await dialog.getByLabel('Template name').fill(`Quote ${randomUUID()}`);
    await dialog.getByRole('button', { name: 'Save as new template' }).click();
    await toastWith(page, 'Template saved');

    await dialog.getByRole('button', { name: 'Preview' }).click();
    const preview = dialog.getByRole('region', { name: 'Preview' });
    const filled = subject.replace('{company}', lead.company);
    await expect(preview.getByText(filled, { exact: true })).toBeVisible();
    await expect(preview.getByText('Kia ora Aroha, here is the quote.', { exact: true })).toBeVisible();
    await preview.getByRole('button', { name: 'Send e-mail' }).click();
    await expect(toastText(page, 'E-mail queued')).toBeVisible();
    await expect(dialog).toBeHidden();

    const entry = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: `E-mail: ${filled}` }) });
    const [row] = await queryDatabase<{ kind: string; text_body: string; status: string }>('SELECT kind, text_body, status FROM outbox_email WHERE reference = $1', [
      `lead:${id}`,
    ]);
    expect(row).toMatchObject({ kind: 'lead.email', text_body: 'Kia ora Aroha, here is the quote.' });
    // The outbox's own state (pending/sent; 'skipped' on a server without SMTP, as here) is what the timeline shows.
    await expect(entry.getByText(row?.status ?? 'missing', { exact: true })).toBeVisible();
  });
});
