import { useCallback, useMemo } from 'react';
import {
  DayPicker,
  formatCaption,
  formatDay as formatDayNumber,
  formatWeekdayName,
  labelGrid,
  labelWeekday,
  type ClassNames,
  type Formatters,
  type Modifiers,
} from 'react-day-picker';
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

const MODIFIER_CLASS_NAMES = { holiday: styles.holiday ?? '' };

/**
 * The library's own formatter for a date, each answer kept. Its formatters run date-fns' `format`, which parses its
 * pattern on every call, and a choice re-renders the whole grid: about forty calls per press, the same answers each
 * time (the locale never changes here).
 */
function remembered<Rest extends unknown[]>(format: (date: Date, ...rest: Rest) => string): (date: Date, ...rest: Rest) => string {
  const answers = new Map<number, string>();
  return (date, ...rest) => {
    let answer = answers.get(date.getTime());
    if (answer === undefined) answers.set(date.getTime(), (answer = format(date, ...rest)));
    return answer;
  };
}

const FORMATTERS: Partial<Formatters> = {
  formatCaption: remembered(formatCaption),
  formatDay: remembered(formatDayNumber),
  formatWeekdayName: remembered(formatWeekdayName),
};

const labelWeekdayRemembered = remembered(labelWeekday);
const labelGridRemembered = remembered(labelGrid);

export interface BookingCalendarProps {
  days: TBookingDays;
  selected: string | undefined;
  onSelect(day: string): void;
  /** The pointer or focus reached a bookable day: it is likely to be chosen next. */
  onDayIntent?(day: string): void;
}

export function BookingCalendar({ days, selected, onSelect, onDayIntent }: BookingCalendarProps) {
  // Everything DayPicker is given that does not change with the chosen day is built once per days list: choosing a
  // day then re-renders the grid without recomputing each day's label and modifiers from new functions.
  const { first, last, disabled, modifiers, labels } = useMemo(() => {
    // Each day's name is formatted once per days list, not on every render (a choice re-renders every day).
    const names = new Map<string, string>();
    const dayName = (day: string) => {
      let name = names.get(day);
      if (name === undefined) names.set(day, (name = formatDay(day)));
      return name;
    };
    const bookable = new Set(days.days.filter((day) => day.available).map((day) => day.date));
    const holidays = new Map(days.days.flatMap((day) => (day.holiday ? [[day.date, day.holiday] as const] : [])));
    return {
      first: dayToDate(days.days[0]?.date ?? days.today),
      last: dayToDate(days.days.at(-1)?.date ?? days.today),
      disabled: (date: Date) => !bookable.has(dateToDay(date)),
      modifiers: { holiday: (date: Date) => holidays.has(dateToDay(date)) },
      labels: {
        labelWeekday: labelWeekdayRemembered,
        labelGrid: labelGridRemembered,
        labelDayButton: (date: Date, dayModifiers: Modifiers) => {
          const day = dateToDay(date);
          const parts = [dayName(day)];
          const holiday = holidays.get(day);
          if (holiday) parts.push(`${holiday} (public holiday)`);
          else if (dayModifiers.disabled) parts.push('not available');
          if (dayModifiers.today) parts.unshift('Today');
          if (dayModifiers.selected) parts.push('selected');
          return parts.join(', ');
        },
      },
    };
  }, [days]);
  const today = useMemo(() => dayToDate(days.today), [days.today]);
  const selectedDate = useMemo(() => (selected ? dayToDate(selected) : undefined), [selected]);
  const handleSelect = useCallback((date: Date) => onSelect(dateToDay(date)), [onSelect]);
  const handleIntent = useCallback(
    (date: Date, dayModifiers: Modifiers) => {
      if (!dayModifiers.disabled) onDayIntent?.(dateToDay(date));
    },
    [onDayIntent],
  );

  const firstBookable = days.days.find((day) => day.available)?.date;
  return (
    <DayPicker
      mode="single"
      required
      locale={enNZ}
      // Six week rows in every month: the calendar keeps one height whichever month the fortnight shows, so turning
      // to the other month moves nothing below it, and the page looks the same on any day.
      fixedWeeks
      classNames={CLASS_NAMES}
      formatters={FORMATTERS}
      today={today}
      startMonth={first}
      endMonth={last}
      defaultMonth={dayToDate(selected ?? firstBookable ?? days.today)}
      selected={selectedDate}
      onSelect={handleSelect}
      onDayMouseEnter={handleIntent}
      onDayFocus={handleIntent}
      disabled={disabled}
      modifiers={modifiers}
      modifiersClassNames={MODIFIER_CLASS_NAMES}
      labels={labels}
    />
  );
}
