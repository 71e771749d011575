import { z } from './zod';
import { tooLongMessage } from './field-rules';
import type { EndpointGroup } from './endpoint';

/**
 * First-party analytics: the event names the spec lists (part 1 §7, part 2 §7). Anything else is
 * refused, so a typo in a remote shows up in its tests instead of as a silent new series.
 */
export const ANALYTICS_EVENT_NAMES = [
  'page_view',
  // Onboarding chat
  'onboarding_chat_started',
  'onboarding_chat_closed',
  'onboarding_chat_completed',
  'onboarding_stage_progress',
  'onboarding_service_selected',
  'onboarding_service_button_clicked',
  // Home page
  'hero_cta_clicked',
  'service_learn_more_clicked',
  'lead_magnet_clicked',
  'back_to_top_clicked',
  'section_indicator_clicked',
  // Contact form
  'contact_form_attempt',
  'contact_form_validation_error',
  'contact_form_success',
  'contact_form_error',
  // Onboarding wizard and website builder
  'onboarding_step_completed',
  'website_onboarding_completed',
  'domain_search',
  'domain_selected',
  'website_deployment_started',
  'website_deployment_completed',
  'consultation_booked_from_deployment',
  'subscription_plan_selected',
  'subscription_checkout_started',
  // Sample case studies (the case study id goes in props)
  'case_study_viewed',
] as const;
export const ZAnalyticsEventName = z.enum(ANALYTICS_EVENT_NAMES, { error: 'Unknown event name' });
export type TAnalyticsEventName = z.infer<typeof ZAnalyticsEventName>;

export const ANALYTICS_MAX_EVENTS_PER_BATCH = 50;
export const ANALYTICS_MAX_PROPS = 20;
export const ANALYTICS_MAX_PROP_STRING_LENGTH = 200;
export const ANALYTICS_MAX_PATH_LENGTH = 500;

/**
 * Prop keys that would carry personal data. Keys are compared lower-cased without separators,
 * so 'first_name', 'firstName' and 'First-Name' are all caught.
 */
const PERSONAL_KEYS = new Set([
  'name',
  'firstname',
  'lastname',
  'fullname',
  'surname',
  'username',
  'ip',
  'ipaddress',
  'message',
  'comment',
  'dob',
  'birthdate',
  'dateofbirth',
]);
const PERSONAL_KEY_PARTS = ['email', 'phone', 'mobile', 'address', 'password', 'token', 'cookie', 'session'];

export function isPersonalPropKey(key: string): boolean {
  const normalised = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  return PERSONAL_KEYS.has(normalised) || PERSONAL_KEY_PARTS.some((part) => normalised.includes(part));
}

/** Something shaped like an e-mail address, wherever it appears in a value. */
const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;

export const ANALYTICS_PERSONAL_KEY_MESSAGE = 'Personal data is not collected';
export const ANALYTICS_TOO_MANY_EVENTS_MESSAGE = `At most ${ANALYTICS_MAX_EVENTS_PER_BATCH} events per batch`;

const ZPropValue = z.union([
  z
    .string()
    .max(ANALYTICS_MAX_PROP_STRING_LENGTH, `Text values are at most ${ANALYTICS_MAX_PROP_STRING_LENGTH} characters`)
    .refine((value) => !EMAIL_LIKE.test(value), ANALYTICS_PERSONAL_KEY_MESSAGE),
  z.number().finite(),
  z.boolean(),
  z.null(),
]);

const PROP_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** Keys are checked here rather than in the record's key schema, so each problem names its key. */
export const ZAnalyticsProps = z.record(z.string(), ZPropValue).superRefine((props, ctx) => {
  const keys = Object.keys(props);
  if (keys.length > ANALYTICS_MAX_PROPS) {
    ctx.addIssue({ code: 'custom', message: `At most ${ANALYTICS_MAX_PROPS} properties` });
  }
  for (const key of keys) {
    if (!PROP_KEY_PATTERN.test(key)) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'Property names are letters, digits and _ (at most 40)' });
    } else if (isPersonalPropKey(key)) {
      ctx.addIssue({ code: 'custom', path: [key], message: ANALYTICS_PERSONAL_KEY_MESSAGE });
    }
  }
});
export type TAnalyticsProps = z.infer<typeof ZAnalyticsProps>;

/** A page path without its query or fragment, which may carry personal data (?email=...). */
export const ZAnalyticsPath = z
  .string({ error: 'Path is required' })
  .max(ANALYTICS_MAX_PATH_LENGTH, tooLongMessage('path', ANALYTICS_MAX_PATH_LENGTH))
  .refine((path) => path.startsWith('/'), 'Path must start with /')
  .transform((path) => path.split(/[?#]/)[0] ?? '/');

export const ZAnalyticsEvent = z.object({
  name: ZAnalyticsEventName,
  path: ZAnalyticsPath,
  props: ZAnalyticsProps.optional(),
  occurredAt: z.iso.datetime({ offset: true, error: 'occurredAt must be an ISO date-time' }),
});
export type TAnalyticsEvent = z.input<typeof ZAnalyticsEvent>;

/** Body of POST /api/analytics/events; answered with 202 and no body worth reading. */
export const ZAnalyticsBatch = z.object({
  events: z
    .array(ZAnalyticsEvent)
    .min(1, 'At least one event is required')
    .max(ANALYTICS_MAX_EVENTS_PER_BATCH, ANALYTICS_TOO_MANY_EVENTS_MESSAGE),
});
export type TAnalyticsBatch = z.input<typeof ZAnalyticsBatch>;

export const ZAnalyticsAccepted = z.object({ accepted: z.number().int().nonnegative() });
export type TAnalyticsAccepted = z.infer<typeof ZAnalyticsAccepted>;

export const ANALYTICS_RATE_LIMIT_MESSAGE = 'Too many analytics events. Please slow down.';

export const ANALYTICS_ENDPOINTS = {
  'POST /api/analytics/events': {
    summary: 'Record a batch of up to 50 cookie-free analytics events',
    tag: 'analytics',
    access: 'public',
    body: ZAnalyticsBatch,
    response: ZAnalyticsAccepted,
    status: 202,
  },
} satisfies EndpointGroup;
