import { Button } from '@agency/design-system/button';
import { Field } from '@agency/design-system/field';
import { Input } from '@agency/design-system/input';
import { BookingIcon } from './booking-icons';
import { BOOKING_FIELD_IDS } from './booking-form.state';
import { mathQuestionText, type MathCheckState } from './math-check';
import * as styles from './book-consultation-page.module.css';

/** The question, an answer box, 'Verify' and a refresh button; Enter in the box verifies instead of booking. */
export function MathCheckField({ check }: { check: MathCheckState }) {
  const question = mathQuestionText(check.question);
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
      <div className={styles.mathRow}>
        <Field
          label={question}
          error={check.error}
          id={BOOKING_FIELD_IDS.math}
          description={check.renewed ? 'Here is a new question.' : 'A quick check that you are a person.'}
          className={styles.mathField}
        >
          <Input
            inputMode="numeric"
            autoComplete="off"
            value={check.answer}
            onChange={(event) => check.setAnswer(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                check.verify();
              }
            }}
          />
        </Field>
        <div className={styles.mathActions}>
          <Button variant="secondary" onClick={check.verify}>
            Verify
          </Button>
          <Button variant="outline" size="icon" onClick={check.refresh} aria-label="New question">
            <BookingIcon name="refresh" size={18} />
          </Button>
        </div>
      </div>
    </div>
  );
}
