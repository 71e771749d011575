import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { emailProblem, phoneProblem, requiredMessage, SUGGESTED_SERVICES, z, type BusinessType } from '@agency/contracts';
import { usePlatform } from '@agency/design-system/platform-context';
import { formSchema, useZodForm } from '@agency/forms';
import { readSelectedTemplateId, saveSelectedTemplateId } from '../builder-storage/builder-storage';
import {
  EMPTY_BUSINESS_INFO,
  readBusinessInfo,
  saveBusinessInfo,
  type StoredBusinessInfo,
} from '../builder-storage/business-info-storage';
import { continueOrStartDraft } from '../builder-storage/draft-storage';

export const ONBOARDING_STEPS = [
  { number: 1, title: 'Business Information', short: 'Business' },
  { number: 2, title: 'Location & Contact', short: 'Location' },
  { number: 3, title: 'Services & About', short: 'Services' },
  { number: 4, title: 'Review & Confirm', short: 'Review' },
] as const;
export const ONBOARDING_STEP_COUNT = ONBOARDING_STEPS.length;

/** The five fields step 1 needs before Next is enabled (spec part 2 §4), in the order the step shows them. */
const REQUIRED_FIELDS = ['businessName', 'businessType', 'description', 'phone', 'email'] as const;
type RequiredField = (typeof REQUIRED_FIELDS)[number];
export type StepOneErrors = Partial<Record<RequiredField, string>>;

/** Ids of step 1's fields, so a refused Next can move the keyboard to the first one with a problem. */
export const STEP_ONE_FIELD_IDS: Record<RequiredField, string> = {
  businessName: 'business-name',
  businessType: 'business-type',
  description: 'business-description',
  phone: 'business-phone',
  email: 'business-email',
};

const FIELD_NAMES: Record<RequiredField, string> = {
  businessName: 'business name',
  businessType: 'business type',
  description: 'business description',
  phone: 'phone number',
  email: 'email',
};

/**
 * A step 1 field's problem: '{Field} is required' when empty, else the shared phone and e-mail rules (the server
 * refuses the same values when the site is created).
 */
function stepOneProblem(field: RequiredField, value: string): string | undefined {
  if (value.trim() === '') return requiredMessage(FIELD_NAMES[field]);
  if (field === 'email') return emailProblem(value);
  if (field === 'phone') return phoneProblem(value);
  return undefined;
}

/** Step 1's rules as one schema over the stored info (the other steps ask nothing that can be wrong). */
const ZOnboardingForm = formSchema(
  (info: StoredBusinessInfo) => info,
  z.object(
    Object.fromEntries(
      REQUIRED_FIELDS.map((field) => [
        field,
        z.string().superRefine((value, ctx) => {
          const message = stepOneProblem(field, value);
          if (message) ctx.addIssue({ code: 'custom', message });
        }),
      ]),
    ),
  ),
);

type TextField = Exclude<keyof StoredBusinessInfo, 'services'>;

export function suggestedServicesFor(businessType: string): readonly string[] {
  return SUGGESTED_SERVICES[businessType as BusinessType] ?? [];
}

/** The wizard's state: the step, the business info (prefilled from a readable saved copy), the step rules. */
export function useWebsiteOnboarding() {
  const { track } = usePlatform();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const templateId = searchParams.get('template')?.trim() || readSelectedTemplateId();

  // Read once: a readable saved copy comes back for editing (Edit Business Info); an unreadable one is ignored.
  const [initialInfo] = useState<StoredBusinessInfo>(() => readBusinessInfo() ?? { ...EMPTY_BUSINESS_INFO, services: [] });
  const form = useZodForm(ZOnboardingForm, { defaultValues: initialInfo });
  const info = form.watch();
  const [step, setStep] = useState(1);
  const { errors: formErrors } = form.formState;
  const errors: StepOneErrors = Object.fromEntries(REQUIRED_FIELDS.map((field) => [field, formErrors[field]?.message]));
  // Focused once the marks are drawn, so the field's message is read with it.
  const [focusTarget, setFocusTarget] = useState<{ id: string }>();
  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget]);

  const setField = useCallback(
    (field: TextField, value: string) => {
      // A new business type offers other services: the old type's choices would not match it.
      if (field === 'businessType' && value !== form.getValues('businessType')) form.setValue('services', []);
      // A field showing a message is checked again as it changes, so the message goes the moment it is right.
      form.setValue(field, value, { shouldValidate: form.getFieldState(field).error !== undefined });
    },
    [form],
  );

  const toggleService = useCallback(
    (service: string) => {
      const services = form.getValues('services');
      form.setValue('services', services.includes(service) ? services.filter((chosen) => chosen !== service) : [...services, service]);
    },
    [form],
  );

  /**
   * Every step change is an event (spec part 2 §4), back as well as forward and each time it happens: `step` is the
   * step left, `toStep` the one shown, `direction` which button moved.
   */
  const trackStepChange = useCallback(
    (from: number, to: number) => {
      track('onboarding_step_completed', {
        flow: 'website_builder',
        step: from,
        toStep: to,
        direction: to > from ? 'next' : 'previous',
        stepTitle: ONBOARDING_STEPS[from - 1]?.title ?? String(from),
        ...(templateId ? { templateId } : {}),
      });
    },
    [templateId, track],
  );

  const stepOneFilled = useMemo(
    () => REQUIRED_FIELDS.every((field: RequiredField) => info[field].trim() !== ''),
    [info],
  );
  const canGoNext = step !== 1 || stepOneFilled;

  const next = useCallback(() => {
    if (step >= ONBOARDING_STEP_COUNT) return;
    if (step === 1) {
      // Pressed before step 1 is complete, Next marks each field with its problem and takes the keyboard to the first.
      const first = REQUIRED_FIELDS.find((field) => stepOneProblem(field, info[field]));
      if (first) {
        void form.trigger([...REQUIRED_FIELDS]).then(() => setFocusTarget({ id: STEP_ONE_FIELD_IDS[first] }));
        return;
      }
    }
    trackStepChange(step, step + 1);
    setStep(step + 1);
  }, [form, info, step, trackStepChange]);

  const previous = useCallback(() => {
    if (step <= 1) return;
    trackStepChange(step, step - 1);
    setStep(step - 1);
  }, [step, trackStepChange]);

  /** 'Preview Website': keeps the info and the template in storage and opens the preview (or the gallery). */
  const finish = useCallback(() => {
    saveBusinessInfo(info);
    // The same draft goes on (its one site is updated), unless it is live already: then this is a new site.
    continueOrStartDraft();
    track('website_onboarding_completed', {
      businessType: info.businessType,
      servicesCount: info.services.length,
      ...(templateId ? { templateId } : {}),
    });
    if (templateId) {
      saveSelectedTemplateId(templateId);
      void navigate(`/website-preview/${encodeURIComponent(templateId)}`);
    } else {
      void navigate('/website-builder');
    }
  }, [info, navigate, templateId, track]);

  return { step, info, errors, templateId, canGoNext, setField, toggleService, next, previous, finish };
}

export type WebsiteOnboarding = ReturnType<typeof useWebsiteOnboarding>;
