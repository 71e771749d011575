import { LEAD_CONFIRMATION_TEXT, type TLead } from '@agency/contracts';
import type { OutboxMail } from '../mail/outbox.service';

export const LEAD_NOTIFICATION_KIND = 'lead.agency-notification';
export const LEAD_CONFIRMATION_KIND = 'lead.visitor-confirmation';
export const LEAD_CONFIRMATION_SUBJECT = 'Thanks for getting in touch';

/** What the mails about a lead read from it. */
export type LeadMailFields = Pick<TLead, 'firstName' | 'lastName' | 'email' | 'phone' | 'company' | 'serviceInterest' | 'message' | 'source'>;

const SOURCE_LABELS: Record<TLead['source'], string> = {
  contact_form: 'contact form',
  onboarding_wizard: 'onboarding wizard',
  onboarding_chat: 'onboarding chat',
  booking: 'consultation booking',
  crm: 'CRM',
  live_chat: 'live chat',
};

/** Header values must stay on one line whatever a visitor typed into a name field. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The agency's copy: everything the visitor sent, with Reply-To set so answering reaches them. */
export function agencyNotification(lead: LeadMailFields, agencyEmail: string): OutboxMail {
  const name = oneLine(`${lead.firstName} ${lead.lastName}`);
  const company = lead.company ? oneLine(lead.company) : undefined;
  const lines = [
    `New lead from the ${SOURCE_LABELS[lead.source]}.`,
    '',
    `Name: ${name}`,
    `Email: ${lead.email}`,
    `Phone: ${lead.phone ?? '-'}`,
    `Company: ${lead.company ?? '-'}`,
    `Service interest: ${lead.serviceInterest ?? '-'}`,
    '',
    'Message:',
    lead.message,
  ];
  return {
    kind: LEAD_NOTIFICATION_KIND,
    to: agencyEmail,
    replyTo: lead.email,
    subject: `New lead: ${name}${company ? ` (${company})` : ''}`,
    text: lines.join('\n'),
  };
}

/** The visitor's confirmation, promising the spec's 24-hour reply. */
export function visitorConfirmation(lead: LeadMailFields, agencyEmail: string): OutboxMail {
  const firstName = oneLine(lead.firstName);
  const text = [
    `Kia ora ${firstName},`,
    '',
    `Thanks for your message. ${LEAD_CONFIRMATION_TEXT}`,
    '',
    'For reference, you wrote:',
    lead.message,
    '',
    `If anything changes in the meantime, reply to this e-mail or write to ${agencyEmail}.`,
  ].join('\n');
  const html = [
    `<p>Kia ora ${escapeHtml(firstName)},</p>`,
    `<p>Thanks for your message. ${escapeHtml(LEAD_CONFIRMATION_TEXT)}</p>`,
    '<p>For reference, you wrote:</p>',
    `<blockquote style="white-space: pre-wrap">${escapeHtml(lead.message)}</blockquote>`,
    `<p>If anything changes in the meantime, reply to this e-mail or write to ${escapeHtml(agencyEmail)}.</p>`,
  ].join('\n');
  return { kind: LEAD_CONFIRMATION_KIND, to: lead.email, replyTo: agencyEmail, subject: LEAD_CONFIRMATION_SUBJECT, text, html };
}
