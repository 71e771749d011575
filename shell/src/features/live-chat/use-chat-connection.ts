import { useCallback, useEffect, useRef } from 'react';
import type {
  TChatContactFrame,
  TChatHandoffFrame,
  TChatMessage,
  TChatPresenceServerFrame,
  TChatRatingFrame,
  TChatSeenFrame,
  TChatServerFrame,
  TChatTranscriptFrame,
  TChatTypingFrame,
  TChatVisitorMessageFrame,
} from '@agency/contracts';
import { lastMessageId, useChatConversationStore } from './chat-conversation-store';
import { useLiveChatOpenStore } from './live-chat-open-store';
import { ReconnectingSocket } from '@agency/api-client/socket';

/**
 * `/ws` on this host (wss under https), continuing the stored conversation after the last message held. A new one says
 * which page it starts on (the path only), so agents see 'Visitor from <page>'.
 */
export function chatSocketUrl(sessionId: string | null, after: number): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const query = new URLSearchParams({ sessionId: sessionId ?? 'new' });
  if (after > 0) query.set('after', String(after));
  if (!sessionId) query.set('path', window.location.pathname.slice(0, 500));
  return `${scheme}://${window.location.host}/ws?${query.toString()}`;
}

/** Frames come from our own server; only their envelope is checked, so a malformed one is ignored, not thrown. */
function parseFrame(data: string): TChatServerFrame | TChatPresenceServerFrame | undefined {
  try {
    const frame: unknown = JSON.parse(data);
    if (frame && typeof frame === 'object' && 'type' in frame && typeof frame.type === 'string') {
      return frame as TChatServerFrame | TChatPresenceServerFrame;
    }
  } catch {
    // Not JSON: ignored.
  }
  return undefined;
}

export interface ChatConnection {
  /** Sends a visitor message; false when the socket is not open or the text is blank. */
  sendMessage(text: string): boolean;
  sendContact(email: string, name: string): boolean;
  /** The visitor's rating of a resolved conversation, or their request for its transcript. */
  sendClosing(frame: TChatRatingFrame | TChatTranscriptFrame): boolean;
  /** Tells the agents the visitor is typing (the composer throttles it). */
  sendTyping(): void;
}

/** The newest message the visitor did not write: what "seen up to" reports (their own need no report). */
function lastOthersMessageId(messages: TChatMessage[]): number {
  return messages.findLast((message) => message.sender !== 'user')?.id ?? 0;
}

/**
 * While the panel is open and the page visible, the visitor has seen what it shows: the server is told up to which
 * message, once per new message (agents then see "Seen").
 */
function watchSeen(socket: ReconnectingSocket): () => void {
  let reported = 0;
  const report = () => {
    const upTo = lastOthersMessageId(useChatConversationStore.getState().messages);
    if (upTo <= reported || document.visibilityState !== 'visible' || !useLiveChatOpenStore.getState().connected) return;
    const frame: TChatSeenFrame = { type: 'seen', upTo };
    if (socket.send(JSON.stringify(frame))) reported = upTo;
  };
  const stopMessages = useChatConversationStore.subscribe((state, previous) => {
    if (state.messages !== previous.messages) report();
  });
  const stopConnected = useLiveChatOpenStore.subscribe((state, previous) => {
    if (state.connected && !previous.connected) report();
  });
  document.addEventListener('visibilitychange', report);
  return () => {
    stopMessages();
    stopConnected();
    document.removeEventListener('visibilitychange', report);
  };
}

/**
 * A visitor handed over from the AI consultant: once the socket is welcomed, the server is asked to link this
 * conversation to that session (it reads the session itself); sent once, then forgotten.
 */
function sendHandoff(socket: ReconnectingSocket): void {
  const open = useLiveChatOpenStore.getState();
  const onboardingSessionId = open.consultantSessionId;
  if (!onboardingSessionId || !open.connected) return;
  const frame: TChatHandoffFrame = { type: 'handoff', onboardingSessionId };
  if (socket.send(JSON.stringify(frame))) useLiveChatOpenStore.setState({ consultantSessionId: undefined });
}

/** Connects while the component using it is mounted (the panel is open) and disconnects when it unmounts. */
export function useChatConnection(userId: string | null): ChatConnection {
  const socketRef = useRef<ReconnectingSocket | null>(null);

  useEffect(() => {
    const store = useChatConversationStore;
    const socket = new ReconnectingSocket({
      url: () => {
        const { sessionId, messages } = store.getState();
        return chatSocketUrl(sessionId, sessionId ? lastMessageId(messages) : 0);
      },
      onMessage: (data) => {
        const frame = parseFrame(data);
        if (!frame) return;
        if (frame.type === 'welcome') socket.markHealthy();
        store.getState().receive(frame);
        if (frame.type === 'welcome') sendHandoff(socket);
      },
      onDown: () => store.getState().disconnected(),
    });
    socketRef.current = socket;
    store.getState().disconnected();
    socket.start();
    const stopWatchingSeen = watchSeen(socket);
    // Handed over while the panel was already open and connected.
    const stopWatching = useLiveChatOpenStore.subscribe((state, previous) => {
      if (state.consultantSessionId && state.consultantSessionId !== previous.consultantSessionId) sendHandoff(socket);
    });
    return () => {
      stopWatchingSeen();
      stopWatching();
      socket.stop();
      socketRef.current = null;
      store.getState().disconnected();
    };
  }, []);

  const sendMessage = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      const { sessionId } = useChatConversationStore.getState();
      if (trimmed === '' || !useLiveChatOpenStore.getState().connected || !sessionId) return false;
      const frame: TChatVisitorMessageFrame = { text: trimmed, sender: 'user', userId, sessionId };
      return socketRef.current?.send(JSON.stringify(frame)) ?? false;
    },
    [userId],
  );

  const sendContact = useCallback((email: string, name: string) => {
    const frame: TChatContactFrame = { type: 'contact', email: email.trim(), ...(name.trim() ? { name: name.trim() } : {}) };
    return socketRef.current?.send(JSON.stringify(frame)) ?? false;
  }, []);

  const sendClosing = useCallback((frame: TChatRatingFrame | TChatTranscriptFrame) => {
    if (!useLiveChatOpenStore.getState().connected) return false;
    return socketRef.current?.send(JSON.stringify(frame)) ?? false;
  }, []);

  const sendTyping = useCallback(() => {
    const frame: TChatTypingFrame = { type: 'typing' };
    socketRef.current?.send(JSON.stringify(frame));
  }, []);

  return { sendMessage, sendContact, sendClosing, sendTyping };
}
