import { useDeferredValue, useEffect, useMemo } from 'react';
import { BOOKING_TEXT, SCHEDULING_TIME_ZONE, type TTimeSlot } from '@agency/contracts';
import { usePlatform } from '@agency/design-system/platform-context';
import { BookingDaysColumn } from './booking-days-column';
import { BookingIcon } from './booking-icons';
import { sameWallClock, useNewZealandZoneName, useVisitorTimeZone, zoneName } from './booking-time';
import { useBookingDays, usePrefetchBookableDays, usePrefetchSlots, useSlots } from './scheduling.api';
import { SlotList } from './slot-list';
import * as styles from './date-time-picker.module.css';

export interface DateTimePickerProps {
  date: string | undefined;
  slot: TTimeSlot | undefined;
  onDateChange(date: string): void;
  onSlotChange(slot: TTimeSlot): void;
  /** A message above the times, e.g. after the chosen time was taken by someone else. */
  notice?: string;
}

/**
 * Day and time, shared by the booking page and the reschedule link: the bookable days from the server in a
 * calendar, then the chosen day's free times. Says that times are New Zealand time, and which zone the visitor's
 * own times are in when it differs.
 */
export function DateTimePicker({ date, slot, onDateChange, onSlotChange, notice }: DateTimePickerProps) {
  const { toast } = usePlatform();
  const days = useBookingDays();
  // The calendar's first render (about 60 ms on a 4x slower phone) is deferred: React renders it in slices that yield
  // to input, instead of in the one task the query's answer arrives in (its store update renders synchronously).
  const calendarDays = useDeferredValue(days.data);
  const slots = useSlots(date);
  const prefetchSlots = usePrefetchSlots();
  usePrefetchBookableDays(days.data);
  // Undefined while a prerendered page is taken over; its sentence has room kept for it (zoneNote's min-height).
  const visitorZone = useVisitorTimeZone();
  const newZealandZone = useNewZealandZoneName();
  const nowInstant = useMemo(() => new Date().toISOString(), []);
  const visitorDiffers = visitorZone !== undefined && !sameWallClock(nowInstant, visitorZone);

  // One toast per failed load (spec part 1 §8); the panel also offers to try again.
  useEffect(() => {
    if (slots.isError || days.isError) toast({ ...BOOKING_TEXT.slotsFailed, variant: 'destructive' });
  }, [slots.isError, slots.errorUpdatedAt, days.isError, days.errorUpdatedAt, toast]);

  return (
    <div className={styles.picker}>
      <p className={styles.zoneNote}>
        <BookingIcon name="globe" size={18} className={styles.zoneIcon} />
        <span>
          Times are in <strong>{newZealandZone}</strong>
          {visitorDiffers ? (
            <>
              {' '}
              (Auckland). Each time also shows in your time, <strong>{zoneName(visitorZone, nowInstant)}</strong>.
            </>
          ) : (
            ' (Auckland).'
          )}
        </span>
      </p>
      <div className={styles.columns}>
        <BookingDaysColumn
          days={calendarDays}
          failed={days.isError}
          onRetry={() => void days.refetch()}
          selected={date}
          onSelect={onDateChange}
          onDayIntent={prefetchSlots}
        />
        <div className={styles.timesColumn}>
          {notice ? (
            <p className={styles.notice} role="alert">
              {notice}
            </p>
          ) : null}
          {date ? (
            <SlotList
              date={date}
              slots={slots.data}
              loading={slots.isFetching}
              failed={slots.isError}
              selected={slot}
              visitorZone={visitorZone ?? SCHEDULING_TIME_ZONE}
              onSelect={onSlotChange}
              onRetry={() => void slots.refetch()}
            />
          ) : (
            <div className={styles.slotsPlaceholder}>
              <BookingIcon name="calendar" size={28} />
              <p>Choose a day to see the times that are free.</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
