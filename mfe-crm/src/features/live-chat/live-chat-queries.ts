import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, apiUrl } from '@agency/api-client';
import type { TChatConversationSummary, TChatMessage, TChatTranscript } from '@agency/contracts';

const CONVERSATIONS_URL = apiUrl('GET /api/chat/conversations');

export const conversationsQuery = queryOptions({
  queryKey: [CONVERSATIONS_URL],
  queryFn: () => api('GET /api/chat/conversations'),
});

function transcriptKey(id: string) {
  return [apiUrl('GET /api/chat/conversations/:id', { params: { id } })];
}

export function transcriptQuery(id: string) {
  return queryOptions({
    queryKey: transcriptKey(id),
    queryFn: () => api('GET /api/chat/conversations/:id', { params: { id } }),
    // A message that arrived over the socket while the transcript was loading is kept, not overwritten.
    structuralSharing: (previous: unknown, next: unknown) =>
      mergeTranscripts(previous as TChatTranscript | undefined, next as TChatTranscript),
  });
}

/** Messages by id, each once, oldest first: a live frame and a reload may carry the same message. */
export function mergeMessages(current: TChatMessage[], incoming: TChatMessage[]): TChatMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

function mergeTranscripts(previous: TChatTranscript | undefined, next: TChatTranscript): TChatTranscript {
  if (!previous || previous.conversation.id !== next.conversation.id) return next;
  return { ...next, messages: mergeMessages(previous.messages, next.messages) };
}

/** Newest activity first, as the list is served. */
function byActivity(a: TChatConversationSummary, b: TChatConversationSummary): number {
  return b.lastMessageAt.localeCompare(a.lastMessageAt);
}

/** A conversation's new list entry (from a 'conversation' frame or an HTTP answer) replaces the old one everywhere. */
export function upsertConversation(client: QueryClient, conversation: TChatConversationSummary): void {
  client.setQueryData(conversationsQuery.queryKey, (list) => {
    if (!list) return list;
    const others = list.items.filter((item) => item.id !== conversation.id);
    return { items: [conversation, ...others].sort(byActivity) };
  });
  client.setQueryData<TChatTranscript>(transcriptKey(conversation.id), (transcript) =>
    transcript ? { ...transcript, conversation } : transcript,
  );
}

export function addMessage(client: QueryClient, conversationId: string, message: TChatMessage): void {
  client.setQueryData<TChatTranscript>(transcriptKey(conversationId), (transcript) =>
    transcript ? { ...transcript, messages: mergeMessages(transcript.messages, [message]) } : transcript,
  );
}


/** After a reconnection: load again the list and every transcript, which may have changed while the socket was down. */
export function refetchLiveChat(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(CONVERSATIONS_URL),
  });
}
