/*
 * The client area's projects (spec part 2 §2-§5, §8, §9) without zod, so the client remote can import its options,
 * badge colours, progress rule and words and download nothing else. The schemas are in projects.ts.
 */
import { WIZARD_SERVICE_OPTIONS } from './lead-options';

/**
 * A project's states. The spec shows completed, in_progress and testing with their colours and 'other' in grey; a
 * client's new request starts 'requested' (grey, like any other state) until the agency takes it on.
 */
export const PROJECT_STATUSES = ['requested', 'in_progress', 'testing', 'completed', 'on_hold', 'cancelled'] as const;
export type TProjectStatus = (typeof PROJECT_STATUSES)[number];

export type TProjectBadgeColour = 'green' | 'blue' | 'yellow' | 'grey';

/** Label and badge colour of each status (part 2 §4: completed green, in_progress blue, testing yellow, other grey). */
export const PROJECT_STATUS_OPTIONS: readonly { value: TProjectStatus; label: string; colour: TProjectBadgeColour }[] = [
  { value: 'requested', label: 'Requested', colour: 'grey' },
  { value: 'in_progress', label: 'In Progress', colour: 'blue' },
  { value: 'testing', label: 'Testing', colour: 'yellow' },
  { value: 'completed', label: 'Completed', colour: 'green' },
  { value: 'on_hold', label: 'On Hold', colour: 'grey' },
  { value: 'cancelled', label: 'Cancelled', colour: 'grey' },
];

export function projectStatusLabel(status: string): string {
  return PROJECT_STATUS_OPTIONS.find((option) => option.value === status)?.label ?? status;
}

/** Unknown values fall back to grey, as the spec's 'other'. */
export function projectStatusColour(status: string): TProjectBadgeColour {
  return PROJECT_STATUS_OPTIONS.find((option) => option.value === status)?.colour ?? 'grey';
}

/** The phases in order (part 2 §4); a new request starts in 'discovery'. */
export const PROJECT_PHASES = ['discovery', 'planning', 'development', 'testing', 'support'] as const;
export type TProjectPhase = (typeof PROJECT_PHASES)[number];

export const PROJECT_PHASE_LABELS: Record<TProjectPhase, string> = {
  discovery: 'Discovery',
  planning: 'Planning',
  development: 'Development',
  testing: 'Testing',
  support: 'Support',
};

/** Percent complete = (position + 1) / 5 × 100: discovery 20, planning 40, development 60, testing 80, support 100. */
export function projectProgressPercent(phase: string): number {
  const position = (PROJECT_PHASES as readonly string[]).indexOf(phase);
  return position < 0 ? 0 : ((position + 1) / PROJECT_PHASES.length) * 100;
}

/** Priority options (part 2 §9); medium by default. */
export const PROJECT_PRIORITIES = ['high', 'medium', 'low'] as const;
export type TProjectPriority = (typeof PROJECT_PRIORITIES)[number];
export const PROJECT_DEFAULT_PRIORITY: TProjectPriority = 'medium';
export const PROJECT_PRIORITY_LABELS: Record<TProjectPriority, string> = { high: 'High', medium: 'Medium', low: 'Low' };

/** Service type options (part 2 §9), the same five as the onboarding wizard's. Stored as shown. */
export const PROJECT_SERVICE_TYPES = WIZARD_SERVICE_OPTIONS;
export type TProjectServiceType = (typeof PROJECT_SERVICE_TYPES)[number];

/** Budget options (part 2 §9), verbatim. */
export const PROJECT_BUDGETS = ['Under $5,000', '$5,000 - $15,000', '$15,000 - $50,000', '$50,000+'] as const;
export type TProjectBudget = (typeof PROJECT_BUDGETS)[number];

/** Timeline options (part 2 §9), verbatim. */
export const PROJECT_TIMELINES = ['ASAP', 'Within 1 month', 'Within 3 months', 'Within 6 months', 'Flexible'] as const;
export type TProjectTimeline = (typeof PROJECT_TIMELINES)[number];

export const PROJECT_TITLE_MAX_LENGTH = 200;
export const PROJECT_DESCRIPTION_MAX_LENGTH = 5000;
export const PROJECT_UPDATE_MAX_LENGTH = 5000;

/** The client dashboard's shared words and timings (part 2 §2, §4, §6, §8, §9). */
export const CLIENT_AREA_TEXT = {
  loadingDashboard: 'Loading dashboard...',
  unauthorized: { title: 'Unauthorized', description: 'You are logged out. Logging in again...' },
} as const;
/** Delay before an unauthorized visitor is sent to /api/login (part 2 §9). */
export const CLIENT_AREA_LOGIN_REDIRECT_MS = 500;
/** Client home: recent projects and assessments listed (part 2 §9). */
export const CLIENT_HOME_RECENT_PROJECTS = 3;
export const CLIENT_HOME_RECENT_ASSESSMENTS = 3;

/** Verbatim texts of the project request and its results (part 2 §2, §5, §8). */
export const PROJECT_TEXT = {
  newProjectRequest: 'New Project Request',
  missingInformation: { title: 'Missing Information', description: 'Please fill in all required fields' },
  submitted: { title: 'Success', description: "Project request submitted successfully! We'll contact you soon." },
  failed: { title: 'Error', description: 'Failed to submit project request' },
} as const;

/** The server's answers. */
export const PROJECT_MESSAGES = {
  notFound: 'Project not found',
  userNotFound: 'User not found',
  nothingToChange: 'Send at least one field to change',
  serviceType: 'Please choose a service type from the list',
  budget: 'Please choose a budget from the list',
  timeline: 'Please choose a timeline from the list',
  priority: 'Priority must be high, medium or low',
  status: 'Please choose a status from the list',
  phase: 'Please choose a phase from the list',
} as const;
