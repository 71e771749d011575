import { z } from './zod';
import type { EndpointGroup } from './endpoint';
import { tooLongMessage } from './field-rules';
import { requiredText, ZEmail } from './fields';
import { WIZARD_SERVICE_OPTIONS } from './lead-options';
import {
  DISCOVERY_QUESTIONS,
  discoveryAnswerProblem,
  discoveryQuestion,
  type TDiscoveryResponses,
} from './discovery-questions';
import { DASHBOARD_DISCOVERY_QUESTIONS, dashboardDiscoveryQuestion } from './discovery-dashboard-questions';
import {
  WIZARD_BUDGET_OPTIONS,
  WIZARD_COMPANY_MAX_LENGTH,
  WIZARD_GOAL_OPTIONS,
  WIZARD_GOALS_SEPARATOR,
  WIZARD_INDUSTRY_OPTIONS,
  WIZARD_TEXT_MAX_LENGTH,
  WIZARD_TIMELINE_OPTIONS,
  WIZARD_WEBSITE_MAX_LENGTH,
} from './onboarding-wizard-options';

/*
 * The public discovery assessment and the onboarding wizard's record (spec part 1 §3-§5, §7; part 2 §7):
 *   POST /api/discovery/public   {responses, completed: true, source: 'public'} -> {id}; every answer is checked
 *                                against the question set of discovery-questions.ts (required, options, length,
 *                                no unknown question ids)
 *   POST /api/discovery/link/:id signed in: the assessment becomes the account's; again for the same account changes
 *                                nothing; 404 alike for an unknown id and one linked to another account
 *   GET  /api/discovery/user     signed in: the account's assessments, newest first
 *   POST /api/discovery          signed in: the dashboard's scored assessment (part 2 §9) {responses, completed};
 *                                the server computes the score from the answers (discovery-dashboard-questions.ts)
 *                                and ignores any score sent. completed: false keeps a partial one 'In Progress'
 *   POST /api/discovery-responses the wizard's record (the spec's body). Linked to the lead named by leadId (a recent
 *                                onboarding-wizard lead with no record yet), else to the wizard's lead just created
 *                                with the optional email, else stored unlinked: a valid body is never refused for a
 *                                missing link
 */

/** public: the signed-out assessment (part 1); dashboard: the signed-in one (part 2 §9). Both scored by the server. */
export const DISCOVERY_SOURCES = ['public', 'dashboard'] as const;
export const DISCOVERY_UNKNOWN_QUESTION_MESSAGE = 'Unknown question';
export const DISCOVERY_NOT_COMPLETED_MESSAGE = 'Please complete the assessment before submitting';
export const DISCOVERY_NOT_FOUND_MESSAGE = 'Assessment not found';
export const DISCOVERY_RATE_LIMIT_MESSAGE = 'Too many assessments sent. Please try again in a few minutes.';
export const DISCOVERY_RESPONSE_EXISTS_MESSAGE = 'An assessment is already recorded for this lead';
/** How long after its lead the wizard may send its record with the lead's id. */
export const DISCOVERY_RESPONSE_LEAD_MAX_AGE_HOURS = 24;
/**
 * Without a lead id, the record goes to the newest onboarding-wizard lead with the record's email created this many
 * minutes before it at most, and with no record yet: the lead the same wizard submission sent a moment earlier.
 */
export const DISCOVERY_RESPONSE_EMAIL_MATCH_MINUTES = 30;

/** Beyond this many keys the object is refused outright, without naming each unknown one. */
const MAX_RESPONSE_KEYS = DISCOVERY_QUESTIONS.length * 2;

/**
 * `responses` keyed by question id. Each answer is checked with discoveryAnswerProblem (the page's own check), with the
 * issue's path naming the question. Text is trimmed; optional answers left empty are dropped.
 */
export const ZDiscoveryResponses = z
  .record(z.string(), z.unknown(), { error: 'responses must be an object keyed by question id' })
  .superRefine((responses, ctx) => {
    const keys = Object.keys(responses);
    if (keys.length > MAX_RESPONSE_KEYS) {
      ctx.addIssue({ code: 'custom', message: `responses may hold at most ${MAX_RESPONSE_KEYS} answers` });
      return;
    }
    for (const key of keys) {
      if (!discoveryQuestion(key)) ctx.addIssue({ code: 'custom', path: [key], message: `${DISCOVERY_UNKNOWN_QUESTION_MESSAGE}: ${key.slice(0, 50)}` });
    }
    for (const question of DISCOVERY_QUESTIONS) {
      const message = discoveryAnswerProblem(question, responses[question.id]);
      if (message) ctx.addIssue({ code: 'custom', path: [question.id], message });
    }
  })
  .transform((responses): TDiscoveryResponses => {
    const clean: TDiscoveryResponses = {};
    for (const question of DISCOVERY_QUESTIONS) {
      const answer = responses[question.id];
      if (Array.isArray(answer)) {
        if (answer.length > 0) clean[question.id] = answer as string[];
      } else if (typeof answer === 'string' && answer.trim() !== '') {
        clean[question.id] = answer.trim();
      }
    }
    return clean;
  });

/** Body of POST /api/discovery/public. */
export const ZCreatePublicDiscoveryRequest = z.object({
  responses: ZDiscoveryResponses,
  completed: z.literal(true, { error: DISCOVERY_NOT_COMPLETED_MESSAGE }),
  source: z.literal('public', { error: "source must be 'public'" }).default('public'),
});
export type TCreatePublicDiscoveryRequest = z.input<typeof ZCreatePublicDiscoveryRequest>;
export type TCreatePublicDiscovery = z.output<typeof ZCreatePublicDiscoveryRequest>;

export const ZCreateDiscoveryResponse = z.object({ id: z.uuid() });
export type TCreateDiscoveryResponse = z.infer<typeof ZCreateDiscoveryResponse>;

/**
 * Body of POST /api/discovery, the dashboard's assessment. Every answer is checked against the 16 questions (options,
 * length, no unknown ids); with completed (the default, as the dashboard sends) every question is required. Any
 * `score` sent is dropped: the server computes it.
 */
export const ZCreateDashboardDiscoveryRequest = z
  .object({
    responses: z.record(z.string(), z.unknown(), { error: 'responses must be an object keyed by question id' }),
    completed: z.boolean({ error: 'completed must be true or false' }).default(true),
  })
  .superRefine((body, ctx) => {
    const keys = Object.keys(body.responses);
    if (keys.length > DASHBOARD_DISCOVERY_QUESTIONS.length * 2) {
      ctx.addIssue({ code: 'custom', path: ['responses'], message: `responses may hold at most ${DASHBOARD_DISCOVERY_QUESTIONS.length * 2} answers` });
      return;
    }
    for (const key of keys) {
      if (!dashboardDiscoveryQuestion(key)) {
        ctx.addIssue({ code: 'custom', path: ['responses', key], message: `${DISCOVERY_UNKNOWN_QUESTION_MESSAGE}: ${key.slice(0, 50)}` });
      }
    }
    for (const question of DASHBOARD_DISCOVERY_QUESTIONS) {
      const answer = body.responses[question.id];
      // A partial assessment may leave questions out, but what it does answer must be valid.
      const message = discoveryAnswerProblem(body.completed ? question : { ...question, required: false }, answer);
      if (message) ctx.addIssue({ code: 'custom', path: ['responses', question.id], message });
    }
  })
  .transform((body) => {
    const clean: TDiscoveryResponses = {};
    for (const question of DASHBOARD_DISCOVERY_QUESTIONS) {
      const answer = body.responses[question.id];
      if (Array.isArray(answer)) {
        if (answer.length > 0) clean[question.id] = answer as string[];
      } else if (typeof answer === 'string' && answer.trim() !== '') {
        clean[question.id] = answer.trim();
      }
    }
    return { responses: clean, completed: body.completed };
  });
export type TCreateDashboardDiscoveryRequest = z.input<typeof ZCreateDashboardDiscoveryRequest>;
export type TCreateDashboardDiscovery = z.output<typeof ZCreateDashboardDiscoveryRequest>;

/**
 * An assessment as its owner reads it (part 2 §3). score: out of 100, computed by the server (the dashboard's rule;
 * the public assessment with the weights it borrows, discovery-dashboard-questions.ts); null only for a row stored
 * without one. completed false shows 'In Progress'.
 */
export const ZDiscoveryAssessment = z.object({
  id: z.uuid(),
  source: z.enum(DISCOVERY_SOURCES),
  responses: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  completed: z.boolean(),
  score: z.number().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  linkedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TDiscoveryAssessment = z.infer<typeof ZDiscoveryAssessment>;
export const ZDiscoveryAssessmentList = z.array(ZDiscoveryAssessment);
export type TDiscoveryAssessmentList = z.infer<typeof ZDiscoveryAssessmentList>;

// ---- the onboarding wizard's record ----

const optionalText = (field: string, max: number) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, tooLongMessage(field, max))
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : value));

const CHOOSE_FROM_LIST = 'Please choose from the listed options';

/** The chosen goals joined with ', ' (part 1 §3): at least one, each from the list, none twice. */
const ZWizardGoals = z
  .string({ error: 'Please choose at least one goal' })
  .trim()
  .min(1, 'Please choose at least one goal')
  .max(1000, 'Too many goals')
  .superRefine((value, ctx) => {
    const goals = value.split(WIZARD_GOALS_SEPARATOR.trim()).map((goal) => goal.trim());
    if (!goals.every((goal) => (WIZARD_GOAL_OPTIONS as readonly string[]).includes(goal))) {
      ctx.addIssue({ code: 'custom', message: CHOOSE_FROM_LIST });
    } else if (new Set(goals).size !== goals.length) {
      ctx.addIssue({ code: 'custom', message: 'Each goal may be chosen once' });
    }
  })
  .transform((value) => value.split(WIZARD_GOALS_SEPARATOR.trim()).map((goal) => goal.trim()).join(WIZARD_GOALS_SEPARATOR));

/**
 * Body of POST /api/discovery-responses: the spec's record (part 1 §3, part 2 §7), plus two optional fields that say
 * which lead it belongs to: leadId, the id POST /api/leads returned for the same submission, or email, the address
 * the wizard's lead was sent with. Neither is needed: a record without a link is stored unlinked.
 */
export const ZCreateDiscoveryResponseRecordRequest = z.object({
  leadId: z.uuid({ error: 'leadId must be the id returned by POST /api/leads' }).optional(),
  email: ZEmail.optional(),
  businessName: requiredText('business name', WIZARD_COMPANY_MAX_LENGTH),
  industry: z
    .union([z.enum(WIZARD_INDUSTRY_OPTIONS), z.literal('')], { error: CHOOSE_FROM_LIST })
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : value)),
  website: optionalText('website', WIZARD_WEBSITE_MAX_LENGTH),
  services: z
    .array(z.enum(WIZARD_SERVICE_OPTIONS, { error: CHOOSE_FROM_LIST }), { error: 'Please choose at least one service' })
    .min(1, 'Please choose at least one service')
    .max(WIZARD_SERVICE_OPTIONS.length, 'Each service may be chosen once')
    .refine((services) => new Set(services).size === services.length, 'Each service may be chosen once'),
  goals: ZWizardGoals,
  challenges: optionalText('challenges', WIZARD_TEXT_MAX_LENGTH),
  budget: z.enum(WIZARD_BUDGET_OPTIONS, { error: 'Please choose a budget' }),
  timeline: z.enum(WIZARD_TIMELINE_OPTIONS, { error: 'Please choose a timeline' }),
  additionalInfo: optionalText('additional information', WIZARD_TEXT_MAX_LENGTH),
});
export type TCreateDiscoveryResponseRecordRequest = z.input<typeof ZCreateDiscoveryResponseRecordRequest>;
export type TCreateDiscoveryResponseRecord = z.output<typeof ZCreateDiscoveryResponseRecordRequest>;

export const DISCOVERY_ENDPOINTS = {
  'POST /api/discovery/public': {
    summary: 'Submit the public discovery assessment; every answer checked against the question set. Limited per address',
    tag: 'discovery',
    access: 'public',
    body: ZCreatePublicDiscoveryRequest,
    response: ZCreateDiscoveryResponse,
    status: 201,
  },
  'POST /api/discovery/link/:id': {
    summary: "Link a public assessment to the signed-in account; idempotent for that account; 404 for unknown ids and others' assessments",
    tag: 'discovery',
    access: 'signed-in',
    owner: 'owner',
    response: ZDiscoveryAssessment,
  },
  'POST /api/discovery': {
    summary: "Submit the dashboard's scored assessment; the server computes the score out of 100 from the answers and ignores any score sent",
    tag: 'discovery',
    access: 'signed-in',
    body: ZCreateDashboardDiscoveryRequest,
    response: ZDiscoveryAssessment,
    status: 201,
  },
  'GET /api/discovery/user': {
    summary: "The signed-in account's assessments (public ones linked to it and the dashboard's scored ones), newest first",
    tag: 'discovery',
    access: 'signed-in',
    response: ZDiscoveryAssessmentList,
  },
  'POST /api/discovery-responses': {
    summary:
      "The onboarding wizard's record: linked to the lead named by leadId or to the wizard's lead just sent with the same email (a recent 'onboarding_wizard' lead, one record each), else stored unlinked. Limited per address",
    tag: 'discovery',
    access: 'public',
    body: ZCreateDiscoveryResponseRecordRequest,
    response: ZCreateDiscoveryResponse,
    status: 201,
  },
} satisfies EndpointGroup;
