import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { create } from 'zustand';
import { CHAT_TYPING_SHOWN_MS, CHAT_TYPING_THROTTLE_MS } from '@agency/contracts';

/** Sends this agent's typing signal for the open conversation (ConversationView provides it). */
const TypingSignalContext = createContext<(() => void) | null>(null);
export const TypingSignalProvider = TypingSignalContext.Provider;

/**
 * While the reply box's text changes, the visitor is told the agent is typing: at once, then at most once per throttle
 * window (a change inside the window is signalled at its end).
 */
export function useTypingSignal(text: string): void {
  const signal = useContext(TypingSignalContext);
  const lastSent = useRef(0);
  useEffect(() => {
    if (!signal || text.trim() === '') return undefined;
    const send = () => {
      lastSent.current = Date.now();
      signal();
    };
    const wait = lastSent.current + CHAT_TYPING_THROTTLE_MS - Date.now();
    if (wait <= 0) {
      send();
      return undefined;
    }
    const timer = setTimeout(send, wait);
    return () => clearTimeout(timer);
  }, [text, signal]);
}

interface VisitorTypingState {
  /** Per conversation: until when its visitor counts as typing (ms since the epoch). */
  until: Record<string, number>;
}

/** Visitors' typing signals, from the agents' socket (or the sample); not stored anywhere. */
export const useVisitorTypingStore = create<VisitorTypingState>(() => ({ until: {} }));

export function noteVisitorTyping(conversationId: string, shownMs: number = CHAT_TYPING_SHOWN_MS): void {
  useVisitorTypingStore.setState((state) => ({ until: { ...state.until, [conversationId]: Date.now() + shownMs } }));
}

/** The visitor's message arrived: they are no longer typing it. */
export function clearVisitorTyping(conversationId: string): void {
  if (!(conversationId in useVisitorTypingStore.getState().until)) return;
  useVisitorTypingStore.setState((state) => {
    const { [conversationId]: _done, ...rest } = state.until;
    return { until: rest };
  });
}

/** Whether the conversation's visitor is typing now; turns false on its own once the signal expires. */
export function useVisitorTyping(conversationId: string): boolean {
  const until = useVisitorTypingStore((state) => state.until[conversationId] ?? 0);
  const [, expired] = useState(0);
  useEffect(() => {
    const left = until - Date.now();
    if (left <= 0 || left === Infinity) return undefined;
    const timer = setTimeout(() => expired((count) => count + 1), left + 50);
    return () => clearTimeout(timer);
  }, [until]);
  return until > Date.now();
}
