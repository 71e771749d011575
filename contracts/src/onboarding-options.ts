/*
 * The AI business consultant (onboarding chat; spec part 1 §2-§5, §7-§9) without zod, so the chat overlay can import
 * its stages, sizes and words and download nothing else. The schemas are in onboarding.ts.
 */
import { tooLongMessage } from './field-rules';

/**
 * The conversation's stages, in order; the server alone moves a session forward. The reply's `context.stage` is one
 * of these: 'service_selection' until a service is chosen, then discovery (business, challenges, goals), contact
 * (name, email, company, budget, timeline) and complete.
 */
export const ONBOARDING_STAGES = ['service_selection', 'discovery', 'contact', 'complete'] as const;
export type TOnboardingStage = (typeof ONBOARDING_STAGES)[number];

/** 'Step n/4' (part 1 §4, §9): 0 before start, 1 after the greeting, 2 discovery, 3 contact, 4 complete. */
export const ONBOARDING_STEP_COUNT = 4;
export function onboardingStepOfStage(stage: TOnboardingStage): number {
  return ONBOARDING_STAGES.indexOf(stage) + 1;
}
/** The percentage the progress bar shows for a step (0-4). */
export function onboardingProgressPercent(step: number): number {
  return Math.round((Math.min(Math.max(step, 0), ONBOARDING_STEP_COUNT) / ONBOARDING_STEP_COUNT) * 100);
}

/** The input is re-enabled this long after init (part 1 §4, §9). */
export const ONBOARDING_INPUT_DELAY_MS = 500;

/** What a CRM assessment can be: 'converted' once an admin has turned it into a lead. */
export const ONBOARDING_CHAT_STATUSES = ['in_progress', 'completed', 'converted'] as const;
export type TOnboardingChatStatus = (typeof ONBOARDING_CHAT_STATUSES)[number];

/** The services the consultant offers, each a lead service interest the CRM already knows. */
export const ONBOARDING_SERVICES = [
  'Website & App Development',
  'AI Content Creation',
  'Digital Marketing',
  'Business Automation',
  'Intelligent Agents',
  'Lead Generation',
] as const;
export type TOnboardingService = (typeof ONBOARDING_SERVICES)[number];

/** The init answer numbers its options ('1. Website & App Development'); the overlay shows them without the number. */
export function stripOptionNumber(option: string): string {
  return option.replace(/^\s*\d+[.)]\s*/, '');
}

/**
 * Session ids are made in the browser (part 1 §3: 'session_' + the time + a random string). The server only accepts
 * this shape, with enough randomness that an id cannot be guessed, and only ids that init has started.
 */
export const ONBOARDING_SESSION_ID_PATTERN = /^session_\d{10,16}_[A-Za-z0-9]{8,64}$/;
export const ONBOARDING_SESSION_ID_MAX_LENGTH = 90;

/** 'session_1766400000000_k3j9x0q2m4ztab1c': the time, then 16 random base-32 characters (80 bits) from the CSPRNG. */
export function createOnboardingSessionId(now: number = Date.now()): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  const random = Array.from(bytes, (byte) => (byte & 31).toString(32)).join('');
  return `session_${now}_${random}`;
}

/** Longest visitor message, after trimming. */
export const ONBOARDING_MESSAGE_MAX_LENGTH = 2000;
/** The client's `messages` hint: at most this many entries, each at most this long. The server keeps its own copy. */
export const ONBOARDING_HISTORY_MAX_MESSAGES = 60;
export const ONBOARDING_HISTORY_MAX_CONTENT_LENGTH = 4000;
/** A session ends here: the visitor is asked to book a call or use the contact form instead. */
export const ONBOARDING_MAX_VISITOR_MESSAGES = 40;

/** Verbatim texts of the overlay (part 1 §2, §4, §8). */
export const ONBOARDING_TEXT = {
  personaName: 'Aria',
  subtitle: 'AI Business Consultant',
  startButton: 'Start Your Journey',
  /** Shown when the init answer carries no greeting. */
  fallbackGreeting: 'Hello! How can I help you today?',
  inputPlaceholder: 'Type your message...',
  send: 'Send',
  close: 'Close',
  typing: 'Aria is typing...',
  completionTitle: 'Thank you!',
  completionText: "We'll prepare a tailored proposal and send it to you within 24 hours.",
  connectionError: { title: 'Connection Error', description: 'Failed to start chat session. Please try again.' },
  messageError: { title: 'Message Error', description: 'Failed to send message. Please try again.' },
} as const;

/** The server's answers a page may show as they come. */
export const ONBOARDING_MESSAGES = {
  sessionNotFound: 'This chat session has expired or was never started. Please start a new one.',
  sessionExists: 'This chat session has already started. Please start a new one.',
  sessionComplete: 'This conversation is complete. Please start a new one to tell us about something else.',
  tooManyMessages: 'Too many messages. Please wait a few minutes and try again.',
  tooManySessions: 'Too many chats started. Please wait a few minutes and try again.',
  conversationTooLong:
    'This conversation has reached its length limit. Please book a free consultation or send us a message through the contact form.',
  busy: 'Your previous message is still being answered. Please wait a moment.',
  messageRequired: 'Please type a message',
  messageTooLong: tooLongMessage('messages', ONBOARDING_MESSAGE_MAX_LENGTH),
  sessionIdInvalid: 'Invalid chat session id',
  chatNotFound: 'Onboarding chat not found',
  noEmail: 'This conversation has no valid e-mail address, so it cannot become a lead',
  bookingNeedsContact: 'Please tell Aria your name and e-mail address first, so we can send you the invitation.',
  alreadyBooked: 'A consultation is already booked in this conversation. The confirmation e-mail has links to move or cancel it.',
} as const;

/** Words of the consultant's booking offer (issue 24: the meeting booked in the chat). */
export const ONBOARDING_BOOKING_TEXT = {
  timesLabel: 'Book a free 30-minute consultation (New Zealand time)',
  talkToPerson: 'Talk to a person',
  bookedTitle: 'Consultation booked',
} as const;

/** How many free consultation times the consultant offers at once. */
export const ONBOARDING_OFFERED_TIMES = 3;

/** Analytics events of the overlay (part 1 §7), names as the analytics allow-list spells them. */
export const ONBOARDING_CHAT_EVENTS = {
  started: 'onboarding_chat_started',
  closed: 'onboarding_chat_closed',
  completed: 'onboarding_chat_completed',
  stageProgress: 'onboarding_stage_progress',
  serviceSelected: 'onboarding_service_selected',
  serviceButtonClicked: 'onboarding_service_button_clicked',
} as const;
