import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/accessibility';
import {
  NZ,
  arrowToDay,
  bookingDays,
  bookingForm,
  chooseDay,
  chooseSlot,
  claimFreeSlot,
  claimFreeSlotsOfOneDay,
  expectTimesSettled,
  fillDetails,
  mathAnswer,
  mathInput,
  passMathCheck,
  showMonthOf,
  slotButton,
  snapshot,
  toast,
  uniqueEmail,
  type FreeSlot,
} from '../support/booking';
import { tabTo } from '../support/keyboard';
import { gotoInteractive, holdRequests } from '../support/navigation';

/*
 * What stops 'Confirm Booking', in the spec's order, and the math check's own messages. None of these tests may
 * reach the server's booking endpoint: each one counts the requests it makes.
 */
test.use({ timezoneId: NZ });

function countBookings(page: Page): { readonly count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/scheduling/book')) seen.count += 1;
  });
  return seen;
}

async function readyToConfirm(page: Page): Promise<FreeSlot> {
  const slot = await claimFreeSlot(page.request);
  await gotoInteractive(page, '/book-consultation');
  await chooseSlot(page, slot);
  await fillDetails(page, uniqueEmail('checks'));
  await passMathCheck(page);
  return slot;
}

function confirm(page: Page) {
  return bookingForm(page).getByRole('button', { name: 'Confirm Booking' }).click();
}

test('the math check: not a number, a wrong answer, a new question after the third, and refresh', async ({ page }) => {
  const slot = await claimFreeSlot(page.request);
  await gotoInteractive(page, '/book-consultation');
  await chooseSlot(page, slot);
  await bookingForm(page).getByLabel('Full Name').fill('Aroha Ngata');
  await expect(mathInput(page)).toHaveCount(0);
  await bookingForm(page).getByLabel('Email').fill(uniqueEmail('math'));
  const form = bookingForm(page);
  await expect(mathInput(page)).toBeVisible();

  // Ranges (spec part 1 §9): + both 1-20; - first 10-39, second up to the first; × both 1-10.
  const question = (await form.getByText(/^What is /).textContent()) ?? '';
  const [, first, operator, second] = /^What is (\d+) ([+×-]) (\d+)\?$/.exec(question) ?? [];
  const [a, b] = [Number(first), Number(second)];
  if (operator === '+') expect(a >= 1 && a <= 20 && b >= 1 && b <= 20).toBe(true);
  else if (operator === '-') expect(a >= 10 && a <= 39 && b >= 1 && b <= a).toBe(true);
  else expect(a >= 1 && a <= 10 && b >= 1 && b <= 10).toBe(true);

  await mathInput(page).fill('twelve');
  await form.getByRole('button', { name: 'Verify' }).click();
  await expect(form.getByText('Please enter a valid number', { exact: true })).toBeVisible();
  await expect(mathInput(page)).toHaveAttribute('aria-invalid', 'true');

  const wrong = String((await mathAnswer(page)) + 1);
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    await mathInput(page).fill(wrong);
    await mathInput(page).press('Enter');
    await expect(form.getByText('Incorrect answer. Please try again.', { exact: true })).toBeVisible();
    await expect(form.getByText(question, { exact: true })).toBeVisible();
  }
  await expectTimesSettled(page);
  expect(await axeViolations(page)).toEqual([]);
  await snapshot(page, 'math-wrong-answer');
  // The third wrong answer brings a new question (and an empty box).
  await mathInput(page).fill(wrong);
  await form.getByRole('button', { name: 'Verify' }).click();
  await expect(form.getByText('Incorrect answer. Please try again.', { exact: true })).toBeVisible();
  await expect(form.getByText('Here is a new question.')).toBeVisible();
  await expect(mathInput(page)).toHaveValue('');

  await passMathCheck(page);
  // Refresh makes a new question and clears the verified state.
  await form.getByRole('button', { name: 'New question' }).click();
  await expect(form.getByText('Verified. Thank you!')).toHaveCount(0);
  await expect(mathInput(page)).toHaveValue('');
  await mathInput(page).fill(String(await mathAnswer(page)));
  await form.getByRole('button', { name: 'New question' }).click();
  await expect(mathInput(page)).toHaveValue('');
});

test('name and email problems show inline while typing', async ({ page }) => {
  await gotoInteractive(page, '/book-consultation');
  const form = bookingForm(page);
  const name = form.getByLabel('Full Name');
  await name.fill('A');
  await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await name.fill('test');
  await expect(form.getByText('Please enter a valid name')).toBeVisible();
  await name.fill('Aroha Ngata');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');

  const email = form.getByLabel('Email');
  await email.fill('aroha@');
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await email.fill('aroha@gmial.com');
  await expect(form.getByText('Did you mean gmail.com?')).toBeVisible();
  await email.fill('');
  await expect(form.getByText('Email is required')).toBeVisible();

  const phone = form.getByLabel('Phone');
  await phone.fill('12');
  await phone.blur();
  await expect(form.getByText('Phone number is too short')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await snapshot(page, 'inline-errors');
});

test("'Security Verification Required' once the math question shows and until it is answered; before that, what it waits for", async ({ page }) => {
  const bookings = countBookings(page);
  await gotoInteractive(page, '/book-consultation');
  await confirm(page);
  // With nothing chosen yet the visitor is asked for the date and time, and the keyboard goes to the date step.
  await expect(toast(page, 'Missing Information')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose a date and time' })).toBeFocused();
  await expect(toast(page, 'Security Verification Required')).toHaveCount(0);

  const slot = await claimFreeSlot(page.request);
  await chooseSlot(page, slot);
  await fillDetails(page, uniqueEmail('verify'));
  await confirm(page);
  await expect(toast(page, 'Security Verification Required')).toBeVisible();
  await expect(mathInput(page)).toBeFocused();
  expect(bookings.count).toBe(0);
});

test("'Please Fix Form Errors' when the email went wrong after the check", async ({ page }) => {
  const bookings = countBookings(page);
  await readyToConfirm(page);
  await bookingForm(page).getByLabel('Email').fill('aroha@example');
  await confirm(page);
  await expect(toast(page, 'Please Fix Form Errors')).toBeVisible();
  await expect(bookingForm(page).getByLabel('Email')).toBeFocused();
  await expect(bookingForm(page).getByText('Please enter a valid email address')).toBeVisible();
  await expectTimesSettled(page);
  expect(await axeViolations(page)).toEqual([]);
  expect(bookings.count).toBe(0);
});

test("'Missing Information' when a new date reset the time", async ({ page }) => {
  const bookings = countBookings(page);
  const slot = await readyToConfirm(page);
  // Fourteen days hold at least six bookable days, even over Christmas. The last is taken: today can come back on
  // offer when another test cancels a time, while the page still shows it as full.
  const other = (await bookingDays(page.request)).days.findLast((day) => day.available && day.date !== slot.date);
  if (!other) throw new Error('No second bookable day');
  await chooseDay(page, other);
  await expect(bookingForm(page).getByRole('button', { pressed: true })).toHaveCount(0);
  await confirm(page);
  await expect(toast(page, 'Missing Information')).toBeVisible();
  await expect(toast(page, 'Please select a date and time for your consultation.')).toBeVisible();
  expect(bookings.count).toBe(0);
});

test("'Invalid Time' when the chosen time has passed meanwhile", async ({ page }) => {
  const bookings = countBookings(page);
  const slot = await readyToConfirm(page);
  await page.clock.setFixedTime(new Date(Date.parse(slot.startsAt) + 60_000));
  await confirm(page);
  await expect(toast(page, 'Invalid Time')).toBeVisible();
  await expect(toast(page, 'Please select a future date and time.')).toBeVisible();
  expect(bookings.count).toBe(0);
});

test("'Too Many Attempts' after three bookings from this browser within ten minutes", async ({ page }) => {
  const bookings = countBookings(page);
  await page.addInitScript(() => {
    const now = Date.now();
    window.localStorage.setItem('agency.booking-attempts', JSON.stringify([now - 540_000, now - 60_000, now - 1_000]));
  });
  await readyToConfirm(page);
  await confirm(page);
  await expect(toast(page, 'Too Many Attempts')).toBeVisible();
  await expect(toast(page, 'Please wait a few minutes before trying to book another consultation.')).toBeVisible();
  expect(bookings.count).toBe(0);
  await snapshot(page, 'too-many-attempts');
});

test('attempts older than ten minutes no longer count', async ({ page }) => {
  await page.addInitScript(() => {
    const now = Date.now();
    window.localStorage.setItem('agency.booking-attempts', JSON.stringify([now - 700_000, now - 650_000, now - 1_000]));
  });
  await page.route('**/api/scheduling/book', (route) => route.fulfill({ status: 500, json: { statusCode: 500, message: 'Internal server error' } }));
  await readyToConfirm(page);
  await confirm(page);
  await expect(toast(page, 'Booking Failed')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('agency.booking-attempts') ?? '[]') as number[]);
  expect(stored).toHaveLength(2);
});

test('the calendar and the times work from the keyboard', async ({ page }) => {
  // Two times of one day kept for this test, so the time chosen has another after it whatever the hour.
  const [chosen] = await claimFreeSlotsOfOneDay(page.request, 2);
  await gotoInteractive(page, '/book-consultation');
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  // The grid is one tab stop after the month buttons; arrows move between days and Enter chooses the focused one.
  await page.getByRole('button', { name: 'Go to the Next Month' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^(Today, )?[A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+$/);
  await arrowToDay(page, chosen!);
  await page.keyboard.press('Enter');
  await expect(page.locator(':focus')).toHaveAccessibleName(/, selected$/);
  await expect(page.getByRole('heading', { level: 3 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading available times...' })).toHaveCount(0);

  await tabTo(slotButton(page, chosen!));
  await expect(slotButton(page, chosen!)).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Enter');
  await expect(slotButton(page, chosen!)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('aria-pressed', 'false');
});

test('once the page is idle every bookable day has its times fetched, and choosing one shows them at once and re-reads them', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/scheduling/slots') asked.push(url.searchParams.get('date') ?? '');
  });
  const { today, days } = await bookingDays(page.request);
  // Today is left out: other tests book its last free times, which can take it off the page's list meanwhile.
  const bookable = days.filter((day) => day.available && day.date !== today).map((day) => day.date);
  await gotoInteractive(page, '/book-consultation');
  await expect.poll(() => bookable.filter((day) => !asked.includes(day))).toEqual([]);
  await page.waitForLoadState('networkidle');
  expect(asked.filter((day) => day !== today && !bookable.includes(day))).toEqual([]);

  // Held back: the times that show come from the fetch ahead, not from the choice's own re-read. The last bookable
  // day is the one other tests are least likely to fill.
  const date = bookable.at(-1)!;
  const releaseReread = await holdRequests(page, `**/api/scheduling/slots?date=${date}*`);
  await chooseDay(page, { date });
  await expect(page.locator(`ul[aria-labelledby="slots-${date}"] button`).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading available times...' })).toHaveCount(0);
  // The choice itself always asks again (another visitor may have booked a time meanwhile); the list is busy until then.
  await expect.poll(() => asked.filter((entry) => entry === date)).toHaveLength(2);
  await expect(page.locator(`ul[aria-labelledby="slots-${date}"]`)).toHaveAttribute('aria-busy', 'true');
  releaseReread();
  await expect(page.locator(`ul[aria-labelledby="slots-${date}"]`)).not.toHaveAttribute('aria-busy');
});

test('public holidays are named in the calendar and cannot be chosen', async ({ page }) => {
  const { days } = await bookingDays(page.request);
  const holiday = days.find((day) => day.available);
  if (!holiday) throw new Error('No bookable day');
  // The next fortnight may hold no holiday: the server's answer is edited to make one of its days Waitangi Day.
  await page.route('**/api/scheduling/days', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { days: Array<{ date: string; available: boolean; holiday: string | null }> };
    for (const day of body.days) if (day.date === holiday.date) Object.assign(day, { available: false, holiday: 'Waitangi Day' });
    await route.fulfill({ response, json: body });
  });
  // Reached through a link, so the page asks the API for its days in the browser (a document request gets them
  // rendered in by the server, where this edit cannot reach).
  await gotoInteractive(page, '/website-builder');
  await page.getByRole('link', { name: 'Book a Free Consultation' }).click();
  await expect(page.getByRole('list', { name: 'Public holidays in the next two weeks' })).toContainText('Waitangi Day');
  const button = page.locator(`[data-day="${holiday.date}"] button`);
  await showMonthOf(page, button);
  await expect(button).toHaveAccessibleName(/Waitangi Day \(public holiday\)$/);
  await expect(button).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);
  await snapshot(page, 'holiday');
});
