import type {
  TOnboardingChat,
  TOnboardingTranscriptMessage,
  TOutboxEmail,
  TProjectUpdate,
  TProjectWithOwner,
  TUserListItem,
} from '@agency/contracts';
import { nzWeekStart, projectProgressPercent } from '@agency/contracts';
import { seedLeadSample } from './leads-seed';
import type { SampleState } from './sample-state';

/*
 * Fictional accounts, onboarding chats, outbox mails, projects and page views for /admin-test. Dates are counted back
 * from today so the Analytics weeks and 'Created' columns look current on any visit; everything else is fixed.
 */

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number, hour = 10): string => {
  const date = new Date(Date.now() - days * DAY);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};
/** A stable sample id: the same prefix per kind, numbered. */
const sampleId = (kind: number, n: number): string =>
  `${String(kind).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;

function user(n: number, firstName: string, lastName: string, role: 'admin' | 'client', joinedDaysAgo: number): TUserListItem {
  return {
    id: sampleId(10, n),
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.co.nz`,
    role,
    profileImageUrl: null,
    createdAt: daysAgo(joinedDaysAgo),
    lastSeenAt: daysAgo(Math.max(0, joinedDaysAgo - 3)),
  };
}

function seedUsers(currentUserId: string): TUserListItem[] {
  return [
    { ...user(1, 'Sam', 'Admin', 'admin', 400), id: currentUserId, email: 'sam.admin@agency.example' },
    user(2, 'Mere', 'Tawhiri', 'admin', 320),
    user(3, 'Aroha', 'Ngata', 'client', 90),
    user(4, 'James', 'Wilson', 'client', 60),
    user(5, 'Priya', 'Sharma', 'client', 45),
    user(6, 'Liam', "O'Connor", 'client', 30),
    user(7, 'Hana', 'Kim', 'client', 12),
    user(8, 'Tom', 'Brown', 'client', 2),
  ];
}

interface ChatSeed {
  name: string | null;
  email: string | null;
  service: string | null;
  company: string | null;
  budget: string | null;
  timeline: string | null;
  status: TOnboardingChat['status'];
  stage: TOnboardingChat['stage'];
  days: number;
}

const CHATS: ChatSeed[] = [
  { name: 'Kiri Walker', email: 'kiri@harbourcafe.example', service: 'Website & App Development', company: 'Harbour Cafe', budget: '$5,000 - $15,000', timeline: 'Within 3 months', status: 'completed', stage: 'complete', days: 1 },
  { name: null, email: null, service: 'Digital Marketing', company: null, budget: null, timeline: null, status: 'in_progress', stage: 'discovery', days: 2 },
  { name: 'Daniel Lee', email: 'daniel@leebuild.example', service: 'Business Automation', company: 'Lee Build Ltd', budget: '$15,000 - $50,000', timeline: 'ASAP', status: 'converted', stage: 'complete', days: 6 },
  { name: 'Sofia Rossi', email: null, service: 'Content Creation', company: 'Rossi Studio', budget: 'Under $5,000', timeline: 'Flexible', status: 'completed', stage: 'complete', days: 9 },
  { name: null, email: null, service: null, company: null, budget: null, timeline: null, status: 'in_progress', stage: 'service_selection', days: 15 },
  { name: 'Ana Tupou', email: 'ana@tupoulogistics.example', service: 'Intelligent Agents', company: 'Tupou Logistics', budget: '$50,000+', timeline: 'Within 6 months', status: 'completed', stage: 'complete', days: 24 },
];

function transcriptOf(seed: ChatSeed): TOnboardingTranscriptMessage[] {
  const at = (minutes: number) => new Date(Date.parse(daysAgo(seed.days)) + minutes * 60_000).toISOString();
  const messages: TOnboardingTranscriptMessage[] = [
    { role: 'assistant', content: 'Kia ora! Which of our services are you most interested in?', stage: 'service_selection', createdAt: at(0) },
  ];
  if (seed.service) {
    messages.push({ role: 'user', content: seed.service, stage: 'service_selection', createdAt: at(1) });
    messages.push({ role: 'assistant', content: 'Great choice. Tell me a little about your business and what you want to achieve.', stage: 'discovery', createdAt: at(2) });
  }
  if (seed.company) {
    messages.push({ role: 'user', content: `We are ${seed.company}. Budget ${seed.budget ?? 'unsure'}, timeline ${seed.timeline ?? 'open'}.`, stage: 'discovery', createdAt: at(4) });
  }
  if (seed.stage === 'complete') {
    messages.push({ role: 'assistant', content: 'Thanks! How can we reach you?', stage: 'contact', createdAt: at(5) });
    messages.push({ role: 'user', content: `${seed.name ?? 'Anonymous'}${seed.email ? `, ${seed.email}` : ''}`, stage: 'contact', createdAt: at(6) });
    messages.push({ role: 'assistant', content: 'Wonderful, our team will be in touch within one business day.', stage: 'complete', createdAt: at(7) });
  }
  return messages;
}

/** 16 fixed base-32 characters per chat, shaped like the browser's random part of a session id. */
function sampleRandom(seed: number): string {
  // xorshift32 over 32-bit integers: the same characters on every visit.
  let state = (seed * 0x9e3779b9) | 0 || 1;
  return Array.from({ length: 16 }, () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 32).toString(32);
  }).join('');
}

function seedChats(): Pick<SampleState, 'onboardingChats' | 'transcripts'> {
  const transcripts: Record<string, TOnboardingTranscriptMessage[]> = {};
  const onboardingChats = CHATS.map((seed, index): TOnboardingChat => {
    const id = sampleId(20, index + 1);
    const messages = transcriptOf(seed);
    transcripts[id] = messages;
    const random = sampleRandom(index + 1);
    return {
      id,
      sessionId: `session_${Date.parse(daysAgo(seed.days))}_${random}`,
      contactInfo: { name: seed.name, email: seed.email, phone: null },
      serviceInterest: seed.service,
      companyName: seed.company,
      budget: seed.budget,
      timeline: seed.timeline,
      businessDescription: seed.company ? `${seed.company} wants to grow online.` : null,
      challenges: null,
      goals: null,
      stage: seed.stage,
      status: seed.status,
      messageCount: messages.length,
      // The converted sample chat's lead is made on the fly by the handler when a lead seed exists; none here.
      leadId: null,
      consultation: null,
      createdAt: daysAgo(seed.days),
      updatedAt: messages.at(-1)!.createdAt,
      completedAt: seed.stage === 'complete' ? messages.at(-1)!.createdAt : null,
    };
  });
  return { onboardingChats, transcripts };
}

function seedEmails(): TOutboxEmail[] {
  const rows: Array<[string, string, string, TOutboxEmail['status'], number, string | null, number]> = [
    ['kiri@harbourcafe.example', 'Thanks for your enquiry', 'lead-confirmation', 'sent', 1, null, 1],
    ['team@agency.example', 'New lead: Kiri Walker', 'lead-notification', 'sent', 1, null, 1],
    ['daniel@leebuild.example', 'Your consultation is booked', 'booking-confirmation', 'failed', 5, 'SMTP 550: mailbox unavailable for daniel@leebuild.example (the recipient server refused the message after five attempts)', 3],
    ['aroha.ngata@example.co.nz', 'Your project moved to Development', 'project-phase', 'pending', 0, null, 0],
    ['james.wilson@example.co.nz', 'Your project moved to Testing', 'project-phase', 'failed', 5, 'Connection timed out', 4],
    ['priya.sharma@example.co.nz', 'Reminder: your consultation tomorrow', 'booking-reminder', 'sent', 2, null, 5],
    ['no-reply@example.invalid', 'Thanks for your enquiry', 'lead-confirmation', 'skipped', 0, 'Recipient domain cannot receive mail', 7],
    ['liam.oconnor@example.co.nz', 'Welcome to your client area', 'welcome', 'sent', 1, null, 10],
    ['team@agency.example', 'New booking: Priya Sharma', 'booking-notification', 'pending', 1, 'Temporary failure, will retry', 0],
    ['hana.kim@example.co.nz', 'Your consultation was cancelled', 'booking-cancellation', 'sent', 1, null, 12],
  ];
  return rows.map(([to, subject, kind, status, attempts, lastError, days], index) => ({
    id: sampleId(30, index + 1),
    to,
    subject,
    kind,
    status,
    attempts,
    lastError,
    createdAt: daysAgo(days, 8 + index),
    sentAt: status === 'sent' ? daysAgo(days, 8 + index) : null,
    nextAttemptAt: daysAgo(days, 9 + index),
  }));
}

function seedProjects(users: TUserListItem[]): Pick<SampleState, 'projects' | 'projectUpdates'> {
  const owner = (n: number) => users.find((item) => item.id === sampleId(10, n))!;
  const rows: Array<[number, string, TProjectWithOwner['status'], TProjectWithOwner['phase'], TProjectWithOwner['priority'], string, number]> = [
    [3, 'Marae booking website', 'in_progress', 'development', 'high', 'Website & App Development', 40],
    [4, 'Quarterly social campaign', 'testing', 'testing', 'medium', 'Digital Marketing', 35],
    [5, 'Invoice automation', 'requested', 'discovery', 'medium', 'Business Automation', 3],
    [6, 'Product photo shoot', 'completed', 'support', 'low', 'Content Creation', 80],
    [7, 'Customer support assistant', 'requested', 'discovery', 'high', 'Intelligent Agents', 1],
  ];
  const projects = rows.map(([ownerN, title, status, phase, priority, service, days], index): TProjectWithOwner => {
    const account = owner(ownerN);
    return {
      id: sampleId(40, index + 1),
      userId: account.id,
      title,
      description: `${title} for ${account.firstName} ${account.lastName}.`,
      status,
      phase,
      progress: projectProgressPercent(phase),
      serviceInterest: service,
      budget: '$5,000 - $15,000',
      timeline: 'Within 3 months',
      priority,
      createdAt: daysAgo(days),
      updatedAt: daysAgo(Math.max(0, days - 5)),
      owner: { email: account.email, name: `${account.firstName} ${account.lastName}` },
    };
  });
  const projectUpdates: TProjectUpdate[] = [
    { id: sampleId(41, 1), projectId: projects[0]!.id, message: 'Designs approved; building the booking calendar.', createdAt: daysAgo(20) },
    { id: sampleId(41, 2), projectId: projects[0]!.id, message: 'Calendar done; payments next.', createdAt: daysAgo(6) },
    { id: sampleId(41, 3), projectId: projects[1]!.id, message: 'First posts scheduled for review.', createdAt: daysAgo(10) },
    { id: sampleId(41, 4), projectId: projects[3]!.id, message: 'All photos delivered.', createdAt: daysAgo(75) },
  ];
  return { projects, projectUpdates };
}

/** The Monday (YYYY-MM-DD, New Zealand) of the week `weeksAgo` weeks back. */
export function sampleWeekStart(weeksAgo: number, now = new Date()): string {
  return nzWeekStart(now, weeksAgo);
}

function seedPageViews(): Record<string, number> {
  const views: Record<string, number> = {};
  // 16 weeks, oldest first, a gentle rise with a wobble so the line is not straight.
  for (let weeksAgo = 15; weeksAgo >= 0; weeksAgo -= 1) {
    views[sampleWeekStart(weeksAgo)] = 220 + (15 - weeksAgo) * 18 + ((weeksAgo * 37) % 45);
  }
  return views;
}

/** Sample accounts, onboarding chats, outbox e-mails, projects and page views. */
export function seedTeamSample(): Pick<
  SampleState,
  'users' | 'onboardingChats' | 'transcripts' | 'emails' | 'projects' | 'projectUpdates' | 'weeklyPageViews'
> {
  const users = seedUsers(seedLeadSample().currentUserId);
  return { users, ...seedChats(), emails: seedEmails(), ...seedProjects(users), weeklyPageViews: seedPageViews() };
}

/** The sample's signed-in admin, whose own row offers no Remove Admin or Delete. */
export function sampleCurrentUserId(): string {
  return seedLeadSample().currentUserId;
}
