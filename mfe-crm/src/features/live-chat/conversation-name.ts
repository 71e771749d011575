import type { TChatConversationSummary } from '@agency/contracts';

/** The visitor's name or e-mail when known, as the list and the transcript's heading show it. */
export function conversationName(conversation: TChatConversationSummary): string {
  return conversation.visitorName ?? conversation.visitorEmail ?? 'Anonymous visitor';
}
