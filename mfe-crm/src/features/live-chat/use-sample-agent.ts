import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TChatAgentState } from '@agency/contracts';
import { apiErrorMessage } from '@agency/api-client';
import { useCrmApi } from '../../crm-kit/crm-api';
import type { AgentConnection } from './agent-connection';
import { SAMPLE_TYPING_CONVERSATION_ID } from '../../crm-kit/sample/visitors-seed';
import { addMessage, upsertConversation } from './live-chat-queries';
import { noteVisitorTyping } from './use-typing-signal';

/**
 * The agents' side on /admin-test: no socket (nothing may leave the browser). A reply is added to the sample
 * conversation and marking read clears the sample's unread count, through the page's sample CRM.
 */
export function useSampleAgent(): AgentConnection {
  const { call, mode, sampleChatReply } = useCrmApi();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  // The sample's agent is online; the choice stays on this page.
  const [presence, setPresence] = useState<TChatAgentState>('online');

  const sendReply = useCallback(
    (conversationId: string, text: string) => {
      const trimmed = text.trim();
      if (trimmed === '' || !sampleChatReply) return false;
      setError(null);
      sampleChatReply(conversationId, trimmed).then(
        ({ conversation, message }) => {
          addMessage(queryClient, mode, conversationId, message);
          upsertConversation(queryClient, mode, conversation);
        },
        (failure: unknown) => setError(apiErrorMessage(failure, 'Your reply was not sent. Please try again.')),
      );
      return true;
    },
    [sampleChatReply, queryClient, mode],
  );

  const markRead = useCallback(
    (conversationId: string) => {
      call('POST /api/chat/conversations/:id/read', { params: { id: conversationId } }).then(
        (conversation) => upsertConversation(queryClient, mode, conversation),
        () => undefined,
      );
      return true;
    },
    [call, queryClient, mode],
  );

  // One sample visitor is shown typing, for as long as the page is open.
  useEffect(() => noteVisitorTyping(SAMPLE_TYPING_CONVERSATION_ID, Infinity), []);
  // Typing goes nowhere: there is no visitor behind the sample.
  const sendTyping = useCallback(() => undefined, []);

  return useMemo(
    () => ({ status: 'sample', error, sendReply, markRead, presence, setPresence, sendTyping }),
    [error, sendReply, markRead, presence, sendTyping],
  );
}
