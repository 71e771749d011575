import { useEffect, useRef, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@agency/design-system/button';
import { Page } from '@agency/design-system/page';
import { layout } from '@agency/design-system/layout';
import { visuallyHidden } from '@agency/design-system/visually-hidden';
import { BusinessInformationStep, LocationStep, ReviewStep, ServicesStep } from './onboarding-steps';
import { ONBOARDING_STEP_COUNT, ONBOARDING_STEPS, useWebsiteOnboarding } from './use-website-onboarding';
import * as styles from './website-onboarding-page.module.css';

/** /website-onboarding (spec part 2 §2, §4, §5, §8): four steps of business information, then the preview. */
export function WebsiteOnboardingPage() {
  const wizard = useWebsiteOnboarding();
  const { step } = wizard;
  const current = ONBOARDING_STEPS[step - 1] ?? ONBOARDING_STEPS[0];

  // A new step takes the keyboard and the screen reader to its heading, not to the top of the page.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'nearest' });
  }, [step]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === ONBOARDING_STEP_COUNT) wizard.finish();
    // Pressed before step 1 is complete, Next says what is missing instead of doing nothing.
    else wizard.next();
  };

  return (
    <Page
      title="Setup Your Website"
      heading="Setup Your Website"
      lead="Setup Info → Preview → Domain → Plan"
      width="narrow"
      eyebrow={
        <Link to="/website-builder" className={layout.backLink}>
          ← Back to Templates
        </Link>
      }
    >
      <form className={styles.card} onSubmit={submit} noValidate aria-label="Website setup">
        <ol className={styles.circles} aria-label="Setup steps">
          {ONBOARDING_STEPS.map(({ number, title, short }) => (
            <li
              key={number}
              className={styles.circleItem}
              data-state={number < step ? 'done' : number === step ? 'current' : 'todo'}
              aria-current={number === step ? 'step' : undefined}
            >
              <span className={styles.circle} aria-hidden="true">
                {number < step ? '✓' : number}
              </span>
              <span className={styles.circleLabel}>
                <span className={visuallyHidden}>{`Step ${number}: `}</span>
                {short}
                <span className={visuallyHidden}>
                  {number < step ? ' (completed)' : ''}
                  {` — ${title}`}
                </span>
              </span>
            </li>
          ))}
        </ol>

        <div className={styles.stepHeader}>
          <p className={layout.muted}>{`Step ${step} of ${ONBOARDING_STEP_COUNT}`}</p>
          <h2 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
            {current.title}
          </h2>
        </div>

        {step === 1 ? <BusinessInformationStep info={wizard.info} setField={wizard.setField} errors={wizard.errors} /> : null}
        {step === 2 ? <LocationStep info={wizard.info} setField={wizard.setField} /> : null}
        {step === 3 ? <ServicesStep info={wizard.info} setField={wizard.setField} toggleService={wizard.toggleService} /> : null}
        {step === 4 ? <ReviewStep info={wizard.info} /> : null}

        <div className={styles.actions}>
          <Button type="button" variant="outline" size="lg" onClick={wizard.previous} disabled={step === 1}>
            Previous
          </Button>
          {step < ONBOARDING_STEP_COUNT ? (
            // Disabled to assistive technology and to the eye until step 1 is complete, yet still pressable, so a press
            // shows what the step is waiting for.
            <Button type="submit" size="lg" aria-disabled={!wizard.canGoNext}>
              Next
            </Button>
          ) : (
            <Button type="submit" size="lg">
              Preview Website
            </Button>
          )}
        </div>
      </form>
    </Page>
  );
}
