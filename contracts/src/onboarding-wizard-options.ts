/*
 * The onboarding wizard at /onboarding (spec part 1 §2-§5, §9; part 2 §3-§5, §9) without zod: its steps, choices and
 * words. It sends two records: the lead (POST /api/leads, source 'onboarding_wizard', status 'new') and then the
 * discovery-response record (POST /api/discovery-responses) carrying that lead's id, which the server checks; the
 * schemas are in leads.ts and discovery.ts. The service choices are WIZARD_SERVICE_OPTIONS in lead-options.ts.
 */
export const WIZARD_STEPS = ['welcome', 'contact', 'services', 'goals', 'details', 'summary'] as const;
export type TWizardStep = (typeof WIZARD_STEPS)[number];

/** The eight goals (part 1 §9), as the wizard shows them; the record carries the chosen ones joined with ', '. */
export const WIZARD_GOAL_OPTIONS = [
  'Increase online presence',
  'Generate more leads',
  'Improve customer engagement',
  'Streamline processes',
  'Reduce costs',
  'Scale operations',
  'Enhance customer support',
  'Improve data analysis',
] as const;

export const WIZARD_BUDGET_OPTIONS = ['Under $5,000', '$5,000-$15,000', '$15,000-$50,000', '$50,000-$100,000', 'Over $100,000'] as const;

export const WIZARD_TIMELINE_OPTIONS = [
  'ASAP (within 1 month)',
  '1-3 months',
  '3-6 months',
  '6-12 months',
  'Planning phase (12+ months)',
] as const;

/** The industry choice; the same list as the public discovery assessment. */
export const WIZARD_INDUSTRY_OPTIONS = ['Technology', 'Healthcare', 'Finance', 'Retail', 'Manufacturing', 'Education', 'Other'] as const;

export const WIZARD_GOALS_SEPARATOR = ', ';

export const WIZARD_COMPANY_MAX_LENGTH = 200;
export const WIZARD_ROLE_MAX_LENGTH = 100;
export const WIZARD_WEBSITE_MAX_LENGTH = 300;
export const WIZARD_TEXT_MAX_LENGTH = 2000;

/** The wizard's data (part 1 §3): what the form holds. */
export interface TWizardData {
  name: string;
  email: string;
  phone: string;
  company: string;
  role: string;
  industry: string;
  services: string[];
  goals: string[];
  budget: string;
  timeline: string;
  challenges: string;
  currentWebsite: string;
  additionalInfo: string;
}

/**
 * Splits the contact step's one name field for the lead: the last word is the last name ('Aroha Ngata' -> Aroha /
 * Ngata). A lead needs a last name, so a single name ('Aroha') gets '-'.
 */
export function splitWizardName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '-' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1] ?? '' };
}

/** The lead's message: a readable summary of the wizard for the CRM and the agency's e-mail. */
export function wizardLeadMessage(data: TWizardData): string {
  const lines = [
    'Submitted through the onboarding wizard.',
    `Role: ${data.role.trim() || '-'}`,
    `Industry: ${data.industry || '-'}`,
    `Services: ${data.services.join(', ') || '-'}`,
    `Goals: ${data.goals.join(', ') || '-'}`,
    `Budget: ${data.budget || '-'}`,
    `Timeline: ${data.timeline || '-'}`,
    `Current website: ${data.currentWebsite.trim() || '-'}`,
    `Challenges: ${data.challenges.trim() || '-'}`,
    `Additional information: ${data.additionalInfo.trim() || '-'}`,
  ];
  return lines.join('\n');
}

/** Verbatim texts of the wizard (part 1 §8; part 2 §8). */
export const WIZARD_TEXT = {
  submitted: 'Assessment Submitted!',
  submissionError: {
    title: 'Submission Error',
    description: 'There was an issue submitting your assessment. Please try again.',
  },
} as const;
