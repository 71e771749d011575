import { create } from 'zustand';
import type { LiveChatOpenOptions } from '@agency/contracts/platform';

/**
 * All the eager code knows about the live chat: whether its panel is open, and whether its socket is connected (the
 * panel's frame, part of the first visit's code, shows that). The conversation itself (messages, socket) lives in the
 * lazily loaded panel's own store, which reports the connection here.
 */
interface LiveChatOpenState {
  open: boolean;
  setOpen(open: boolean): void;
  /** The server has welcomed this browser on the open socket; false while connecting or reconnecting. */
  connected: boolean;
  /** Text for the message box, handed over once to the composer (which then clears it). */
  draft: string | null;
  takeDraft(): string | null;
  /**
   * The AI consultant session the visitor asked for a person from: the conversation (lazily loaded) asks the server to
   * link it once connected, then clears it.
   */
  consultantSessionId?: string;
}

export const useLiveChatOpenStore = create<LiveChatOpenState>((set, get) => ({
  open: false,
  setOpen: (open) => set({ open }),
  connected: false,
  draft: null,
  takeDraft: () => {
    const { draft } = get();
    if (draft !== null) set({ draft: null });
    return draft;
  },
}));

/**
 * The platform's `widgets.openLiveChat`: remotes open the panel, e.g. from a 'Chat with us' button. The options land in
 * the store as they are (a draft, a consultant session), for the lazily loaded conversation to take.
 */
export function openLiveChat(options?: LiveChatOpenOptions): void {
  useLiveChatOpenStore.setState({ ...options, open: true });
}
