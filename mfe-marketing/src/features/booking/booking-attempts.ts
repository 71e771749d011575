import { BOOKING_ATTEMPTS_LIMIT, BOOKING_ATTEMPTS_WINDOW_MS } from '@agency/contracts';

/*
 * The browser's own booking limit (spec part 1 §5, §9): 3 attempts per 10 minutes, kept in localStorage as the
 * times of recent attempts. An attempt is a booking actually sent; a click stopped by the form's own checks is not
 * one, so a visitor fixing a typo is never locked out. The server keeps its own limit per address.
 */

export const BOOKING_ATTEMPTS_KEY = 'agency.booking-attempts';

function readAttempts(): number[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(BOOKING_ATTEMPTS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((value): value is number => typeof value === 'number') : [];
  } catch {
    // Unreadable or blocked storage: nothing recorded.
    return [];
  }
}

function recentAttempts(now: number): number[] {
  return readAttempts().filter((time) => time <= now && now - time < BOOKING_ATTEMPTS_WINDOW_MS);
}

/** True when this browser has used its attempts within the window. */
export function bookingAttemptsExhausted(now = Date.now()): boolean {
  return recentAttempts(now).length >= BOOKING_ATTEMPTS_LIMIT;
}

/** Records an attempt, dropping the ones older than the window. */
export function recordBookingAttempt(now = Date.now()): void {
  try {
    window.localStorage.setItem(BOOKING_ATTEMPTS_KEY, JSON.stringify([...recentAttempts(now), now]));
  } catch {
    // Storage unavailable (private mode, quota): the server's limit still applies.
  }
}
