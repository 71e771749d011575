import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@agency/design-system/spinner';
import { layout } from '@agency/design-system/layout';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import { conversationsQuery } from './live-chat-queries';
import { useAgentSocket } from './use-agent-socket';
import * as styles from './live-chat-tab.module.css';

const STATUS_TEXT = { connecting: 'Connecting...', connected: 'Connected', refused: 'Not connected' } as const;

/**
 * The agents' side of the live chat (/crm, admins): every conversation, live over the same /ws gateway the visitors'
 * widget uses. The server checks the admin role on the socket and on every endpoint.
 */
export function LiveChatTab() {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const socket = useAgentSocket();
  const conversations = useQuery(conversationsQuery);

  return (
    <section aria-labelledby="live-chat-heading" className={layout.stack}>
      <div className={styles.heading}>
        <h2 id="live-chat-heading">Live Chat</h2>
        <p role="status" className={socket.status === 'connected' ? styles.connected : styles.connecting}>
          <span aria-hidden="true" className={styles.dot} />
          {STATUS_TEXT[socket.status]}
        </p>
      </div>
      {socket.error && (
        <p role="alert" className={styles.error}>
          {socket.error}
        </p>
      )}
      <div className={styles.columns}>
        <div className={styles.listColumn}>
          {conversations.isPending ? (
            <Spinner label="Loading conversations..." />
          ) : conversations.isError ? (
            <p role="alert" className={styles.error}>
              Conversations could not be loaded.
            </p>
          ) : (
            <ConversationList
              conversations={conversations.data.items}
              selectedId={selectedId}
              onSelect={setSelectedId}
            />
          )}
        </div>
        <div className={styles.viewColumn}>
          {selectedId ? (
            <ConversationView
              key={selectedId}
              conversationId={selectedId}
              canSend={socket.status === 'connected'}
              onSend={socket.sendReply}
              onMarkRead={socket.markRead}
            />
          ) : (
            <p className={styles.empty}>Select a conversation to read it and reply.</p>
          )}
        </div>
      </div>
    </section>
  );
}
