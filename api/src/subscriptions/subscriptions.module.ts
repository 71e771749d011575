import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module';
import { SitesService } from '../sites/sites.service';
import { BILLING_CONFIG, loadBillingConfig } from './billing.config';
import { GracePeriodMailer } from './grace-period-mailer.service';
import { InvoicePaymentProvider } from './invoice-payment.provider';
import { PAYMENT_PROVIDER } from './payment-provider';
import { SITE_DRAFTS } from './site-drafts';
import { CrmInvoicesController, PriceCatalogueController, SubscriptionPlansController, SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';

/**
 * Website plans, subscriptions and their invoices; payment through PAYMENT_PROVIDER (the e-mailed invoice by default);
 * the site draft saved with a subscription by the sites module. Live when paid: the invoices' grace period, its e-mails
 * (GracePeriodMailer) and the admin's record of a payment; the hosting asks site-billing.ts whether a site is paused.
 */
@Module({
  imports: [SitesModule],
  controllers: [SubscriptionPlansController, PriceCatalogueController, SubscriptionsController, CrmInvoicesController],
  providers: [
    { provide: BILLING_CONFIG, useFactory: () => loadBillingConfig() },
    SubscriptionsService,
    GracePeriodMailer,
    InvoicePaymentProvider,
    { provide: PAYMENT_PROVIDER, useExisting: InvoicePaymentProvider },
    { provide: SITE_DRAFTS, useExisting: SitesService },
  ],
})
export class SubscriptionsModule {}
