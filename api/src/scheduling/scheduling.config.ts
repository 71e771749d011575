import { z } from 'zod';
import { CONSULTATION_MINUTES } from '@agency/contracts';
import { ConfigError, parseEnv, type RawEnv } from '../config/parse-env';

export const SCHEDULING_CONFIG = Symbol('SCHEDULING_CONFIG');

/** 'HH:mm' on a 24-hour clock, 00:00 to 24:00 (24:00 only makes sense as a closing time). */
const wallClock = (fallback: string) =>
  z
    .string()
    .trim()
    .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, "must be a time 'HH:mm' between 00:00 and 24:00")
    .default(fallback)
    .transform((value) => {
      const [hours, minutes] = value.split(':').map(Number) as [number, number];
      return hours * 60 + minutes;
    });

const ZSchedulingEnv = z.object({
  SCHEDULING_OPENING_TIME: wallClock('09:00'),
  SCHEDULING_CLOSING_TIME: wallClock('17:00'),
  SCHEDULING_SLOT_MINUTES: z.coerce.number().int().min(5).max(240).default(30),
  // A little above the browser's 3 per 10 minutes: people in one office share an address.
  SCHEDULING_BOOK_RATE_LIMIT: z.coerce.number().int().min(1).default(6),
  SCHEDULING_BOOK_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(10),
});

export interface SchedulingConfig {
  /** Minutes after midnight, New Zealand time: the first slot starts at the opening time. */
  opensAtMinutes: number;
  /** Minutes after midnight: the last slot ends by the closing time. */
  closesAtMinutes: number;
  /** Minutes between the starts of two offered slots. */
  slotMinutes: number;
  /** Bookings and reschedules together that one client address may make within the window. */
  bookRateLimit: number;
  bookRateWindowMinutes: number;
}

/** Opening hours and limits from the environment; a bad value stops the server with the problem named. */
export function loadSchedulingConfig(env: RawEnv = process.env): SchedulingConfig {
  const e = parseEnv(ZSchedulingEnv, env, 'scheduling configuration');
  if (e.SCHEDULING_CLOSING_TIME - e.SCHEDULING_OPENING_TIME < CONSULTATION_MINUTES) {
    throw new ConfigError(
      `Invalid scheduling configuration:\n  SCHEDULING_CLOSING_TIME must be at least ${CONSULTATION_MINUTES} minutes after SCHEDULING_OPENING_TIME`,
    );
  }
  return {
    opensAtMinutes: e.SCHEDULING_OPENING_TIME,
    closesAtMinutes: e.SCHEDULING_CLOSING_TIME,
    slotMinutes: e.SCHEDULING_SLOT_MINUTES,
    bookRateLimit: e.SCHEDULING_BOOK_RATE_LIMIT,
    bookRateWindowMinutes: e.SCHEDULING_BOOK_RATE_WINDOW_MINUTES,
  };
}
