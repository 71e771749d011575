import { useState } from 'react';
import { Select } from '@agency/design-system/select';
import { Spinner } from '@agency/design-system/spinner';
import { ZChatAgentState } from '@agency/contracts';
import { layout } from '@agency/design-system/layout';
import { useCrmApi } from '../../crm-kit/crm-api';
import type { AgentConnection } from './agent-connection';
import { ConversationFilters, useChatFilter } from './conversation-filters';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import { useConversations } from './live-chat-queries';
import { useAgentSocket } from './use-agent-socket';
import { useSampleAgent } from './use-sample-agent';
import * as styles from './live-chat-tab.module.css';

const STATUS_TEXT = {
  connecting: 'Connecting...',
  connected: 'Connected',
  refused: 'Not connected',
  sample: 'Sample data: replies stay on this page',
} as const;
/** What visitors are told: Online shows this agent's first name in the widget, Away does not. */
const PRESENCE_OPTIONS = [
  { value: 'online', label: 'Online' },
  { value: 'away', label: 'Away' },
];
const STATUS_CLASS = { connecting: styles.connecting, connected: styles.connected, refused: styles.connecting, sample: styles.sample } as const;

/**
 * The agents' side of the live chat. On /crm (admins) every conversation, live over the same /ws gateway the
 * visitors' widget uses; the server checks the admin role on the socket and on every endpoint. On /admin-test the
 * sample's conversations, with no socket and no request.
 */
export function LiveChatTab() {
  const { mode } = useCrmApi();
  return mode === 'sample' ? <SampleLiveChat /> : <SocketLiveChat />;
}

function SocketLiveChat() {
  return <LiveChatScreen agent={useAgentSocket()} />;
}

function SampleLiveChat() {
  return <LiveChatScreen agent={useSampleAgent()} />;
}

function LiveChatScreen({ agent }: { agent: AgentConnection }) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [filter, setFilter] = useChatFilter();
  const conversations = useConversations(filter);

  return (
    <section aria-labelledby="live-chat-heading" className={layout.stack}>
      <div className={styles.heading}>
        <h2 id="live-chat-heading">Live Chat</h2>
        <p role="status" className={STATUS_CLASS[agent.status]}>
          <span aria-hidden="true" className={styles.dot} />
          {STATUS_TEXT[agent.status]}
        </p>
        <label className={styles.presence}>
          Your status
          <Select
            value={agent.presence}
            onChange={(event) => {
              const state = ZChatAgentState.safeParse(event.target.value);
              if (state.success) agent.setPresence(state.data);
            }}
            options={PRESENCE_OPTIONS}
          />
        </label>
      </div>
      {agent.error && (
        <p role="alert" className={styles.error}>
          {agent.error}
        </p>
      )}
      <div className={styles.columns}>
        <div className={styles.listColumn}>
          <ConversationFilters filter={filter} onChange={setFilter} />
          {conversations.isPending ? (
            <Spinner label="Loading conversations..." />
          ) : conversations.isError ? (
            <p role="alert" className={styles.error}>
              Conversations could not be loaded.
            </p>
          ) : (
            <ConversationList conversations={conversations.data.items} selectedId={selectedId} onSelect={setSelectedId} />
          )}
        </div>
        <div className={styles.viewColumn}>
          {selectedId ? (
            <ConversationView
              key={selectedId}
              conversationId={selectedId}
              canSend={agent.status === 'connected' || agent.status === 'sample'}
              onSend={agent.sendReply}
              onMarkRead={agent.markRead}
              onTyping={agent.sendTyping}
            />
          ) : (
            <p className={styles.empty}>Select a conversation to read it and reply.</p>
          )}
        </div>
      </div>
    </section>
  );
}
