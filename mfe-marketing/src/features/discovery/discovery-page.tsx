import type { FormEvent } from 'react';
import { DISCOVERY_STEP_COUNT, DISCOVERY_TEXT } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Page } from '@agency/design-system/page';
import { useMetaDescription } from '@agency/design-system/page-title';
import { DiscoveryQuestionField } from './discovery-question-field';
import { useDiscoveryAssessment } from './use-discovery-assessment';
import { StepHeader } from '../step-form/step-header';
import * as stepForm from '../step-form/step-form.module.css';
import * as styles from './discovery-page.module.css';

/** /discovery (spec part 1 §2, §4, §5, §8): four steps, Previous and Next, 'Complete Assessment' on the last. */
export function DiscoveryPage() {
  useMetaDescription('Take the free four-step Business Discovery Assessment to see where AI and automation can help your business.');
  const assessment = useDiscoveryAssessment();
  const { step, stepNumber, form } = assessment;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void assessment.advance();
  };

  return (
    <Page title={DISCOVERY_TEXT.title} heading={DISCOVERY_TEXT.title} lead="Four short steps to understand your business, challenges and goals." width="narrow">
      <form className={stepForm.card} onSubmit={submit} noValidate aria-label={DISCOVERY_TEXT.title}>
        <StepHeader
          stepNumber={stepNumber}
          stepCount={DISCOVERY_STEP_COUNT}
          title={step.title}
          lead={step.description}
          formatPercent={(percent) => `${percent}% complete`}
        />

        {/* Keyed by step so each step's fields mount fresh; react-hook-form keeps their answers meanwhile. */}
        <div key={stepNumber} className={styles.questions}>
          {step.questions.map((question) => (
            <DiscoveryQuestionField key={question.id} question={question} form={form} />
          ))}
        </div>

        <div className={stepForm.actions}>
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
