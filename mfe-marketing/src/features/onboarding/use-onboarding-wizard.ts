import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, errorStatus } from '@agency/api-client';
import { WIZARD_STEPS, WIZARD_TEXT, type TWizardData, type TWizardStep } from '@agency/contracts';
import { usePlatform } from '@agency/design-system/platform-context';
import { useZodForm, type FieldErrors, type ZodForm } from '@agency/forms';
import { createWizardLead, createWizardRecord } from './onboarding-wizard.api';
import {
  EMPTY_WIZARD,
  STEP_FIELDS,
  stepComplete,
  toDiscoveryRecord,
  toLeadRequest,
  ZWizardForm,
  type WizardValues,
} from './wizard-form.schema';

export type WizardForm = ZodForm<typeof ZWizardForm>;

export interface OnboardingWizard {
  form: WizardForm;
  step: TWizardStep;
  stepIndex: number;
  /** The step's rule holds, so Continue is enabled. */
  canContinue: boolean;
  /** The answers were sent: the thank-you screen replaces the steps. */
  submitted: boolean;
  submitting: boolean;
  next(): Promise<void>;
  back(): void;
  goTo(step: TWizardStep): void;
  submit(): Promise<void>;
}

/**
 * The onboarding wizard's state (spec part 1 §4, §5, §8): react-hook-form holds every answer across the steps, the
 * contracts' rules decide when Continue is enabled, and the submit sends the lead and then its record.
 */
export function useOnboardingWizard(): OnboardingWizard {
  const { toast, track } = usePlatform();
  const queryClient = useQueryClient();
  const form = useZodForm(ZWizardForm, {
    defaultValues: EMPTY_WIZARD,
    // Messages appear once a field has been left, then follow every keystroke.
    mode: 'onTouched',
  });
  const [stepIndex, setStepIndex] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  // A retry after the record failed reuses the lead already created, unless the visitor changed what it says.
  const leadRef = useRef<{ body: string; id: string } | null>(null);

  const step = WIZARD_STEPS[stepIndex] ?? 'welcome';
  // A field showing a message is checked again at every change (useZodForm), also before it was ever left.
  const values = form.watch();

  const mutation = useMutation({
    mutationFn: async (answers: WizardValues) => {
      const lead = toLeadRequest(answers);
      const body = JSON.stringify(lead);
      let leadId = leadRef.current?.body === body ? leadRef.current.id : undefined;
      if (!leadId) {
        leadId = await createWizardLead(lead);
        leadRef.current = { body, id: leadId };
      }
      try {
        await createWizardRecord(toDiscoveryRecord(answers, leadId));
      } catch (error) {
        // 409: the record of an earlier try arrived although its answer did not; the lead has its record.
        if (errorStatus(error) !== 409) throw error;
      }
    },
    onSuccess: async () => {
      track('onboarding_step_completed', { step: 'summary', stepNumber: WIZARD_STEPS.length });
      toast({ title: WIZARD_TEXT.submitted, description: "We'll be in touch within 24 hours.", variant: 'success' });
      setSubmitted(true);
      await queryClient.invalidateQueries({ queryKey: apiKey('GET /api/leads') });
    },
    onError: (error) => {
      console.error('Onboarding wizard: the assessment could not be sent', error);
      toast({ ...WIZARD_TEXT.submissionError, variant: 'destructive' });
    },
  });

  const goTo = (target: TWizardStep) => setStepIndex(Math.max(0, WIZARD_STEPS.indexOf(target)));

  /** Continue: the step's fields are checked, and when one fails each is marked and the keyboard goes to the first. */
  const next = async () => {
    const fields = STEP_FIELDS[step];
    if (fields.length > 0 && !(await form.trigger([...fields], { shouldFocus: true }))) return;
    track('onboarding_step_completed', { step, stepNumber: stepIndex + 1 });
    setStepIndex((index) => Math.min(index + 1, WIZARD_STEPS.length - 1));
  };

  // Only reachable if an earlier step's answer changed its meaning since (the summary lets the visitor go back).
  const showFirstProblem = (errors: FieldErrors<TWizardData>) => {
    const broken = WIZARD_STEPS.find((candidate) => STEP_FIELDS[candidate].some((field) => errors[field]));
    if (broken) goTo(broken);
  };

  return {
    form,
    step,
    stepIndex,
    canContinue: stepComplete(step, values),
    submitted,
    submitting: mutation.isPending,
    next,
    back: () => setStepIndex((index) => Math.max(index - 1, 0)),
    goTo,
    submit: form.handleSubmit((answers) => {
      if (!mutation.isPending) mutation.mutate(answers);
    }, showFirstProblem),
  };
}
