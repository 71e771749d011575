import { Button } from '@agency/design-system/button';
import { Input } from '@agency/design-system/input';
import { BookingIcon } from './booking-icons';
import { BOOKING_FIELD_IDS } from './booking-form.state';
import { mathQuestionText, type MathCheckState } from './math-check';
import * as styles from './book-consultation-page.module.css';

const DESCRIPTION_ID = `${BOOKING_FIELD_IDS.math}-description`;
const ERROR_ID = `${BOOKING_FIELD_IDS.math}-error`;

/**
 * The question, an answer box, 'Verify' and a refresh button on one row (so the buttons sit beside the box on any
 * width, which the design system's one-control Field cannot do); Enter in the box verifies instead of booking.
 */
export function MathCheckField({ check }: { check: MathCheckState }) {
  if (check.verified) {
    return (
      <div className={styles.mathVerified}>
        <p role="status" className={styles.verifiedText}>
          <BookingIcon name="check" size={18} />
          Verified. Thank you!
        </p>
        <Button variant="ghost" size="sm" onClick={check.refresh}>
          <BookingIcon name="refresh" size={16} />
          New question
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.mathCheck}>
      <label htmlFor={BOOKING_FIELD_IDS.math} className={styles.mathLabel}>
        {mathQuestionText(check.question)}
      </label>
      <p id={DESCRIPTION_ID} className={styles.mathDescription} aria-live="polite">
        {check.renewed ? 'Here is a new question.' : 'A quick check that you are a person.'}
      </p>
      <div className={styles.mathRow}>
        <Input
          id={BOOKING_FIELD_IDS.math}
          className={styles.mathInput}
          inputMode="numeric"
          autoComplete="off"
          value={check.answer}
          aria-invalid={check.error ? true : undefined}
          aria-describedby={check.error ? `${DESCRIPTION_ID} ${ERROR_ID}` : DESCRIPTION_ID}
          onChange={(event) => check.setAnswer(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              check.verify();
            }
          }}
        />
        <Button variant="secondary" onClick={check.verify}>
          Verify
        </Button>
        <Button variant="outline" size="icon" onClick={check.refresh} aria-label="New question">
          <BookingIcon name="refresh" size={18} />
        </Button>
      </div>
      {check.error ? (
        <p id={ERROR_ID} className={styles.mathError} role="alert">
          {check.error}
        </p>
      ) : null}
    </div>
  );
}
