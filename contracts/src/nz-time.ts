import { tzOffset } from '@date-fns/tz/tzOffset';

/*
 * New Zealand time, the one way every mail, CSV, screen and report writes a date: the agency works on New Zealand's
 * clock, so an instant reads the same on the server, in any browser and whatever zone either runs in. The wall clock
 * comes from the zone's offset at that instant (@date-fns/tz, from the platform's tz database) and the words are
 * assembled from fixed names, so no runtime's locale data changes a string ('Sep' or 'Sept', 'am' or 'AM').
 *
 * Two registers: short forms for tables, lists and CSV ('Tue 2 Dec 2025, 10:00 am NZDT', '2 Dec 2025'), words for
 * sentences in mails and chat ('Tuesday, 2 December 2025 at 10:00 am (New Zealand time)').
 *
 * The subpath import keeps the library to its one small function in the browser bundles.
 */

/** The agency's zone: every date and time it shows, and every rule of the booking, is New Zealand time. */
export const NZ_TIME_ZONE = 'Pacific/Auckland';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const short = (name: string) => name.slice(0, 3);
const pad = (value: number) => String(value).padStart(2, '0');

/** An instant: a Date, or an ISO string as the API sends it. */
export type NzInstant = Date | string;

interface WallClock {
  year: number;
  /** 0 January ... 11 December. */
  month: number;
  day: number;
  /** 0 Sunday ... 6 Saturday. */
  weekday: number;
  hour: number;
  minute: number;
  /** Minutes ahead of UTC: 720 in standard time, 780 in daylight time. */
  offset: number;
}

/** What a clock in New Zealand shows at the instant (read through UTC getters of the shifted time). */
function wallClock(instant: NzInstant): WallClock {
  const time = new Date(instant);
  const offset = tzOffset(NZ_TIME_ZONE, time);
  const local = new Date(time.getTime() + offset * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    offset,
  };
}

/** '9:00 am', '12:30 pm'. */
function clock({ hour, minute }: WallClock): string {
  return `${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute)} ${hour < 12 ? 'am' : 'pm'}`;
}

/** NZST (UTC+12) or NZDT (UTC+13, from the last Sunday of September to the first Sunday of April). */
function zoneAbbreviation({ offset }: WallClock): string {
  return offset === 13 * 60 ? 'NZDT' : 'NZST';
}

/** 'YYYY-MM-DD': the New Zealand calendar day of an instant (today by default). */
export function nzIsoDate(instant: NzInstant = new Date()): string {
  const local = wallClock(instant);
  return `${local.year}-${pad(local.month + 1)}-${pad(local.day)}`;
}

/** The hour (0-23) a clock in New Zealand shows at the instant. */
export function nzHour(instant: NzInstant = new Date()): number {
  return wallClock(instant).hour;
}

/** The Monday ('YYYY-MM-DD') of the New Zealand week holding the instant, or of the week `weeksAgo` weeks before it. */
export function nzWeekStart(instant: NzInstant = new Date(), weeksAgo = 0): string {
  const local = wallClock(instant);
  const sinceMonday = (local.weekday + 6) % 7;
  return new Date(Date.UTC(local.year, local.month, local.day - sinceMonday - 7 * weeksAgo)).toISOString().slice(0, 10);
}

/** '2 Dec 2025': a day in tables and lists. */
export function formatNzDate(instant: NzInstant): string {
  const local = wallClock(instant);
  return `${local.day} ${short(MONTHS[local.month] ?? '')} ${local.year}`;
}

/** 'Tue 2 Dec 2025, 10:00 am NZDT': a moment in tables, lists and CSV, with the zone of that day. */
export function formatNzDateTime(instant: NzInstant): string {
  const local = wallClock(instant);
  const day = `${short(WEEKDAYS[local.weekday] ?? '')} ${local.day} ${short(MONTHS[local.month] ?? '')} ${local.year}`;
  return `${day}, ${clock(local)} ${zoneAbbreviation(local)}`;
}

/** '10:00 am': the time of day alone, where the day is named beside it. */
export function formatNzClock(instant: NzInstant): string {
  return clock(wallClock(instant));
}

/** 'Tuesday, 2 December': a day of the coming weeks in a sentence (no year). */
export function formatNzDayInWords(instant: NzInstant): string {
  const local = wallClock(instant);
  return `${WEEKDAYS[local.weekday]}, ${local.day} ${MONTHS[local.month]}`;
}

/** '7 January 2026': a date in a letter or an invoice. */
export function formatNzDateInWords(instant: NzInstant): string {
  const local = wallClock(instant);
  return `${local.day} ${MONTHS[local.month]} ${local.year}`;
}

/** 'Tuesday, 2 December 2025 at 10:00 am (New Zealand time)': a moment in a sentence. */
export function formatNzTimeInWords(instant: NzInstant): string {
  const local = wallClock(instant);
  return `${WEEKDAYS[local.weekday]}, ${local.day} ${MONTHS[local.month]} ${local.year} at ${clock(local)} (New Zealand time)`;
}

/** '7 Jan': a calendar day already in New Zealand terms ('YYYY-MM-DD', a week's start in a chart), no zone involved. */
export function formatIsoDayShort(isoDay: string): string {
  const [, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return `${day} ${short(MONTHS[month - 1] ?? '')}`;
}
