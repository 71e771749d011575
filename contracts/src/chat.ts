import { z } from './zod';
import type { EndpointGroup } from './endpoint';
import { ZChatVisitorFields } from './chat-presence';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_VISITOR_NAME_MAX_LENGTH } from './chat-limits';
import { tooLongMessage } from './field-rules';
import { ZEmail } from './fields';
import { ZChatConversationListQuery, ZChatInboxFields, type TChatRatingSavedFrame, type TChatTranscriptQueuedFrame } from './chat-state';
import { ONBOARDING_MESSAGES, ONBOARDING_SESSION_ID_MAX_LENGTH, ONBOARDING_SESSION_ID_PATTERN } from './onboarding-options';

/*
 * Live chat over the WebSocket at /ws (spec part 1 §3, §4, §7). The spec's frames are kept exactly:
 *   client -> server  {text, sender: 'user', userId, sessionId}
 *   server -> client  {type: 'welcome', sessionId, message} and {type: 'message', data: {id, message, sender, timestamp, userId}}
 * Everything else here is added beside them, never changing them.
 *
 * Connecting: /ws?sessionId={conversation id or 'new'}&after={last message id held}. A visitor's conversation id
 * is an unguessable token kept by the browser; `after` asks for only what was missed. Agents (admins, by their
 * session cookie) connect with /ws?agent=1 and receive every conversation.
 *
 * Added since the first version (nothing renamed or removed):
 *   - 'history' holds the latest messages (after `after`, when given), at most CHAT_HISTORY_LIMIT (200 by default), and
 *     carries `hasMore: true` when earlier ones were left out.
 *   - Agents get 'welcome' too, with `sessionId: ''` (they have no conversation of their own).
 *   - The texts the server sends (welcome, offline notice, refusals) and the socket close codes are exported below.
 *   - CHAT_ENDPOINTS: the agents' HTTP endpoints.
 */


/** 'welcome' frame text for a visitor. */
export const CHAT_WELCOME_MESSAGE = 'Kia ora! How can we help you today?';
/** 'welcome' frame text for an agent. */
export const CHAT_AGENT_WELCOME_MESSAGE = 'Connected as an agent';
/** The one system message a visitor gets when no agent has been online lately. */
export const CHAT_OFFLINE_MESSAGE = "Thanks for your message. Our team isn't online right now, so we'll reply by e-mail.";
/** 'error' frame texts. */
export const CHAT_RATE_LIMIT_MESSAGE = 'You are sending messages too quickly. Please wait a moment and try again.';
export const CHAT_WRONG_CONVERSATION_MESSAGE = 'This message belongs to another conversation';
export const CHAT_UNKNOWN_FRAME_MESSAGE = 'Unknown frame';
export const CHAT_SEND_FAILED_MESSAGE = 'Your message could not be sent. Please try again.';
/** Turning a conversation into a lead needs the visitor's address (409 otherwise). */
export const CHAT_LEAD_NEEDS_EMAIL_MESSAGE = "The visitor hasn't left an e-mail address, so this conversation can't become a lead yet";
/** The system message a visitor handed over from the AI consultant gets; the agent sees that conversation's summary. */
export const CHAT_HANDOFF_MESSAGE = "You're through to our team. They can see what you told Aria, so there's no need to repeat it.";
/** A hand-off naming a consultant session the server does not know (or that has expired). */
export const CHAT_HANDOFF_NOT_FOUND_MESSAGE = 'That conversation with Aria has expired, so it could not be passed on. Please tell us here how we can help.';
/** Close reason when a non-admin asks for /ws?agent=1 (close code CHAT_CLOSE_POLICY). */
export const CHAT_AGENT_ONLY_MESSAGE = 'Only admins can join live chat as an agent';

/** WebSocket close codes the server uses: 1008 policy (not an agent), 1009 frame over the limit, 1001 server going away. */
export const CHAT_CLOSE_POLICY = 1008;
export const CHAT_CLOSE_TOO_BIG = 1009;
export const CHAT_CLOSE_GOING_AWAY = 1001;

export const CHAT_SENDERS = ['user', 'agent', 'system'] as const;
export const ZChatSender = z.enum(CHAT_SENDERS);
export type TChatSender = z.infer<typeof ZChatSender>;

const ZChatText = z
  .string()
  .trim()
  .min(1, 'Message is empty')
  .max(CHAT_MESSAGE_MAX_LENGTH, tooLongMessage('message', CHAT_MESSAGE_MAX_LENGTH));

/** A stored message as every frame and list carries it. `id` grows within a conversation: resume after it. */
export const ZChatMessage = z.object({
  id: z.number().int().positive(),
  message: z.string(),
  sender: ZChatSender,
  /** ISO 8601. */
  timestamp: z.string(),
  /** The signed-in author's id (visitor or agent); null for anonymous visitors and system messages. */
  userId: z.string().nullable(),
  /** The agent's first name, shown to the visitor; null otherwise. */
  senderName: z.string().nullable(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

// ---- client -> server ----

/** The spec's frame. `userId` is ignored in favour of the session; `sessionId` must be the socket's conversation. */
export const ZChatVisitorMessageFrame = z.object({
  text: ZChatText,
  sender: z.literal('user'),
  userId: z.string().nullable().optional(),
  sessionId: z.string().max(100),
});

/** An agent's reply: `sessionId` names the conversation it answers. */
export const ZChatAgentMessageFrame = z.object({
  text: ZChatText,
  sender: z.literal('agent'),
  sessionId: z.string().max(100),
});

export const CHAT_VISITOR_NAME_TOO_LONG_MESSAGE = tooLongMessage('name', CHAT_VISITOR_NAME_MAX_LENGTH);

/**
 * The visitor leaves an address so the team can answer by e-mail (asked once, when no agent is online), and may add
 * their name ('Aroha Ngata'): trimmed, white space inside collapsed to one space; blank is the same as none.
 */
export const ZChatContactFrame = z.object({
  type: z.literal('contact'),
  email: ZEmail,
  name: z
    .string({ error: 'Name must be text' })
    .transform((name) => name.trim().replace(/\s+/g, ' '))
    .pipe(z.string().max(CHAT_VISITOR_NAME_MAX_LENGTH, CHAT_VISITOR_NAME_TOO_LONG_MESSAGE))
    .optional(),
});

/** An agent has read a conversation up to a message. */
export const ZChatReadFrame = z.object({
  type: z.literal('read'),
  sessionId: z.string().max(100),
  upTo: z.number().int().positive(),
});

/**
 * The visitor asks for a person from the AI consultant: the server links this conversation to that consultant session
 * (found by its id, which only the visitor's browser holds) so agents see what the visitor already told it.
 */
export const ZChatHandoffFrame = z.object({
  type: z.literal('handoff'),
  onboardingSessionId: z
    .string({ error: ONBOARDING_MESSAGES.sessionIdInvalid })
    .max(ONBOARDING_SESSION_ID_MAX_LENGTH, ONBOARDING_MESSAGES.sessionIdInvalid)
    .regex(ONBOARDING_SESSION_ID_PATTERN, ONBOARDING_MESSAGES.sessionIdInvalid),
});

export type TChatHandoffFrame = z.input<typeof ZChatHandoffFrame>;
export type TChatVisitorMessageFrame = z.input<typeof ZChatVisitorMessageFrame>;
export type TChatAgentMessageFrame = z.input<typeof ZChatAgentMessageFrame>;
export type TChatContactFrame = z.input<typeof ZChatContactFrame>;
export type TChatReadFrame = z.input<typeof ZChatReadFrame>;

// ---- server -> client ----

export interface TChatWelcomeFrame {
  type: 'welcome';
  sessionId: string;
  message: string;
}

/** `sessionId` is added so an agent, who sees every conversation, knows which one a message belongs to. */
export interface TChatMessageFrame {
  type: 'message';
  sessionId: string;
  data: TChatMessage;
}

/** Sent right after 'welcome': the messages after `after` (or the whole conversation), oldest first. */
export interface TChatHistoryFrame {
  type: 'history';
  sessionId: string;
  messages: TChatMessage[];
  /** True when capped: earlier messages (after `after`, when given) exist that were left out. */
  hasMore?: boolean;
}

/** No agent is online: the widget asks once for an e-mail address (not sent when the address is already known). */
export interface TChatContactRequestFrame {
  type: 'contact-request';
  sessionId: string;
}

/** The address was stored. */
export interface TChatContactSavedFrame {
  type: 'contact-saved';
  sessionId: string;
  email: string;
}

/** To agents: a conversation's list entry changed (new conversation, new message, read, visitor identified). */
export interface TChatConversationFrame {
  type: 'conversation';
  conversation: TChatConversationSummary;
}

/** A refused frame (too fast, malformed fields, not this socket's conversation); the socket stays open. */
export interface TChatErrorFrame {
  type: 'error';
  message: string;
}

export type TChatServerFrame =
  | TChatWelcomeFrame
  | TChatMessageFrame
  | TChatHistoryFrame
  | TChatContactRequestFrame
  | TChatContactSavedFrame
  | TChatConversationFrame
  | TChatRatingSavedFrame
  | TChatTranscriptQueuedFrame
  | TChatErrorFrame;

// ---- agents' HTTP endpoints (CRM 'Live Chat' tab) ----

export const ZChatConversationSummary = z.object({
  id: z.string(),
  /** The visitor's name or e-mail when known (signed in, or left in the chat); null while anonymous. */
  visitorName: z.string().nullable(),
  visitorEmail: z.string().nullable(),
  userId: z.string().nullable(),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.string(),
  createdAt: z.string(),
  /** Visitor messages after the last one an agent has read. */
  unread: z.number().int().nonnegative(),
  /** The visitor's read marker, start page and own last message (chat-presence.ts). */
  ...ZChatVisitorFields.shape,
  /** Set once the conversation has been turned into a lead. */
  leadId: z.string().nullable(),
  /** The AI consultant session the visitor was handed over from (GET /api/crm/onboarding-chats/:id reads it). */
  onboardingChatId: z.string().nullable(),
  /** State, assignee and rating (chat-state.ts). */
  ...ZChatInboxFields.shape,
});
export type TChatConversationSummary = z.infer<typeof ZChatConversationSummary>;

export const ZChatConversationList = z.object({ items: z.array(ZChatConversationSummary) });
export type TChatConversationList = z.infer<typeof ZChatConversationList>;

export const ZChatTranscript = z.object({
  conversation: ZChatConversationSummary,
  messages: z.array(ZChatMessage),
});
export type TChatTranscript = z.infer<typeof ZChatTranscript>;

export const ZChatLeadCreated = z.object({ leadId: z.string() });
export type TChatLeadCreated = z.infer<typeof ZChatLeadCreated>;

export const CHAT_CONVERSATION_NOT_FOUND_MESSAGE = 'Conversation not found';

export const CHAT_ENDPOINTS = {
  'GET /api/chat/conversations': {
    summary: 'Live chat conversations with at least one message, newest activity first (at most 200), with unread counts; ?filter=mine|unassigned|all (not resolved) or resolved',
    tag: 'chat',
    access: 'admin',
    query: ZChatConversationListQuery,
    response: ZChatConversationList,
  },
  'GET /api/chat/conversations/:id': {
    summary: "A conversation and its transcript (its latest 1,000 messages, oldest first)",
    tag: 'chat',
    access: 'admin',
    response: ZChatTranscript,
  },
  'POST /api/chat/conversations/:id/read': {
    summary: "Marks a conversation read up to its latest message (the agents' shared read marker)",
    tag: 'chat',
    access: 'admin',
    response: ZChatConversationSummary,
  },
  'POST /api/chat/conversations/:id/lead': {
    summary: "Turns a conversation into a lead (source 'live_chat'); again answers with the same lead; 409 without the visitor's e-mail",
    tag: 'chat',
    access: 'admin',
    response: ZChatLeadCreated,
  },
} satisfies EndpointGroup;
