import type {
  TAppointment,
  TCannedReply,
  TChatConversationSummary,
  TChatMessage,
  TCrmDomainOrder,
  TCrmInvoice,
  TFeedbackContextOverview,
  TLead,
  TLeadChange,
  TLeadEmailTemplate,
  TLeadNote,
  TOnboardingChat,
  TOnboardingTranscriptMessage,
  TOutboxEmail,
  TProjectUpdate,
  TProjectWithOwner,
  TTimelineEvent,
  TUserListItem,
} from '@agency/contracts';

/**
 * Everything /admin-test shows: fictional records that never leave the browser. The handlers in ./*-sample.ts
 * answer the CRM's calls from it and change only it; a new visit starts from the seed again (createSampleState in
 * sample-crm.ts; the seeds are ./*-seed.ts). Types only: every sample file may import it.
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
  /** Live chat conversations and their messages, oldest first, by conversation id. */
  conversations: TChatConversationSummary[];
  chatMessages: Record<string, TChatMessage[]>;
  /** The e-mail templates for writing from a lead's page. */
  emailTemplates: TLeadEmailTemplate[];
  /** The live chat's saved replies, inserted in the reply box with '/'. */
  cannedReplies: TCannedReply[];
  /** The feedback widgets' figures and newest comments per page. */
  feedback: TFeedbackContextOverview[];
  /** Website plans' invoices, for the Users tab's unpaid invoices. */
  invoices: TCrmInvoice[];
  /** Domains bought through the builder, for the Domain orders tab (each with its own invoice's number and state). */
  domainOrders: TCrmDomainOrder[];
}
