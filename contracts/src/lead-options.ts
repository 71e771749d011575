// The choices forms offer for a lead's service interest, kept free of zod so a form can list them cheaply.

/** The contact form's "Service interest" options, verbatim from the spec (part 1 §5). */
export const SERVICE_INTEREST_OPTIONS = [
  'Website & App Development',
  'AI Content Creation',
  'AI Image Generation',
  'Business Automation',
  'Intelligent Agents',
  'Lead Generation',
] as const;

/** The onboarding wizard's service choices (part 1 §9); its lead carries the chosen ones, comma-joined. */
export const WIZARD_SERVICE_OPTIONS = [
  'Website & App Development',
  'Content Creation',
  'Digital Marketing',
  'Business Automation',
  'Intelligent Agents',
] as const;

/** Every service name a lead may carry, whichever form it came from. */
export const LEAD_SERVICE_INTERESTS: readonly string[] = [
  ...new Set<string>([...SERVICE_INTEREST_OPTIONS, ...WIZARD_SERVICE_OPTIONS]),
];

/**
 * The lead's text limits, free of zod so a form can count against them cheaply (the contact form's island, the CRM's
 * notes); the schemas in leads.ts apply the same numbers.
 */
export const LEAD_NAME_MAX_LENGTH = 100;
export const LEAD_COMPANY_MAX_LENGTH = 200;
export const LEAD_MESSAGE_MAX_LENGTH = 5000;
export const LEAD_NOTE_MAX_LENGTH = 5000;
