import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type {
  TChatAgentMessageFrame,
  TChatAgentState,
  TChatPresenceFrame,
  TChatPresenceServerFrame,
  TChatReadFrame,
  TChatServerFrame,
  TChatTypingFrame,
} from '@agency/contracts';
import { ReconnectingSocket } from '@agency/api-client/socket';
import type { AgentConnection, AgentStatus } from './agent-connection';
import { addMessage, refetchLiveChat, upsertConversation } from './live-chat-queries';
import { clearVisitorTyping, noteVisitorTyping } from './use-typing-signal';

/** The server's close code for a socket that may not join as an agent (contracts CHAT_CLOSE_POLICY). */
const CLOSE_POLICY = 1008;

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

/** The agent's Online/Away choice outlives the socket and the page: it is sent again on every (re)connect. */
const PRESENCE_KEY = 'crm-chat-presence';

function storedPresence(): TChatAgentState {
  try {
    return window.localStorage.getItem(PRESENCE_KEY) === 'away' ? 'away' : 'online';
  } catch {
    return 'online';
  }
}

function sendPresence(socket: ReconnectingSocket | null, state: TChatAgentState): boolean {
  const frame: TChatPresenceFrame = { type: 'presence', state };
  return socket?.send(JSON.stringify(frame)) ?? false;
}

function agentSocketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/ws?agent=1`;
}

/**
 * The agent's live connection (authenticated by the session cookie): message and conversation frames update the
 * cached list and transcripts; after every (re)connection both are loaded again, so nothing sent while the socket was
 * down is missed.
 */
export function useAgentSocket(): AgentConnection {
  const queryClient = useQueryClient();
  const socketRef = useRef<ReconnectingSocket | null>(null);
  const [status, setStatus] = useState<AgentStatus>('connecting');
  const [error, setError] = useState<string | null>(null);
  const [presence, setPresenceState] = useState<TChatAgentState>(storedPresence);
  const presenceRef = useRef(presence);

  useEffect(() => {
    const socket = new ReconnectingSocket({
      url: agentSocketUrl,
      onMessage: (data) => {
        const frame = parseFrame(data);
        switch (frame?.type) {
          case 'welcome':
            socket.markHealthy();
            setStatus('connected');
            // The server starts every agent socket as Online: an Away choice is said again.
            if (presenceRef.current === 'away') sendPresence(socket, 'away');
            void refetchLiveChat(queryClient, 'live');
            return;
          case 'message':
            if (frame.data.sender === 'user') clearVisitorTyping(frame.sessionId);
            addMessage(queryClient, 'live', frame.sessionId, frame.data);
            return;
          case 'typing':
            if (frame.from === 'visitor') noteVisitorTyping(frame.sessionId);
            return;
          case 'conversation':
            upsertConversation(queryClient, 'live', frame.conversation);
            return;
          case 'error':
            setError(frame.message);
            return;
          default:
            return;
        }
      },
      onDown: (code, reason) => {
        if (code === CLOSE_POLICY) {
          // Not an admin (any more): retrying cannot help.
          socket.stop();
          setStatus('refused');
          setError(reason || 'Live chat is not available to this account');
          return;
        }
        setStatus('connecting');
      },
    });
    socketRef.current = socket;
    socket.start();
    return () => {
      socket.stop();
      socketRef.current = null;
    };
  }, [queryClient]);

  const sendReply = useCallback((conversationId: string, text: string) => {
    const trimmed = text.trim();
    if (trimmed === '') return false;
    setError(null);
    const frame: TChatAgentMessageFrame = { text: trimmed, sender: 'agent', sessionId: conversationId };
    return socketRef.current?.send(JSON.stringify(frame)) ?? false;
  }, []);

  const markRead = useCallback((conversationId: string, upTo: number) => {
    const frame: TChatReadFrame = { type: 'read', sessionId: conversationId, upTo };
    return socketRef.current?.send(JSON.stringify(frame)) ?? false;
  }, []);

  const setPresence = useCallback((state: TChatAgentState) => {
    presenceRef.current = state;
    setPresenceState(state);
    try {
      window.localStorage.setItem(PRESENCE_KEY, state);
    } catch {
      // Storage refused (private mode): the choice lasts for this page.
    }
    sendPresence(socketRef.current, state);
  }, []);

  const sendTyping = useCallback((conversationId: string) => {
    const frame: TChatTypingFrame = { type: 'typing', sessionId: conversationId };
    socketRef.current?.send(JSON.stringify(frame));
  }, []);

  return { status, error, sendReply, markRead, presence, setPresence, sendTyping };
}
