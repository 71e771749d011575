import type { PoolClient } from 'pg';
import type { OutboxMail } from '../mail/outbox.service';

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/** What a provider needs to ask for one invoice's payment. Amounts in cents, NZD including GST. */
export interface PaymentRequest {
  invoiceId: string;
  invoiceNumber: string;
  subscriptionId: string;
  description: string;
  amountCents: number;
  gstCents: number;
  issuedAt: Date;
  dueAt: Date;
  customer: { email: string; firstName: string | null };
}

/** What the subscription's transaction writes for the provider: its e-mails go through the outbox with it. */
export interface PaymentStart {
  mails: OutboxMail[];
}

/**
 * How a subscription gets paid. `start` runs inside the transaction that creates the subscription and its invoice, so
 * a provider that fails leaves nothing behind. The default sends the invoice by e-mail (bank transfer, net 7 days); a
 * card provider (a hosted checkout, then a webhook that marks the invoice paid) can be bound to PAYMENT_PROVIDER later.
 */
export interface PaymentProvider {
  /** Stored on the subscription, e.g. 'invoice'. */
  readonly name: string;
  start(client: PoolClient, request: PaymentRequest): Promise<PaymentStart>;
}
