import { TZDate } from '@date-fns/tz';
import Holidays from 'date-holidays';
import { BOOKING_WINDOW_DAYS, CONSULTATION_MINUTES, SCHEDULING_MESSAGES, SCHEDULING_TIME_ZONE } from '@agency/contracts';
import type { SchedulingConfig } from './scheduling.config';

/** A calendar day in New Zealand, 'YYYY-MM-DD'. */
export type IsoDay = string;

export interface SlotStart {
  /** New Zealand wall clock, 'HH:mm'. */
  time: string;
  startsAt: Date;
  endsAt: Date;
}

/** Why a day or a requested start cannot be booked: one of the server's messages. */
export type BookingRefusal = (typeof SCHEDULING_MESSAGES)[
  | 'past'
  | 'outsideWindow'
  | 'weekend'
  | 'holiday'
  | 'notASlot'];

const pad = (value: number) => String(value).padStart(2, '0');

/** The New Zealand calendar day and wall-clock time of an instant (zone rules from the platform's tz database). */
export function nzWallClock(instant: Date): { day: IsoDay; minutes: number } {
  const local = new TZDate(instant.getTime(), SCHEDULING_TIME_ZONE);
  return {
    day: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    minutes: local.getHours() * 60 + local.getMinutes(),
  };
}

/** The instant of a New Zealand wall-clock time on a day. */
export function nzInstant(day: IsoDay, minutes: number): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, Math.floor(minutes / 60), minutes % 60, SCHEDULING_TIME_ZONE).getTime());
}

/** Calendar arithmetic on a day (no zone involved: a day plus n days is a date, whatever the offsets). */
export function addDays(day: IsoDay, days: number): IsoDay {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** 0 Sunday ... 6 Saturday. */
export function dayOfWeek(day: IsoDay): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

export function isWeekend(day: IsoDay): boolean {
  const weekday = dayOfWeek(day);
  return weekday === 0 || weekday === 6;
}

/** The library calls every regional anniversary by one generic name; ours is Auckland's. */
const HOLIDAY_NAMES: Record<string, string> = { 'Provincial anniversary day': 'Auckland Anniversary Day' };

/**
 * New Zealand public holidays for Auckland (national days, their Monday substitutes and Auckland Anniversary Day),
 * from date-holidays, computed once per year and kept: the rules (Easter, Matariki's table, Mondayisation) are the
 * library's, not ours.
 */
export class AucklandHolidays {
  private readonly holidays = new Holidays('NZ', 'AUK', { types: ['public'] });
  private readonly years = new Map<number, Map<IsoDay, string>>();

  name(day: IsoDay): string | null {
    const year = Number(day.slice(0, 4));
    let byDay = this.years.get(year);
    if (!byDay) {
      byDay = new Map();
      for (const holiday of this.holidays.getHolidays(year)) {
        if (holiday.type !== 'public') continue;
        const date = holiday.date.slice(0, 10);
        if (!byDay.has(date)) byDay.set(date, HOLIDAY_NAMES[holiday.name] ?? holiday.name);
      }
      this.years.set(year, byDay);
    }
    return byDay.get(day) ?? null;
  }
}

/** Most days whose slot list is kept; a day's slots depend only on the configuration and the zone rules. */
const SLOT_CACHE_DAYS = 400;

/**
 * The booking rules that need no database: which days are offered, which starts are slots, and whether a requested
 * start may be booked at a given moment. Everything is in New Zealand time, whatever the server's zone.
 */
export class BookingCalendar {
  private readonly holidays = new AucklandHolidays();
  private readonly slotCache = new Map<IsoDay, SlotStart[]>();

  constructor(private readonly config: Pick<SchedulingConfig, 'opensAtMinutes' | 'closesAtMinutes' | 'slotMinutes'>) {}

  today(now: Date): IsoDay {
    return nzWallClock(now).day;
  }

  /** Today and the next BOOKING_WINDOW_DAYS - 1 days, New Zealand dates. */
  window(now: Date): IsoDay[] {
    const today = this.today(now);
    return Array.from({ length: BOOKING_WINDOW_DAYS }, (_, index) => addDays(today, index));
  }

  holidayName(day: IsoDay): string | null {
    return this.holidays.name(day);
  }

  /** Every slot of a day from opening to closing, whether or not the day is offered. */
  slotsOf(day: IsoDay): SlotStart[] {
    const cached = this.slotCache.get(day);
    if (cached) return cached;
    const slots: SlotStart[] = [];
    for (let minutes = this.config.opensAtMinutes; minutes + CONSULTATION_MINUTES <= this.config.closesAtMinutes; minutes += this.config.slotMinutes) {
      const startsAt = nzInstant(day, minutes);
      slots.push({
        time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`,
        startsAt,
        endsAt: new Date(startsAt.getTime() + CONSULTATION_MINUTES * 60_000),
      });
    }
    if (this.slotCache.size >= SLOT_CACHE_DAYS) this.slotCache.clear();
    this.slotCache.set(day, slots);
    return slots;
  }

  /** Why a day offers no slots (before today, past the window, weekend, holiday), or null when it is a booking day. */
  dayRefusal(day: IsoDay, now: Date): BookingRefusal | null {
    const today = this.today(now);
    if (day < today) return SCHEDULING_MESSAGES.past;
    if (day > addDays(today, BOOKING_WINDOW_DAYS - 1)) return SCHEDULING_MESSAGES.outsideWindow;
    if (isWeekend(day)) return SCHEDULING_MESSAGES.weekend;
    if (this.holidayName(day) !== null) return SCHEDULING_MESSAGES.holiday;
    return null;
  }

  /** The slot a requested start is, or why it cannot be booked now. Taken slots are the database's business. */
  checkStart(startsAt: Date, now: Date): { slot: SlotStart } | { refusal: BookingRefusal } {
    if (startsAt.getTime() <= now.getTime()) return { refusal: SCHEDULING_MESSAGES.past };
    const { day } = nzWallClock(startsAt);
    const refusal = this.dayRefusal(day, now);
    if (refusal) return { refusal };
    const slot = this.slotsOf(day).find((candidate) => candidate.startsAt.getTime() === startsAt.getTime());
    return slot ? { slot } : { refusal: SCHEDULING_MESSAGES.notASlot };
  }
}
