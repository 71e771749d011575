import { create } from 'zustand';
import { CHAT_TYPING_SHOWN_MS, type TChatAvailabilityFrame, type TChatMessage, type TChatPresenceServerFrame, type TChatServerFrame } from '@agency/contracts';
import { readStoredSessionId, storeSessionId } from './chat-session-id';
import { useLiveChatOpenStore } from './live-chat-open-store';

/** The e-mail prompt: asked for by the server when no agent is online, shown once. */
export type ContactPrompt = { state: 'none' } | { state: 'asking' } | { state: 'dismissed' } | { state: 'saved'; email: string };

interface ChatConversationState {
  /** The conversation this browser continues across reloads and remotes; null until the server assigns one. */
  sessionId: string | null;
  /** The server's greeting from its 'welcome' frame. */
  greeting: string | null;
  /** Stored messages only, ordered by id, each once. */
  messages: TChatMessage[];
  contact: ContactPrompt;
  /** The message of the last 'error' frame, until the visitor sends again. */
  error: string | null;
  /** Who can answer now, as the server last said; null until it has. */
  availability: TChatAvailabilityFrame | null;
  /** Agents have read up to this message id ("Seen" under the visitor's messages). */
  agentReadUpTo: number;
  /** An agent is typing: their first name, until the signal expires (ms since the epoch). */
  agentTyping: { name: string | null; until: number } | null;
  /** Where the server queued the transcript the visitor asked for; null until it has. */
  transcriptSentTo: string | null;
  receive(frame: TChatServerFrame | TChatPresenceServerFrame): void;
  disconnected(): void;
  dismissContact(): void;
  clearError(): void;
}

/** Adds messages to a list ordered by id, keeping one copy of each: history and live frames may overlap. */
export function mergeMessages(current: TChatMessage[], incoming: TChatMessage[]): TChatMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The newest message id held: the socket asks the server for everything after it. */
export function lastMessageId(messages: TChatMessage[]): number {
  return messages.at(-1)?.id ?? 0;
}

/*
 * Module state, not component state: closing the panel keeps the conversation, so opening it again shows it at once
 * and the socket asks only for what arrived in between.
 */
export const useChatConversationStore = create<ChatConversationState>((set, get) => ({
  sessionId: readStoredSessionId(),
  greeting: null,
  messages: [],
  contact: { state: 'none' },
  error: null,
  availability: null,
  agentReadUpTo: 0,
  agentTyping: null,
  transcriptSentTo: null,

  receive(frame) {
    switch (frame.type) {
      case 'welcome': {
        storeSessionId(frame.sessionId);
        // A different id means the server started a new conversation (the old one is unknown to it).
        const sameConversation = frame.sessionId === get().sessionId;
        useLiveChatOpenStore.setState({ connected: true });
        set({
          sessionId: frame.sessionId,
          greeting: frame.message,
          ...(sameConversation ? {} : { messages: [], contact: { state: 'none' }, agentReadUpTo: 0, transcriptSentTo: null }),
        });
        return;
      }
      case 'history':
      case 'message': {
        if (frame.sessionId !== get().sessionId) return;
        const incoming = frame.type === 'history' ? frame.messages : [frame.data];
        set((state) => ({ messages: mergeMessages(state.messages, incoming) }));
        // The agent's message is what they were typing.
        if (incoming.some((message) => message.sender === 'agent')) set({ agentTyping: null });
        return;
      }
      case 'contact-request':
        if (get().contact.state === 'none') set({ contact: { state: 'asking' } });
        return;
      case 'contact-saved':
        set({ contact: { state: 'saved', email: frame.email } });
        return;
      case 'error':
        set({ error: frame.message });
        return;
      case 'transcript-queued':
        if (frame.sessionId === get().sessionId) set({ transcriptSentTo: frame.email });
        return;
      case 'rating-saved':
        // The thanks message that follows in the conversation closes the rating form.
        return;
      case 'availability':
        set({ availability: frame });
        return;
      case 'visitor-state': {
        // The server's record wins over this page's memory: a reload shows the same prompt or address.
        if (frame.sessionId !== get().sessionId) return;
        const { contact } = get();
        if (frame.contactRequested && frame.email) set({ contact: { state: 'saved', email: frame.email } });
        else if (frame.contactRequested && contact.state === 'none') set({ contact: { state: 'asking' } });
        set((state) => ({ agentReadUpTo: Math.max(state.agentReadUpTo, frame.agentReadUpTo) }));
        return;
      }
      case 'seen':
        if (frame.sessionId === get().sessionId && frame.by === 'agent') {
          set((state) => ({ agentReadUpTo: Math.max(state.agentReadUpTo, frame.upTo) }));
        }
        return;
      case 'typing':
        if (frame.sessionId === get().sessionId && frame.from === 'agent') {
          set({ agentTyping: { name: frame.name, until: Date.now() + CHAT_TYPING_SHOWN_MS } });
        }
        return;
      case 'conversation':
        // Sent to agents only.
        return;
    }
  },
  disconnected: () => useLiveChatOpenStore.setState({ connected: false }),
  dismissContact: () => set({ contact: { state: 'dismissed' } }),
  clearError: () => set({ error: null }),
}));
