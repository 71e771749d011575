import {
  CHAT_CONVERSATION_NOT_FOUND_MESSAGE,
  CHAT_INBOX_MESSAGES,
  CHAT_RESOLVED_MESSAGE,
  ZChatAssignInput,
  ZChatStateInput,
  type TChatConversationSummary,
  type TChatInboxFields,
  type TChatRatingEntry,
} from '@agency/contracts';
import { parseSample, sampleError, type SampleHandlers } from './sample-handler';
import type { SampleState } from './sample-state';

/*
 * The Live Chat tab's workflow on /admin-test: states, assignees (the sample's admins) and a visitor's rating, with
 * the server's rules (only admins are assignees; resolving posts the message that asks the visitor for a rating).
 */

export type ChatInboxSampleKey =
  | 'POST /api/chat/conversations/:id/state'
  | 'POST /api/chat/conversations/:id/assign'
  | 'GET /api/chat/assignees'
  | 'GET /api/chat/ratings';

/** The seeded conversations in turn: mine, unassigned, a colleague's pending one, and a resolved one rated 5. */
export function sampleInboxFields(index: number, currentUserId: string, minutesAgo: (minutes: number) => string): TChatInboxFields {
  const fields: TChatInboxFields[] = [
    { state: 'open', assigneeId: currentUserId, assigneeName: 'Sam', rating: null },
    { state: 'open', assigneeId: null, assigneeName: null, rating: null },
    { state: 'pending', assigneeId: null, assigneeName: null, rating: null },
    {
      state: 'resolved',
      assigneeId: currentUserId,
      assigneeName: 'Sam',
      rating: { score: 5, comment: 'Quick and friendly, thanks!', createdAt: minutesAgo(2870) },
    },
  ];
  return fields[index % fields.length] ?? { state: 'open', assigneeId: null, assigneeName: null, rating: null };
}

const sampleAdmins = (state: SampleState) =>
  state.users.filter((user) => user.role === 'admin').map((user) => ({ id: user.id, name: user.firstName || user.email }));

function findConversation(state: SampleState, id: string): TChatConversationSummary {
  const found = state.conversations.find((item) => item.id === id);
  if (!found) throw sampleError(404, CHAT_CONVERSATION_NOT_FOUND_MESSAGE);
  return found;
}

export const CHAT_INBOX_SAMPLE_HANDLERS: Pick<SampleHandlers, ChatInboxSampleKey> = {
  'POST /api/chat/conversations/:id/state': (state, input) => {
    const conversation = findConversation(state, input.params.id);
    const { state: next } = parseSample(ZChatStateInput, input.body);
    if (next === 'resolved' && conversation.state !== 'resolved') {
      const messages = state.chatMessages[conversation.id] ?? [];
      const id = Math.max(0, ...Object.values(state.chatMessages).flat().map((item) => item.id)) + 1;
      const timestamp = new Date().toISOString();
      state.chatMessages[conversation.id] = [...messages, { id, message: CHAT_RESOLVED_MESSAGE, sender: 'system', timestamp, userId: null, senderName: null }];
      Object.assign(conversation, { lastMessage: CHAT_RESOLVED_MESSAGE, lastMessageAt: timestamp, rating: null });
    }
    conversation.state = next;
    return conversation;
  },

  'POST /api/chat/conversations/:id/assign': (state, input) => {
    const conversation = findConversation(state, input.params.id);
    const { assigneeId } = parseSample(ZChatAssignInput, input.body);
    const assignee = assigneeId === null ? null : sampleAdmins(state).find((admin) => admin.id === assigneeId);
    if (assignee === undefined) throw sampleError(400, CHAT_INBOX_MESSAGES.assigneeNotAdmin);
    Object.assign(conversation, { assigneeId: assignee?.id ?? null, assigneeName: assignee?.name ?? null });
    return conversation;
  },

  'GET /api/chat/assignees': (state) => ({ items: sampleAdmins(state), currentUserId: state.currentUserId }),

  'GET /api/chat/ratings': (state) => {
    const items = state.conversations
      .filter((conversation) => conversation.rating !== null)
      .map((conversation): TChatRatingEntry | null =>
        conversation.rating
          ? { ...conversation.rating, conversationId: conversation.id, visitorName: conversation.visitorName ?? conversation.visitorEmail, assigneeName: conversation.assigneeName }
          : null,
      )
      .filter((item): item is TChatRatingEntry => item !== null)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const total = items.reduce((sum, item) => sum + item.score, 0);
    return { average: items.length ? Math.round((total / items.length) * 100) / 100 : null, count: items.length, items };
  },
};
