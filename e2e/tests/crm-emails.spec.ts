import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInAsAdminThroughApi } from '../support/accounts';
import { queryDatabase } from '../support/booking';
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
});
