import { useSyncExternalStore } from 'react';
import { SCHEDULING_TIME_ZONE } from '@agency/contracts';

/*
 * Every time of the booking is an instant (`startsAt`, ISO with offset) shown through Intl in a named zone: New
 * Zealand time for the agency, and the visitor's own zone beside it when that reads differently. No offset
 * arithmetic here; the zone rules are the browser's.
 */

/** One locale for both zones, so '9:00 am' and '8:00 pm' read alike side by side. */
const LOCALE = 'en-NZ';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone });
    formatters.set(key, format);
  }
  return format;
}

/** The visitor's zone as the browser reports it ('Europe/London'). */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || SCHEDULING_TIME_ZONE;
}

const unchanging = () => () => {};

/**
 * The visitor's zone, or undefined while a prerendered page is taken over: that markup was rendered at build time in
 * another zone, so the zone is read only once React has hydrated it (a page rendered in the browser reads it at once).
 */
export function useVisitorTimeZone(): string | undefined {
  return useSyncExternalStore(unchanging, visitorTimeZone, () => undefined);
}

/** What the browser's Intl calls New Zealand's zone, with the name it almost always gives while a page hydrates. */
export function useNewZealandZoneName(): string {
  return useSyncExternalStore(unchanging, () => zoneName(SCHEDULING_TIME_ZONE), () => 'New Zealand Time');
}

/** '9:00 am' */
export function formatTime(instant: string, timeZone = SCHEDULING_TIME_ZONE): string {
  return formatter(timeZone, { hour: 'numeric', minute: '2-digit' }).format(new Date(instant));
}

/** 'Tue, 10 Mar' */
export function formatShortDay(instant: string, timeZone = SCHEDULING_TIME_ZONE): string {
  return formatter(timeZone, { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(instant));
}

/** 'Tuesday, 10 March 2026 at 9:00 am' */
export function formatMoment(instant: string, timeZone = SCHEDULING_TIME_ZONE): string {
  return formatter(timeZone, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(instant));
}

/** 'New Zealand Time', 'United Kingdom Time': the zone's generic name at that instant. */
export function zoneName(timeZone: string, instant: string | Date = new Date()): string {
  const parts = formatter(timeZone, { timeZoneName: 'longGeneric' }).formatToParts(new Date(instant));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** True when the instant reads the same on a clock in both zones (Antarctica/McMurdo keeps New Zealand time). */
export function sameWallClock(instant: string, timeZone: string): boolean {
  return formatMoment(instant, timeZone) === formatMoment(instant, SCHEDULING_TIME_ZONE);
}

/** 'Mon': the short weekday of an instant in a zone. */
function weekday(instant: string, timeZone: string): string {
  return formatter(timeZone, { weekday: 'short' }).format(new Date(instant));
}

/**
 * The slot in the visitor's zone, or undefined when it reads as in New Zealand. The weekday is added when the
 * visitor's date differs from New Zealand's ('8:00 pm Mon'), as it does for most of the world; a slot is never more
 * than a day away from its New Zealand date, so the weekday is enough.
 */
export function visitorSlotTime(instant: string, timeZone: string): string | undefined {
  if (sameWallClock(instant, timeZone)) return undefined;
  const time = formatTime(instant, timeZone);
  return formatShortDay(instant, timeZone) === formatShortDay(instant) ? time : `${time} ${weekday(instant, timeZone)}`;
}

/** 'YYYY-MM-DD' as a local calendar Date at noon (noon: no zone's daylight-saving jump moves it to another day). */
export function dayToDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, 12);
}

/** A calendar Date back to 'YYYY-MM-DD', read in the same local terms as `dayToDate`. */
export function dateToDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'Tuesday, 10 March': a 'YYYY-MM-DD' day named without any zone (it is already a New Zealand date). */
let dayFormat: Intl.DateTimeFormat | undefined;
export function formatDay(day: string): string {
  // One formatter for every call: the calendar names each of its ~40 days on every render, and building an
  // Intl.DateTimeFormat costs far more than using one.
  dayFormat ??= new Intl.DateTimeFormat(LOCALE, { weekday: 'long', day: 'numeric', month: 'long' });
  return dayFormat.format(dayToDate(day));
}
