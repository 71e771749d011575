/*
 * The public Business Discovery Assessment (spec part 1 §2, §4, §5, §8) without zod: its four steps, their questions
 * and options, and the page's words. The page validates each step with discoveryAnswerProblem() and the server
 * validates the whole submission with the same function (discovery.ts), so both say the same thing.
 * The spec leaves out the option texts of the 8-option and 5-option questions; they are written here, once.
 */
import { tooLongMessage } from './field-rules';

export type TDiscoveryQuestionType = 'text' | 'textarea' | 'select' | 'radio' | 'multiselect';

export interface DiscoveryQuestion {
  id: string;
  label: string;
  type: TDiscoveryQuestionType;
  required: boolean;
  /** select, radio and multiselect: the only answers accepted. */
  options?: readonly string[];
  /** text and textarea: longest answer after trimming. */
  maxLength?: number;
  placeholder?: string;
}

export interface DiscoveryStep {
  title: string;
  description: string;
  questions: readonly DiscoveryQuestion[];
}

export const DISCOVERY_TEXT_MAX_LENGTH = 200;
export const DISCOVERY_LONG_TEXT_MAX_LENGTH = 2000;

export const DISCOVERY_INDUSTRIES = ['Technology', 'Healthcare', 'Finance', 'Retail', 'Manufacturing', 'Education', 'Other'] as const;
export const DISCOVERY_COMPANY_SIZES = ['1-10 employees', '11-50 employees', '51-200 employees', '200+ employees'] as const;
export const DISCOVERY_MANUAL_HOURS = ['Less than 5 hours', '5-15 hours', '16-30 hours', '30+ hours'] as const;

export const DISCOVERY_CHALLENGES = [
  'Too much time spent on manual, repetitive tasks',
  'Not enough leads or enquiries',
  'Slow replies to customer enquiries',
  'Tools that do not talk to each other',
  'An outdated or underperforming website',
  'Inconsistent marketing and content',
  'No clear view of how the business is performing',
  'Hard to grow without hiring more staff',
] as const;

export const DISCOVERY_AUTOMATION_INTERESTS = [
  'Customer support chatbot',
  'Lead capture and follow-up',
  'Email and marketing automation',
  'Appointment booking and reminders',
  'Invoicing and payments',
  'Data entry and document processing',
  'Reporting and dashboards',
  'AI content creation',
] as const;

export const DISCOVERY_PRIORITIES = [
  'Save time on day-to-day work',
  'Reduce operating costs',
  'Win more customers',
  'Improve the customer experience',
  'Reduce errors and rework',
] as const;

export const DISCOVERY_SUCCESS_METRICS = [
  'Hours saved each week',
  'More leads and sales',
  'Lower operating costs',
  'Faster response times',
  'Happier customers and better reviews',
] as const;

export const DISCOVERY_BUDGET_RANGES = ['$1,000-$5,000', '$5,000-$15,000', '$15,000-$50,000', '$50,000+'] as const;
export const DISCOVERY_TIMELINES = ['ASAP (1-2 weeks)', '1 month', '2-3 months', '3+ months'] as const;
export const DISCOVERY_EXPERTISE_LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Expert'] as const;

/** The four steps in order (part 1 §5). Question ids are the keys of `responses`. */
export const DISCOVERY_STEPS: readonly DiscoveryStep[] = [
  {
    title: 'About your business',
    description: 'Tell us who you are.',
    questions: [
      { id: 'companyName', label: 'Company name', type: 'text', required: true, maxLength: DISCOVERY_TEXT_MAX_LENGTH },
      { id: 'industry', label: 'Industry', type: 'select', required: true, options: DISCOVERY_INDUSTRIES },
      { id: 'companySize', label: 'Company size', type: 'radio', required: true, options: DISCOVERY_COMPANY_SIZES },
      {
        id: 'website',
        label: 'Website',
        type: 'text',
        required: false,
        maxLength: DISCOVERY_TEXT_MAX_LENGTH,
        placeholder: 'https://example.co.nz',
      },
    ],
  },
  {
    title: 'Your challenges',
    description: 'What is slowing you down today?',
    questions: [
      { id: 'mainChallenges', label: 'Main challenges', type: 'multiselect', required: true, options: DISCOVERY_CHALLENGES },
      {
        id: 'biggestPainPoint',
        label: 'Biggest pain point',
        type: 'textarea',
        required: true,
        maxLength: DISCOVERY_LONG_TEXT_MAX_LENGTH,
      },
      { id: 'manualHours', label: 'Weekly hours spent on manual tasks', type: 'radio', required: true, options: DISCOVERY_MANUAL_HOURS },
    ],
  },
  {
    title: 'Goals and priorities',
    description: 'What would make the biggest difference?',
    questions: [
      {
        id: 'automationInterests',
        label: 'Automation interests',
        type: 'multiselect',
        required: true,
        options: DISCOVERY_AUTOMATION_INTERESTS,
      },
      { id: 'topPriority', label: 'Top priority', type: 'radio', required: true, options: DISCOVERY_PRIORITIES },
      { id: 'successMetric', label: 'How will you measure success?', type: 'radio', required: true, options: DISCOVERY_SUCCESS_METRICS },
    ],
  },
  {
    title: 'Budget and timeline',
    description: 'Help us shape a proposal that fits.',
    questions: [
      { id: 'budgetRange', label: 'Budget range', type: 'radio', required: true, options: DISCOVERY_BUDGET_RANGES },
      { id: 'timeline', label: 'Timeline', type: 'radio', required: true, options: DISCOVERY_TIMELINES },
      { id: 'technicalExpertise', label: 'Technical expertise', type: 'radio', required: true, options: DISCOVERY_EXPERTISE_LEVELS },
      {
        id: 'additionalInfo',
        label: 'Anything else we should know?',
        type: 'textarea',
        required: false,
        maxLength: DISCOVERY_LONG_TEXT_MAX_LENGTH,
      },
    ],
  },
];

export const DISCOVERY_STEP_COUNT = DISCOVERY_STEPS.length;
export const DISCOVERY_QUESTIONS: readonly DiscoveryQuestion[] = DISCOVERY_STEPS.flatMap((step) => step.questions);

export function discoveryQuestion(id: string): DiscoveryQuestion | undefined {
  return DISCOVERY_QUESTIONS.find((question) => question.id === id);
}

/** An answer: text for text, textarea, select and radio; a list for multiselect. */
export type TDiscoveryAnswer = string | string[];
export type TDiscoveryResponses = Record<string, TDiscoveryAnswer>;

/** Title and description of the toast on Next or submit with a required answer missing (part 1 §5). */
export const DISCOVERY_REQUIRED_TITLE = 'Required Field Missing';
export function discoveryRequiredMessage(label: string): string {
  return `Please complete: ${label}`;
}
export const DISCOVERY_OPTION_MESSAGE = 'Please choose from the listed options';

/** The first problem with one answer, or undefined. Empty text and an empty list count as missing (part 1 §5). */
export function discoveryAnswerProblem(question: DiscoveryQuestion, answer: unknown): string | undefined {
  const missing =
    answer === undefined || answer === null || (typeof answer === 'string' && answer.trim() === '') || (Array.isArray(answer) && answer.length === 0);
  if (missing) return question.required ? discoveryRequiredMessage(question.label) : undefined;
  if (question.type === 'multiselect') {
    if (!Array.isArray(answer) || !answer.every((item) => typeof item === 'string')) return `${question.label}: choose one or more options`;
    if (!answer.every((item) => question.options?.includes(item))) return DISCOVERY_OPTION_MESSAGE;
    if (new Set(answer).size !== answer.length) return `${question.label}: each option may be chosen once`;
    return undefined;
  }
  if (typeof answer !== 'string') return `${question.label} must be text`;
  if (question.options) return question.options.includes(answer) ? undefined : DISCOVERY_OPTION_MESSAGE;
  if (question.maxLength !== undefined && answer.trim().length > question.maxLength) {
    return tooLongMessage(question.label, question.maxLength);
  }
  return undefined;
}

/** The first question of a step whose answer has a problem, with that problem; undefined when the step is done. */
export function discoveryStepProblem(
  step: DiscoveryStep,
  responses: Partial<TDiscoveryResponses>,
): { question: DiscoveryQuestion; message: string } | undefined {
  for (const question of step.questions) {
    const message = discoveryAnswerProblem(question, responses[question.id]);
    if (message) return { question, message };
  }
  return undefined;
}

/** Where the page keeps the id of a submitted assessment until /discovery/success links it (part 1 §4). */
export const DISCOVERY_ID_STORAGE_KEY = 'discoveryId';

/** Verbatim texts of /discovery and /discovery/success (part 1 §2, §8). */
export const DISCOVERY_TEXT = {
  title: 'Business Discovery Assessment',
  previous: 'Previous',
  next: 'Next',
  complete: 'Complete Assessment',
  submissionError: {
    title: 'Submission Error',
    description: 'There was an error submitting your assessment. Please try again.',
  },
  linkingError: {
    title: 'Linking Error',
    description: "There was an issue linking your assessment. Don't worry, your data is saved.",
  },
  completeTitle: 'Assessment Complete!',
  createAccount: 'Create Account & View Results',
  welcome: 'Welcome!',
  goToDashboard: 'Go to Dashboard',
} as const;
