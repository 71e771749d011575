import { z } from './zod';

/** A live chat conversation's workflow fields, on every conversation summary (the endpoints are in chat-inbox.ts). */

export const CHAT_STATES = ['open', 'pending', 'resolved'] as const;
export const ZChatState = z.enum(CHAT_STATES);
export type TChatState = z.infer<typeof ZChatState>;

export const ZChatRating = z.object({
  score: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type TChatRating = z.infer<typeof ZChatRating>;

export const ZChatInboxFields = z.object({
  state: ZChatState,
  /** The admin the conversation is assigned to; null when unassigned. */
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  /** The rating of the latest resolution, when the visitor gave one. */
  rating: ZChatRating.nullable(),
});
export type TChatInboxFields = z.infer<typeof ZChatInboxFields>;

/** The Live Chat tab's filters: mine, unassigned and all are the conversations not resolved; resolved is the rest. */
export const CHAT_INBOX_FILTERS = ['mine', 'unassigned', 'all', 'resolved'] as const;
export const ZChatInboxFilter = z.enum(CHAT_INBOX_FILTERS);
export type TChatInboxFilter = z.infer<typeof ZChatInboxFilter>;

export const ZChatConversationListQuery = z.object({ filter: ZChatInboxFilter.default('all') });
export type TChatConversationListQuery = z.input<typeof ZChatConversationListQuery>;

/** Whether a summary belongs under a filter, for the list's live updates (the server filters the same way). */
export function inChatFilter(
  filter: TChatInboxFilter,
  conversation: Pick<TChatInboxFields, 'state' | 'assigneeId'>,
  userId: string | null,
): boolean {
  if (filter === 'resolved') return conversation.state === 'resolved';
  if (conversation.state === 'resolved') return false;
  if (filter === 'mine') return conversation.assigneeId !== null && conversation.assigneeId === userId;
  if (filter === 'unassigned') return conversation.assigneeId === null;
  return true;
}

// The server's answers to the visitor's 'rating' and 'transcript' frames (chat-inbox.ts); part of chat.ts's frame union.

/** To the visitor: the rating was stored. */
export interface TChatRatingSavedFrame {
  type: 'rating-saved';
  sessionId: string;
  score: number;
}

/** To the visitor: the transcript is on its way to `email`. */
export interface TChatTranscriptQueuedFrame {
  type: 'transcript-queued';
  sessionId: string;
  email: string;
}
