import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, apiKey, errorStatus } from '@agency/api-client';
import type { TManagedBooking } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Page } from '@agency/design-system/page';
import { useMetaDescription } from '@agency/design-system/page-title';
import { usePlatform } from '@agency/design-system/platform-context';
import { BookingTimeSummary } from './booking-time-summary';
import { BookAgainActions, BookingNotice, ManagedBookingCard, ManagedBookingGate, reschedulePath } from './managed-booking';
import { bookingInput, cancelBooking } from './scheduling.api';
import * as styles from './book-consultation-page.module.css';

/** /book-consultation/cancel/:token, the cancel link of the confirmation e-mail: the booking, a confirm, the result. */
export function CancelBookingPage() {
  useMetaDescription('Cancel your free consultation with Kea AI Studio.');
  const { token = '' } = useParams();
  const [cancelled, setCancelled] = useState<TManagedBooking>();
  return (
    <Page title="Cancel Consultation" heading="Cancel Your Consultation" width="narrow">
      {cancelled ? (
        <Cancelled booking={cancelled} />
      ) : (
        <ManagedBookingGate token={token}>{(booking) => <ConfirmCancel token={token} booking={booking} onCancelled={setCancelled} />}</ManagedBookingGate>
      )}
    </Page>
  );
}

function ConfirmCancel({ token, booking, onCancelled }: { token: string; booking: TManagedBooking; onCancelled(booking: TManagedBooking): void }) {
  const { toast } = usePlatform();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => cancelBooking(token),
    onSuccess: async (result) => {
      toast({ title: 'Consultation Cancelled', description: 'We have emailed you a calendar cancellation.', variant: 'success' });
      onCancelled(result);
      queryClient.setQueryData(apiKey('GET /api/scheduling/bookings/:token', bookingInput(token)), result);
      // The freed time is offered again.
      await queryClient.invalidateQueries({ queryKey: apiKey('GET /api/scheduling/slots') });
    },
    onError: async (error) => {
      const status = errorStatus(error);
      if (status !== undefined && status >= 400 && status < 500) {
        // Cancelled or moved elsewhere meanwhile (another tab, the team): show the booking as it now is.
        toast({ title: 'Unable to cancel', description: apiErrorMessage(error, 'Please reload the page.'), variant: 'destructive' });
        await queryClient.invalidateQueries({ queryKey: apiKey('GET /api/scheduling/bookings/:token', bookingInput(token)) });
        return;
      }
      console.error('Booking: the consultation could not be cancelled', error);
      toast({ title: 'Error', description: 'Unable to cancel your consultation. Please try again.', variant: 'destructive' });
    },
  });
  return (
    <div className={styles.managed}>
      <ManagedBookingCard booking={booking} title="Your consultation" />
      <p className={styles.muted}>Cancelling frees this time for someone else. If another time suits you better, you can move it instead.</p>
      <div className={styles.actions}>
        <Button variant="destructive" size="lg" disabled={mutation.isPending} onClick={() => mutation.mutate()}>
          {mutation.isPending ? 'Cancelling...' : 'Cancel Consultation'}
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to={reschedulePath(token)}>Reschedule Instead</Link>
        </Button>
      </div>
    </div>
  );
}

function Cancelled({ booking }: { booking: TManagedBooking }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <BookingNotice icon="calendar" heading="Consultation Cancelled" headingRef={heading}>
      <p className={styles.muted}>Your consultation has been cancelled and the time is free again. We've emailed you a calendar cancellation.</p>
      <BookingTimeSummary startsAt={booking.appointmentDate} />
      <BookAgainActions label="Book Another Time" />
    </BookingNotice>
  );
}
