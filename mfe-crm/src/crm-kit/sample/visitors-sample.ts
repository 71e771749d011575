import {
  CHAT_CONVERSATION_NOT_FOUND_MESSAGE,
  CHAT_LEAD_NEEDS_EMAIL_MESSAGE,
  inChatFilter,
  ZChatConversationListQuery,
  type TChatConversationSummary,
  type TChatMessage,
} from '@agency/contracts';
import type { SampleChatReply } from '../crm-api';
import { sampleLeadByEmail } from './leads-sample';
import { parseSample, sampleError, type SampleHandlers } from './sample-handler';
import type { SampleState } from './sample-state';

/*
 * The sample's answers for the Live Chat and Feedback tabs, with the server's rules: a conversation becomes a lead
 * once (only with the visitor's e-mail), reading clears the unread count. Agents' replies travel over the socket on
 * /crm; here sampleChatReply adds them to the sample conversation.
 */

/** The endpoints answered here. */
export type VisitorSampleKey =
  | 'GET /api/chat/conversations'
  | 'GET /api/chat/conversations/:id'
  | 'POST /api/chat/conversations/:id/read'
  | 'POST /api/chat/conversations/:id/lead'
  | 'GET /api/feedback/overview';

type VisitorHandlers = Pick<SampleHandlers, VisitorSampleKey>;

const AGENT_NAME = 'Sam';

function findConversation(state: SampleState, id: string): TChatConversationSummary {
  const found = state.conversations.find((item) => item.id === id);
  if (!found) throw sampleError(404, CHAT_CONVERSATION_NOT_FOUND_MESSAGE);
  return found;
}

/** Newest activity first, as the server lists them. */
const byActivity = (a: TChatConversationSummary, b: TChatConversationSummary) => b.lastMessageAt.localeCompare(a.lastMessageAt);

export const VISITOR_SAMPLE_HANDLERS: VisitorHandlers = {
  'GET /api/chat/conversations': (state, input) => {
    const { filter } = parseSample(ZChatConversationListQuery, input.query);
    return { items: state.conversations.filter((item) => inChatFilter(filter, item, state.currentUserId)).sort(byActivity) };
  },

  'GET /api/chat/conversations/:id': (state, input) => {
    const conversation = findConversation(state, input.params.id);
    return { conversation, messages: state.chatMessages[conversation.id] ?? [] };
  },

  'POST /api/chat/conversations/:id/read': (state, input) => {
    const conversation = findConversation(state, input.params.id);
    conversation.unread = 0;
    return conversation;
  },

  'POST /api/chat/conversations/:id/lead': (state, input) => {
    const conversation = findConversation(state, input.params.id);
    if (conversation.leadId) return { leadId: conversation.leadId };
    const email = conversation.visitorEmail;
    if (!email) throw sampleError(409, CHAT_LEAD_NEEDS_EMAIL_MESSAGE);
    const [firstName = email.split('@')[0] ?? 'Visitor', ...rest] = (conversation.visitorName ?? '').split(' ').filter(Boolean);
    const messages = state.chatMessages[conversation.id] ?? [];
    const lead = sampleLeadByEmail(state, {
      firstName,
      lastName: rest.join(' '),
      email,
      company: null,
      serviceInterest: null,
      message: messages.find((message) => message.sender === 'user')?.message ?? 'From the live chat',
      source: 'live_chat',
    });
    conversation.leadId = lead.id;
    return { leadId: lead.id };
  },

  'GET /api/feedback/overview': (state) => ({ contexts: state.feedback }),
};

/** An agent's reply in the sample: added to the transcript, and the conversation moves to the top of the list. */
export function sampleChatReply(state: SampleState, conversationId: string, text: string): SampleChatReply {
  const conversation = findConversation(state, conversationId);
  const messages = state.chatMessages[conversation.id] ?? [];
  const message: TChatMessage = {
    id: Math.max(0, ...Object.values(state.chatMessages).flat().map((item) => item.id)) + 1,
    message: text.trim(),
    sender: 'agent',
    timestamp: new Date().toISOString(),
    userId: state.currentUserId,
    senderName: AGENT_NAME,
  };
  state.chatMessages[conversation.id] = [...messages, message];
  Object.assign(conversation, { lastMessage: message.message, lastMessageAt: message.timestamp, unread: 0 });
  return { conversation, message };
}
