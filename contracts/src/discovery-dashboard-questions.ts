/*
 * The dashboard's scored discovery assessment (spec part 2 §2, §4, §5, §8, §9) without zod: its five steps, the 16
 * weighted questions and their options, the score rule and the page's words. The page checks each step with
 * dashboardDiscoveryStepComplete(); the server checks the submission with discoveryAnswerProblem() and computes the
 * score itself with dashboardDiscoveryScore(), ignoring any score the browser sends.
 * The spec gives the questions and weights but not their option texts; they are written here, once.
 */
import { COMPANY_INDUSTRIES } from './companies-options';
import { DISCOVERY_QUESTIONS, discoveryAnswerProblem, type DiscoveryQuestion, type TDiscoveryResponses } from './discovery-questions';
import { PROJECT_BUDGETS } from './projects-options';

export interface DashboardDiscoveryQuestion extends DiscoveryQuestion {
  /** Points for an answer (part 2 §9); a multi-select earns them in proportion to the options chosen. */
  weight: number;
}

export interface DashboardDiscoveryStep {
  title: string;
  description: string;
  questions: readonly DashboardDiscoveryQuestion[];
}

export const DASHBOARD_DISCOVERY_TEXT_MAX_LENGTH = 2000;

export const DASHBOARD_DISCOVERY_STEPS: readonly DashboardDiscoveryStep[] = [
  {
    title: 'Company Information',
    description: 'Tell us about your business.',
    questions: [
      {
        id: 'companySize',
        label: 'Company size',
        type: 'radio',
        required: true,
        weight: 10,
        options: ['1-10 employees', '11-50 employees', '51-200 employees', '201-500 employees', '500+ employees'],
      },
      { id: 'industry', label: 'Industry', type: 'select', required: true, weight: 5, options: COMPANY_INDUSTRIES },
      {
        id: 'revenue',
        label: 'Annual revenue',
        type: 'radio',
        required: true,
        weight: 15,
        options: ['Under $100K', '$100K - $500K', '$500K - $1M', '$1M - $5M', '$5M+'],
      },
      {
        id: 'businessDescription',
        label: 'Business description',
        type: 'textarea',
        required: true,
        weight: 5,
        maxLength: DASHBOARD_DISCOVERY_TEXT_MAX_LENGTH,
        placeholder: 'What does your business do, and for whom?',
      },
    ],
  },
  {
    title: 'Current Challenges',
    description: 'What is slowing you down today?',
    questions: [
      {
        id: 'mainChallenges',
        label: 'Main challenges',
        type: 'multiselect',
        required: true,
        weight: 10,
        options: [
          'Manual data entry',
          'Lead management and follow-up',
          'Customer communication',
          'Scheduling and appointments',
          'Reporting and analytics',
          'Inventory management',
          'Invoicing and payments',
          'Marketing campaigns',
        ],
      },
      {
        id: 'manualWorkTime',
        label: 'Time spent on manual work',
        type: 'radio',
        required: true,
        weight: 15,
        options: ['Less than 5 hours a week', '5-10 hours a week', '10-20 hours a week', '20-40 hours a week', 'More than 40 hours a week'],
      },
      {
        id: 'biggestPainPoint',
        label: 'Biggest pain point',
        type: 'textarea',
        required: true,
        weight: 10,
        maxLength: DASHBOARD_DISCOVERY_TEXT_MAX_LENGTH,
        placeholder: 'The one problem you would solve first',
      },
    ],
  },
  {
    title: 'Goals & Objectives',
    description: 'What would make the biggest difference?',
    questions: [
      {
        id: 'automationInterest',
        label: 'Automation interest',
        type: 'multiselect',
        required: true,
        weight: 10,
        options: [
          'Customer support chatbot',
          'Lead generation and follow-up',
          'Email marketing automation',
          'Appointment scheduling',
          'Data entry and processing',
          'Reporting dashboards',
          'Social media management',
          'Workflow automation',
        ],
      },
      {
        id: 'expectedRoi',
        label: 'Expected ROI',
        type: 'radio',
        required: true,
        weight: 10,
        options: ['Save time on repetitive tasks', 'Reduce operating costs', 'Increase revenue', 'Improve customer experience', 'Scale without hiring'],
      },
      {
        id: 'timeline',
        label: 'Timeline',
        type: 'radio',
        required: true,
        weight: 15,
        options: ['Within 1 month', 'Within 3 months', 'Within 6 months', 'Within a year', 'Just exploring'],
      },
    ],
  },
  {
    title: 'Technical Readiness',
    description: 'Where do you start from?',
    questions: [
      {
        id: 'currentTools',
        label: 'Current tools',
        type: 'multiselect',
        required: true,
        weight: 10,
        options: [
          'CRM (e.g. HubSpot, Salesforce)',
          'Accounting software (e.g. Xero, MYOB)',
          'Email marketing (e.g. Mailchimp)',
          'Project management (e.g. Asana, Trello)',
          'E-commerce platform (e.g. Shopify)',
          'Spreadsheets',
          'Custom software',
        ],
      },
      {
        id: 'technicalTeam',
        label: 'Technical team',
        type: 'radio',
        required: true,
        weight: 10,
        options: ['In-house IT team', 'Part-time or outsourced IT support', 'No technical staff'],
      },
      {
        id: 'automationExperience',
        label: 'Automation experience',
        type: 'radio',
        required: true,
        weight: 10,
        options: ['None', 'Basic (simple tools like Zapier)', 'Intermediate (some automated workflows)', 'Advanced (custom integrations)'],
      },
    ],
  },
  {
    title: 'Budget & Decision',
    description: 'Help us shape a proposal that fits.',
    questions: [
      { id: 'budgetRange', label: 'Budget range', type: 'radio', required: true, weight: 20, options: PROJECT_BUDGETS },
      {
        id: 'decisionMaker',
        label: 'Decision maker',
        type: 'radio',
        required: true,
        weight: 15,
        options: ['I make the final decision', 'I influence the decision', 'Someone else decides'],
      },
      {
        id: 'urgency',
        label: 'Urgency',
        type: 'radio',
        required: true,
        weight: 15,
        options: ['Critical - we need a solution now', 'High - within the next quarter', 'Medium - this year', 'Low - just researching'],
      },
    ],
  },
];

export const DASHBOARD_DISCOVERY_STEP_COUNT = DASHBOARD_DISCOVERY_STEPS.length;
export const DASHBOARD_DISCOVERY_QUESTIONS: readonly DashboardDiscoveryQuestion[] = DASHBOARD_DISCOVERY_STEPS.flatMap((step) => step.questions);

export function dashboardDiscoveryQuestion(id: string): DashboardDiscoveryQuestion | undefined {
  return DASHBOARD_DISCOVERY_QUESTIONS.find((question) => question.id === id);
}

/**
 * The sum of the 16 weights. The spec says they total 200, but the weights it lists add up to 185; the score is
 * scaled by the real sum so that every option of every question answered is exactly 100.
 */
export const DASHBOARD_DISCOVERY_TOTAL_WEIGHT = DASHBOARD_DISCOVERY_QUESTIONS.reduce((sum, question) => sum + question.weight, 0);
/** The score is shown out of this (part 2 §2, §9: '/100'). */
export const DASHBOARD_DISCOVERY_MAX_SCORE = 100;

/** A question that earns points: the dashboard's own, or a public one lent a dashboard weight (below). */
export interface WeightedDiscoveryQuestion extends DiscoveryQuestion {
  weight: number;
}

/**
 * The score rule of part 2 §9, for any weighted question set. Points before scaling: each validly answered question
 * earns its weight; a multi-select earns weight × (distinct listed options chosen / options offered). Unknown
 * options, blank text and wrong types earn nothing.
 */
export function weightedDiscoveryPoints(questions: readonly WeightedDiscoveryQuestion[], responses: Partial<Record<string, unknown>>): number {
  let points = 0;
  for (const question of questions) {
    const answer = responses[question.id];
    if (answer === undefined || discoveryAnswerProblem(question, answer) !== undefined) continue;
    if (question.type === 'multiselect') {
      const offered = question.options?.length ?? 1;
      points += (question.weight * new Set(answer as string[]).size) / offered;
    } else {
      points += question.weight;
    }
  }
  return points;
}

/** The score out of 100: round(points / the set's total weight × 100), so every option of every question is 100. */
export function weightedDiscoveryScore(questions: readonly WeightedDiscoveryQuestion[], responses: Partial<Record<string, unknown>>): number {
  const total = questions.reduce((sum, question) => sum + question.weight, 0);
  if (total === 0) return 0;
  return Math.round((weightedDiscoveryPoints(questions, responses) / total) * DASHBOARD_DISCOVERY_MAX_SCORE);
}

/** The dashboard's points before scaling (weightedDiscoveryPoints over the 16 questions). */
export function dashboardDiscoveryPoints(responses: Partial<Record<string, unknown>>): number {
  return weightedDiscoveryPoints(DASHBOARD_DISCOVERY_QUESTIONS, responses);
}

/** The score out of 100: round(points / total weight × 100). The server's number; the browser only shows it. */
export function dashboardDiscoveryScore(responses: Partial<Record<string, unknown>>): number {
  return weightedDiscoveryScore(DASHBOARD_DISCOVERY_QUESTIONS, responses);
}

/**
 * The public assessment (discovery-questions.ts) is scored by the same rule. Its questions differ, so each public
 * question that asks what a dashboard question asks borrows that question's weight; the others (company name,
 * website, success metric, anything else) earn nothing and are left out of the total. A multi-select's fraction is of
 * its own options. The total of the borrowed weights is the divisor, so a public assessment can reach 100 too.
 */
export const PUBLIC_DISCOVERY_WEIGHT_FROM = {
  industry: 'industry',
  companySize: 'companySize',
  mainChallenges: 'mainChallenges',
  biggestPainPoint: 'biggestPainPoint',
  manualHours: 'manualWorkTime',
  automationInterests: 'automationInterest',
  topPriority: 'expectedRoi',
  budgetRange: 'budgetRange',
  timeline: 'timeline',
  technicalExpertise: 'automationExperience',
} as const satisfies Record<string, string>;

export const PUBLIC_DISCOVERY_SCORED_QUESTIONS: readonly WeightedDiscoveryQuestion[] = DISCOVERY_QUESTIONS.flatMap((question) => {
  const from: string | undefined = (PUBLIC_DISCOVERY_WEIGHT_FROM as Record<string, string>)[question.id];
  const weight = from === undefined ? undefined : dashboardDiscoveryQuestion(from)?.weight;
  return weight === undefined ? [] : [{ ...question, weight }];
});

/** The public assessment's score out of 100, by the dashboard's rule over the borrowed weights. */
export function publicDiscoveryScore(responses: Partial<Record<string, unknown>>): number {
  return weightedDiscoveryScore(PUBLIC_DISCOVERY_SCORED_QUESTIONS, responses);
}

/**
 * What a score says, from the highest band down (the first whose minimum the score reaches). Every answer earns its
 * full weight whichever option it is, so a completed assessment scores at least 85 with one choice per multi-select;
 * above that the score grows with the challenges and automation interests chosen. Lower scores mean answers missing
 * (a dashboard assessment saved 'In Progress').
 */
export const DISCOVERY_SCORE_BANDS = [
  {
    min: 95,
    title: 'Broad automation opportunity',
    description:
      'Many of your challenges are ones automation solves, and you are open to many kinds of it. Taken in order of return, these changes will pay off quickly.',
  },
  {
    min: 85,
    title: 'Ready for a focused start',
    description:
      'Your answers give us a clear picture of your needs, goals and budget, centred on a few areas. We can recommend the first automations straight away.',
  },
  {
    min: 50,
    title: 'Partly complete',
    description: 'Some answers are still missing, so the picture is not complete yet. Finish the assessment or talk to us to fill the gaps.',
  },
  {
    min: 0,
    title: 'Early days',
    description: 'We do not know enough yet to recommend automations. Finish the assessment or talk to us, and we will map out where to start.',
  },
] as const;
export type TDiscoveryScoreBand = (typeof DISCOVERY_SCORE_BANDS)[number];

export function discoveryScoreBand(score: number): TDiscoveryScoreBand {
  // The last band starts at 0, so only a negative number falls through.
  return DISCOVERY_SCORE_BANDS.find((band) => score >= band.min) ?? DISCOVERY_SCORE_BANDS[3];
}

/** The result's words and its next steps, the same on /discovery/success and in the client area. */
export const DISCOVERY_RESULT_TEXT = {
  heading: 'Your Results',
  scoreLabel: 'Discovery score',
  meaningLabel: 'What it means',
  nextStepsLabel: 'Next steps',
  bookConsultation: { label: 'Book a Free Consultation', to: '/book-consultation' },
  /** The dashboard's projects tab, where 'New Project Request' is. */
  startProject: { label: 'Start a Project', to: '/dashboard' },
} as const;

/** True when every question of the step has a valid answer (part 2 §5: blank text and empty lists count as missing). */
export function dashboardDiscoveryStepComplete(step: DashboardDiscoveryStep, responses: Partial<TDiscoveryResponses>): boolean {
  return step.questions.every((question) => discoveryAnswerProblem(question, responses[question.id]) === undefined);
}

/** Verbatim texts of the dashboard's discovery tab (part 2 §2, §4, §5, §8). */
export const DASHBOARD_DISCOVERY_TEXT = {
  previous: 'Previous',
  next: 'Next',
  complete: 'Complete Assessment',
  requiredFields: {
    title: 'Please complete all required fields',
    beforeNext: 'Fill in all required questions before proceeding.',
    beforeSubmit: 'Fill in all required questions before submitting.',
  },
  completed: 'Discovery assessment completed!',
  failed: { title: 'Failed to submit assessment', description: 'Please try again or contact support.' },
  underReview: 'Under Review',
  takeNewAssessment: 'Take New Assessment',
  contactUsDirectly: 'Contact Us Directly',
  completedBadge: 'Completed',
  inProgressBadge: 'In Progress',
  scoreSuffix: '/100',
} as const;
