import type { TChatMessage } from '@agency/contracts';
import { AGENCY_NAME } from '@agency/design-system/brand';
import * as styles from './live-chat-panel.module.css';

const SENDER_CLASS: Record<TChatMessage['sender'], string | undefined> = {
  user: styles.fromVisitor,
  agent: styles.fromAgent,
  system: styles.fromSystem,
};

/** Who wrote a message, for screen readers (sighted visitors see it from the bubble's side and colour). */
function authorOf(message: TChatMessage): string {
  if (message.sender === 'user') return 'You';
  if (message.sender === 'system') return AGENCY_NAME;
  return message.senderName ?? 'Agent';
}

/** The agent's name heads each run of their bubbles, as chat apps do. */
function startsAgentRun(messages: TChatMessage[], index: number): boolean {
  const message = messages[index];
  const previous = messages[index - 1];
  return message?.sender === 'agent' && (previous?.sender !== 'agent' || previous.senderName !== message.senderName);
}

export interface ChatMessageListProps {
  greeting: string | null;
  messages: TChatMessage[];
  /** Agents have read up to this message id: "Seen" goes under the visitor's latest message once it is reached. */
  seenUpTo: number;
}

/** The conversation, oldest first. Text is rendered as text (React escapes it), never as HTML. */
export function ChatMessageList({ greeting, messages, seenUpTo }: ChatMessageListProps) {
  // An agent's reply also means they read what came before it.
  const readUpTo = Math.max(seenUpTo, messages.findLast((message) => message.sender === 'agent')?.id ?? 0);
  const lastOwnId = messages.findLast((message) => message.sender === 'user')?.id;
  const seenId = lastOwnId !== undefined && lastOwnId <= readUpTo ? lastOwnId : undefined;

  // The panel's middle scrolls (live-chat-panel.tsx), with new messages brought into view there. The log stays
  // focusable, so the arrow keys scroll the middle from here.
  return (
    <div className={styles.messages} role="log" aria-label="Messages" tabIndex={0}>
      {greeting && <p className={styles.greeting}>{greeting}</p>}
      <ol className={styles.messageList}>
        {messages.map((message, index) => (
          <li key={message.id} className={[styles.message, SENDER_CLASS[message.sender]].filter(Boolean).join(' ')}>
            {startsAgentRun(messages, index) ? (
              <span className={styles.author}>{authorOf(message)}</span>
            ) : (
              <span className={styles.visuallyHidden}>{authorOf(message)}</span>
            )}
            <p className={styles.bubble}>{message.message}</p>
            {message.id === seenId && <span className={styles.seen}>Seen</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}
