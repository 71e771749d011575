import { Inject, Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { gstIncludedCents } from '@agency/contracts';
import { OutboxService } from '../mail/outbox.service';
import { BILLING_CONFIG, type BillingConfig } from './billing.config';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { INVOICE_COLUMNS, type InvoiceRow } from './subscription-rows';

/** What one invoice is for: a hosting period, or a domain order's year (which never pauses a site). */
export type InvoiceFor =
  | { kind: 'hosting'; description: string; priceCents: number }
  | { kind: 'domain'; domainOrderId: string; description: string; priceCents: number };

export interface InvoiceCustomer {
  email: string;
  first_name: string | null;
}

/**
 * Issues invoices, inside the caller's transaction: the row (issued, due in 7 days, a grace end from the same now())
 * and the payment provider's e-mails through the outbox, so a failure anywhere leaves neither. The subscriptions module
 * owns the invoice table; the sites module issues a bought domain's invoice through this.
 */
@Injectable()
export class InvoiceIssuer {
  constructor(
    private readonly outbox: OutboxService,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    @Inject(BILLING_CONFIG) private readonly billing: BillingConfig,
  ) {}

  async issue(client: PoolClient, subscriptionId: string, item: InvoiceFor, customer: InvoiceCustomer): Promise<InvoiceRow> {
    const invoice = await client.query<InvoiceRow>(
      `INSERT INTO invoice (subscription_id, amount_cents, gst_cents, description, grace_ends_at, kind, domain_order_id)
       VALUES ($1, $2, $3, $4, now() + make_interval(days => $5), $6, $7) RETURNING ${INVOICE_COLUMNS}`,
      [
        subscriptionId,
        item.priceCents,
        gstIncludedCents(item.priceCents),
        item.description,
        this.billing.graceDays,
        item.kind,
        item.kind === 'domain' ? item.domainOrderId : null,
      ],
    );
    const row = invoice.rows[0];
    if (!row) throw new Error('The invoice insert returned no row');
    const start = await this.payments.start(client, {
      invoiceId: row.id,
      invoiceNumber: row.number,
      subscriptionId,
      description: item.description,
      amountCents: row.amount_cents,
      gstCents: row.gst_cents,
      issuedAt: row.issued_at,
      dueAt: row.due_at,
      customer: { email: customer.email, firstName: customer.first_name },
    });
    await this.outbox.enqueue(client, start.mails);
    return row;
  }

  /** A domain order that will not be registered: its unpaid invoice is void (a paid one stays, for a refund by hand). */
  async voidDomainInvoice(client: PoolClient, domainOrderId: string): Promise<void> {
    await client.query(`UPDATE invoice SET status = 'void' WHERE domain_order_id = $1 AND status = 'unpaid'`, [domainOrderId]);
  }
}
