import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/accessibility';
import {
  BOOKING_VISITORS,
  LONDON,
  NZ,
  bookThroughApi,
  chooseDay,
  claimFreeSlot,
  dayButtonName,
  daySlots,
  expectTimesSettled,
  moment,
  queryDatabase,
  showMonthOf,
  slotButton,
  snapshot,
  toast,
} from '../support/booking';
import { gotoInteractive, holdRequests } from '../support/navigation';

/*
 * The personal links of the confirmation e-mail. The token is read from the mail in the outbox, as the visitor
 * would click it; the database only keeps its hash.
 */
for (const visitor of BOOKING_VISITORS) {
  test.describe(`a visitor in ${visitor.place}`, () => {
    test.use({ timezoneId: visitor.timezoneId, viewport: visitor.viewport });

    test('cancels by the link, and the time is offered again', async ({ page }) => {
      const slot = await claimFreeSlot(page.request);
      const booking = await bookThroughApi(page.request, slot);
      await gotoInteractive(page, `/book-consultation/cancel/${booking.token}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Cancel Your Consultation' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Business Automation consultation' })).toBeVisible();
      await expect(page.getByText(moment(slot), { exact: true })).toBeVisible();
      if (visitor.timezoneId === NZ) await expect(page.getByText(/(am|pm).* your time|also shows in your time/)).toHaveCount(0);
      else await expect(page.getByText(new RegExp(`^${moment(slot, LONDON)} your time`))).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await snapshot(page, `${visitor.name}-cancel-1-booking`);

      await page.getByRole('button', { name: 'Cancel Consultation' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Consultation Cancelled' })).toBeFocused();
      await expect(toast(page, 'Consultation Cancelled')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Book Another Time', exact: true })).toHaveAttribute('href', '/book-consultation');
      expect(await axeViolations(page)).toEqual([]);
      await snapshot(page, `${visitor.name}-cancel-2-cancelled`);

      const [row] = await queryDatabase<{ status: string }>('SELECT status FROM appointment WHERE id = $1', [booking.id]);
      expect(row?.status).toBe('cancelled');
      expect((await daySlots(page.request, slot.date)).find((offered) => offered.startsAt === slot.startsAt)?.available).toBe(true);
      const mails = await queryDatabase<{ kind: string }>(
        `SELECT kind FROM outbox_email WHERE to_address = $1 AND kind <> 'booking.visitor-reminder' ORDER BY created_at`,
        [booking.email],
      );
      expect(mails.map((mail) => mail.kind)).toEqual(['booking.visitor-confirmation', 'booking.visitor-cancelled']);

      // The link again: a friendly page with a way to book, not an error.
      await gotoInteractive(page, `/book-consultation/cancel/${booking.token}`);
      await expect(page.getByRole('heading', { level: 2, name: 'Consultation cancelled' })).toBeVisible();
      await expect(page.getByText('This consultation has already been cancelled.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cancel Consultation' })).toHaveCount(0);
      await page.getByRole('link', { name: 'Book Another Time', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Book Your Free Consultation' })).toBeVisible();
      await chooseDay(page, slot);
      await expect(slotButton(page, slot)).toBeVisible();
    });

    test('reschedules by the link; the old links then show the new time', async ({ page }) => {
      const first = await claimFreeSlot(page.request);
      const second = await claimFreeSlot(page.request);
      const booking = await bookThroughApi(page.request, first);
      await gotoInteractive(page, `/book-consultation/reschedule/${booking.token}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Reschedule Your Consultation' })).toBeVisible();
      await expect(page.getByText(moment(first), { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Confirm New Time' })).toBeDisabled();
      expect(await axeViolations(page)).toEqual([]);
      await snapshot(page, `${visitor.name}-reschedule-1-current`);

      await chooseDay(page, second);
      await slotButton(page, second).click();
      await expect(slotButton(page, second)).toHaveAttribute('aria-pressed', 'true');
      // The day's times are read again after the choice: the settled list is checked here, the busy one on purpose below.
      await expectTimesSettled(page);
      expect(await axeViolations(page)).toEqual([]);
      await snapshot(page, `${visitor.name}-reschedule-2-new-time`);

      await page.getByRole('button', { name: 'Confirm New Time' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Consultation Rescheduled' })).toBeFocused();
      await expect(toast(page, 'Consultation Rescheduled')).toBeVisible();
      await expect(page.getByText(moment(second), { exact: true })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await snapshot(page, `${visitor.name}-reschedule-3-moved`);

      const [row] = await queryDatabase<{ starts_at: Date; status: string }>('SELECT starts_at, status FROM appointment WHERE id = $1', [booking.id]);
      expect(row?.status).toBe('scheduled');
      expect(row?.starts_at.toISOString()).toBe(new Date(second.startsAt).toISOString());
      expect((await daySlots(page.request, first.date)).find((offered) => offered.startsAt === first.startsAt)?.available).toBe(true);

      // The links from the first e-mail still work and show the booking as it now is.
      await gotoInteractive(page, `/book-consultation/cancel/${booking.token}`);
      await expect(page.getByText(moment(second), { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cancel Consultation' })).toBeVisible();
      await gotoInteractive(page, `/book-consultation/reschedule/${booking.token}`);
      await expect(page.getByText(moment(second), { exact: true })).toBeVisible();
    });
  });
}

test('while a chosen day is read again, its times stay readable: the busy list keeps every contrast', async ({ page }) => {
  const [current, wanted] = [await claimFreeSlot(page.request), await claimFreeSlot(page.request)];
  const booking = await bookThroughApi(page.request, current);
  const answered: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname === '/api/scheduling/slots') answered.push(url.searchParams.get('date') ?? '');
  });
  await gotoInteractive(page, `/book-consultation/reschedule/${booking.token}`);
  // The day's times are fetched ahead (once idle, or as the pointer reaches the day); then its re-read is held back,
  // so the list stays busy for as long as the checks below take.
  const day = page.getByRole('button', { name: dayButtonName(wanted) });
  await showMonthOf(page, day);
  await day.hover();
  await expect.poll(() => answered.includes(wanted.date)).toBe(true);
  const releaseReread = await holdRequests(page, `**/api/scheduling/slots?date=${wanted.date}*`);

  await day.click();
  const times = page.getByRole('list').filter({ has: slotButton(page, wanted) });
  const checking = page.getByRole('status').filter({ hasText: 'Checking these times are still free...' });
  await expect(times).toHaveAttribute('aria-busy', 'true');
  await expect(checking).toBeVisible();
  await slotButton(page, wanted).click();
  await expect(slotButton(page, wanted)).toHaveAttribute('aria-pressed', 'true');
  await expect(times).toHaveAttribute('aria-busy', 'true');
  expect(await axeViolations(page)).toEqual([]);
  await snapshot(page, 'reschedule-times-busy');

  releaseReread();
  await expect(times).not.toHaveAttribute('aria-busy');
  await expect(checking).toHaveCount(0);
  await expect(slotButton(page, wanted)).toHaveAttribute('aria-pressed', 'true');
  expect(await axeViolations(page)).toEqual([]);
});

test('an unknown link gives a friendly page with a way to book', async ({ page }) => {
  for (const path of ['/book-consultation/cancel/not-a-real-token', '/book-consultation/reschedule/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
    await gotoInteractive(page, path);
    await expect(page.getByRole('heading', { level: 2, name: 'Booking not found' })).toBeVisible();
    await expect(page.getByText('We could not find that booking. The link may be incomplete.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a Consultation', exact: true })).toHaveAttribute('href', '/book-consultation');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  }
  await snapshot(page, 'unknown-link');
});
