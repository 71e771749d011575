import { formatNzDateTime, type TChatConversationSummary } from '@agency/contracts';
import { Badge } from '@agency/design-system/badge';
import { conversationName } from './conversation-name';
import { STATE_LABEL } from './conversation-workflow';
import * as inbox from './chat-inbox.module.css';
import * as styles from './live-chat-tab.module.css';

export interface ConversationListProps {
  conversations: TChatConversationSummary[];
  selectedId: string | null;
  onSelect(id: string): void;
}

/** Conversations, newest activity first, each with its unread count and last message. */
export function ConversationList({ conversations, selectedId, onSelect }: ConversationListProps) {
  if (conversations.length === 0) {
    return <p className={styles.empty}>No conversations here.</p>;
  }
  return (
    <ul className={styles.conversations} aria-label="Conversations">
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <button
            type="button"
            className={styles.conversation}
            aria-current={conversation.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(conversation.id)}
          >
            <span className={styles.conversationTop}>
              <span className={styles.conversationName}>{conversationName(conversation)}</span>
              {conversation.unread > 0 && <Badge variant="destructive">{`${conversation.unread} unread`}</Badge>}
              {conversation.leadId && <Badge variant="success">Lead</Badge>}
            </span>
            {/* The visitor's own words, never the bot's notice or an agent's reply. */}
            {conversation.lastVisitorMessage && <span className={styles.preview}>{conversation.lastVisitorMessage}</span>}
            <span className={inbox.listMeta}>
              <span>{STATE_LABEL[conversation.state]}</span>
              <span aria-hidden="true">·</span>
              <span>{conversation.assigneeName ? `Assigned to ${conversation.assigneeName}` : 'Unassigned'}</span>
            </span>
            <time className={styles.time} dateTime={conversation.lastMessageAt}>
              {formatNzDateTime(conversation.lastMessageAt)}
            </time>
          </button>
        </li>
      ))}
    </ul>
  );
}
