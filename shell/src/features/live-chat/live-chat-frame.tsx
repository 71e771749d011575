import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useLiveChatOpenStore } from './live-chat-open-store';
import * as styles from './live-chat.module.css';

/** The X of the frame's close button (20 px) and of the open launcher (24 px). */
export function CloseIcon({ size }: { size: 20 | 24 }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size} fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </svg>
  );
}

/** The page has one chat panel at most. */
const TITLE_ID = 'live-chat-title';

interface LiveChatFrameProps {
  id: string;
  onClose(): void;
  /** The panel's contents: the conversation once its code is there, a line saying it is on its way until then. */
  children: ReactNode;
}

/**
 * The open panel's frame: a non-modal dialog (the page stays usable) with its title, connection status and close button. It is part of the first
 * visit's code, so the click that opens the chat paints the panel in the same frame, whether or not the conversation's
 * code (message list, composer, socket) has arrived yet.
 */
export function LiveChatFrame({ id, onClose, children }: LiveChatFrameProps) {
  const panelRef = useRef<HTMLElement>(null);
  const connected = useLiveChatOpenStore((state) => state.connected);

  // Focus moves into the panel on open; the conversation moves it on to the message box once that can be used.
  useEffect(() => panelRef.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <section
      ref={panelRef}
      id={id}
      role="dialog"
      aria-labelledby={TITLE_ID}
      tabIndex={-1}
      className={styles.panel}
      onKeyDown={onKeyDown}
    >
      {/* A div, not <header>: axe counts a dialog's <header> as a second banner beside the site's. */}
      <div className={styles.header}>
        <div>
          <h2 id={TITLE_ID} className={styles.title}>
            Live Chat
          </h2>
          <p role="status" className={connected ? styles.connected : styles.connecting}>
            <span aria-hidden="true" className={styles.dot} />
            {connected ? 'Connected' : 'Connecting...'}
          </p>
        </div>
        <button type="button" className={styles.close} aria-label="Close chat" onClick={onClose}>
          <CloseIcon size={20} />
        </button>
      </div>
      {children}
    </section>
  );
}
