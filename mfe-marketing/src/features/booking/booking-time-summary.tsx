import { useMemo } from 'react';
import { SCHEDULING_TIME_ZONE } from '@agency/contracts';
import { formatMoment, sameWallClock, visitorTimeZone, zoneName } from './booking-time';
import * as styles from './book-consultation-page.module.css';

/** A booked or chosen time: New Zealand time, and the visitor's own beneath it when that reads differently. */
export function BookingTimeSummary({ startsAt }: { startsAt: string }) {
  const visitorZone = useMemo(visitorTimeZone, []);
  return (
    <div className={styles.timeSummary}>
      <p className={styles.timeMain}>
        <span>{formatMoment(startsAt)}</span>
        <span className={styles.timeZone}>{zoneName(SCHEDULING_TIME_ZONE, startsAt)}</span>
      </p>
      {sameWallClock(startsAt, visitorZone) ? null : (
        <p className={styles.timeLocal}>
          {`${formatMoment(startsAt, visitorZone)} your time (${zoneName(visitorZone, startsAt)})`}
        </p>
      )}
    </div>
  );
}
