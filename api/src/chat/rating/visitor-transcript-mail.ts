import type { TChatMessage } from '@agency/contracts';
import type { OutboxMail } from '../../mail/outbox.service';
import { transcriptLines, type ChatVisitor } from '../chat-mails';

export const CHAT_VISITOR_TRANSCRIPT_KIND = 'chat.visitor-transcript';
export const CHAT_VISITOR_TRANSCRIPT_SUBJECT = 'Your chat with us';

/** To the visitor who asked for it: the conversation, Reply-To the agency. */
export function visitorTranscriptMail(visitor: ChatVisitor, messages: TChatMessage[], agencyEmail: string, conversationId: string): OutboxMail {
  const greeting = visitor.name ? `Kia ora ${visitor.name.replace(/\s+/g, ' ').trim()},` : 'Kia ora,';
  return {
    kind: CHAT_VISITOR_TRANSCRIPT_KIND,
    to: visitor.email,
    replyTo: agencyEmail,
    subject: CHAT_VISITOR_TRANSCRIPT_SUBJECT,
    reference: `chat:${conversationId}`,
    text: [greeting, '', 'Here is the transcript of your live chat with us, as you asked:', '', ...transcriptLines(messages), '', `Reply to this e-mail to carry on. ${agencyEmail}`].join('\n'),
  };
}
