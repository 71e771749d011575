import { useRef, type FormEvent, type ReactNode } from 'react';
import { BOOKING_WINDOW_DAYS, CONSULTATION_MINUTES } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Page } from '@agency/design-system/page';
import { useMetaDescription } from '@agency/design-system/page-title';
import { usePlatform } from '@agency/design-system/platform-context';
import { useTypedBeforeHydration } from '@agency/design-system/typed-before-hydration';
import { BookingDetailsFields } from './booking-details-fields';
import { BOOKING_DATE_ERROR_ID, BOOKING_FIELD_IDS, EMPTY_BOOKING_DETAILS, type BookingDetails } from './booking-form.state';
import { BookingIcon } from './booking-icons';
import { BookingSuccess } from './booking-success';
import { BookingTimeSummary } from './booking-time-summary';
import { DateTimePicker } from './date-time-picker';
import { MathCheckField } from './math-check-field';
import { useBooking, type BookingFlow } from './use-booking';
import * as styles from './book-consultation-page.module.css';

/** /book-consultation (spec part 1 §2, §4, §5, §8): date, time, details, math check, 'Confirm Booking'. */
export function BookConsultationPage() {
  useMetaDescription('Book a free 30-minute consultation with Kea AI Studio about AI, automation and your website, on a weekday that suits you.');
  const { widgets } = usePlatform();
  const booking = useBooking();
  return (
    <Page
      title="Book a Free Consultation"
      heading="Book Your Free Consultation"
      lead="A free 30-minute chat about your business and how AI and automation can help."
    >
      {booking.booked ? <BookingSuccess booked={booking.booked} /> : <BookingForm booking={booking} />}
      <widgets.FeedbackWidget context="consultation-booking" title="How easy is booking with us?" />
    </Page>
  );
}

function BookingForm({ booking }: { booking: BookingFlow }) {
  const formRef = useRef<HTMLFormElement>(null);
  // The page is prerendered and its app starts at the first input: details typed or autofilled before then are kept.
  useTypedBeforeHydration(formRef, (typed) => {
    for (const [name, value] of Object.entries(typed)) {
      if (name in EMPTY_BOOKING_DETAILS) booking.setDetail(name as keyof BookingDetails, value);
    }
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    booking.confirm();
  };
  return (
    <div className={styles.layout}>
      <aside className={styles.aside} aria-labelledby="booking-about-heading">
        <p className={styles.eyebrow}>Kea AI Studio</p>
        <h2 id="booking-about-heading" className={styles.asideHeading}>
          Free Consultation
        </h2>
        <ul className={styles.facts}>
          <li>
            <BookingIcon name="clock" />
            {`${CONSULTATION_MINUTES} minutes`}
          </li>
          <li>
            <BookingIcon name="gift" />
            Free, no obligation
          </li>
          <li>
            <BookingIcon name="calendar" />
            {`Monday to Friday, the next ${BOOKING_WINDOW_DAYS} days`}
          </li>
          <li>
            <BookingIcon name="globe" />
            New Zealand time
          </li>
        </ul>
        <p className={styles.asideText}>
          We look at where your time goes and which tasks AI and automation could take off your plate. You leave with
          practical next steps, whether or not we work together.
        </p>
      </aside>

      <form ref={formRef} className={styles.form} aria-label="Book a consultation" noValidate onSubmit={submit}>
        <Step
          number={1}
          id="booking-date"
          title="Choose a date and time"
          focusId={BOOKING_FIELD_IDS.date}
          errorId={booking.dateError ? BOOKING_DATE_ERROR_ID : undefined}
        >
          {booking.dateError ? (
            <p id={BOOKING_DATE_ERROR_ID} className={styles.stepError} role="alert">
              {booking.dateError}
            </p>
          ) : null}
          <DateTimePicker
            date={booking.date}
            slot={booking.slot}
            onDateChange={booking.chooseDate}
            onSlotChange={booking.chooseSlot}
            notice={booking.slotNotice}
          />
        </Step>
        <Step number={2} id="booking-details" title="Your details">
          <BookingDetailsFields details={booking.details} errors={booking.errors} onChange={booking.setDetail} onBlur={booking.leaveDetail} />
        </Step>
        {/* Once date, time, name and email are set (spec part 1 §4): a step like the others, not a warning. */}
        {booking.showMathCheck ? (
          <Step number={3} id="booking-check" title="Security check">
            <MathCheckField check={booking.mathCheck} />
          </Step>
        ) : null}
        <div className={styles.confirmBar}>
          {booking.slot ? (
            <div className={styles.chosen}>
              <p className={styles.chosenLabel}>Your consultation</p>
              <BookingTimeSummary startsAt={booking.slot.startsAt} />
            </div>
          ) : (
            <p className={styles.muted}>Choose a date and time above.</p>
          )}
          <Button type="submit" size="lg" disabled={booking.sending} className={styles.confirmButton}>
            {booking.sending ? 'Booking...' : 'Confirm Booking'}
          </Button>
        </div>
      </form>
    </div>
  );
}

interface StepProps {
  number: number;
  id: string;
  title: string;
  focusId?: string;
  /** The step's message, read with its heading when 'Confirm Booking' sends the keyboard there. */
  errorId?: string;
  children: ReactNode;
}

function Step({ number, id, title, focusId, errorId, children }: StepProps) {
  const headingId = focusId ?? `${id}-heading`;
  return (
    <section id={id} className={styles.step} aria-labelledby={headingId}>
      {/* tabIndex -1: 'Confirm Booking' can send the keyboard here when the date or time is missing. */}
      <h2 id={headingId} className={styles.stepHeading} tabIndex={focusId ? -1 : undefined} aria-describedby={errorId}>
        <span className={styles.stepNumber} aria-hidden="true">
          {number}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
