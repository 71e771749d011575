import { CHAT_UNREAD_POLL_MS } from '@agency/contracts';
import { api } from '@agency/api-client';
import { useChatConversationStore } from './chat-conversation-store';
import { useLiveChatOpenStore } from './live-chat-open-store';
import * as styles from './live-chat-panel.module.css';

/** The count's own element in the launcher, added here: the launcher's eager code stays as it is (first-visit budget). */
const BADGE_ATTRIBUTE = 'data-unread-badge';
const TITLE_PREFIX = /^\(\d+\) /;

function launcher(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-floating="launcher"]');
}

/** Shows `count` on the launcher and as the tab title's "(n) " prefix; 0 clears both. */
function showUnread(count: number): void {
  const button = launcher();
  let badge = button?.querySelector<HTMLElement>(`[${BADGE_ATTRIBUTE}]`) ?? null;
  if (count > 0 && button && !badge) {
    badge = document.createElement('span');
    badge.setAttribute(BADGE_ATTRIBUTE, '');
    badge.className = styles.unreadBadge ?? '';
    button.append(badge);
  }
  if (badge) {
    if (count > 0) badge.textContent = String(count);
    else badge.remove();
  }
  const title = document.title.replace(TITLE_PREFIX, '');
  document.title = count > 0 ? `(${count}) ${title}` : title;
}

let started = false;

/**
 * While the panel is closed its socket is closed (spec), so replies are counted by asking the server every
 * CHAT_UNREAD_POLL_MS while the page is visible and a conversation exists; opening the panel clears the count (the
 * open panel reports what the visitor has seen). Started once, when the conversation's code first loads.
 */
export function startUnreadWatch(): void {
  if (started) return;
  started = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = async () => {
    timer = undefined;
    const { sessionId, messages } = useChatConversationStore.getState();
    if (useLiveChatOpenStore.getState().open || !sessionId || messages.length === 0) return;
    if (document.visibilityState === 'visible') {
      try {
        const { unread } = await api('GET /api/chat/visitor/:id/unread', { params: { id: sessionId } });
        if (!useLiveChatOpenStore.getState().open) showUnread(unread);
      } catch {
        // Offline or the conversation is gone: the next check tries again.
      }
    }
    if (!useLiveChatOpenStore.getState().open) timer = setTimeout(() => void check(), CHAT_UNREAD_POLL_MS);
  };
  useLiveChatOpenStore.subscribe((state, previous) => {
    if (state.open === previous.open) return;
    clearTimeout(timer);
    timer = undefined;
    if (state.open) showUnread(0);
    else timer = setTimeout(() => void check(), CHAT_UNREAD_POLL_MS);
  });
}
