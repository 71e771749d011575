import type { TChatConversationSummary } from '@agency/contracts';

/**
 * The visitor's name or e-mail when known, else the page the chat started on, as the list and the transcript's heading
 * show it.
 */
export function conversationName(conversation: TChatConversationSummary): string {
  if (conversation.visitorName) return conversation.visitorName;
  if (conversation.visitorEmail) return conversation.visitorEmail;
  return conversation.startedPath ? `Visitor from ${conversation.startedPath}` : 'Anonymous visitor';
}
