import type { TChatConversationSummary, TChatMessage, TFeedbackContextOverview } from '@agency/contracts';
import type { SampleState } from './sample-state';
import { sampleInboxFields } from './chat-inbox-sample';

/*
 * What visitors said, for /admin-test: live chat conversations with their transcripts, and the feedback widgets'
 * figures and comments. Fictional, fixed apart from the times, which are counted back from the visit so the newest
 * conversation reads as minutes old.
 */

const MINUTE = 60 * 1000;
const ago = (minutes: number): string => new Date(Date.now() - minutes * MINUTE).toISOString();
/** A stable sample id per kind (40 conversations, 41 feedback contexts, 42 comments), numbered. */
const sampleId = (kind: number, n: number): string =>
  `${String(kind).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;

type Line = [sender: TChatMessage['sender'], minutesAgo: number, text: string];

/** The sample conversation whose visitor is shown typing (Hemi, with unread messages). */
export const SAMPLE_TYPING_CONVERSATION_ID = sampleId(40, 1);

interface ConversationSeed {
  visitorName: string | null;
  visitorEmail: string | null;
  /** Visitor messages after the agents' read marker. */
  unread: number;
  /** The page the chat started on ('Visitor from <page>' when the visitor left no name or address). */
  startedPath: string;
  /** The visitor has seen the agents' messages ("Seen" in the conversation). */
  seen: boolean;
  lines: Line[];
}

const AGENT_NAME = 'Sam';

const CONVERSATIONS: ConversationSeed[] = [
  {
    visitorName: 'Hemi Parata',
    visitorEmail: 'hemi@kauriwoodworks.example',
    unread: 2,
    startedPath: '/services',
    seen: false,
    lines: [
      ['user', 14, 'Kia ora, we make furniture to order in Whanganui.'],
      ['system', 14, "Thanks for your message. Our team isn't online right now, so we'll reply by e-mail."],
      ['user', 12, 'Could you build us a site where customers can pick timber and finishes?'],
      ['user', 11, 'Do you also do online bookings for workshop visits?'],
    ],
  },
  {
    visitorName: null,
    visitorEmail: null,
    unread: 1,
    startedPath: '/pricing',
    seen: false,
    lines: [['user', 45, 'How much does a basic website cost per month?']],
  },
  {
    visitorName: 'Grace Liu',
    visitorEmail: 'grace@tidewaterphysio.example',
    unread: 0,
    startedPath: '/',
    seen: true,
    lines: [
      ['user', 190, 'Hi, can your booking system send reminders by text?'],
      ['agent', 186, 'Kia ora Grace, yes: reminders go out by text and e-mail the day before.'],
      ['user', 184, 'Great, I will book a consultation.'],
    ],
  },
  {
    visitorName: null,
    visitorEmail: 'orders@piopioproduce.example',
    unread: 0,
    startedPath: '/portfolio',
    seen: false,
    lines: [
      ['user', 2900, 'We sell vegetable boxes. Can customers choose a delivery day?'],
      ['agent', 2880, 'Yes, and the box changes with what is in season. Shall I send you an example?'],
    ],
  },
];

function seedConversations(currentUserId: string): Pick<SampleState, 'conversations' | 'chatMessages'> {
  const chatMessages: Record<string, TChatMessage[]> = {};
  let nextMessageId = 1;
  const conversations = CONVERSATIONS.map((seed, index): TChatConversationSummary => {
    const id = sampleId(40, index + 1);
    const messages = seed.lines.map(
      ([sender, minutesAgo, message]): TChatMessage => ({
        id: nextMessageId++,
        message,
        sender,
        timestamp: ago(minutesAgo),
        userId: sender === 'agent' ? currentUserId : null,
        senderName: sender === 'agent' ? AGENT_NAME : null,
      }),
    );
    chatMessages[id] = messages;
    const first = messages[0];
    const last = messages[messages.length - 1];
    return {
      id,
      visitorName: seed.visitorName,
      visitorEmail: seed.visitorEmail,
      userId: null,
      lastMessage: last?.message ?? null,
      lastMessageAt: last?.timestamp ?? ago(0),
      createdAt: first?.timestamp ?? ago(0),
      unread: seed.unread,
      visitorReadUpTo: seed.seen ? (last?.id ?? 0) : (first?.id ?? 0),
      startedPath: seed.startedPath,
      lastVisitorMessage: messages.filter((message) => message.sender === 'user').at(-1)?.message ?? null,
      leadId: null,
      onboardingChatId: null,
      ...sampleInboxFields(index, currentUserId, ago),
    };
  });
  return { conversations, chatMessages };
}

type CommentSeed = [rating: number | null, minutesAgo: number, comment: string];

interface ContextSeed {
  identifier: string;
  reactionCount: number;
  sentimentScore: number;
  submissionCount: number;
  averageRating: number | null;
  comments: CommentSeed[];
}

const CONTEXTS: ContextSeed[] = [
  {
    identifier: 'home',
    reactionCount: 48,
    sentimentScore: 0.54,
    submissionCount: 6,
    averageRating: 4.3,
    comments: [
      [5, 95, 'Clear about what you do and what it costs. Booked a call straight away.'],
      [4, 1500, 'Would love to see prices for ongoing support on the home page.'],
    ],
  },
  {
    identifier: 'portfolio',
    reactionCount: 21,
    sentimentScore: 0.71,
    submissionCount: 2,
    averageRating: 4.5,
    comments: [[5, 3100, 'The farmer marketplace case study was exactly our situation.']],
  },
  {
    identifier: 'consultation-booking',
    reactionCount: 17,
    sentimentScore: 0.12,
    submissionCount: 3,
    averageRating: 3.7,
    comments: [[3, 420, 'Booking was easy, but I wanted an evening slot.']],
  },
  {
    identifier: 'onboarding',
    reactionCount: 9,
    sentimentScore: -0.33,
    submissionCount: 1,
    averageRating: 2,
    comments: [[2, 2200, 'Too many questions before I could see any pricing.']],
  },
  { identifier: 'client-home', reactionCount: 0, sentimentScore: 0, submissionCount: 0, averageRating: null, comments: [] },
];

function seedFeedback(): Pick<SampleState, 'feedback'> {
  let nextComment = 1;
  const feedback = CONTEXTS.map(
    (seed, index): TFeedbackContextOverview => ({
      id: sampleId(41, index + 1),
      identifier: seed.identifier,
      reactionCount: seed.reactionCount,
      sentimentScore: seed.sentimentScore,
      submissionCount: seed.submissionCount,
      averageRating: seed.averageRating,
      latestComments: seed.comments.map(([rating, minutesAgo, comment]) => ({
        id: sampleId(42, nextComment++),
        rating,
        comment,
        createdAt: ago(minutesAgo),
      })),
    }),
  );
  return { feedback };
}

export function seedVisitorSample(currentUserId: string): Pick<SampleState, 'conversations' | 'chatMessages' | 'feedback'> {
  return { ...seedConversations(currentUserId), ...seedFeedback() };
}
