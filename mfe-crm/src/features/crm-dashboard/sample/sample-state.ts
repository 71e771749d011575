import type {
  TAppointment,
  TLead,
  TLeadChange,
  TLeadNote,
  TOnboardingChat,
  TOnboardingTranscriptMessage,
  TOutboxEmail,
  TProjectUpdate,
  TProjectWithOwner,
  TTimelineEvent,
  TUserListItem,
} from '@agency/contracts';
import { seedLeadSample } from './leads-seed';
import { seedTeamSample } from './team-seed';

/**
 * Everything /admin-test shows: fictional records that never leave the browser. The handlers in ./*-sample.ts
 * answer the CRM's calls from it and change only it; a new visit starts from the seed again.
 */
export interface SampleState {
  /** The account that is 'signed in' to the sample: the author of its notes, never demotable. */
  currentUserId: string;
  leads: TLead[];
  notes: TLeadNote[];
  changes: TLeadChange[];
  /** Extra timeline events per lead e-mail (enquiries, chats, bookings and e-mails are derived from the rows). */
  timeline: Record<string, TTimelineEvent[]>;
  appointments: TAppointment[];
  users: TUserListItem[];
  onboardingChats: TOnboardingChat[];
  transcripts: Record<string, TOnboardingTranscriptMessage[]>;
  emails: TOutboxEmail[];
  projects: TProjectWithOwner[];
  projectUpdates: TProjectUpdate[];
  /** Page views per week for the Analytics series and funnel, oldest first, keyed by the Monday (YYYY-MM-DD). */
  weeklyPageViews: Record<string, number>;
}

export function createSampleState(): SampleState {
  return { ...seedLeadSample(), ...seedTeamSample() };
}
