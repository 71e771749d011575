import type { TTimeSlot } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Spinner } from '@agency/design-system/spinner';
import { formatDay, formatTime, visitorSlotTime, zoneName } from './booking-time';
import * as styles from './date-time-picker.module.css';

export interface SlotListProps {
  date: string;
  slots: TTimeSlot[] | undefined;
  loading: boolean;
  failed: boolean;
  selected: TTimeSlot | undefined;
  visitorZone: string;
  onSelect(slot: TTimeSlot): void;
  onRetry(): void;
}

/**
 * A day's times as toggle buttons (aria-pressed), New Zealand time first and the visitor's own beneath when it reads
 * differently. Taken times are left out, as Cal.com does: a visitor only ever sees what they can book.
 */
export function SlotList({ date, slots, loading, failed, selected, visitorZone, onSelect, onRetry }: SlotListProps) {
  const headingId = `slots-${date}`;
  const open = (slots ?? []).filter((slot) => slot.available);
  const visitorDiffers = open.some((slot) => visitorSlotTime(slot.startsAt, visitorZone) !== undefined);
  return (
    <div className={styles.slots}>
      <div>
        <div className={styles.slotsHeadingRow}>
          <h3 id={headingId} className={styles.slotsHeading}>
            {formatDay(date)}
          </h3>
          {/* The times shown were fetched ahead; the choice reads them again (aria-busy on the list until then). */}
          {loading && slots ? <Spinner size="sm" hideLabel label="Checking these times are still free..." /> : null}
        </div>
        {visitorDiffers ? <p className={styles.slotsLegend}>{`Your time (${zoneName(visitorZone)}) beneath each.`}</p> : null}
      </div>
      {loading && !slots ? (
        <Spinner label="Loading available times..." />
      ) : failed && !slots ? (
        <div className={styles.slotsEmpty}>
          <p>We couldn't load the times for this day.</p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : open.length === 0 ? (
        <p className={styles.slotsEmpty}>No times left on this day. Please choose another date.</p>
      ) : (
        <ul className={styles.slotList} aria-labelledby={headingId} aria-busy={loading || undefined}>
          {open.map((slot) => {
            const pressed = selected?.startsAt === slot.startsAt;
            const time = formatTime(slot.startsAt);
            const theirs = visitorSlotTime(slot.startsAt, visitorZone);
            return (
              <li key={slot.startsAt}>
                <button
                  type="button"
                  className={styles.slot}
                  aria-pressed={pressed}
                  data-starts-at={slot.startsAt}
                  aria-label={theirs ? `${time} (${theirs} your time)` : time}
                  onClick={() => onSelect(slot)}
                >
                  <span className={styles.slotTime}>{time}</span>
                  {theirs ? <span className={styles.slotLocal}>{theirs}</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
