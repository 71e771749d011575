import type { TUserListItem } from '@agency/contracts';

/* Formatters the CRM screens share: money in NZD, short ids, people's names, ratios. Dates and times: contracts' nz-time. */

const money = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD', maximumFractionDigits: 0 });

export function formatMoney(value: number | null): string {
  return money.format(value ?? 0);
}

const price = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' });

/** An amount billed, to the cent: '$24.99', '$1,299.00' (NZD, GST included). Figures and pipeline values: formatMoney. */
export function formatPrice(value: number): string {
  return price.format(value);
}

/** Ids are shown truncated to 8 characters. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

/** A team member by name, or by their short id while they have none. */
export function userDisplayName(user: Pick<TUserListItem, 'id' | 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || shortId(user.id);
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
