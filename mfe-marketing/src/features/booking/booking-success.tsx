import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CONSULTATION_MINUTES } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Card, CardContent } from '@agency/design-system/card';
import { BookingIcon } from './booking-icons';
import { BookingTimeSummary } from './booking-time-summary';
import type { BookedConsultation } from './use-booking';
import * as styles from './book-consultation-page.module.css';

/** The booked screen (spec part 1 §2, §4): the time in New Zealand and the visitor's zone, what happens next, home. */
export function BookingSuccess({ booked }: { booked: BookedConsultation }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: move the keyboard and the screen reader to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className={styles.success}>
      <CardContent className={styles.successContent}>
        <span className={styles.successIcon}>
          <BookingIcon name="check" size={32} />
        </span>
        <h2 ref={heading} tabIndex={-1} className={styles.successHeading}>
          Consultation Booked!
        </h2>
        <p className={styles.muted}>{`Your free ${CONSULTATION_MINUTES}-minute consultation is in the calendar.`}</p>
        <BookingTimeSummary startsAt={booked.startsAt} />
        <h3 className={styles.nextHeading}>What happens next</h3>
        <ol className={styles.nextSteps}>
          <li>
            <BookingIcon name="mail" size={18} />
            <span>
              A confirmation email with the meeting details and a calendar invite is on its way to <strong>{booked.email}</strong>.
            </span>
          </li>
          <li>
            <BookingIcon name="calendar" size={18} />
            <span>Need another time? The email has links to reschedule or cancel.</span>
          </li>
          <li>
            <BookingIcon name="clock" size={18} />
            <span>Before the call, jot down the tasks that take up your week: we will look at what can be automated.</span>
          </li>
        </ol>
        <Button asChild size="lg">
          <Link to="/">Return to Home</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
