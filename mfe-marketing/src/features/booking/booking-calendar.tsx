import { useMemo } from 'react';
import { DayPicker, type ClassNames } from 'react-day-picker';
import { enNZ } from 'react-day-picker/locale/en-NZ';
import type { TBookingDays } from '@agency/contracts';
import { dateToDay, dayToDate, formatDay } from './booking-time';
import * as styles from './booking-calendar.module.css';

/*
 * The date picker: react-day-picker's accessible grid (arrow keys, Home/End, Page Up/Down, one tab stop) offering
 * only the days the server calls bookable. Its days are plain calendar dates: the server's 'YYYY-MM-DD' New Zealand
 * dates become local Dates and back (booking-time.ts), so the visitor's own zone never shifts a day.
 */

// Only these parts are styled here (CSS Modules, scoped to this remote); the others keep the library's class names
// and need no style.
const CLASS_NAMES: Partial<ClassNames> = {
  root: styles.calendar,
  months: styles.months,
  month: styles.month,
  nav: styles.nav,
  button_previous: styles.navButton,
  button_next: styles.navButton,
  chevron: styles.chevron,
  month_caption: styles.caption,
  caption_label: styles.captionLabel,
  month_grid: styles.grid,
  weekday: styles.weekday,
  day: styles.day,
  day_button: styles.dayButton,
  selected: styles.selected,
  today: styles.today,
  disabled: styles.disabled,
  outside: styles.outside,
  hidden: styles.hidden,
  footer: styles.footer,
};

export interface BookingCalendarProps {
  days: TBookingDays;
  selected: string | undefined;
  onSelect(day: string): void;
}

export function BookingCalendar({ days, selected, onSelect }: BookingCalendarProps) {
  const { bookable, holidays, first, last } = useMemo(() => {
    const available = days.days.filter((day) => day.available).map((day) => day.date);
    const holidayNames = new Map(days.days.flatMap((day) => (day.holiday ? [[day.date, day.holiday] as const] : [])));
    return {
      bookable: new Set(available),
      holidays: holidayNames,
      first: dayToDate(days.days[0]?.date ?? days.today),
      last: dayToDate(days.days.at(-1)?.date ?? days.today),
    };
  }, [days]);

  const firstBookable = days.days.find((day) => day.available)?.date;
  return (
    <DayPicker
      mode="single"
      required
      locale={enNZ}
      classNames={CLASS_NAMES}
      today={dayToDate(days.today)}
      startMonth={first}
      endMonth={last}
      defaultMonth={dayToDate(selected ?? firstBookable ?? days.today)}
      selected={selected ? dayToDate(selected) : undefined}
      onSelect={(date) => onSelect(dateToDay(date))}
      disabled={(date) => !bookable.has(dateToDay(date))}
      modifiers={{ holiday: (date) => holidays.has(dateToDay(date)) }}
      modifiersClassNames={{ holiday: styles.holiday ?? '' }}
      labels={{
        labelDayButton: (date, modifiers) => {
          const day = dateToDay(date);
          const parts = [formatDay(day)];
          const holiday = holidays.get(day);
          if (holiday) parts.push(`${holiday} (public holiday)`);
          else if (modifiers.disabled) parts.push('not available');
          if (modifiers.today) parts.unshift('Today');
          if (modifiers.selected) parts.push('selected');
          return parts.join(', ');
        },
      }}
    />
  );
}
