import { create } from 'zustand';

/**
 * All the eager code knows about the live chat: whether its panel is open. The conversation itself (messages,
 * socket, status) lives in the lazily loaded panel's own store.
 */
interface LiveChatOpenState {
  open: boolean;
  setOpen(open: boolean): void;
}

export const useLiveChatOpenStore = create<LiveChatOpenState>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));

/** The platform's `widgets.openLiveChat`: remotes open the panel, e.g. from a 'Chat with us' button. */
export function openLiveChat(): void {
  useLiveChatOpenStore.getState().setOpen(true);
}
