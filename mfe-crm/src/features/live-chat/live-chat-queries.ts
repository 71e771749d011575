import type { QueryClient } from '@tanstack/react-query';
import {
  inChatFilter,
  ZChatInboxFilter,
  type TChatAssigneeList,
  type TChatConversationList,
  type TChatConversationSummary,
  type TChatInboxFilter,
  type TChatMessage,
  type TChatTranscript,
} from '@agency/contracts';
import { crmKey, useCrmQuery, type CrmMode } from '../../crm-kit/crm-api';

/*
 * The Live Chat tab's reads go through the page's CRM call (the API on /crm, the sample on /admin-test), cached under
 * crmKey like every CRM read; the agents' socket (or the sample's stand-in) writes into the same cache entries.
 */

const transcriptKey = (mode: CrmMode, id: string) => crmKey(mode, 'GET /api/chat/conversations/:id', { params: { id } });

/** One list per filter, each cached on its own; live changes move a conversation between them (upsertConversation). */
export function useConversations(filter: TChatInboxFilter) {
  return useCrmQuery('GET /api/chat/conversations', { query: { filter } });
}

/** The admins to assign to, and who the signed-in one is. */
export function useAssignees() {
  return useCrmQuery('GET /api/chat/assignees', {}, { staleTime: 60_000 });
}

/** The filter a cached list was read with, from its query key (…, 'GET /api/chat/conversations', {query: {filter}}). */
function filterOfKey(key: readonly unknown[]): TChatInboxFilter {
  const input = key.at(-1);
  const filter = typeof input === 'object' && input !== null && 'query' in input ? (input.query as { filter?: unknown }).filter : undefined;
  return ZChatInboxFilter.catch('all').parse(filter);
}

export function useTranscript(id: string) {
  return useCrmQuery(
    'GET /api/chat/conversations/:id',
    { params: { id } },
    // A message that arrived over the socket while the transcript was loading is kept, not overwritten.
    { structuralSharing: (previous: unknown, next: unknown) => mergeTranscripts(previous as TChatTranscript | undefined, next as TChatTranscript) },
  );
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

/** A conversation's new list entry (from a 'conversation' frame or an answer) replaces the old one everywhere. */
export function upsertConversation(client: QueryClient, mode: CrmMode, conversation: TChatConversationSummary): void {
  // 'Mine' needs to know who is signed in: the assignees' answer says (until it is loaded, 'Mine' keeps what it has).
  const me = client.getQueryData<TChatAssigneeList>(crmKey(mode, 'GET /api/chat/assignees', {}))?.currentUserId ?? null;
  for (const [key, list] of client.getQueriesData<TChatConversationList>({ queryKey: crmKey(mode, 'GET /api/chat/conversations') })) {
    if (!list) continue;
    const filter = filterOfKey(key);
    const others = list.items.filter((item) => item.id !== conversation.id);
    const belongs = filter === 'mine' && me === null ? others.length !== list.items.length : inChatFilter(filter, conversation, me);
    client.setQueryData<TChatConversationList>(key, { items: belongs ? [conversation, ...others].sort(byActivity) : others });
  }
  client.setQueryData<TChatTranscript>(transcriptKey(mode, conversation.id), (transcript) =>
    transcript ? { ...transcript, conversation } : transcript,
  );
}

export function addMessage(client: QueryClient, mode: CrmMode, conversationId: string, message: TChatMessage): void {
  client.setQueryData<TChatTranscript>(transcriptKey(mode, conversationId), (transcript) =>
    transcript ? { ...transcript, messages: mergeMessages(transcript.messages, [message]) } : transcript,
  );
}

/** After a reconnection: load again the list and every transcript, which may have changed while the socket was down. */
export async function refetchLiveChat(client: QueryClient, mode: CrmMode): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: crmKey(mode, 'GET /api/chat/conversations') }),
    client.invalidateQueries({ queryKey: crmKey(mode, 'GET /api/chat/conversations/:id') }),
  ]);
}
