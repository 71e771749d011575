import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/accessibility';
import {
  BOOKING_VISITORS,
  LONDON,
  NZ,
  bookingForm,
  chooseDay,
  claimFreeSlotsOfOneDay,
  daySlots,
  expectTimesSettled,
  fillDetails,
  mathInput,
  moment,
  nzTime,
  passMathCheck,
  queryDatabase,
  slotButton,
  snapshot,
  toast,
  uniqueEmail,
  type FreeSlot,
} from '../support/booking';
import { gotoInteractive } from '../support/navigation';

/*
 * The whole booking as a visitor makes it, in New Zealand on a desktop and in London on a phone: the page says the
 * times are New Zealand time, shows the visitor's own time only when it differs, and the booking lands in the
 * database with its lead and its e-mails.
 */
for (const visitor of BOOKING_VISITORS) {
  test.describe(`a visitor in ${visitor.place}`, () => {
    test.use({ timezoneId: visitor.timezoneId, viewport: visitor.viewport });

    test('books a consultation to "Consultation Booked!", and the time is no longer offered', async ({ page }) => {
      // Five scans with axe's full rule set on top of the booking itself: more than the default 30 s on two cores.
      test.slow();
      // A second time of the same day is kept unbooked, so the day is still on offer when the page is opened again.
      const [slot] = (await claimFreeSlotsOfOneDay(page.request, 2)) as [FreeSlot, FreeSlot];
      const email = uniqueEmail('booked');
      await gotoInteractive(page, '/book-consultation');
      await expect(page.getByRole('heading', { level: 1, name: 'Book Your Free Consultation' })).toBeVisible();
      await expect(page.getByText(/^Times are in New Zealand Time/)).toBeVisible();
      const form = bookingForm(page);
      await expect(form.getByRole('grid')).toBeVisible();
      // Only weekdays are offered.
      const offered = await form.locator('[data-day]:has(button:enabled)').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-day')));
      expect(offered.length).toBeGreaterThan(0);
      for (const day of offered) expect([1, 2, 3, 4, 5]).toContain(new Date(`${day}T12:00:00Z`).getUTCDay());
      expect(await axeViolations(page)).toEqual([]);
      await snapshot(page, `${visitor.name}-1-date`);

      await chooseDay(page, slot);
      await expect(slotButton(page, slot)).toBeVisible();
      const theirTime = nzTime(slot, visitor.timezoneId);
      if (visitor.timezoneId === NZ) {
        await expect(slotButton(page, slot)).toHaveAccessibleName(nzTime(slot));
        await expect(page.getByText(/(am|pm).* your time|also shows in your time/)).toHaveCount(0);
      } else {
        await expect(slotButton(page, slot)).toHaveAccessibleName(new RegExp(`^${nzTime(slot)} \\(${theirTime}.* your time\\)$`));
        await expect(page.getByText(/Each time also shows in your time/)).toBeVisible();
      }
      // Math check appears only once date, time, name and email are set.
      await expect(mathInput(page)).toHaveCount(0);
      await expectTimesSettled(page);
      expect(await axeViolations(page)).toEqual([]);
      await snapshot(page, `${visitor.name}-2-times`);

      await slotButton(page, slot).click();
      await expect(slotButton(page, slot)).toHaveAttribute('aria-pressed', 'true');
      await fillDetails(page, email.toUpperCase(), '  Aroha Ngata  ');
      await form.getByLabel('Phone').fill('021 123 4567');
      await form.getByLabel('Company').fill('Ngata Plumbing');
      await expect(form.getByRole('combobox', { name: 'Service Interest' }).getByRole('option')).toHaveText([
        'Website & App Development',
        'Content Creation',
        'Digital Marketing',
        'Business Automation',
        'Intelligent Agents',
        'General Inquiry',
      ]);
      await form.getByRole('combobox', { name: 'Service Interest' }).selectOption('Business Automation');
      await form.getByLabel('Notes').fill('We answer the same five questions by e-mail every day.');
      await expect(mathInput(page)).toBeVisible();
      await expectTimesSettled(page);
      expect(await axeViolations(page)).toEqual([]);
      await snapshot(page, `${visitor.name}-3-details`);

      await passMathCheck(page);
      await snapshot(page, `${visitor.name}-4-verified`);

      const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/scheduling/book'));
      await form.getByRole('button', { name: 'Confirm Booking' }).click();
      expect((await sent).postDataJSON()).toEqual({
        clientName: 'Aroha Ngata',
        clientEmail: email,
        clientPhone: '021 123 4567',
        companyName: 'Ngata Plumbing',
        serviceInterest: 'business_automation',
        appointmentDate: slot.startsAt,
        duration: 30,
        notes: 'We answer the same five questions by e-mail every day.',
      });
      await expect(toast(page, 'Consultation Booked!')).toBeVisible();
      await expect(toast(page, "We'll send you a confirmation email with meeting details.")).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Consultation Booked!' })).toBeFocused();
      await expect(page.getByText(moment(slot), { exact: true })).toBeVisible();
      if (visitor.timezoneId === NZ) await expect(page.getByText(/(am|pm).* your time|also shows in your time/)).toHaveCount(0);
      else await expect(page.getByText(new RegExp(`^${moment(slot, LONDON)} your time`))).toBeVisible();
      await expect(page.getByText(email, { exact: true })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await snapshot(page, `${visitor.name}-5-booked`);

      // What the database holds: the appointment, the lead it made, the mails to the visitor and to the agency.
      const [appointment] = await queryDatabase<Record<string, unknown>>(
        `SELECT client_name, client_email, client_phone, company_name, service_interest, starts_at, duration, notes, status, lead_id
           FROM appointment WHERE client_email = $1`,
        [email],
      );
      expect(appointment).toMatchObject({
        client_name: 'Aroha Ngata',
        client_email: email,
        client_phone: '021 123 4567',
        company_name: 'Ngata Plumbing',
        service_interest: 'business_automation',
        duration: 30,
        notes: 'We answer the same five questions by e-mail every day.',
        status: 'scheduled',
      });
      expect((appointment?.starts_at as Date).toISOString()).toBe(new Date(slot.startsAt).toISOString());
      const leads = await queryDatabase<{ id: string; source: string; status: string }>('SELECT id, source, status FROM lead WHERE email = $1', [email]);
      expect(leads).toEqual([{ id: appointment?.lead_id, source: 'booking', status: 'new' }]);
      const mails = await queryDatabase<{ kind: string; to_address: string }>(
        `SELECT kind, to_address FROM outbox_email WHERE to_address = $1 OR (kind = 'booking.agency-notification' AND text_body LIKE '%' || $1 || '%')
          ORDER BY kind`,
        [email],
      );
      // A reminder is queued too when the consultation is more than a day away.
      expect(mails.map((mail) => mail.kind).filter((kind) => kind !== 'booking.visitor-reminder')).toEqual([
        'booking.agency-notification',
        'booking.visitor-confirmation',
      ]);
      expect(mails.find((mail) => mail.kind === 'booking.visitor-confirmation')?.to_address).toBe(email);

      // The booked time is gone from the list, for this visitor and for the API.
      expect((await daySlots(page.request, slot.date)).find((offered) => offered.startsAt === slot.startsAt)?.available).toBe(false);
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await gotoInteractive(page, '/book-consultation');
      await chooseDay(page, slot);
      await expect(page.getByRole('heading', { level: 3 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading available times...' })).toHaveCount(0);
      await expect(slotButton(page, slot)).toHaveCount(0);
    });
  });
}
