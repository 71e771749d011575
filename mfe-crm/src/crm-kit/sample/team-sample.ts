import {
  EMAIL_NOT_FAILED_MESSAGE,
  EMAIL_NOT_FOUND_MESSAGE,
  LAST_ADMIN_MESSAGE,
  LEAD_STATUSES,
  ONBOARDING_MESSAGES,
  PROJECT_MESSAGES,
  SELF_DELETION_MESSAGE,
  SELF_DEMOTION_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
  ZAdminCreateProjectRequest,
  ZCreateProjectUpdateRequest,
  ZCrmAnalyticsQuery,
  ZOnboardingChatListQuery,
  ZOutboxEmailListQuery,
  ZProjectListQuery,
  ZUpdateProjectRequest,
  ZUpdateUserRoleRequest,
  ZUserListQuery,
  projectProgressPercent,
  type TProject,
  type TProjectWithOwner,
  type TUserListItem,
} from '@agency/contracts';
import type { BillingSampleKey } from './billing-sample';
import type { CannedReplySampleKey } from './canned-replies-sample';
import type { ChatInboxSampleKey } from './chat-inbox-sample';
import type { DomainOrderSampleKey } from './domain-orders-sample';
import type { FollowUpSampleKey } from './follow-up-sample';
import type { LeadEmailSampleKey } from './lead-emails-sample';
import type { LeadMergeSampleKey } from './lead-merge-sample';
import type { LeadViewSampleKey } from './lead-views-sample';
import { sampleLeadByEmail, type LeadSampleKey } from './leads-sample';
import type { VisitorSampleKey } from './visitors-sample';
import { parseSample, sampleError, type SampleHandlers } from './sample-handler';
import { pageRows } from './sample-paging';
import type { SampleState } from './sample-state';
import { sampleWeekStart } from './team-seed';

/*
 * The sample's answers for users, assessments, analytics, e-mails and projects. They validate input with the same
 * contracts as the server and keep the same rules (last admin, self-demotion, retry only failed mails), so the sample
 * screen behaves like the real one without ever calling it.
 */

const newestFirst = <T extends { createdAt: string }>(a: T, b: T) => b.createdAt.localeCompare(a.createdAt);
const includes = (value: string | null | undefined, search: string) => (value ?? '').toLowerCase().includes(search.toLowerCase());
const fullName = (user: TUserListItem) => `${user.lastName ?? ''} ${user.firstName ?? ''}`.trim();

function findUser(state: SampleState, id: string): TUserListItem {
  const found = state.users.find((item) => item.id === id);
  if (!found) throw sampleError(404, USER_NOT_FOUND_MESSAGE);
  return found;
}

function findProject(state: SampleState, id: string): TProjectWithOwner {
  const found = state.projects.find((item) => item.id === id);
  if (!found) throw sampleError(404, PROJECT_MESSAGES.notFound);
  return found;
}

const withoutOwner = ({ owner: _owner, ...project }: TProjectWithOwner): TProject => project;

/** The only admin left: removing their role or account would lock everyone out. */
const isLastAdmin = (state: SampleState, user: TUserListItem) =>
  user.role === 'admin' && state.users.filter((item) => item.role === 'admin').length === 1;

/** New Zealand Monday of an instant, YYYY-MM-DD (the server's week buckets). */
function weekOf(iso: string): string {
  for (let weeksAgo = 0; weeksAgo < 60; weeksAgo += 1) {
    const start = sampleWeekStart(weeksAgo);
    if (iso.slice(0, 10) >= start) return start;
  }
  return '';
}

/** Every endpoint the other sample files (leads, visitors, billing, domain orders, follow-up, lead e-mails, canned replies, chat inbox) do not answer. */
type TeamHandlers = Omit<SampleHandlers, LeadSampleKey | VisitorSampleKey | BillingSampleKey | DomainOrderSampleKey | FollowUpSampleKey | LeadEmailSampleKey | LeadViewSampleKey | CannedReplySampleKey | ChatInboxSampleKey | LeadMergeSampleKey>;

export const TEAM_SAMPLE_HANDLERS: TeamHandlers = {
  'GET /api/crm/users': (state, input) => {
    const query = parseSample(ZUserListQuery, input.query);
    let rows = state.users.filter(
      (item) =>
        (!query.search || includes(`${item.firstName ?? ''} ${item.lastName ?? ''}`, query.search) || includes(item.email, query.search)) &&
        (!query.role || item.role === query.role),
    );
    const key = (item: TUserListItem): string =>
      query.sort === 'name' ? fullName(item).toLowerCase() : query.sort === 'createdAt' ? item.createdAt : item[query.sort].toLowerCase();
    rows = [...rows].sort((a, b) => key(a).localeCompare(key(b)) * (query.order === 'asc' ? 1 : -1));
    const admins = state.users.filter((item) => item.role === 'admin').length;
    return {
      ...pageRows(rows, query.page, query.pageSize),
      counts: { total: state.users.length, admins, clients: state.users.length - admins },
    };
  },

  'PATCH /api/crm/users/:id': (state, input) => {
    const { role } = parseSample(ZUpdateUserRoleRequest, input.body);
    const target = findUser(state, input.params.id);
    if (role !== 'admin' && target.id === state.currentUserId) throw sampleError(409, SELF_DEMOTION_MESSAGE);
    if (role !== 'admin' && isLastAdmin(state, target)) throw sampleError(409, LAST_ADMIN_MESSAGE);
    target.role = role;
    return target;
  },

  'DELETE /api/crm/users/:id': (state, input) => {
    const target = findUser(state, input.params.id);
    if (target.id === state.currentUserId) throw sampleError(409, SELF_DELETION_MESSAGE);
    if (isLastAdmin(state, target)) throw sampleError(409, LAST_ADMIN_MESSAGE);
    state.users = state.users.filter((item) => item.id !== target.id);
    // Their projects go with the account, as on the server.
    const gone = new Set(state.projects.filter((item) => item.userId === target.id).map((item) => item.id));
    state.projects = state.projects.filter((item) => !gone.has(item.id));
    state.projectUpdates = state.projectUpdates.filter((item) => !gone.has(item.projectId));
  },

  'GET /api/crm/onboarding-chats': (state, input) => {
    const query = parseSample(ZOnboardingChatListQuery, input.query);
    const rows = state.onboardingChats.filter((item) => !query.status || item.status === query.status).sort(newestFirst);
    const count = (status: string) => state.onboardingChats.filter((item) => item.status === status).length;
    return {
      ...pageRows(rows, query.page, query.pageSize),
      // 'Completed' counts every session that reached the end, converted ones included.
      counts: {
        total: state.onboardingChats.length,
        inProgress: count('in_progress'),
        completed: count('completed') + count('converted'),
        converted: count('converted'),
      },
    };
  },

  'GET /api/crm/onboarding-chats/:id': (state, input) => {
    const chat = state.onboardingChats.find((item) => item.id === input.params.id);
    if (!chat) throw sampleError(404, ONBOARDING_MESSAGES.chatNotFound);
    return { chat, messages: state.transcripts[chat.id] ?? [] };
  },

  'POST /api/crm/onboarding-chats/:id/lead': (state, input) => {
    const chat = state.onboardingChats.find((item) => item.id === input.params.id);
    if (!chat) throw sampleError(404, ONBOARDING_MESSAGES.chatNotFound);
    if (chat.leadId) return { leadId: chat.leadId };
    const email = chat.contactInfo.email;
    if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw sampleError(409, ONBOARDING_MESSAGES.noEmail);
    const [firstName = 'Anonymous', ...rest] = (chat.contactInfo.name ?? 'Anonymous').split(' ');
    const lead = sampleLeadByEmail(state, {
      firstName,
      lastName: rest.join(' '),
      email,
      company: chat.companyName,
      serviceInterest: chat.serviceInterest,
      message: chat.businessDescription ?? 'From the onboarding chat',
      source: 'onboarding_chat',
    });
    chat.leadId = lead.id;
    chat.status = 'converted';
    chat.updatedAt = new Date().toISOString();
    return { leadId: lead.id };
  },

  'GET /api/crm/analytics': (state, input) => {
    const { weeks } = parseSample(ZCrmAnalyticsQuery, input.query);
    const leads = state.leads;
    const booked = state.appointments.filter((item) => item.status !== 'cancelled');
    const totalValue = leads.reduce((sum, lead) => sum + (lead.estimatedValue ?? 0), 0);
    const starts = Array.from({ length: weeks }, (_, index) => sampleWeekStart(weeks - 1 - index));
    const first = starts[0]!;
    const weekly = starts.map((weekStart) => ({
      weekStart,
      pageViews: state.weeklyPageViews[weekStart] ?? 0,
      leads: leads.filter((lead) => weekOf(lead.createdAt) === weekStart).length,
      bookings: state.appointments.filter((item) => weekOf(item.createdAt) === weekStart).length,
    }));
    return {
      statusDistribution: LEAD_STATUSES.map((status) => ({ status, count: leads.filter((lead) => lead.status === status).length })),
      pipeline: {
        totalValue,
        averageDealSize: leads.length === 0 ? 0 : totalValue / leads.length,
        appointments: booked.length,
      },
      activity: {
        leads: leads.length,
        appointments: booked.length,
        conversionRate: leads.length === 0 ? 0 : booked.length / leads.length,
      },
      weekly,
      funnel: {
        pageViews: weekly.reduce((sum, week) => sum + week.pageViews, 0),
        onboardingChats: state.onboardingChats.filter((item) => item.createdAt.slice(0, 10) >= first).length,
        leads: weekly.reduce((sum, week) => sum + week.leads, 0),
        bookings: weekly.reduce((sum, week) => sum + week.bookings, 0),
      },
    };
  },

  'GET /api/crm/emails': (state, input) => {
    const query = parseSample(ZOutboxEmailListQuery, input.query);
    const rows = state.emails
      .filter(
        (item) =>
          (!query.status || item.status === query.status) &&
          (!query.search || includes(item.to, query.search) || includes(item.subject, query.search)),
      )
      .sort(newestFirst);
    const count = (status: string) => state.emails.filter((item) => item.status === status).length;
    return {
      ...pageRows(rows, query.page, query.pageSize),
      counts: { pending: count('pending'), sent: count('sent'), failed: count('failed'), skipped: count('skipped') },
    };
  },

  'POST /api/crm/emails/:id/retry': (state, input) => {
    const mail = state.emails.find((item) => item.id === input.params.id);
    if (!mail) throw sampleError(404, EMAIL_NOT_FOUND_MESSAGE);
    if (mail.status !== 'failed') throw sampleError(409, EMAIL_NOT_FAILED_MESSAGE);
    Object.assign(mail, { status: 'pending', attempts: 0, lastError: null, nextAttemptAt: new Date().toISOString() });
    return mail;
  },

  'GET /api/projects': (state, input) => {
    const query = parseSample(ZProjectListQuery, input.query);
    return state.projects
      .filter((item) => (!query.status || item.status === query.status) && (!query.userId || item.userId === query.userId))
      .sort(newestFirst);
  },

  'GET /api/projects/:id': (state, input) => {
    const project = findProject(state, input.params.id);
    const updates = state.projectUpdates
      .filter((item) => item.projectId === project.id)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    return { ...withoutOwner(project), updates };
  },

  'PATCH /api/projects/:id': (state, input) => {
    const changes = parseSample(ZUpdateProjectRequest, input.body);
    const project = findProject(state, input.params.id);
    for (const [field, value] of Object.entries(changes)) {
      if (value !== undefined) Object.assign(project, { [field]: value });
    }
    project.progress = projectProgressPercent(project.phase);
    project.updatedAt = new Date().toISOString();
    return withoutOwner(project);
  },

  'POST /api/projects/:id/updates': (state, input) => {
    const { message } = parseSample(ZCreateProjectUpdateRequest, input.body);
    const project = findProject(state, input.params.id);
    const update = { id: crypto.randomUUID(), projectId: project.id, message, createdAt: new Date().toISOString() };
    state.projectUpdates.push(update);
    project.updatedAt = update.createdAt;
    return update;
  },

  'POST /api/crm/projects': (state, input) => {
    const body = parseSample(ZAdminCreateProjectRequest, input.body);
    const owner = state.users.find((item) => item.id === body.userId);
    if (!owner) throw sampleError(404, PROJECT_MESSAGES.userNotFound);
    const now = new Date().toISOString();
    const project: TProjectWithOwner = {
      id: crypto.randomUUID(),
      userId: owner.id,
      title: body.title,
      description: body.description,
      status: body.status,
      phase: body.phase,
      progress: projectProgressPercent(body.phase),
      serviceInterest: body.serviceInterest,
      budget: body.budget ?? null,
      timeline: body.timeline ?? null,
      priority: body.priority,
      createdAt: now,
      updatedAt: now,
      owner: { email: owner.email, name: [owner.firstName, owner.lastName].filter(Boolean).join(' ') || null },
    };
    state.projects.unshift(project);
    return withoutOwner(project);
  },
};
