import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useChatConversationStore } from './chat-conversation-store';
import * as styles from './live-chat.module.css';

function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </svg>
  );
}

interface LiveChatFrameProps {
  id: string;
  onClose(): void;
  /** The panel's contents: the conversation once its code is there, a line saying it is on its way until then. */
  children: ReactNode;
}

/**
 * The open panel's frame: a dialog with its title, connection status and close button. It is part of the first
 * visit's code, so the click that opens the chat paints the panel in the same frame, whether or not the conversation's
 * code (message list, composer, socket) has arrived yet.
 */
export function LiveChatFrame({ id, onClose, children }: LiveChatFrameProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const connected = useChatConversationStore((state) => state.status === 'connected');

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
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={styles.panel}
      onKeyDown={onKeyDown}
    >
      {/* A div, not <header>: axe counts a dialog's <header> as a second banner beside the site's. */}
      <div className={styles.header}>
        <div>
          <h2 id={titleId} className={styles.title}>
            Live Chat
          </h2>
          <p role="status" className={connected ? styles.connected : styles.connecting}>
            <span aria-hidden="true" className={styles.dot} />
            {connected ? 'Connected' : 'Connecting...'}
          </p>
        </div>
        <button type="button" className={styles.close} aria-label="Close chat" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      {children}
    </section>
  );
}
