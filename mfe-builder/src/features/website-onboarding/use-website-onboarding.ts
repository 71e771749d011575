import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { emailProblem, phoneProblem, SUGGESTED_SERVICES, type BusinessType } from '@agency/contracts';
import { usePlatform } from '@agency/design-system/platform-context';
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

/** The five fields step 1 needs before Next is enabled (spec part 2 §4). */
const REQUIRED_FIELDS = ['businessName', 'businessType', 'description', 'phone', 'email'] as const;
type RequiredField = (typeof REQUIRED_FIELDS)[number];
export type StepOneErrors = Partial<Record<'phone' | 'email', string>>;

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
  const [info, setInfo] = useState<StoredBusinessInfo>(() => readBusinessInfo() ?? { ...EMPTY_BUSINESS_INFO, services: [] });
  const [step, setStep] = useState(1);
  const [errors, setErrors] = useState<StepOneErrors>({});

  const setField = useCallback((field: TextField, value: string) => {
    setInfo((current) => {
      // A new business type offers other services: the old type's choices would not match it.
      if (field === 'businessType' && value !== current.businessType) return { ...current, businessType: value, services: [] };
      return { ...current, [field]: value };
    });
    if (field === 'phone' || field === 'email') setErrors((current) => ({ ...current, [field]: undefined }));
  }, []);

  const toggleService = useCallback((service: string) => {
    setInfo((current) => ({
      ...current,
      services: current.services.includes(service)
        ? current.services.filter((chosen) => chosen !== service)
        : [...current.services, service],
    }));
  }, []);

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
      if (!stepOneFilled) return;
      // The server checks phone and e-mail with the shared rules when the site is created; saying so here saves
      // the visitor from finding out at the last step.
      const found: StepOneErrors = { email: emailProblem(info.email), phone: phoneProblem(info.phone) };
      if (found.email || found.phone) {
        setErrors(found);
        return;
      }
    }
    trackStepChange(step, step + 1);
    setStep(step + 1);
  }, [info.email, info.phone, step, stepOneFilled, trackStepChange]);

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
