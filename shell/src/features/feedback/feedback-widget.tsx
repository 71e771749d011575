import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FeedbackWidgetProps } from '@agency/contracts/platform';
import { LoadBoundary, retryableLazy } from '@agency/design-system/lazy-page';
import { useLiveChatOpenStore } from '../live-chat/live-chat-open-store';
import { feedbackContextQuery } from './feedback.api';
import { whenIdle } from '../idle/when-idle';
import * as styles from './feedback-widget.module.css';

// The panel, the form and their styles stay out of the first visit: they load on first open, or a moment earlier
// when the pointer or focus reaches the button. A failed download is not remembered by webpack, so opening again
// downloads it again.
const loadPanel = () => import('./feedback-panel');
const FeedbackPanel = retryableLazy(() => loadPanel().then((module) => module.FeedbackPanel));
const preloadPanel = () => void loadPanel().catch(() => undefined);

function FeedbackIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />
      <path d="M9 10.5h.01M15 10.5h.01M9.5 13a3.5 3.5 0 0 0 5 0" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The floating feedback widget (spec part 2 §2, §4): a small button that opens a quick-reaction panel with a detailed
 * form behind it. The button is in prerendered pages, so its first render depends on nothing that differs between the
 * server and the browser; the session id and everything else that varies is made in the panel.
 */
export function FeedbackWidget(props: FeedbackWidgetProps) {
  const { context, position = 'bottom-right', size = 'medium', theme = 'light' } = props;
  const queryClient = useQueryClient();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  // Once opened the panel stays mounted while closed, so a half-written comment survives closing it.
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  // The live chat's panel opens in the same corner: a bottom-right widget steps aside while it is open.
  const chatOpen = useLiveChatOpenStore((state) => state.open);

  // The context id is looked up while the browser is idle, so it is there when the visitor acts.
  useEffect(() => whenIdle(() => void queryClient.prefetchQuery(feedbackContextQuery(context))), [queryClient, context]);

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
    <div
      className={styles.widget}
      // Where it sits: in the layout's stack of floating buttons ('bottom-right'), alone in its corner, or 'inline' in the page.
      data-floating={position}
      data-size={size}
      data-theme={theme}
      hidden={position === 'bottom-right' && chatOpen}
    >
      {mounted && (
        // Closing clears a failure (resetKey), so opening again downloads the panel again.
        <LoadBoundary
          log="Feedback widget failed:"
          resetKey={open}
          fallback={
            open && (
              <div id={panelId} className={styles.pending} role="alert">
                Feedback is unavailable right now. Please try again.
                <button type="button" className={styles.dismiss} onClick={close}>
                  Close
                </button>
              </div>
            )
          }
        >
          <Suspense
            fallback={
              open && (
                <div id={panelId} className={styles.pending} role="status">
                  Opening feedback...
                </div>
              )
            }
          >
            <FeedbackPanel {...props} id={panelId} open={open} onClose={close} />
          </Suspense>
        </LoadBoundary>
      )}
      {!open && (
        <button
          ref={launcherRef}
          type="button"
          className={styles.launcher}
          aria-haspopup="dialog"
          onPointerEnter={preloadPanel}
          onFocus={preloadPanel}
          onClick={() => setOpen(true)}
        >
          <FeedbackIcon />
          <span className={styles.label}>Feedback</span>
        </button>
      )}
    </div>
  );
}
