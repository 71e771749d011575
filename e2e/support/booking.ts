import { createHash, randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import pg from 'pg';
import { REPO_ROOT } from './environment';
import { testDatabaseUrl } from './state';

/*
 * Helpers of the consultation booking tests. Test files run in parallel against one server and one database, so
 * every test books a time of its own: `claimFreeSlot` hands each caller a different free slot for the whole run.
 */

export const NZ = 'Pacific/Auckland';
export const LONDON = 'Europe/London';

/** The booking's two visitors: in New Zealand on a desktop, and in London (another time zone) on a phone. */
export const BOOKING_VISITORS = [
  { place: 'Auckland on a desktop', timezoneId: NZ, viewport: { width: 1280, height: 900 }, name: 'desktop' },
  { place: 'London on a phone', timezoneId: LONDON, viewport: { width: 390, height: 844 }, name: 'phone' },
] as const;

export interface FreeSlot {
  /** New Zealand date, 'YYYY-MM-DD'. */
  date: string;
  /** New Zealand wall clock, 'HH:mm'. */
  time: string;
  /** The instant the page sends back as appointmentDate. */
  startsAt: string;
}

interface BookingDays {
  today: string;
  days: Array<{ date: string; available: boolean; holiday: string | null }>;
}

/** One directory per test run (the database's port differs each run), holding one file per claimed slot. */
function claimsDirectory(): string {
  const run = createHash('sha256').update(testDatabaseUrl()).digest('hex').slice(0, 12);
  const directory = path.join(REPO_ROOT, 'e2e', '.runs', `booking-claims-${run}`);
  mkdirSync(directory, { recursive: true });
  return directory;
}

/** Creates the claim file unless another test already did: 'wx' is atomic across worker processes. */
function claim(slot: FreeSlot): boolean {
  try {
    closeSync(openSync(path.join(claimsDirectory(), slot.startsAt.replace(/[^0-9A-Za-z]/g, '_')), 'wx'));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

export async function bookingDays(request: APIRequestContext): Promise<BookingDays> {
  const response = await request.get('/api/scheduling/days');
  expect(response.status()).toBe(200);
  return (await response.json()) as BookingDays;
}

export async function daySlots(request: APIRequestContext, date: string): Promise<Array<{ time: string; available: boolean; startsAt: string }>> {
  const response = await request.get(`/api/scheduling/slots?date=${date}&duration=30`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Array<{ time: string; available: boolean; startsAt: string }>;
}

/**
 * The earliest free slot no other test of this run has claimed, at least 15 minutes away (so it cannot pass while
 * the test runs). Each call claims a different one.
 */
export async function claimFreeSlot(request: APIRequestContext): Promise<FreeSlot> {
  const [slot] = await claimFreeSlotsOfOneDay(request, 1);
  return slot!;
}

/**
 * The earliest `count` free slots of one day that no other test of this run has claimed, in the order the day lists
 * them: for a test that moves from one time to the next, whatever the hour it runs at (late in the afternoon today
 * may have a single time left, and other tests book the earliest ones).
 */
export async function claimFreeSlotsOfOneDay(request: APIRequestContext, count: number): Promise<FreeSlot[]> {
  const { days } = await bookingDays(request);
  const soonest = Date.now() + 15 * 60_000;
  for (const day of days.filter((candidate) => candidate.available)) {
    const claimed: FreeSlot[] = [];
    for (const slot of await daySlots(request, day.date)) {
      if (!slot.available || Date.parse(slot.startsAt) < soonest) continue;
      const free = { date: day.date, time: slot.time, startsAt: slot.startsAt };
      if (claim(free)) claimed.push(free);
      if (claimed.length === count) return claimed;
    }
  }
  throw new Error(`No day in the next 14 days has ${count} free consultation slots left`);
}

export function uniqueEmail(label = 'booking'): string {
  return `${label}-${randomUUID()}@example.co.nz`;
}

/** Books through the API as the page would, and returns the personal token from the confirmation e-mail. */
export async function bookThroughApi(request: APIRequestContext, slot: FreeSlot, email = uniqueEmail()): Promise<{ id: string; email: string; token: string }> {
  const response = await request.post('/api/scheduling/book', {
    data: {
      clientName: 'Mere Tane',
      clientEmail: email,
      serviceInterest: 'business_automation',
      appointmentDate: slot.startsAt,
      duration: 30,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { id, email, token: await personalToken(email) };
}

export async function queryDatabase<Row extends object>(sql: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** The token of the cancel link in the newest confirmation mail to this address (the database keeps only its hash). */
export async function personalToken(email: string): Promise<string> {
  const [mail] = await queryDatabase<{ text_body: string }>(
    `SELECT text_body FROM outbox_email WHERE to_address = $1 AND kind = 'booking.visitor-confirmation' ORDER BY created_at DESC LIMIT 1`,
    [email],
  );
  const token = mail ? /\/book-consultation\/cancel\/([^\s/]+)/.exec(mail.text_body)?.[1] : undefined;
  if (!token) throw new Error(`No confirmation mail with a cancel link to ${email}`);
  return decodeURIComponent(token);
}

/** New Zealand wording of a slot, as the page shows it: '9:00 am', 'Tuesday, 10 March'. */
export function nzTime(slot: FreeSlot, timeZone = NZ): string {
  return new Intl.DateTimeFormat('en-NZ', { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(slot.startsAt));
}

export function nzDay(slot: { date: string }): string {
  const [year, month, day] = slot.date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-NZ', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** 'Tuesday, 10 March 2026 at 9:00 am' in a zone, as the booked screen shows it. */
export function moment(slot: FreeSlot, timeZone = NZ): string {
  return new Intl.DateTimeFormat('en-NZ', { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(slot.startsAt));
}

export function bookingForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Book a consultation' });
}

/** The accessible name of the calendar's button for a day, as it is before and after the day is chosen. */
export function dayButtonName(slot: { date: string }): RegExp {
  return new RegExp(`^(Today, )?${nzDay(slot)}(, selected)?$`);
}

/**
 * Turns the calendar to the other month when the day is not shown: the 14 days can span two months, and the calendar
 * opens on the month of the first bookable day, which may be either.
 */
export async function showMonthOf(page: Page, day: Locator): Promise<void> {
  await expect(page.getByRole('grid')).toBeVisible();
  if (await day.isVisible()) return;
  const next = page.getByRole('button', { name: 'Go to the Next Month' });
  await ((await next.getAttribute('aria-disabled')) === 'true' ? page.getByRole('button', { name: 'Go to the Previous Month' }) : next).click();
}

/** Presses the calendar's button for a day, turning the month first when the day is not shown. */
export async function chooseDay(page: Page, slot: { date: string }): Promise<void> {
  const day = page.getByRole('button', { name: dayButtonName(slot) });
  await showMonthOf(page, day);
  await day.click();
}

/**
 * With a day of the calendar focused, presses ArrowRight until the slot's day has focus (the arrows go on into the
 * next month). The focused element's name is read each time: a locator for a day in a month not shown yet would wait
 * for that day to appear instead of answering.
 */
export async function arrowToDay(page: Page, slot: { date: string }): Promise<void> {
  const name = dayButtonName(slot);
  const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  for (let presses = 0; presses < 45 && !name.test(await focusedName()); presses += 1) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name })).toBeFocused();
}

/** The slot's button in the times list, by its New Zealand time. */
export function slotButton(page: Page, slot: FreeSlot): Locator {
  return page.getByRole('button', { name: new RegExp(`^${nzTime(slot)}( \\(|$)`) });
}

/**
 * Waits until no list of times is busy. Choosing a day shows the times fetched ahead and reads them again meanwhile
 * (aria-busy): a check of the page (axe, a screenshot) then sees the settled list, however fast the server answers.
 */
export async function expectTimesSettled(page: Page): Promise<void> {
  await expect(page.locator('ul[aria-busy="true"]')).toHaveCount(0);
}

export async function chooseSlot(page: Page, slot: FreeSlot): Promise<void> {
  await chooseDay(page, slot);
  await slotButton(page, slot).click();
  await expect(slotButton(page, slot)).toHaveAttribute('aria-pressed', 'true');
}

export async function fillDetails(page: Page, email: string, name = 'Aroha Ngata'): Promise<void> {
  const form = bookingForm(page);
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Email').fill(email);
}

/** Reads the math question on screen ('What is 7 × 3?') and works out its answer. */
export async function mathAnswer(page: Page): Promise<number> {
  const label = await bookingForm(page).getByText(/^What is \d+ [+×-] \d+\?$/).textContent();
  const match = /^What is (\d+) ([+×-]) (\d+)\?$/.exec(label ?? '');
  if (!match) throw new Error(`No math question on the page: ${label}`);
  const [first, second] = [Number(match[1]), Number(match[3])];
  return match[2] === '+' ? first + second : match[2] === '-' ? first - second : first * second;
}

export function mathInput(page: Page): Locator {
  return bookingForm(page).getByLabel(/^What is /);
}

export async function passMathCheck(page: Page): Promise<void> {
  await mathInput(page).fill(String(await mathAnswer(page)));
  await bookingForm(page).getByRole('button', { name: 'Verify' }).click();
  await expect(bookingForm(page).getByText('Verified. Thank you!')).toBeVisible();
}

/** A toast's title or description, matched whole. */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
}

/** A full-page screenshot of a step, kept with the test's output for a person to look at. */
export async function snapshot(page: Page, name: string): Promise<void> {
  const file = test.info().outputPath(`${name}.png`);
  // From the top: a full-page capture of a scrolled page draws the sticky header in the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: file, fullPage: true });
  await test.info().attach(name, { path: file, contentType: 'image/png' });
}
