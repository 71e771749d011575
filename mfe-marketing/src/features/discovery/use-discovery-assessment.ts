import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import {
  DISCOVERY_QUESTIONS,
  DISCOVERY_REQUIRED_TITLE,
  DISCOVERY_STEPS,
  DISCOVERY_TEXT,
  discoveryAnswerProblem,
  discoveryRequiredMessage,
  discoveryStepProblem,
  ZDiscoveryResponses,
  type DiscoveryQuestion,
  type DiscoveryStep,
  type TDiscoveryResponses,
  z,
} from '@agency/contracts';
import { usePlatform } from '@agency/design-system/platform-context';
import { useZodForm, type ZodForm } from '@agency/forms';
import { storeDiscoveryId, submitPublicDiscovery } from './discovery.api';

/** What the form holds: text for most questions, a list for the multi-selects. */
export type DiscoveryFormValues = Record<string, string | string[]>;
export type DiscoveryForm = ZodForm<typeof ZDiscoveryForm>;

/** The form's shape in front of the contracts' checks, so the resolver's input type is the form's own. */
const ZDiscoveryForm = z
  .record(z.string(), z.union([z.string(), z.array(z.string())]))
  .transform((answers): Record<string, unknown> => answers)
  .pipe(ZDiscoveryResponses);

/** The key of the toast Next raises for a step's first problem, so it can be taken back once that answer is fixed. */
const STEP_PROBLEM_TOAST = 'discovery-step-problem';

const EMPTY_ANSWERS: DiscoveryFormValues = Object.fromEntries(
  DISCOVERY_QUESTIONS.map((question) => [question.id, question.type === 'multiselect' ? [] : '']),
);

export interface DiscoveryAssessment {
  form: DiscoveryForm;
  step: DiscoveryStep;
  /** 1-based, as the page shows it. */
  stepNumber: number;
  isLast: boolean;
  submitting: boolean;
  previous(): void;
  /** Next, or 'Complete Assessment' on the last step. */
  advance(): Promise<void>;
}

/**
 * The public assessment (spec part 1 §4, §5, §8): react-hook-form keeps every answer across the four steps (Previous
 * loses nothing) and validates with the contracts' ZDiscoveryResponses, the schema the server applies to the same
 * body. Next checks the current step with discoveryStepProblem, the function behind that schema.
 */
export function useDiscoveryAssessment(): DiscoveryAssessment {
  const { toast, dismissToast } = usePlatform();
  const navigate = useNavigate();
  const form = useZodForm(ZDiscoveryForm, {
    defaultValues: EMPTY_ANSWERS,
    // Answers are judged on Next (spec part 1 §4), then again as they change. Never on leaving a field: a message
    // appearing or vanishing under the pointer as it presses Next would move the button and lose the click.
    mode: 'onChange',
  });
  const [index, setIndex] = useState(0);
  const step = DISCOVERY_STEPS[index] ?? DISCOVERY_STEPS[0];
  if (!step) throw new Error('The discovery assessment has no steps');
  const isLast = index === DISCOVERY_STEPS.length - 1;

  // The question the problem toast names while it may be on screen. The inline messages follow the answers (mode
  // 'onChange'); the toast is taken back too once its answer is fixed, or the step changes, so no message on screen
  // asks for something already given.
  const toastedQuestion = useRef<DiscoveryQuestion | undefined>(undefined);
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      const question = toastedQuestion.current;
      if (!question || name !== question.id || discoveryAnswerProblem(question, values[question.id])) return;
      toastedQuestion.current = undefined;
      dismissToast?.(STEP_PROBLEM_TOAST);
    });
    return () => subscription.unsubscribe();
  }, [form, dismissToast]);
  useEffect(() => {
    if (!toastedQuestion.current) return;
    toastedQuestion.current = undefined;
    dismissToast?.(STEP_PROBLEM_TOAST);
  }, [index, dismissToast]);

  const mutation = useMutation({
    mutationFn: submitPublicDiscovery,
    onSuccess: async (id) => {
      storeDiscoveryId(id);
      toast({ title: DISCOVERY_TEXT.completeTitle, description: 'Your answers are saved.', variant: 'success' });
      await navigate('/discovery/success');
    },
    onError: (error) => {
      console.error('Discovery: the assessment could not be submitted', error);
      toast({ ...DISCOVERY_TEXT.submissionError, variant: 'destructive' });
    },
  });

  /** The step's first problem as a toast, its inline messages shown, and the keyboard on the question. */
  const stepAccepted = async (): Promise<boolean> => {
    const problem = discoveryStepProblem(step, form.getValues());
    if (!problem) return true;
    await form.trigger(step.questions.map((question) => question.id));
    const missing = problem.message === discoveryRequiredMessage(problem.question.label);
    toast({
      title: missing ? DISCOVERY_REQUIRED_TITLE : 'Please check your answer',
      description: problem.message,
      variant: 'destructive',
      key: STEP_PROBLEM_TOAST,
    });
    toastedQuestion.current = problem.question;
    form.setFocus(problem.question.id);
    return false;
  };

  const advance = async () => {
    if (mutation.isPending || !(await stepAccepted())) return;
    if (!isLast) {
      setIndex((current) => Math.min(current + 1, DISCOVERY_STEPS.length - 1));
      return;
    }
    await form.handleSubmit(
      (responses) => mutation.mutate(responses),
      // Each step was checked on Next, so only an answer changed since can land here: show its step.
      () => {
        const broken = DISCOVERY_STEPS.findIndex((candidate) => discoveryStepProblem(candidate, form.getValues()));
        if (broken >= 0) setIndex(broken);
      },
    )();
  };

  return {
    form,
    step,
    stepNumber: index + 1,
    isLast,
    submitting: mutation.isPending,
    previous: () => setIndex((current) => Math.max(current - 1, 0)),
    advance,
  };
}
