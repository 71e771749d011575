import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '@agency/api-client';
import { formatNzDateTime, type TChatConversationSummary, type TChatMessage } from '@agency/contracts';
import { Badge } from '@agency/design-system/badge';
import { Button } from '@agency/design-system/button';
import { Spinner } from '@agency/design-system/spinner';
import { AgentReplyForm } from './agent-reply-form';
import { ConsultantSummary } from './consultant-summary';
import { conversationName } from './conversation-name';
import { ConversationWorkflow } from './conversation-workflow';
import { crmKey, useCrmApi } from '../../crm-kit/crm-api';
import { upsertConversation, useTranscript } from './live-chat-queries';
import { TypingSignalProvider, useVisitorTyping } from './use-typing-signal';
import * as styles from './live-chat-tab.module.css';

const SENDER_CLASS: Record<TChatMessage['sender'], string | undefined> = {
  user: styles.fromVisitor,
  agent: styles.fromAgent,
  system: styles.fromSystem,
};

function authorOf(message: TChatMessage, conversation: TChatConversationSummary): string {
  if (message.sender === 'user') return conversationName(conversation);
  if (message.sender === 'system') return 'System';
  return message.senderName ?? 'Agent';
}

/** The open conversation is read: unread messages (on opening, or arriving while open) are marked read at once. */
function useMarkRead(
  conversation: TChatConversationSummary | undefined,
  lastId: number | undefined,
  canSend: boolean,
  markRead: ConversationViewProps['onMarkRead'],
) {
  const id = conversation?.id;
  const unread = conversation?.unread ?? 0;
  useEffect(() => {
    if (id && unread > 0 && lastId && canSend) markRead(id, lastId);
  }, [id, unread, lastId, canSend, markRead]);
}

function CreateLeadButton({ conversation }: { conversation: TChatConversationSummary }) {
  const queryClient = useQueryClient();
  const { call, mode } = useCrmApi();
  const createLead = useMutation({
    mutationFn: () => call('POST /api/chat/conversations/:id/lead', { params: { id: conversation.id } }),
    onSuccess: ({ leadId }) => {
      upsertConversation(queryClient, mode, { ...conversation, leadId });
      // The new lead shows in Lead Management and the summary at once.
      void queryClient.invalidateQueries({ queryKey: crmKey(mode, 'GET /api/leads') });
      void queryClient.invalidateQueries({ queryKey: crmKey(mode, 'GET /api/crm/summary') });
      void queryClient.invalidateQueries({ queryKey: crmKey(mode, 'GET /api/crm/analytics') });
    },
  });
  if (conversation.leadId) return <Badge variant="success">Lead created</Badge>;
  return (
    <div className={styles.leadAction}>
      <Button size="sm" variant="outline" disabled={createLead.isPending} onClick={() => createLead.mutate()}>
        {createLead.isPending ? 'Creating lead...' : 'Create lead'}
      </Button>
      {createLead.isError && (
        <p role="alert" className={styles.error}>
          {apiErrorMessage(createLead.error, 'The lead could not be created. Please try again.')}
        </p>
      )}
    </div>
  );
}

export interface ConversationViewProps {
  conversationId: string;
  canSend: boolean;
  onSend(conversationId: string, text: string): boolean;
  onMarkRead(conversationId: string, upTo: number): boolean;
  /** Tells the visitor this agent is typing. */
  onTyping(conversationId: string): void;
}

/** One conversation: who the visitor is, the transcript (as text, never HTML) and the reply box. */
export function ConversationView({ conversationId, canSend, onSend, onMarkRead, onTyping }: ConversationViewProps) {
  const { data, isPending, isError } = useTranscript(conversationId);
  const visitorTyping = useVisitorTyping(conversationId);
  const typingSignal = useCallback(() => onTyping(conversationId), [onTyping, conversationId]);
  const [error, setError] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  useMarkRead(data?.conversation, data?.messages.at(-1)?.id, canSend, onMarkRead);

  const count = data?.messages.length ?? 0;
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  if (isPending) return <Spinner label="Loading conversation..." />;
  if (isError) {
    return (
      <p role="alert" className={styles.error}>
        This conversation could not be loaded.
      </p>
    );
  }
  const { conversation, messages } = data;
  // "Seen" goes under the agents' latest message once the visitor's read marker has reached it.
  const lastAgentId = messages.findLast((message) => message.sender === 'agent')?.id;
  const seenId = lastAgentId !== undefined && lastAgentId <= conversation.visitorReadUpTo ? lastAgentId : undefined;

  return (
    <section className={styles.view} aria-labelledby="live-chat-conversation-heading">
      <header className={styles.viewHeader}>
        <div>
          <h3 id="live-chat-conversation-heading" className={styles.viewTitle}>
            {conversationName(conversation)}
          </h3>
          {conversation.visitorEmail && conversation.visitorName && (
            <p className={styles.muted}>{conversation.visitorEmail}</p>
          )}
        </div>
        <CreateLeadButton key={conversation.id} conversation={conversation} />
      </header>
      <ConversationWorkflow conversation={conversation} />
      {conversation.onboardingChatId ? <ConsultantSummary chatId={conversation.onboardingChatId} /> : null}
      <ol ref={listRef} className={styles.transcript} aria-label="Transcript" tabIndex={0}>
        {messages.map((message) => (
          <li key={message.id} className={[styles.message, SENDER_CLASS[message.sender]].filter(Boolean).join(' ')}>
            <span className={styles.author}>
              {authorOf(message, conversation)}
              {' · '}
              <time dateTime={message.timestamp}>{formatNzDateTime(message.timestamp)}</time>
            </span>
            <p className={styles.bubble}>{message.message}</p>
            {message.id === seenId && <span className={styles.seen}>Seen</span>}
          </li>
        ))}
      </ol>
      {/* Polite and always present: the line is announced once when typing starts, not on every signal. */}
      <p className={styles.typing} aria-live="polite">
        {visitorTyping ? `${conversationName(conversation)} is typing…` : ''}
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <TypingSignalProvider value={typingSignal}>
        <AgentReplyForm
          disabled={!canSend}
          visitorName={conversation.visitorName}
          onSend={(text) => {
            const sent = onSend(conversation.id, text);
            setError(sent ? null : 'Not connected. Your reply was not sent; please try again in a moment.');
            return sent;
          }}
        />
      </TypingSignalProvider>
    </section>
  );
}
