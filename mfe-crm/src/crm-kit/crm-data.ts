/* Formatters the CRM screens share: money in NZD, dates and times in New Zealand time. */

const money = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD', maximumFractionDigits: 0 });
const dateTime = new Intl.DateTimeFormat('en-NZ', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Pacific/Auckland',
});
const dateOnly = new Intl.DateTimeFormat('en-NZ', { dateStyle: 'medium', timeZone: 'Pacific/Auckland' });

export function formatMoney(value: number | null): string {
  return money.format(value ?? 0);
}

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

export function formatDate(iso: string): string {
  return dateOnly.format(new Date(iso));
}

/** Ids are shown truncated to 8 characters. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

/**
 * An onboarding session id in 8 characters that tell sessions apart. The ids are 'session_' + the time + a random
 * string ('session_1766400000000_k3j9x0q2m4ztab1c'): their first 8 characters are 'session_' on every row, so the
 * short form is the end of the random part.
 */
export function shortSessionId(sessionId: string): string {
  return sessionId.slice(-8);
}

/** A ratio as a whole percentage; 0 when there is nothing to divide by. */
export function percent(part: number, whole: number): string {
  return `${whole === 0 ? 0 : Math.round((part / whole) * 100)}%`;
}

const dateTimeZone = new Intl.DateTimeFormat('en-NZ', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Pacific/Auckland',
  timeZoneName: 'short',
});

/** New Zealand date and time with the zone written out ('Tue, 24 Nov 2026, 10:00 am NZDT'): the agency's clock. */
export function formatNzDateTime(iso: string): string {
  return dateTimeZone.format(new Date(iso));
}
