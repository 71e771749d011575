import { useEffect, useRef, type FormEvent } from 'react';
import { DISCOVERY_STEP_COUNT, DISCOVERY_TEXT } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Page } from '@agency/design-system/page';
import { useMetaDescription } from '@agency/design-system/page-title';
import { DiscoveryQuestionField } from './discovery-question-field';
import { useDiscoveryAssessment } from './use-discovery-assessment';
import * as styles from './discovery-page.module.css';

/** /discovery (spec part 1 §2, §4, §5, §8): four steps, Previous and Next, 'Complete Assessment' on the last. */
export function DiscoveryPage() {
  useMetaDescription('Take the free four-step Business Discovery Assessment to see where AI and automation can help your business.');
  const assessment = useDiscoveryAssessment();
  const { step, stepNumber, form } = assessment;
  const percent = Math.round((stepNumber / DISCOVERY_STEP_COUNT) * 100);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(stepNumber);

  // A new step takes the keyboard and the screen reader to its heading.
  useEffect(() => {
    if (shownStep.current === stepNumber) return;
    shownStep.current = stepNumber;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'nearest' });
  }, [stepNumber]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void assessment.advance();
  };

  return (
    <Page title={DISCOVERY_TEXT.title} heading={DISCOVERY_TEXT.title} lead="Four short steps to understand your business, challenges and goals." width="narrow">
      <form className={styles.card} onSubmit={submit} noValidate aria-label={DISCOVERY_TEXT.title}>
        <div className={styles.progress}>
          <div className={styles.progressLabels}>
            <span>{`Step ${stepNumber} of ${DISCOVERY_STEP_COUNT}`}</span>
            <span>{`${percent}% complete`}</span>
          </div>
          <div
            className={styles.track}
            role="progressbar"
            aria-label="Assessment progress"
            aria-valuemin={1}
            aria-valuemax={DISCOVERY_STEP_COUNT}
            aria-valuenow={stepNumber}
            aria-valuetext={`Step ${stepNumber} of ${DISCOVERY_STEP_COUNT}: ${step.title}`}
          >
            <div className={styles.bar} style={{ width: `${percent}%` }} />
          </div>
        </div>

        <div className={styles.stepHeader}>
          <h2 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
            {step.title}
          </h2>
          <p className={styles.stepLead}>{step.description}</p>
        </div>

        {/* Keyed by step so each step's fields mount fresh; react-hook-form keeps their answers meanwhile. */}
        <div key={stepNumber} className={styles.questions}>
          {step.questions.map((question) => (
            <DiscoveryQuestionField key={question.id} question={question} form={form} />
          ))}
        </div>

        <div className={styles.actions}>
          <Button variant="outline" size="lg" onClick={assessment.previous} disabled={stepNumber === 1 || assessment.submitting}>
            {DISCOVERY_TEXT.previous}
          </Button>
          <Button type="submit" size="lg" disabled={assessment.submitting}>
            {assessment.isLast ? (assessment.submitting ? 'Submitting...' : DISCOVERY_TEXT.complete) : DISCOVERY_TEXT.next}
          </Button>
        </div>
      </form>
    </Page>
  );
}
