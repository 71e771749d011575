import { useEffect, useState } from 'react';
import { useChatConversationStore } from './chat-conversation-store';
import * as styles from './live-chat-panel.module.css';

/**
 * "<name> is typing…" while an agent's typing signal lasts. The polite live region is always there and its text
 * changes only when typing starts or stops, so a screen reader hears it once, not on every signal.
 */
export function AgentTypingLine() {
  const typing = useChatConversationStore((state) => state.agentTyping);
  const [, expired] = useState(0);
  const until = typing?.until ?? 0;
  useEffect(() => {
    const left = until - Date.now();
    if (left <= 0) return undefined;
    const timer = setTimeout(() => expired((count) => count + 1), left + 50);
    return () => clearTimeout(timer);
  }, [until]);
  const shown = typing !== null && until > Date.now();

  return (
    <p className={styles.typing} aria-live="polite">
      {shown ? `${typing.name ?? 'Our team'} is typing…` : ''}
    </p>
  );
}
