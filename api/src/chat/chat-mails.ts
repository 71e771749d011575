import type { TChatMessage } from '@agency/contracts';
import type { OutboxMail } from '../mail/outbox.service';

export const CHAT_TRANSCRIPT_KIND = 'chat.transcript';
export const CHAT_REPLY_KIND = 'chat.agent-reply';
export const CHAT_REPLY_SUBJECT = 'A reply to your chat with us';

export interface ChatVisitor {
  email: string;
  name: string | null;
}

/** Header values stay on one line whatever a visitor typed. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function speaker(message: TChatMessage): string {
  if (message.sender === 'user') return 'Visitor';
  if (message.sender === 'agent') return message.senderName ? oneLine(message.senderName) : 'Agent';
  return 'System';
}

/** Plain text only: whatever markup a visitor typed stays text in every mail client. */
export function transcriptLines(messages: TChatMessage[]): string[] {
  return messages.map((message) => `[${message.timestamp.slice(0, 16).replace('T', ' ')} UTC] ${speaker(message)}: ${message.message}`);
}

/** To the agency when nobody was online: the conversation so far, Reply-To the visitor. */
export function transcriptMail(visitor: ChatVisitor, messages: TChatMessage[], agencyEmail: string): OutboxMail {
  const who = visitor.name ? `${oneLine(visitor.name)} <${visitor.email}>` : visitor.email;
  return {
    kind: CHAT_TRANSCRIPT_KIND,
    to: agencyEmail,
    replyTo: visitor.email,
    subject: `Live chat while the team was away: ${who}`.slice(0, 998),
    text: [
      'A visitor wrote in the live chat while no agent was online. Reply to this e-mail to answer them.',
      '',
      `Visitor: ${who}`,
      '',
      ...transcriptLines(messages),
    ].join('\n'),
  };
}

/** To a visitor who left: the agents' replies they have not seen. */
export function replyMail(visitor: ChatVisitor, replies: TChatMessage[], agencyEmail: string): OutboxMail {
  const greeting = visitor.name ? `Kia ora ${oneLine(visitor.name)},` : 'Kia ora,';
  return {
    kind: CHAT_REPLY_KIND,
    to: visitor.email,
    replyTo: agencyEmail,
    subject: CHAT_REPLY_SUBJECT,
    text: [
      greeting,
      '',
      'You had left the live chat on our website when we answered, so here is our reply:',
      '',
      ...transcriptLines(replies),
      '',
      `Reply to this e-mail, or open the chat on our website again to carry on (from the same browser). ${agencyEmail}`,
    ].join('\n'),
  };
}
