import { z } from './zod';
import type { EndpointGroup } from './endpoint';

/*
 * Live chat, what the visitor is told is true (issue 27): agents' presence, the widget's availability line, typing and
 * "Seen" both ways, and the visitor's contact state read back on reconnect. Added beside the frames of chat.ts.
 */

/** An agent's own choice in the CRM Live Chat tab; an agent idle on every socket counts as away either way. */
export const CHAT_AGENT_STATES = ['online', 'away'] as const;
export const ZChatAgentState = z.enum(CHAT_AGENT_STATES);
export type TChatAgentState = z.infer<typeof ZChatAgentState>;

/** The widget's line when nobody is online: the one place this promise is worded. */
export const CHAT_REPLY_TIME_MESSAGE = 'We usually reply within a few hours.';
/** The bot's notice when nobody has been online lately and the visitor's address is not known yet: it asks first. */
export const CHAT_ASK_EMAIL_MESSAGE = "Our team isn't online right now. Leave your e-mail address below and we'll reply there.";

// ---- client -> server ----

/** `/ws?sessionId=new&path=<page>`: the path (no query) of the page a new conversation starts on. */
export const ZChatStartedPath = z.string().regex(/^\/[^?#\s]{0,499}$/);

/** Agent: Online or Away; sent on every (re)connect, as the server forgets a closed socket's choice. */
export const ZChatPresenceFrame = z.object({
  type: z.literal('presence'),
  state: ZChatAgentState,
});
export type TChatPresenceFrame = z.input<typeof ZChatPresenceFrame>;

/** Typing, at most one every CHAT_TYPING_THROTTLE_MS; never stored. An agent names the conversation, a visitor's is its own. */
export const ZChatTypingFrame = z.object({
  type: z.literal('typing'),
  sessionId: z.string().max(100).optional(),
});
export type TChatTypingFrame = z.input<typeof ZChatTypingFrame>;

/** Visitor: has seen the conversation up to a message (sent while the panel is open and the page visible). */
export const ZChatSeenFrame = z.object({
  type: z.literal('seen'),
  upTo: z.number().int().positive(),
});
export type TChatSeenFrame = z.input<typeof ZChatSeenFrame>;

/** A typing signal is sent at most this often, and shown for this long after the last one. */
export const CHAT_TYPING_THROTTLE_MS = 2000;
export const CHAT_TYPING_SHOWN_MS = 5000;

// ---- server -> client ----

/** To visitors: who can answer now ('online' with the first names of the admins online). */
export interface TChatAvailabilityFrame {
  type: 'availability';
  state: 'online' | 'away' | 'offline';
  names: string[];
}

/** To a visitor right after 'welcome': what the server holds about this conversation, so a reload shows the same. */
export interface TChatVisitorStateFrame {
  type: 'visitor-state';
  sessionId: string;
  /** The address the visitor gave (or their account's); null while unknown. */
  email: string | null;
  /** The team asked for an address and none has been given yet: the prompt is shown again. */
  contactRequested: boolean;
  /** Agents have read up to this message id ("Seen"). */
  agentReadUpTo: number;
}

/** Someone is typing in a conversation: an agent (to its visitor, with the agent's first name) or the visitor (to agents). */
export interface TChatTypingServerFrame {
  type: 'typing';
  sessionId: string;
  from: 'agent' | 'visitor';
  name: string | null;
}

/** A read marker moved: agents' (to the visitor) or the visitor's (to agents). */
export interface TChatSeenServerFrame {
  type: 'seen';
  sessionId: string;
  by: 'agent' | 'visitor';
  upTo: number;
}

export type TChatPresenceServerFrame = TChatAvailabilityFrame | TChatVisitorStateFrame | TChatTypingServerFrame | TChatSeenServerFrame;

/** Added to the agents' conversation summary. */
export const ZChatVisitorFields = z.object({
  /** The visitor has seen up to this message id. */
  visitorReadUpTo: z.number().int().nonnegative(),
  /** The page the chat started on. */
  startedPath: z.string().nullable(),
  /** The visitor's own last message (the list's preview, never the bot's text). */
  lastVisitorMessage: z.string().nullable(),
});

/** One admin's presence, as `ChatPresence.onlineAgents()` answers. */
export interface TChatOnlineAgent {
  userId: string;
  firstName: string;
  state: TChatAgentState;
}

/** The widget's unread count while its panel is closed (its socket is closed then): agents' messages after the visitor's read marker. */
export const ZChatVisitorUnread = z.object({ unread: z.number().int().nonnegative() });
export type TChatVisitorUnread = z.infer<typeof ZChatVisitorUnread>;

/** How often the widget asks while its panel is closed and the page is visible. */
export const CHAT_UNREAD_POLL_MS = 5000;

export const CHAT_VISITOR_ENDPOINTS = {
  'GET /api/chat/visitor/:id/unread': {
    summary:
      "The visitor's unread count for their conversation (the id only their browser holds): agents' messages after the visitor's read marker; 404 for an unknown id",
    tag: 'chat',
    access: 'public',
    response: ZChatVisitorUnread,
  },
} satisfies EndpointGroup;
