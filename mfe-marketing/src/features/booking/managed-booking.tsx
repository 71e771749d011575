import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorStatus } from '@agency/api-client';
import { bookingServiceLabel, CONSULTATION_MINUTES, SCHEDULING_MESSAGES, type TManagedBooking } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Card, CardContent } from '@agency/design-system/card';
import { Spinner } from '@agency/design-system/spinner';
import { BookingIcon, type BookingIconName } from './booking-icons';
import { BookingTimeSummary } from './booking-time-summary';
import { useManagedBooking } from './scheduling.api';
import * as styles from './book-consultation-page.module.css';

/*
 * The personal links of the confirmation e-mail (cancel, reschedule) share this: the booking they name, and a
 * friendly page (never an error page) when the link is unknown, the booking was cancelled or its time has passed.
 */

/** The same paths as contracts' bookingCancelPath / bookingReschedulePath: scheduling.ts carries zod, kept off this page. */
export const reschedulePath = (token: string) => `/book-consultation/reschedule/${encodeURIComponent(token)}`;
export const cancelPath = (token: string) => `/book-consultation/cancel/${encodeURIComponent(token)}`;

/** What a personal link names, for the visitor to recognise: service, time in both zones, who it is for. */
export function ManagedBookingCard({ booking, title }: { booking: TManagedBooking; title: string }) {
  return (
    <Card className={styles.noticeCard}>
      <CardContent className={styles.successContent}>
        <p className={styles.chosenLabel}>{title}</p>
        <h2 className={styles.successHeading}>{`${bookingServiceLabel(booking.serviceInterest)} consultation`}</h2>
        <BookingTimeSummary startsAt={booking.appointmentDate} />
        <p className={styles.muted}>{`${booking.duration} minutes · free · booked for ${booking.clientName}`}</p>
      </CardContent>
    </Card>
  );
}

/** A calm end state with a way back into booking: cancelled, moved, not found, already past. */
export function BookingNotice({
  icon,
  heading,
  children,
  headingRef,
}: {
  icon: BookingIconName;
  heading: string;
  children?: ReactNode;
  headingRef?: React.Ref<HTMLHeadingElement>;
}) {
  return (
    <Card className={styles.noticeCard}>
      <CardContent className={styles.successContent}>
        <span className={icon === 'check' ? styles.successIcon : styles.cancelledIcon}>
          <BookingIcon name={icon} size={28} />
        </span>
        <h2 ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={styles.successHeading}>
          {heading}
        </h2>
        {children}
      </CardContent>
    </Card>
  );
}

export function BookAgainActions({ label = 'Book a Consultation' }: { label?: string }) {
  return (
    <div className={styles.actions}>
      <Button asChild>
        <Link to="/book-consultation">{label}</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}

/** True once the consultation has started: from then on the server changes it no more. */
export function hasHappened(booking: TManagedBooking, now = Date.now()): boolean {
  return booking.status === 'completed' || Date.parse(booking.appointmentDate) <= now;
}

/**
 * Loads the booking behind `token` and renders `children` with it while it can still be changed; otherwise the
 * friendly end state that fits (unknown link, cancelled, already happened).
 */
export function ManagedBookingGate({ token, children }: { token: string; children(booking: TManagedBooking): ReactNode }) {
  const query = useManagedBooking(token);
  if (query.isPending) return <Spinner label="Loading your booking..." />;
  if (query.isError) {
    const status = errorStatus(query.error);
    if (status !== undefined && status >= 400 && status < 500) {
      return (
        <BookingNotice icon="calendar" heading="Booking not found">
          <p className={styles.muted}>{SCHEDULING_MESSAGES.bookingNotFound}</p>
          <p className={styles.muted}>{`You can book a new free ${CONSULTATION_MINUTES}-minute consultation at any time.`}</p>
          <BookAgainActions />
        </BookingNotice>
      );
    }
    return (
      <BookingNotice icon="calendar" heading="We couldn't load your booking">
        <p className={styles.muted}>Please check your connection and try again.</p>
        <Button onClick={() => void query.refetch()}>Try again</Button>
      </BookingNotice>
    );
  }
  const booking = query.data;
  if (booking.status === 'cancelled') {
    return (
      <BookingNotice icon="calendar" heading="Consultation cancelled">
        <p className={styles.muted}>{SCHEDULING_MESSAGES.alreadyCancelled}</p>
        <BookingTimeSummary startsAt={booking.appointmentDate} />
        <BookAgainActions label="Book Another Time" />
      </BookingNotice>
    );
  }
  if (hasHappened(booking)) {
    return (
      <BookingNotice icon="check" heading="Consultation complete">
        <p className={styles.muted}>{SCHEDULING_MESSAGES.alreadyHappened}</p>
        <BookAgainActions label="Book Another Consultation" />
      </BookingNotice>
    );
  }
  return children(booking);
}
