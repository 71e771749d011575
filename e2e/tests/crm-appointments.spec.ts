import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInAsAdminThroughApi } from '../support/accounts';
import { axeViolations } from '../support/accessibility';
import { bookThroughApi, claimFreeSlot, queryDatabase, uniqueEmail } from '../support/booking';
import { openCrm, toastText } from '../support/crm';

/** 'Tue 2 Dec 2025, 10:00 am NZDT': the CRM's New Zealand date and time, built here from Intl's parts to check it. */
function nzDateTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-NZ', {
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'Pacific/Auckland',
    timeZoneName: 'short',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(part('month')) - 1];
  return `${part('weekday')} ${Number(part('day'))} ${month} ${part('year')}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()} ${part('timeZoneName')}`;
}

test.describe('Appointments', () => {
  test('a booking shows in NZ time with its zone; delete asks first, then cancels it on the server', async ({ page }) => {
    const slot = await claimFreeSlot(page.request);
    const email = uniqueEmail('crm-appointment');
    const booked = await bookThroughApi(page.request, slot, email);

    await signInAsAdminThroughApi(page);
    await openCrm(page, 'appointments');
    await expect(page.getByRole('columnheader')).toHaveText([/^Client/, 'Service', 'Contact', /^Date & Time/, /^Status/, 'Actions']);
    const answered = page.waitForResponse((response) => response.url().includes('/api/scheduling/appointments?') && response.url().includes('search='));
    await page.getByLabel('Search appointments').fill(email);
    await answered;
    const row = page.getByRole('table', { name: 'Appointments' }).getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Mere Tane');
    await expect(row).toContainText('Business Automation');
    await expect(row).toContainText(nzDateTime(slot.startsAt));
    await expect(row).toContainText(/NZ(DT|ST)/);
    await expect(row.getByText('scheduled', { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The export holds the rows of the search: this one booking.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.split(/\r?\n/).filter((line) => line !== '');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(email);

    await row.getByRole('button', { name: 'Delete appointment with Mere Tane' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(row.getByText('scheduled', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: 'Delete appointment with Mere Tane' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toastText(page, 'Appointment deleted successfully')).toBeVisible();
    await expect(row.getByText('cancelled', { exact: true })).toBeVisible();
    const [stored] = await queryDatabase<{ status: string }>('SELECT status FROM appointment WHERE id = $1', [booked.id]);
    expect(stored?.status).toBe('cancelled');
  });
});
