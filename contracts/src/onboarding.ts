import { z } from './zod';
import type { EndpointGroup } from './endpoint';
import { tooLongMessage } from './field-rules';
import { ZAppointmentStatus } from './scheduling';
import {
  ONBOARDING_CHAT_STATUSES,
  ONBOARDING_HISTORY_MAX_CONTENT_LENGTH,
  ONBOARDING_HISTORY_MAX_MESSAGES,
  ONBOARDING_MESSAGE_MAX_LENGTH,
  ONBOARDING_MESSAGES,
  ONBOARDING_OFFERED_TIMES,
  ONBOARDING_SESSION_ID_MAX_LENGTH,
  ONBOARDING_SESSION_ID_PATTERN,
  ONBOARDING_STAGES,
} from './onboarding-options';

/*
 * The AI business consultant (spec part 1 §3, §4, §7; part 2 §2, §3 'User Assessments'). The spec's two calls are kept
 * exactly:
 *   POST /api/onboarding/init    {sessionId}                     -> {greeting, serviceOptions, selectionPrompt}
 *   POST /api/onboarding/message {sessionId, message, messages}  -> {response, context: {stage, serviceInterest}}
 * The server owns the conversation: it keeps the transcript and the stage per session id, so `messages` is only a hint
 * (validated and bounded, never trusted). A session id must have the browser's 'session_<time>_<random>' shape; init
 * starts it once (409 when it exists), and message answers 404 for an id init never started.
 * Beside them, for the CRM's 'User Assessments' tab: the list, one transcript, and turning a session into a lead.
 */

export const ZOnboardingStage = z.enum(ONBOARDING_STAGES);
export const ZOnboardingChatStatus = z.enum(ONBOARDING_CHAT_STATUSES);

export const ZOnboardingSessionId = z
  .string({ error: ONBOARDING_MESSAGES.sessionIdInvalid })
  .max(ONBOARDING_SESSION_ID_MAX_LENGTH, ONBOARDING_MESSAGES.sessionIdInvalid)
  .regex(ONBOARDING_SESSION_ID_PATTERN, ONBOARDING_MESSAGES.sessionIdInvalid);

/** Body of POST /api/onboarding/init. */
export const ZOnboardingInitRequest = z.object({ sessionId: ZOnboardingSessionId });
export type TOnboardingInitRequest = z.infer<typeof ZOnboardingInitRequest>;

/** serviceOptions are numbered ('1. Website & App Development'); stripOptionNumber() gives the button's text. */
export const ZOnboardingInitResponse = z.object({
  greeting: z.string(),
  serviceOptions: z.array(z.string()),
  selectionPrompt: z.string(),
});
export type TOnboardingInitResponse = z.infer<typeof ZOnboardingInitResponse>;

/** One entry of the client's transcript hint. */
export const ZOnboardingHistoryMessage = z.object({
  role: z.enum(['user', 'assistant'], { error: "A message's role must be 'user' or 'assistant'" }),
  content: z
    .string({ error: 'Message content must be text' })
    .max(ONBOARDING_HISTORY_MAX_CONTENT_LENGTH, tooLongMessage('message content', ONBOARDING_HISTORY_MAX_CONTENT_LENGTH)),
});
export type TOnboardingHistoryMessage = z.infer<typeof ZOnboardingHistoryMessage>;

/** Body of POST /api/onboarding/message. */
export const ZOnboardingMessageRequest = z.object({
  sessionId: ZOnboardingSessionId,
  message: z
    .string({ error: ONBOARDING_MESSAGES.messageRequired })
    .trim()
    .min(1, ONBOARDING_MESSAGES.messageRequired)
    .max(ONBOARDING_MESSAGE_MAX_LENGTH, ONBOARDING_MESSAGES.messageTooLong),
  messages: z
    .array(ZOnboardingHistoryMessage, { error: 'messages must be a list of {role, content}' })
    .max(ONBOARDING_HISTORY_MAX_MESSAGES, `messages may hold at most ${ONBOARDING_HISTORY_MAX_MESSAGES} entries`)
    .default([]),
});
export type TOnboardingMessageRequest = z.input<typeof ZOnboardingMessageRequest>;
export type TOnboardingMessage = z.output<typeof ZOnboardingMessageRequest>;

/** serviceInterest: the chosen service once there is one (an ONBOARDING_SERVICES name), else null. */
export const ZOnboardingContext = z.object({
  stage: ZOnboardingStage,
  serviceInterest: z.string().nullable(),
});
export type TOnboardingContext = z.infer<typeof ZOnboardingContext>;

/** A free consultation time: its UTC start and how the consultant words it in New Zealand time. */
export const ZConsultationTime = z.object({
  startsAt: z.iso.datetime({ offset: true }),
  /** 'Tuesday 3 March, 10:00 am': the New Zealand wall clock. */
  label: z.string(),
});
export type TConsultationTime = z.infer<typeof ZConsultationTime>;

/**
 * What the consultant offers beside its words: the next free consultation times (the booking module's own slots) as
 * buttons, and a way to talk to a person (the shell's live chat). Absent when nothing is offered.
 */
export const ZOnboardingOffer = z.object({
  times: z.array(ZConsultationTime).max(ONBOARDING_OFFERED_TIMES),
  person: z.boolean(),
});
export type TOnboardingOffer = z.infer<typeof ZOnboardingOffer>;

/** `offer` is added beside the spec's fields. */
export const ZOnboardingMessageResponse = z.object({
  response: z.string(),
  context: ZOnboardingContext,
  offer: ZOnboardingOffer.optional(),
});
export type TOnboardingMessageResponse = z.infer<typeof ZOnboardingMessageResponse>;

/** Body of POST /api/onboarding/book: one of the offered times, by its `startsAt`. */
export const ZOnboardingBookRequest = z.object({
  sessionId: ZOnboardingSessionId,
  startsAt: z.iso.datetime({ offset: true, error: 'Please choose one of the offered times' }),
});
export type TOnboardingBookRequest = z.infer<typeof ZOnboardingBookRequest>;

/**
 * The consultant's answer to a chosen time: `booked` is the consultation now held for the visitor, or null when the
 * time had just been taken (the reply then offers the next free times).
 */
export const ZOnboardingBookResponse = ZOnboardingMessageResponse.extend({
  booked: ZConsultationTime.nullable(),
});
export type TOnboardingBookResponse = z.infer<typeof ZOnboardingBookResponse>;

// ---- the CRM's 'User Assessments' ----

/** A session as the CRM lists it (part 2 §3): what the consultant has gathered so far. */
export const ZOnboardingChat = z.object({
  id: z.uuid(),
  sessionId: z.string(),
  contactInfo: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    /** A phone the visitor gave (never asked for). */
    phone: z.string().nullable(),
  }),
  serviceInterest: z.string().nullable(),
  companyName: z.string().nullable(),
  budget: z.string().nullable(),
  timeline: z.string().nullable(),
  businessDescription: z.string().nullable(),
  challenges: z.string().nullable(),
  goals: z.string().nullable(),
  stage: ZOnboardingStage,
  status: ZOnboardingChatStatus,
  /** Messages in the transcript, both sides. */
  messageCount: z.number().int().nonnegative(),
  /** Set once an admin has turned the session into a lead (status 'converted'). */
  leadId: z.uuid().nullable(),
  /** The consultation booked in this conversation, with its status now (it may have been moved or cancelled since). */
  consultation: z
    .object({
      id: z.uuid(),
      startsAt: z.iso.datetime({ offset: true }),
      status: ZAppointmentStatus,
    })
    .nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TOnboardingChat = z.infer<typeof ZOnboardingChat>;

export const ONBOARDING_CHAT_LIST_DEFAULT_PAGE_SIZE = 50;
export const ONBOARDING_CHAT_LIST_MAX_PAGE_SIZE = 200;

/** Query of GET /api/crm/onboarding-chats. */
export const ZOnboardingChatListQuery = z.object({
  page: z.coerce.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page must be at least 1').default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(ONBOARDING_CHAT_LIST_MAX_PAGE_SIZE, `Page size must be at most ${ONBOARDING_CHAT_LIST_MAX_PAGE_SIZE}`)
    .default(ONBOARDING_CHAT_LIST_DEFAULT_PAGE_SIZE),
  status: ZOnboardingChatStatus.optional(),
});
export type TOnboardingChatListQuery = z.input<typeof ZOnboardingChatListQuery>;

/**
 * Newest first, one page; `counts` are over every session whatever the page or filter, so the tab's tiles (Total
 * Assessments, Completed, Converted to Leads, Completion Rate) need no second call. Completed counts sessions that
 * reached the end, converted ones included.
 */
export const ZOnboardingChatList = z.object({
  items: z.array(ZOnboardingChat),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  counts: z.object({
    total: z.number().int().nonnegative(),
    inProgress: z.number().int().nonnegative(),
    completed: z.number().int().nonnegative(),
    converted: z.number().int().nonnegative(),
  }),
});
export type TOnboardingChatList = z.infer<typeof ZOnboardingChatList>;

export const ZOnboardingTranscriptMessage = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  stage: ZOnboardingStage,
  createdAt: z.iso.datetime({ offset: true }),
});
export type TOnboardingTranscriptMessage = z.infer<typeof ZOnboardingTranscriptMessage>;

export const ZOnboardingChatTranscript = z.object({
  chat: ZOnboardingChat,
  messages: z.array(ZOnboardingTranscriptMessage),
});
export type TOnboardingChatTranscript = z.infer<typeof ZOnboardingChatTranscript>;

export const ZOnboardingChatLead = z.object({ leadId: z.uuid() });
export type TOnboardingChatLead = z.infer<typeof ZOnboardingChatLead>;

export const ONBOARDING_ENDPOINTS = {
  'POST /api/onboarding/init': {
    summary: "Start the consultant chat for a new 'session_<time>_<random>' id: greeting and numbered service options; 409 if the id has started",
    tag: 'onboarding',
    access: 'public',
    body: ZOnboardingInitRequest,
    response: ZOnboardingInitResponse,
  },
  'POST /api/onboarding/message': {
    summary: "The visitor's next message and the consultant's reply with the stage; 404 for a session init never started",
    tag: 'onboarding',
    access: 'public',
    body: ZOnboardingMessageRequest,
    response: ZOnboardingMessageResponse,
  },
  'POST /api/onboarding/book': {
    summary:
      "Books one of the consultant's offered times through the booking service (same rules, e-mails and lead merge); a time just taken answers with the next free times",
    tag: 'onboarding',
    access: 'public',
    body: ZOnboardingBookRequest,
    response: ZOnboardingBookResponse,
  },
  'GET /api/crm/onboarding-chats': {
    summary: 'Onboarding chat sessions (User Assessments), newest first, with counts per status',
    tag: 'onboarding',
    access: 'admin',
    query: ZOnboardingChatListQuery,
    response: ZOnboardingChatList,
  },
  'GET /api/crm/onboarding-chats/:id': {
    summary: 'One onboarding chat session and its transcript, oldest message first',
    tag: 'onboarding',
    access: 'admin',
    response: ZOnboardingChatTranscript,
  },
  'POST /api/crm/onboarding-chats/:id/lead': {
    summary: "Turns a session into a lead (source 'onboarding_chat', status 'converted'); again answers with the same lead; 409 without a valid e-mail",
    tag: 'onboarding',
    access: 'admin',
    response: ZOnboardingChatLead,
  },
} satisfies EndpointGroup;
