import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/accessibility';
import {
  NZ,
  bookThroughApi,
  bookingForm,
  chooseDay,
  chooseSlot,
  claimFreeSlot,
  expectTimesSettled,
  fillDetails,
  passMathCheck,
  queryDatabase,
  slotButton,
  snapshot,
  toast,
  uniqueEmail,
} from '../support/booking';
import { gotoInteractive } from '../support/navigation';

test.use({ timezoneId: NZ });

const SERVER_ERROR = { status: 500, json: { statusCode: 500, message: 'Internal server error' } };

test('slots that fail to load: the error toast, and trying again shows them', async ({ page }) => {
  const slot = await claimFreeSlot(page.request);
  let failing = true;
  await page.route('**/api/scheduling/slots?**', (route) => (failing ? route.fulfill(SERVER_ERROR) : route.continue()));
  await gotoInteractive(page, '/book-consultation');
  await chooseDay(page, slot);
  await expect(toast(page, 'Error')).toBeVisible();
  await expect(toast(page, 'Unable to load available time slots. Please try again.')).toBeVisible();
  await expect(bookingForm(page).getByText("We couldn't load the times for this day.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await snapshot(page, 'slots-failed');

  failing = false;
  await bookingForm(page).getByRole('button', { name: 'Try again' }).click();
  await expect(slotButton(page, slot)).toBeVisible();
});

test("a booking the server fails: 'Booking Failed', the form kept, and the attempt counted", async ({ page }) => {
  const slot = await claimFreeSlot(page.request);
  const email = uniqueEmail('failed');
  await page.route('**/api/scheduling/book', (route) => route.fulfill(SERVER_ERROR));
  await gotoInteractive(page, '/book-consultation');
  await chooseSlot(page, slot);
  await fillDetails(page, email);
  await passMathCheck(page);
  const form = bookingForm(page);

  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/scheduling/book')) sent += 1;
  });
  // The browser's limit: three sent bookings within ten minutes, then 'Too Many Attempts' without a fourth request.
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/scheduling/book'));
    await form.getByRole('button', { name: 'Confirm Booking' }).click();
    await answered;
    await expect(toast(page, 'Booking Failed')).toBeVisible();
    await expect(toast(page, 'Unable to book your consultation. Please try again or contact us directly.')).toBeVisible();
  }
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(slotButton(page, slot)).toHaveAttribute('aria-pressed', 'true');
  await snapshot(page, 'booking-failed');

  await form.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(toast(page, 'Too Many Attempts')).toBeVisible();
  expect(sent).toBe(3);
  expect(await queryDatabase('SELECT id FROM appointment WHERE client_email = $1', [email])).toEqual([]);
});

test('the server refusing with 429 shows the too-many-attempts words', async ({ page }) => {
  const slot = await claimFreeSlot(page.request);
  await page.route('**/api/scheduling/book', (route) =>
    route.fulfill({ status: 429, json: { statusCode: 429, message: 'Please wait a few minutes before trying to book another consultation.' } }),
  );
  await gotoInteractive(page, '/book-consultation');
  await chooseSlot(page, slot);
  await fillDetails(page, uniqueEmail('limited'));
  await passMathCheck(page);
  await bookingForm(page).getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(toast(page, 'Too Many Attempts')).toBeVisible();
  await expect(toast(page, 'Please wait a few minutes before trying to book another consultation.')).toBeVisible();
});

test('a time taken by someone else meanwhile: the server says so and the list refreshes', async ({ page }) => {
  const slot = await claimFreeSlot(page.request);
  const email = uniqueEmail('late');
  await gotoInteractive(page, '/book-consultation');
  await chooseSlot(page, slot);
  await fillDetails(page, email);
  await passMathCheck(page);

  // Another visitor books the same time first.
  await bookThroughApi(page.request, slot);
  const refreshed = page.waitForResponse((response) => response.url().includes(`/api/scheduling/slots?date=${slot.date}`));
  await bookingForm(page).getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(toast(page, 'That time has just been booked. Please choose another time.')).toBeVisible();
  await refreshed;
  await expect(bookingForm(page).getByRole('alert').filter({ hasText: 'That time has just been booked. Please choose another time.' })).toBeVisible();
  await expect(slotButton(page, slot)).toHaveCount(0);
  await expect(bookingForm(page).getByText('Your consultation', { exact: true })).toHaveCount(0);
  await expectTimesSettled(page);
  expect(await axeViolations(page)).toEqual([]);
  await snapshot(page, 'slot-taken');
  expect(await queryDatabase('SELECT id FROM appointment WHERE client_email = $1', [email])).toEqual([]);
});
