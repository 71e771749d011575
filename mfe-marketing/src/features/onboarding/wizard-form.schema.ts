import {
  requiredText,
  tooLongMessage,
  splitWizardName,
  WIZARD_BUDGET_OPTIONS,
  WIZARD_COMPANY_MAX_LENGTH,
  WIZARD_GOAL_OPTIONS,
  WIZARD_GOALS_SEPARATOR,
  WIZARD_INDUSTRY_OPTIONS,
  WIZARD_ROLE_MAX_LENGTH,
  WIZARD_SERVICE_OPTIONS,
  WIZARD_TEXT_MAX_LENGTH,
  WIZARD_TIMELINE_OPTIONS,
  WIZARD_WEBSITE_MAX_LENGTH,
  wizardLeadMessage,
  ZEmail,
  ZPersonName,
  ZPhone,
  type TCreateDiscoveryResponseRecordRequest,
  type TCreateLeadRequest,
  type TWizardData,
  type TWizardStep,
  z,
} from '@agency/contracts';

/*
 * The wizard's form (spec part 1 §3-§5, §9): the contracts' field rules (name, email, phone and the generic
 * '{Field} is required') and the wizard's choice lists, composed into one zod schema for react-hook-form. The server
 * checks the same two bodies again with ZCreateLeadRequest and ZCreateDiscoveryResponseRecordRequest.
 */

/** One of a fixed list; the form holds text ('' until something is chosen) and gives back the list's type. */
function choice<const T extends readonly [string, ...string[]]>(options: T, message: string) {
  return z.string().pipe(z.enum(options, { error: message }));
}

function optionalText(max: number, label: string) {
  return z.string().trim().max(max, tooLongMessage(label, max));
}

function choices<const T extends readonly [string, ...string[]]>(options: T, message: string) {
  return z.array(choice(options, 'Please choose from the listed options')).min(1, message);
}

export const ZWizardForm = z.object({
  name: ZPersonName,
  email: ZEmail,
  phone: ZPhone,
  company: requiredText('company', WIZARD_COMPANY_MAX_LENGTH),
  role: optionalText(WIZARD_ROLE_MAX_LENGTH, 'Role'),
  industry: z.string().pipe(z.union([z.literal(''), z.enum(WIZARD_INDUSTRY_OPTIONS)], { error: 'Please choose an industry from the list' })),
  services: choices(WIZARD_SERVICE_OPTIONS, 'Please choose at least one service'),
  goals: choices(WIZARD_GOAL_OPTIONS, 'Please choose at least one goal'),
  budget: choice(WIZARD_BUDGET_OPTIONS, 'Please choose a budget'),
  timeline: choice(WIZARD_TIMELINE_OPTIONS, 'Please choose a timeline'),
  challenges: optionalText(WIZARD_TEXT_MAX_LENGTH, 'Challenges'),
  currentWebsite: optionalText(WIZARD_WEBSITE_MAX_LENGTH, 'Website'),
  additionalInfo: optionalText(WIZARD_TEXT_MAX_LENGTH, 'Additional information'),
}) satisfies z.ZodType<unknown, TWizardData>;

/** What the schema gives back: trimmed text, the e-mail lower-cased. */
export type WizardValues = z.output<typeof ZWizardForm>;

export const EMPTY_WIZARD: TWizardData = {
  name: '',
  email: '',
  phone: '',
  company: '',
  role: '',
  industry: '',
  services: [],
  goals: [],
  budget: '',
  timeline: '',
  challenges: '',
  currentWebsite: '',
  additionalInfo: '',
};

type WizardField = keyof TWizardData;

/** The fields each step asks for; Continue waits until they pass (spec part 1 §5 'Onboarding wizard'). */
export const STEP_FIELDS: Record<TWizardStep, readonly WizardField[]> = {
  welcome: [],
  contact: ['name', 'email', 'phone', 'company', 'role', 'industry'],
  services: ['services'],
  goals: ['goals'],
  details: ['budget', 'timeline', 'challenges', 'currentWebsite', 'additionalInfo'],
  summary: [],
};

/** True when every field of the step passes its rule (the other steps' fields may still be empty). */
export function stepComplete(step: TWizardStep, values: TWizardData): boolean {
  const result = ZWizardForm.safeParse(values);
  if (result.success) return true;
  const fields = STEP_FIELDS[step];
  return !result.error.issues.some((issue) => fields.some((field) => field === issue.path[0]));
}

/** POST /api/leads (part 1 §7): the wizard's lead, source 'onboarding_wizard', status 'new'. */
export function toLeadRequest(values: WizardValues): TCreateLeadRequest {
  const { firstName, lastName } = splitWizardName(values.name);
  return {
    firstName,
    lastName,
    email: values.email,
    phone: values.phone,
    company: values.company,
    serviceInterest: values.services.join(', '),
    message: wizardLeadMessage(values),
    source: 'onboarding_wizard',
    status: 'new',
  };
}

/** POST /api/discovery-responses (part 1 §3): the record, tied to the lead the same submission created. */
export function toDiscoveryRecord(values: WizardValues, leadId: string): TCreateDiscoveryResponseRecordRequest {
  return {
    leadId,
    businessName: values.company,
    industry: values.industry,
    website: values.currentWebsite,
    services: values.services,
    goals: values.goals.join(WIZARD_GOALS_SEPARATOR),
    challenges: values.challenges,
    budget: values.budget,
    timeline: values.timeline,
    additionalInfo: values.additionalInfo,
  };
}
