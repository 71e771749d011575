import { Component, useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSession } from '../session/session-query';
import { ChatComposer } from './chat-composer';
import { useChatConversationStore } from './chat-conversation-store';
import { ChatMessageList } from './chat-message-list';
import { ContactRequestForm } from './contact-request-form';
import { useChatConnection } from './use-chat-connection';
import * as styles from './live-chat-panel.module.css';

export interface LiveChatPanelProps {
  id: string;
  onClose(): void;
}

function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </svg>
  );
}

function ChatPanel({ id, onClose }: LiveChatPanelProps) {
  const titleId = useId();
  const { user } = useSession();
  const { sendMessage, sendContact } = useChatConnection(user?.id ?? null);
  const status = useChatConversationStore((state) => state.status);
  const greeting = useChatConversationStore((state) => state.greeting);
  const messages = useChatConversationStore((state) => state.messages);
  const contact = useChatConversationStore((state) => state.contact);
  const error = useChatConversationStore((state) => state.error);
  const dismissContact = useChatConversationStore((state) => state.dismissContact);
  const clearError = useChatConversationStore((state) => state.clearError);
  const connected = status === 'connected';

  const panelRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  // Focus moves into the panel on open; to the message box once it can be used, unless the visitor went elsewhere.
  useEffect(() => panelRef.current?.focus(), []);
  useEffect(() => {
    if (connected && document.activeElement === panelRef.current) inputRef.current?.focus();
  }, [connected]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  const identity = user ? user.firstName || user.email : null;

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
      {identity && (
        <p className={styles.identity}>
          Signed in as <strong>{identity}</strong>
        </p>
      )}
      <ChatMessageList greeting={greeting} messages={messages} />
      {contact.state === 'asking' && (
        <ContactRequestForm disabled={!connected} onSubmit={sendContact} onDismiss={dismissContact} />
      )}
      {contact.state === 'saved' && (
        <p className={styles.note}>{`Thanks! We will reply to ${contact.email}.`}</p>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <ChatComposer
        ref={inputRef}
        disabled={!connected}
        onSend={(text) => {
          clearError();
          return sendMessage(text);
        }}
      />
    </section>
  );
}

/** A fault in the chat stays in the chat: the page around it keeps working. */
class PanelBoundary extends Component<LiveChatPanelProps & { children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Live chat failed:', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section id={this.props.id} className={styles.panel} aria-label="Live Chat">
        <p role="alert" className={styles.error}>
          Live chat is unavailable right now. Please try again later.
        </p>
      </section>
    );
  }
}

/** The open chat panel, loaded on first open (see live-chat.tsx). */
export function LiveChatPanel(props: LiveChatPanelProps) {
  return (
    <PanelBoundary {...props}>
      <ChatPanel {...props} />
    </PanelBoundary>
  );
}
