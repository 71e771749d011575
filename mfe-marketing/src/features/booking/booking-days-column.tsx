import type { TBookingDays } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Spinner } from '@agency/design-system/spinner';
import { BookingCalendar } from './booking-calendar';
import { formatDay } from './booking-time';
import * as styles from './date-time-picker.module.css';

export interface BookingDaysColumnProps {
  /** Undefined while loading. */
  days: TBookingDays | undefined;
  failed: boolean;
  onRetry(): void;
  selected: string | undefined;
  onSelect(day: string): void;
  onDayIntent?(day: string): void;
}

/**
 * The calendar of bookable days and the public holidays among them. A request-time region (contracts'
 * request-time-regions.ts): the API renders it with the days for each request (src/request-time.tsx), so the
 * prerendered booking page shows them before its app starts; in the browser they depend on today in New Zealand,
 * and the column keeps their room while they load.
 */
export function BookingDaysColumn({ days, failed, onRetry, selected, onSelect, onDayIntent }: BookingDaysColumnProps) {
  const holidays = (days?.days ?? []).filter((day) => day.holiday);
  return (
    <div className={styles.calendarColumn} data-request-time="booking-days">
      {days ? (
        <>
          <BookingCalendar days={days} selected={selected} onSelect={onSelect} onDayIntent={onDayIntent} />
          {holidays.length > 0 ? (
            <ul className={styles.holidays} aria-label="Public holidays in the next two weeks">
              {holidays.map((day) => (
                <li key={day.date}>{`Closed ${formatDay(day.date)}: ${day.holiday ?? ''}`}</li>
              ))}
            </ul>
          ) : null}
        </>
      ) : failed ? (
        <div className={styles.slotsEmpty}>
          <p>We couldn't load the available days.</p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : (
        <Spinner label="Loading available days..." />
      )}
    </div>
  );
}
