import { create } from 'zustand';
import type { LiveChatOpenOptions } from '@agency/contracts/platform';

/**
 * All the eager code knows about the live chat: whether its panel is open. The conversation itself (messages,
 * socket, status) lives in the lazily loaded panel's own store.
 */
interface LiveChatOpenState {
  open: boolean;
  setOpen(open: boolean): void;
  /** Text for the message box, handed over once to the composer (which then clears it). */
  draft: string | null;
  takeDraft(): string | null;
}

export const useLiveChatOpenStore = create<LiveChatOpenState>((set, get) => ({
  open: false,
  setOpen: (open) => set({ open }),
  draft: null,
  takeDraft: () => {
    const { draft } = get();
    if (draft !== null) set({ draft: null });
    return draft;
  },
}));

/** The platform's `widgets.openLiveChat`: remotes open the panel, e.g. from a 'Chat with us' button. */
export function openLiveChat(options?: LiveChatOpenOptions): void {
  if (options?.draft) useLiveChatOpenStore.setState({ draft: options.draft });
  useLiveChatOpenStore.getState().setOpen(true);
}
