import { z } from './zod';
import { tooLongMessage } from './field-rules';
import type { EndpointGroup } from './endpoint';
import { ZChatConversationSummary } from './chat';
import { ZChatRating, ZChatState } from './chat-state';

/*
 * The live chat inbox's workflow (issue 27): a conversation is open, pending or resolved, and assigned to an admin
 * or unassigned. Resolving asks the visitor for a rating (1-5, an optional comment), stored once per resolution; the
 * visitor can have the transcript e-mailed to the address they gave.
 *   POST /api/chat/conversations/:id/state    admin: {state}; the summary
 *   POST /api/chat/conversations/:id/assign   admin: {assigneeId} (an admin's id, or null); the summary
 *   GET  /api/chat/assignees                  admin: the admins a conversation can be assigned to
 *   GET  /api/chat/ratings                    admin: the average, the count and the latest ratings
 * The visitor's side is two frames on their own socket (their conversation only): 'rating' and 'transcript'.
 */

export const CHAT_RATING_COMMENT_MAX_LENGTH = 1000;
/** Transcript mails a conversation may ask for per hour. */
export const CHAT_TRANSCRIPT_REQUESTS_PER_HOUR = 3;

/** The system message resolving posts: the widget shows the rating form under it. */
export const CHAT_RESOLVED_MESSAGE = 'This conversation has been marked as resolved. How did we do?';
/** The system message after the visitor's rating. */
export const CHAT_RATING_THANKS_MESSAGE = 'Thanks for your rating.';

export const CHAT_INBOX_MESSAGES = {
  assigneeNotAdmin: 'Only admins can be assigned a conversation',
  ratingNotAsked: 'There is no rating to give: the conversation is not resolved',
  ratingGiven: 'You have rated this conversation already. Thank you!',
  transcriptNeedsEmail: 'Leave your e-mail address first, so we know where to send the transcript',
  transcriptTooMany: 'You have asked for the transcript several times in the last hour. Please try again later.',
} as const;

export const ZChatStateInput = z.object({ state: ZChatState });
export type TChatStateInput = z.input<typeof ZChatStateInput>;

export const ZChatAssignInput = z.object({ assigneeId: z.uuid().nullable() });
export type TChatAssignInput = z.input<typeof ZChatAssignInput>;

export const ZChatAssignee = z.object({ id: z.string(), name: z.string() });
/** `currentUserId`: the caller, so the Live Chat tab can offer 'Assign to me' and keep the 'Mine' filter current. */
export const ZChatAssigneeList = z.object({ items: z.array(ZChatAssignee), currentUserId: z.string() });
export type TChatAssigneeList = z.infer<typeof ZChatAssigneeList>;

export const ZChatRatingEntry = ZChatRating.extend({
  conversationId: z.string(),
  visitorName: z.string().nullable(),
  assigneeName: z.string().nullable(),
});
export type TChatRatingEntry = z.infer<typeof ZChatRatingEntry>;

export const ZChatRatingReport = z.object({
  /** Rounded to two decimals; null with no ratings. */
  average: z.number().nullable(),
  count: z.number().int().nonnegative(),
  /** The latest 50. */
  items: z.array(ZChatRatingEntry),
});
export type TChatRatingReport = z.infer<typeof ZChatRatingReport>;

// ---- visitor frames (on the visitor's own socket: always their own conversation) ----

/** The visitor rates the resolved conversation. */
export const ZChatRatingFrame = z.object({
  type: z.literal('rating'),
  score: z.number().int().min(1, 'Choose a rating from 1 to 5').max(5, 'Choose a rating from 1 to 5'),
  comment: z
    .string()
    .trim()
    .max(CHAT_RATING_COMMENT_MAX_LENGTH, tooLongMessage('comment', CHAT_RATING_COMMENT_MAX_LENGTH))
    .optional(),
});
export type TChatRatingFrame = z.input<typeof ZChatRatingFrame>;

/** The visitor asks for the transcript by e-mail; a repeated `requestId` sends nothing more. */
export const ZChatTranscriptFrame = z.object({ type: z.literal('transcript'), requestId: z.uuid() });
export type TChatTranscriptFrame = z.input<typeof ZChatTranscriptFrame>;

export const CHAT_INBOX_ENDPOINTS = {
  'POST /api/chat/conversations/:id/state': {
    summary: 'Sets a conversation open, pending or resolved; resolving asks the visitor for a rating',
    tag: 'chat',
    access: 'admin',
    body: ZChatStateInput,
    response: ZChatConversationSummary,
  },
  'POST /api/chat/conversations/:id/assign': {
    summary: 'Assigns a conversation to an admin (400 for anyone else), or unassigns it with null',
    tag: 'chat',
    access: 'admin',
    body: ZChatAssignInput,
    response: ZChatConversationSummary,
  },
  'GET /api/chat/assignees': {
    summary: 'The admins a conversation can be assigned to, by name',
    tag: 'chat',
    access: 'admin',
    response: ZChatAssigneeList,
  },
  'GET /api/chat/ratings': {
    summary: "Visitors' chat ratings: the average, the count and the latest 50",
    tag: 'chat',
    access: 'admin',
    response: ZChatRatingReport,
  },
} satisfies EndpointGroup;
