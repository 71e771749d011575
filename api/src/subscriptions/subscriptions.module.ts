import { Module } from '@nestjs/common';
import { InvoicePaymentProvider } from './invoice-payment.provider';
import { PAYMENT_PROVIDER } from './payment-provider';
import { SITE_DRAFTS, type SiteDrafts } from './site-drafts';
import { SubscriptionPlansController, SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';

/** Until the sites module saves drafts, a subscription is created without one (the domain page creates the site). */
const noSiteDrafts: SiteDrafts = { saveDraft: () => Promise.resolve(null) };

/** Website plans, subscriptions and their invoices; payment through PAYMENT_PROVIDER (the e-mailed invoice by default). */
@Module({
  controllers: [SubscriptionPlansController, SubscriptionsController],
  providers: [
    SubscriptionsService,
    InvoicePaymentProvider,
    { provide: PAYMENT_PROVIDER, useExisting: InvoicePaymentProvider },
    { provide: SITE_DRAFTS, useValue: noSiteDrafts },
  ],
})
export class SubscriptionsModule {}
