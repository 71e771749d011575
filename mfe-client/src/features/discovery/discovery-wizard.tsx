import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiKey } from '@agency/api-client';
import {
  DASHBOARD_DISCOVERY_QUESTIONS,
  DASHBOARD_DISCOVERY_STEPS,
  DASHBOARD_DISCOVERY_TEXT,
  discoveryAnswerProblem,
  type DashboardDiscoveryQuestion,
  type TDiscoveryResponses,
  z,
} from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Field } from '@agency/design-system/field';
import { usePlatform } from '@agency/design-system/platform-context';
import { Select } from '@agency/design-system/select';
import { Textarea } from '@agency/design-system/textarea';
import { Controller, useZodForm, type Control } from '@agency/forms';
import * as styles from './discovery-tab.module.css';

type WizardValues = Record<string, string | string[]>;

/**
 * One check per question, the contracts' discoveryAnswerProblem (the function the server's schema applies), so
 * the form's trigger() can judge exactly the questions of the current step.
 */
const ZWizardForm = z.object(
  Object.fromEntries(
    DASHBOARD_DISCOVERY_QUESTIONS.map((question) => [
      question.id,
      z.union([z.string(), z.array(z.string())]).superRefine((answer, ctx) => {
        const message = discoveryAnswerProblem(question, answer);
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
    ]),
  ),
);

const EMPTY_ANSWERS: WizardValues = Object.fromEntries(
  DASHBOARD_DISCOVERY_QUESTIONS.map((question) => [question.id, question.type === 'multiselect' ? [] : '']),
);

/**
 * The dashboard's five-step, sixteen-question assessment (spec part 2 §4, §5, §9). The score is not computed here:
 * the server scores the answers and the history shows its number.
 */
export function DiscoveryWizard({ onCompleted, onStarted }: { onCompleted(): void; onStarted(): void }) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const [index, setIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Answers are judged on Next, then again as they change, so a message goes the moment its answer is given.
  const form = useZodForm(ZWizardForm, { defaultValues: EMPTY_ANSWERS, mode: 'onChange' });
  const step = DASHBOARD_DISCOVERY_STEPS[index] ?? DASHBOARD_DISCOVERY_STEPS[0];
  if (!step) throw new Error('The discovery assessment has no steps');
  const isLast = index === DASHBOARD_DISCOVERY_STEPS.length - 1;

  const submit = useMutation({
    mutationFn: (responses: TDiscoveryResponses) => api('POST /api/discovery', { body: { responses, completed: true } }),
    onSuccess: async () => {
      platform.toast({ title: DASHBOARD_DISCOVERY_TEXT.completed, description: "We'll analyse your answers and be in touch.", variant: 'success' });
      form.reset(EMPTY_ANSWERS);
      setIndex(0);
      await queryClient.invalidateQueries({ queryKey: apiKey('GET /api/discovery/user') });
      onCompleted();
    },
    onError: () => platform.toast({ ...DASHBOARD_DISCOVERY_TEXT.failed, variant: 'destructive' }),
  });

  const moveTo = (next: number) => {
    setIndex(next);
    // The new step's heading takes focus so keyboard and screen-reader users start at its top.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const advance = async () => {
    const ids = step.questions.map((question) => question.id);
    const valid = await form.trigger(ids, { shouldFocus: true });
    if (!valid) {
      platform.toast({
        title: DASHBOARD_DISCOVERY_TEXT.requiredFields.title,
        description: isLast ? DASHBOARD_DISCOVERY_TEXT.requiredFields.beforeSubmit : DASHBOARD_DISCOVERY_TEXT.requiredFields.beforeNext,
        variant: 'destructive',
      });
      return;
    }
    if (!isLast) {
      moveTo(index + 1);
      return;
    }
    const values = form.getValues();
    const responses: TDiscoveryResponses = {};
    for (const question of DASHBOARD_DISCOVERY_QUESTIONS) {
      const answer = values[question.id];
      if (answer !== undefined) responses[question.id] = typeof answer === 'string' ? answer.trim() : answer;
    }
    submit.mutate(responses);
  };

  return (
    <form
      className={styles.wizard}
      noValidate
      aria-labelledby="discovery-step-heading"
      onChange={onStarted}
      onSubmit={(event) => {
        event.preventDefault();
        void advance();
      }}
    >
      <div className={styles.stepper}>
        <p className={styles.stepCount}>
          Step {index + 1} of {DASHBOARD_DISCOVERY_STEPS.length}
        </p>
        <div
          className={styles.stepTrack}
          role="progressbar"
          aria-label="Assessment progress"
          aria-valuemin={1}
          aria-valuemax={DASHBOARD_DISCOVERY_STEPS.length}
          aria-valuenow={index + 1}
          aria-valuetext={`Step ${index + 1} of ${DASHBOARD_DISCOVERY_STEPS.length}`}
        >
          <div className={styles.stepBar} style={{ width: `${((index + 1) / DASHBOARD_DISCOVERY_STEPS.length) * 100}%` }} />
        </div>
      </div>
      <div>
        <h3 id="discovery-step-heading" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
          {step.title}
        </h3>
        <p className={styles.stepDescription}>{step.description}</p>
      </div>
      {/* key: each step's inputs are new elements, so nothing of one step is focused or announced on the next. */}
      <div key={index} className={styles.questions}>
        {step.questions.map((question) => (
          <Question key={question.id} question={question} control={form.control} />
        ))}
      </div>
      <div className={styles.wizardActions}>
        <Button type="button" variant="outline" disabled={index === 0} onClick={() => moveTo(index - 1)}>
          {DASHBOARD_DISCOVERY_TEXT.previous}
        </Button>
        <Button type="submit" disabled={submit.isPending}>
          {isLast ? (submit.isPending ? 'Submitting...' : DASHBOARD_DISCOVERY_TEXT.complete) : DASHBOARD_DISCOVERY_TEXT.next}
        </Button>
      </div>
    </form>
  );
}

function Question({ question, control }: { question: DashboardDiscoveryQuestion; control: Control<WizardValues> }) {
  return (
    <Controller
      name={question.id}
      control={control}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        const errorId = `${question.id}-error`;
        if (question.type === 'radio' || question.type === 'multiselect') {
          const multiple = question.type === 'multiselect';
          const selected = Array.isArray(field.value) ? field.value : [];
          return (
            <fieldset
              className={styles.choiceGroup}
              data-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            >
              <legend className={styles.legend}>
                {question.label}
                <span aria-hidden="true" className={styles.required}>
                  {' *'}
                </span>
                {multiple ? <span className={styles.hint}> (choose all that apply)</span> : null}
              </legend>
              <div className={styles.choices}>
                {(question.options ?? []).map((option, optionIndex) => (
                  <label key={option} className={styles.choice}>
                    <input
                      type={multiple ? 'checkbox' : 'radio'}
                      name={question.id}
                      value={option}
                      ref={optionIndex === 0 ? field.ref : undefined}
                      checked={multiple ? selected.includes(option) : field.value === option}
                      onBlur={field.onBlur}
                      onChange={(event) => {
                        if (!multiple) field.onChange(option);
                        else field.onChange(event.target.checked ? [...selected, option] : selected.filter((item) => item !== option));
                      }}
                    />
                    <span>{option}</span>
                  </label>
                ))}
              </div>
              {error ? (
                <p id={errorId} className={styles.error} role="alert">
                  {error}
                </p>
              ) : null}
            </fieldset>
          );
        }
        const value = typeof field.value === 'string' ? field.value : '';
        return (
          <Field label={question.label} required error={error}>
            {question.type === 'select' ? (
              <Select
                name={field.name}
                ref={field.ref}
                value={value}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.value)}
                placeholder="Select an option"
                options={question.options ?? []}
              />
            ) : (
              <Textarea
                name={field.name}
                ref={field.ref}
                rows={3}
                value={value}
                maxLength={question.maxLength}
                placeholder={question.placeholder}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.value)}
              />
            )}
          </Field>
        );
      }}
    />
  );
}
