import { Suspense, useEffect, useRef } from 'react';
import { LoadBoundary, retryableLazy } from '@agency/design-system/lazy-page';
import { whenIdle } from '../idle/when-idle';
import { CloseIcon, LiveChatFrame } from './live-chat-frame';
import { useLiveChatOpenStore } from './live-chat-open-store';
import * as styles from './live-chat.module.css';

// The conversation (message list, composer, socket client) and its styles stay out of the first visit: they load on
// first open, or a moment earlier when the pointer or focus reaches the launcher, or once the visitor starts using the
// page (below). A failed download is not remembered by webpack, so opening again downloads it again.
const loadPanel = () => import('./live-chat-panel');
const LiveChatPanel = retryableLazy(() => loadPanel().then((module) => module.LiveChatPanel));

/** Inputs that show someone is using the page; a load nobody touches (a crawler, Lighthouse) never sees them. */
const ENGAGEMENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'keydown'] as const;

/**
 * Fetches the panel's code in idle time once the visitor first moves, touches, scrolls with the wheel or types: its
 * download (several small chunks and their styles) then never sits between the click and the open panel. Skipped
 * when the visitor asked to save data.
 */
function usePreloadOnEngagement(): void {
  useEffect(() => {
    if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return undefined;
    let cancelIdle: (() => void) | undefined;
    const stopListening = () => ENGAGEMENT_EVENTS.forEach((type) => window.removeEventListener(type, engaged, true));
    function engaged(event: Event) {
      // Browsers send a pointermove of no movement when a page lays out under a resting pointer: not a person.
      if (event instanceof PointerEvent && event.type === 'pointermove' && event.movementX === 0 && event.movementY === 0) return;
      stopListening();
      cancelIdle = whenIdle(() => void loadPanel().catch(() => undefined));
    }
    ENGAGEMENT_EVENTS.forEach((type) => window.addEventListener(type, engaged, { capture: true, passive: true }));
    return () => {
      stopListening();
      cancelIdle?.();
    };
  }, []);
}

const PANEL_ID = 'live-chat-panel';

function ChatIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12z" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The round launcher at the bottom right of every page and, once opened, the chat panel above it. The launcher is in
 * the prerendered markup, so its first render depends on nothing the server and the browser could see differently.
 */
export function LiveChat() {
  const open = useLiveChatOpenStore((state) => state.open);
  const setOpen = useLiveChatOpenStore((state) => state.setOpen);
  const launcherRef = useRef<HTMLButtonElement>(null);
  usePreloadOnEngagement();

  // Focus goes back to the launcher once it is shown again (on phones it is hidden while the panel is open).
  const returnFocus = useRef(false);
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    launcherRef.current?.focus();
  }, [open]);

  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };

  return (
    <>
      {open && (
        <LiveChatFrame id={PANEL_ID} onClose={close}>
          {/* The frame is mounted afresh on each open, and so is the boundary: a failed download is tried again. */}
          <LoadBoundary
            log="Live chat failed:"
            fallback={
              <p role="alert" className={styles.loadFailed}>
                Live chat is unavailable right now. Please try again.
              </p>
            }
          >
            <Suspense fallback={<p className={styles.loading}>Opening chat...</p>}>
              <LiveChatPanel />
            </Suspense>
          </LoadBoundary>
        </LiveChatFrame>
      )}
      <button
        ref={launcherRef}
        type="button"
        className={styles.launcher}
        data-floating="launcher"
        aria-label={open ? 'Close live chat' : 'Open live chat'}
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        onPointerEnter={() => void loadPanel().catch(() => undefined)}
        onFocus={() => void loadPanel().catch(() => undefined)}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? <CloseIcon size={24} /> : <ChatIcon />}
      </button>
    </>
  );
}
