import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module';
import { SitesService } from '../sites/sites.service';
import { InvoicePaymentProvider } from './invoice-payment.provider';
import { PAYMENT_PROVIDER } from './payment-provider';
import { SITE_DRAFTS } from './site-drafts';
import { SubscriptionPlansController, SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';

/**
 * Website plans, subscriptions and their invoices; payment through PAYMENT_PROVIDER (the e-mailed invoice by default);
 * the site draft saved with a subscription by the sites module.
 */
@Module({
  imports: [SitesModule],
  controllers: [SubscriptionPlansController, SubscriptionsController],
  providers: [
    SubscriptionsService,
    InvoicePaymentProvider,
    { provide: PAYMENT_PROVIDER, useExisting: InvoicePaymentProvider },
    { provide: SITE_DRAFTS, useExisting: SitesService },
  ],
})
export class SubscriptionsModule {}
