import { formatNzDateInWords, INVOICE_CURRENCY } from '@agency/contracts';
import type { OutboxMail } from '../mail/outbox.service';
import { AGENCY_NAME } from '../scheduling/scheduling-mails';
import type { PaymentRequest } from './payment-provider';

export const INVOICE_MAIL_KIND = 'subscription.invoice';

/** 2900 -> '$29.00'. */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Header values stay on one line whatever a name holds. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** The invoice e-mail of the default payment provider: amount with its GST, due date, and how to pay. */
export function invoiceMail(request: PaymentRequest, agencyEmail: string): OutboxMail {
  const greeting = request.customer.firstName ? `Kia ora ${oneLine(request.customer.firstName)},` : 'Kia ora,';
  const text = [
    greeting,
    '',
    `Thank you for subscribing. Your invoice ${request.invoiceNumber} is below.`,
    '',
    `Invoice: ${request.invoiceNumber}`,
    `Issued: ${formatNzDateInWords(request.issuedAt)}`,
    `Due: ${formatNzDateInWords(request.dueAt)} (payment net 7 days)`,
    `Item: ${request.description}`,
    `Total: ${formatCents(request.amountCents)} ${INVOICE_CURRENCY} including GST of ${formatCents(request.gstCents)}`,
    '',
    `Please pay by bank transfer with ${request.invoiceNumber} as the reference. Late payments incur a fee of 1.5% per month.`,
    'Your subscriptions and invoices are on your dashboard, in the Websites tab.',
    '',
    'Reply to this e-mail if you have any questions.',
    '',
    `The ${AGENCY_NAME} team`,
  ].join('\n');
  return {
    kind: INVOICE_MAIL_KIND,
    to: request.customer.email,
    replyTo: agencyEmail,
    subject: `Invoice ${request.invoiceNumber}: ${oneLine(request.description)}`,
    text,
    reference: `invoice:${request.invoiceId}`,
  };
}

export const GRACE_REMINDER_MAIL_KIND = 'subscription.grace-reminder';
export const GRACE_ENDED_MAIL_KIND = 'subscription.grace-ended';

/** An unpaid invoice whose grace period is ending or has ended, with whom to tell. */
export interface GraceNotice {
  invoiceId: string;
  invoiceNumber: string;
  amountCents: number;
  dueAt: Date;
  graceEndsAt: Date;
  customer: { email: string; firstName: string | null };
}

function graceMail(kind: string, notice: GraceNotice, agencyEmail: string, subject: string, body: string[]): OutboxMail {
  const greeting = notice.customer.firstName ? `Kia ora ${oneLine(notice.customer.firstName)},` : 'Kia ora,';
  const text = [
    greeting,
    '',
    ...body,
    '',
    `Please pay ${formatCents(notice.amountCents)} ${INVOICE_CURRENCY} by bank transfer with ${notice.invoiceNumber} as the reference.`,
    'Your plans and invoices are on your dashboard, in the Websites tab. If you have already paid, thank you: reply to this e-mail and we will check.',
    '',
    `The ${AGENCY_NAME} team`,
  ].join('\n');
  return { kind, to: notice.customer.email, replyTo: agencyEmail, subject, text, reference: `invoice:${notice.invoiceId}` };
}

/** A few days before the grace period ends: the site is still live, and says when it would pause. */
export function graceReminderMail(notice: GraceNotice, agencyEmail: string): OutboxMail {
  return graceMail(GRACE_REMINDER_MAIL_KIND, notice, agencyEmail, `Reminder: invoice ${notice.invoiceNumber} is unpaid`, [
    `Invoice ${notice.invoiceNumber} was due on ${formatNzDateInWords(notice.dueAt)} and is still unpaid.`,
    `Your website stays live until ${formatNzDateInWords(notice.graceEndsAt)}. If the invoice is still unpaid then, visitors will see a "temporarily unavailable" page until it is paid.`,
  ]);
}

/** At the end of the grace period: the site now shows the notice page, and comes back as soon as the invoice is paid. */
export function graceEndedMail(notice: GraceNotice, agencyEmail: string): OutboxMail {
  return graceMail(GRACE_ENDED_MAIL_KIND, notice, agencyEmail, `Your website is paused: invoice ${notice.invoiceNumber} is unpaid`, [
    `Invoice ${notice.invoiceNumber} was due on ${formatNzDateInWords(notice.dueAt)} and is still unpaid, so your website now shows a "temporarily unavailable" page to visitors.`,
    'Your website and everything in it are kept. It is back online as soon as the payment is recorded.',
  ]);
}

export const CANCELLED_MAIL_KIND = 'subscription.cancelled';

/** What a cancellation e-mail says: the plan, and the date it ends (the end of the period already paid for). */
export interface CancellationNotice {
  subscriptionId: string;
  planName: string;
  endsAt: Date;
  customer: { email: string; firstName: string | null };
}

/** Sent once, when the owner cancels: the site stays live to the end of the paid period, then shows the paused notice. */
export function cancellationMail(notice: CancellationNotice, agencyEmail: string): OutboxMail {
  const greeting = notice.customer.firstName ? `Kia ora ${oneLine(notice.customer.firstName)},` : 'Kia ora,';
  const endsOn = formatNzDateInWords(notice.endsAt);
  const text = [
    greeting,
    '',
    `Your ${oneLine(notice.planName)} plan is cancelled. It ends on ${endsOn}, the end of the period you have been invoiced for.`,
    `Your website stays live until then. After ${endsOn} visitors will see a "temporarily unavailable" page, and no further invoices are sent.`,
    'Changed your mind? Choose a plan on your dashboard, in the Websites tab, before then and your website carries on.',
    '',
    `The ${AGENCY_NAME} team`,
  ].join('\n');
  return {
    kind: CANCELLED_MAIL_KIND,
    to: notice.customer.email,
    replyTo: agencyEmail,
    subject: `Your ${oneLine(notice.planName)} plan ends on ${endsOn}`,
    text,
    reference: `subscription:${notice.subscriptionId}`,
  };
}
