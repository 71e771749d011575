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
