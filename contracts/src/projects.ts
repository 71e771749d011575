import { z } from './zod';
import type { EndpointGroup } from './endpoint';
import { requiredText } from './fields';
import {
  PROJECT_BUDGETS,
  PROJECT_DEFAULT_PRIORITY,
  PROJECT_DESCRIPTION_MAX_LENGTH,
  PROJECT_MESSAGES,
  PROJECT_PHASES,
  PROJECT_PRIORITIES,
  PROJECT_SERVICE_TYPES,
  PROJECT_STATUSES,
  PROJECT_TIMELINES,
  PROJECT_TITLE_MAX_LENGTH,
  PROJECT_UPDATE_MAX_LENGTH,
} from './projects-options';

/*
 * A client's projects and the agency's updates on them (spec part 2 §2-§5, §7):
 *   GET   /api/projects/user          signed in: the caller's own projects, newest first
 *   GET   /api/projects               signed in: a client gets their own; an admin gets everyone's, or one user's with ?userId=
 *   POST  /api/projects               signed in: a request (title, description, serviceInterest; budget, timeline,
 *                                     priority medium by default); starts status 'requested', phase 'discovery'.
 *                                     status, phase and anything else sent are ignored
 *   GET   /api/projects/:id           the owner or an admin: the project with its updates, oldest first. Anyone
 *                                     else gets 404, the same as an unknown id
 *   PATCH /api/projects/:id           admin: status, phase, title, description, budget, timeline, priority. A phase
 *                                     change e-mails the client
 *   POST  /api/projects/:id/updates   admin: {message}, a progress note the client reads under 'Details'
 *   POST  /api/crm/projects           admin: a project created for a client, with its status and phase
 */

const ZServiceInterest = z.enum(PROJECT_SERVICE_TYPES, { error: PROJECT_MESSAGES.serviceType });
const ZBudget = z.enum(PROJECT_BUDGETS, { error: PROJECT_MESSAGES.budget });
const ZTimeline = z.enum(PROJECT_TIMELINES, { error: PROJECT_MESSAGES.timeline });
const ZPriority = z.enum(PROJECT_PRIORITIES, { error: PROJECT_MESSAGES.priority });
const ZStatus = z.enum(PROJECT_STATUSES, { error: PROJECT_MESSAGES.status });
const ZPhase = z.enum(PROJECT_PHASES, { error: PROJECT_MESSAGES.phase });

/** '' (an unchosen select) and null mean none. */
function optionalChoice<const T extends readonly [string, ...string[]]>(options: T, message: string) {
  return z
    .union([z.enum(options), z.literal(''), z.null()], { error: message })
    .optional()
    .transform((value) => (value === undefined || value === null || value === '' ? undefined : (value as T[number])));
}

export const ZProjectTitle = requiredText('title', PROJECT_TITLE_MAX_LENGTH);
export const ZProjectDescription = requiredText('description', PROJECT_DESCRIPTION_MAX_LENGTH);

/** Body of POST /api/projects: the client's request (part 2 §5). */
export const ZCreateProjectRequest = z.object({
  title: ZProjectTitle,
  description: ZProjectDescription,
  serviceInterest: ZServiceInterest,
  budget: optionalChoice(PROJECT_BUDGETS, PROJECT_MESSAGES.budget),
  timeline: optionalChoice(PROJECT_TIMELINES, PROJECT_MESSAGES.timeline),
  priority: ZPriority.default(PROJECT_DEFAULT_PRIORITY),
});
export type TCreateProjectRequest = z.input<typeof ZCreateProjectRequest>;
export type TCreateProject = z.output<typeof ZCreateProjectRequest>;

/** Body of POST /api/crm/projects: an admin opens a project for a client, at any status and phase. */
export const ZAdminCreateProjectRequest = ZCreateProjectRequest.extend({
  userId: z.uuid({ error: 'userId must be an account id' }),
  status: ZStatus.default('requested'),
  phase: ZPhase.default('discovery'),
});
export type TAdminCreateProjectRequest = z.input<typeof ZAdminCreateProjectRequest>;
export type TAdminCreateProject = z.output<typeof ZAdminCreateProjectRequest>;

/** Body of PATCH /api/projects/:id (admin). null clears budget or timeline; at least one field. */
export const ZUpdateProjectRequest = z
  .object({
    status: ZStatus.optional(),
    phase: ZPhase.optional(),
    title: ZProjectTitle.optional(),
    description: ZProjectDescription.optional(),
    budget: ZBudget.nullable().optional(),
    timeline: ZTimeline.nullable().optional(),
    priority: ZPriority.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), PROJECT_MESSAGES.nothingToChange);
export type TUpdateProjectRequest = z.infer<typeof ZUpdateProjectRequest>;

/** Body of POST /api/projects/:id/updates (admin). */
export const ZCreateProjectUpdateRequest = z.object({
  message: requiredText('message', PROJECT_UPDATE_MAX_LENGTH),
});
export type TCreateProjectUpdateRequest = z.infer<typeof ZCreateProjectUpdateRequest>;

/** GET /api/projects query: userId narrows an admin's list; a client's list is always their own. */
export const ZProjectListQuery = z.object({
  userId: z.uuid({ error: 'userId must be an account id' }).optional(),
  /** e.g. 'requested' for the CRM's open project requests. */
  status: ZStatus.optional(),
});
export type TProjectListQuery = z.infer<typeof ZProjectListQuery>;

/** A project as its owner (or an admin) reads it. progress is the phase's percent (part 2 §4). */
export const ZProject = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  title: z.string(),
  description: z.string(),
  status: z.enum(PROJECT_STATUSES),
  phase: z.enum(PROJECT_PHASES),
  progress: z.number().int().min(0).max(100),
  serviceInterest: z.string(),
  budget: z.string().nullable(),
  timeline: z.string().nullable(),
  priority: z.enum(PROJECT_PRIORITIES),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TProject = z.infer<typeof ZProject>;
export const ZProjectList = z.array(ZProject);
export type TProjectList = z.infer<typeof ZProjectList>;

/** GET /api/projects: each project with its owner, so the CRM can say whose it is. */
export const ZProjectWithOwner = ZProject.extend({
  owner: z.object({ email: z.string(), name: z.string().nullable() }),
});
export type TProjectWithOwner = z.infer<typeof ZProjectWithOwner>;

/** A progress note from the agency. */
export const ZProjectUpdate = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  message: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TProjectUpdate = z.infer<typeof ZProjectUpdate>;

/** GET /api/projects/:id: the project with its updates, oldest first. */
export const ZProjectDetail = ZProject.extend({ updates: z.array(ZProjectUpdate) });
export type TProjectDetail = z.infer<typeof ZProjectDetail>;

export const PROJECT_ENDPOINTS = {
  'GET /api/projects/user': {
    summary: "The signed-in account's own projects, newest first",
    tag: 'projects',
    access: 'signed-in',
    response: ZProjectList,
  },
  'GET /api/projects': {
    summary: "A client's own projects; for an admin everyone's, or one account's with ?userId=",
    tag: 'projects',
    access: 'signed-in',
    query: ZProjectListQuery,
    response: z.array(ZProjectWithOwner),
  },
  'POST /api/projects': {
    summary: "Request a project: starts 'requested' in phase 'discovery', priority medium unless given",
    tag: 'projects',
    access: 'signed-in',
    body: ZCreateProjectRequest,
    response: ZProject,
    status: 201,
  },
  'GET /api/projects/:id': {
    summary: "A project with its updates, oldest first; the owner or an admin, 404 for anyone else",
    tag: 'projects',
    access: 'signed-in',
    owner: 'owner-or-admin',
    response: ZProjectDetail,
  },
  'PATCH /api/projects/:id': {
    summary: 'Change status, phase, title, description, budget, timeline or priority (admin); a phase change e-mails the client',
    tag: 'projects',
    access: 'admin',
    body: ZUpdateProjectRequest,
    response: ZProject,
  },
  'POST /api/projects/:id/updates': {
    summary: 'Add a progress note the client reads in the project details (admin)',
    tag: 'projects',
    access: 'admin',
    body: ZCreateProjectUpdateRequest,
    response: ZProjectUpdate,
    status: 201,
  },
  'POST /api/crm/projects': {
    summary: 'Open a project for a client, at any status and phase (admin)',
    tag: 'projects',
    access: 'admin',
    body: ZAdminCreateProjectRequest,
    response: ZProject,
    status: 201,
  },
} satisfies EndpointGroup;
