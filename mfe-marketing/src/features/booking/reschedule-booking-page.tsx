import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, apiKey, errorStatus } from '@agency/api-client';
import type { TManagedBooking, TTimeSlot } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Page } from '@agency/design-system/page';
import { useMetaDescription } from '@agency/design-system/page-title';
import { usePlatform } from '@agency/design-system/platform-context';
import { BookingTimeSummary } from './booking-time-summary';
import { DateTimePicker } from './date-time-picker';
import { BookingNotice, ManagedBookingCard, ManagedBookingGate, cancelPath } from './managed-booking';
import { bookingInput, rescheduleBooking, slotsInput } from './scheduling.api';
import * as styles from './book-consultation-page.module.css';

/** /book-consultation/reschedule/:token, the reschedule link of the confirmation e-mail: same day and time picker. */
export function RescheduleBookingPage() {
  useMetaDescription('Move your free consultation with Kea AI Studio to another time.');
  const { token = '' } = useParams();
  const [moved, setMoved] = useState<TManagedBooking>();
  return (
    <Page title="Reschedule Consultation" heading="Reschedule Your Consultation" width="narrow">
      {moved ? (
        <Moved booking={moved} onAgain={() => setMoved(undefined)} />
      ) : (
        <ManagedBookingGate token={token}>{(booking) => <ChooseNewTime token={token} booking={booking} onMoved={setMoved} />}</ManagedBookingGate>
      )}
    </Page>
  );
}

function ChooseNewTime({ token, booking, onMoved }: { token: string; booking: TManagedBooking; onMoved(booking: TManagedBooking): void }) {
  const { toast } = usePlatform();
  const queryClient = useQueryClient();
  const [date, setDate] = useState<string>();
  const [slot, setSlot] = useState<TTimeSlot>();
  const [notice, setNotice] = useState<string>();

  const mutation = useMutation({
    mutationFn: (chosen: TTimeSlot) => rescheduleBooking(token, chosen.startsAt),
    onSuccess: async (result) => {
      toast({ title: 'Consultation Rescheduled', description: 'We have emailed you the updated calendar invite.', variant: 'success' });
      queryClient.setQueryData(apiKey('GET /api/scheduling/bookings/:token', bookingInput(token)), result);
      onMoved(result);
      await queryClient.invalidateQueries({ queryKey: apiKey('GET /api/scheduling/slots') });
    },
    onError: async (error) => {
      const status = errorStatus(error);
      const message = apiErrorMessage(error, 'Unable to move your consultation. Please try again.');
      if (status === 409) {
        setSlot(undefined);
        setNotice(message);
        if (date) await queryClient.invalidateQueries({ queryKey: apiKey('GET /api/scheduling/slots', slotsInput(date)) });
      }
      if (status !== 409 && (status === undefined || status >= 500)) console.error('Booking: the consultation could not be moved', error);
      toast({
        title: 'Unable to Reschedule',
        description: status !== undefined && status < 500 ? message : 'Unable to move your consultation. Please try again.',
        variant: 'destructive',
      });
    },
  });

  return (
    <div className={styles.form}>
      <ManagedBookingCard booking={booking} title="Currently booked" />
      <section className={styles.step} aria-labelledby="reschedule-heading">
        <h2 id="reschedule-heading" className={styles.stepHeading}>
          Choose a new date and time
        </h2>
        <DateTimePicker
          date={date}
          slot={slot}
          onDateChange={(day) => {
            setDate(day);
            setSlot(undefined);
            setNotice(undefined);
          }}
          onSlotChange={(chosen) => {
            setSlot(chosen);
            setNotice(undefined);
          }}
          notice={notice}
        />
      </section>
      <div className={styles.confirmBar}>
        {slot ? (
          <div className={styles.chosen}>
            <p className={styles.chosenLabel}>New time</p>
            <BookingTimeSummary startsAt={slot.startsAt} />
          </div>
        ) : (
          <p className={styles.muted}>Choose a new date and time above.</p>
        )}
        <Button size="lg" className={styles.confirmButton} disabled={!slot || mutation.isPending} onClick={() => slot && mutation.mutate(slot)}>
          {mutation.isPending ? 'Moving...' : 'Confirm New Time'}
        </Button>
      </div>
      <p className={styles.muted}>
        Can't make any of these times? <Link className={styles.inlineLink} to={cancelPath(token)}>Cancel the consultation</Link>.
      </p>
    </div>
  );
}

function Moved({ booking, onAgain }: { booking: TManagedBooking; onAgain(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.managed}>
      <BookingNotice icon="check" heading="Consultation Rescheduled" headingRef={heading}>
        <p className={styles.muted}>Your consultation is now at:</p>
        <BookingTimeSummary startsAt={booking.appointmentDate} />
        <p className={styles.muted}>We've emailed you the updated calendar invite. The links in your first email still work.</p>
        <div className={styles.actions}>
          <Button asChild>
            <Link to="/">Return to Home</Link>
          </Button>
          <Button variant="outline" onClick={onAgain}>
            Choose Another Time
          </Button>
        </div>
      </BookingNotice>
    </div>
  );
}
