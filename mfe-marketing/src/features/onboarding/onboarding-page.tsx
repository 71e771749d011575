import type { FormEvent } from 'react';
import { splitWizardName, WIZARD_STEPS, type TWizardStep } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Page } from '@agency/design-system/page';
import { useMetaDescription } from '@agency/design-system/page-title';
import { usePlatform } from '@agency/design-system/platform-context';
import { useOnboardingWizard, type OnboardingWizard } from './use-onboarding-wizard';
import { ContactStep, DetailsStep, GoalsStep, ServicesStep, SummaryStep, ThankYou, WelcomeStep } from './wizard-steps';
import { StepHeader } from '../step-form/step-header';
import * as stepForm from '../step-form/step-form.module.css';

const STEP_TITLES: Record<TWizardStep, string> = {
  welcome: 'Welcome',
  contact: 'Contact information',
  services: 'Services',
  goals: 'Goals',
  details: 'Project details',
  summary: 'Review your answers',
};

const STEP_LEADS: Record<TWizardStep, string> = {
  welcome: "Let's find out how we can help your business.",
  contact: 'Who should we get back to?',
  services: 'What can we help you with?',
  goals: 'Where do you want the business to be?',
  details: 'A rough idea is enough; we will refine it together.',
  summary: 'Make sure everything looks right.',
};

/** /onboarding (spec part 1 §2, §4, §5, §8, §9; part 2 §2-§5): welcome, five steps, then thank-you. */
export function OnboardingPage() {
  useMetaDescription('A guided five-minute assessment of your business and goals, with a recommended next step from Kea AI Studio.');
  const { widgets } = usePlatform();
  const wizard = useOnboardingWizard();
  return (
    <Page
      title="Start Your Assessment"
      heading="Start Your Assessment"
      lead="Tell us about your business and goals, and we'll recommend the right next step."
      width="narrow"
    >
      {wizard.submitted ? <ThankYou firstName={splitWizardName(wizard.form.getValues('name')).firstName} /> : <WizardCard wizard={wizard} />}
      <widgets.FeedbackWidget context="onboarding" title="How is the assessment going?" />
    </Page>
  );
}

function WizardCard({ wizard }: { wizard: OnboardingWizard }) {
  const { step, stepIndex, form } = wizard;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 'summary') void wizard.submit();
    // Pressed before the step is complete, Continue says what is missing instead of doing nothing.
    else void wizard.next();
  };

  return (
    <form className={stepForm.card} onSubmit={submit} noValidate aria-label="Onboarding assessment">
      <StepHeader stepNumber={stepIndex + 1} stepCount={WIZARD_STEPS.length} title={STEP_TITLES[step]} lead={STEP_LEADS[step]} />

      {step === 'welcome' ? <WelcomeStep /> : null}
      {step === 'contact' ? <ContactStep form={form} /> : null}
      {step === 'services' ? <ServicesStep form={form} /> : null}
      {step === 'goals' ? <GoalsStep form={form} /> : null}
      {step === 'details' ? <DetailsStep form={form} /> : null}
      {step === 'summary' ? <SummaryStep values={form.getValues()} onEdit={wizard.goTo} /> : null}

      <div className={stepForm.actions}>
        {stepIndex > 0 ? (
          <Button variant="outline" size="lg" onClick={wizard.back} disabled={wizard.submitting}>
            Back
          </Button>
        ) : (
          <span />
        )}
        {step === 'welcome' ? (
          <Button type="submit" size="lg">
            Get Started
          </Button>
        ) : step === 'summary' ? (
          <Button type="submit" size="lg" disabled={wizard.submitting}>
            {wizard.submitting ? 'Submitting...' : 'Submit Assessment'}
          </Button>
        ) : (
          // Disabled to assistive technology and to the eye until the step is complete (spec part 1 §4), yet still
          // pressable, so a press shows what the step is waiting for.
          <Button type="submit" size="lg" aria-disabled={!wizard.canContinue}>
            Continue
          </Button>
        )}
      </div>
    </form>
  );
}
