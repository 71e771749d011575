import { Module } from '@nestjs/common';
import { BILLING_CONFIG, loadBillingConfig } from './billing.config';
import { InvoiceIssuer } from './invoice-issuer';
import { InvoicePaymentProvider } from './invoice-payment.provider';
import { PAYMENT_PROVIDER } from './payment-provider';

/**
 * Issuing invoices and asking for their payment (PAYMENT_PROVIDER: the e-mailed invoice by default). Its own module so
 * both the subscriptions module (hosting periods) and the sites module (a bought domain's year) can issue them.
 */
@Module({
  providers: [
    { provide: BILLING_CONFIG, useFactory: () => loadBillingConfig() },
    InvoicePaymentProvider,
    { provide: PAYMENT_PROVIDER, useExisting: InvoicePaymentProvider },
    InvoiceIssuer,
  ],
  exports: [BILLING_CONFIG, PAYMENT_PROVIDER, InvoiceIssuer],
})
export class InvoicingModule {}
