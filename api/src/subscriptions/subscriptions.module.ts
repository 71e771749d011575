import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module';
import { SitesService } from '../sites/sites.service';
import { GracePeriodMailer } from './grace-period-mailer.service';
import { InvoicingModule } from './invoicing.module';
import { SITE_DRAFTS } from './site-drafts';
import { CrmInvoicesController, PriceCatalogueController, SubscriptionPlansController, SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';

/**
 * Website plans, subscriptions and their invoices (issued by InvoicingModule's InvoiceIssuer, paid through its
 * PAYMENT_PROVIDER: the e-mailed invoice by default);
 * the site draft saved with a subscription by the sites module. Live when paid: the invoices' grace period, its e-mails
 * (GracePeriodMailer) and the admin's record of a payment; the hosting asks site-billing.ts whether a site is paused.
 */
@Module({
  imports: [SitesModule, InvoicingModule],
  controllers: [SubscriptionPlansController, PriceCatalogueController, SubscriptionsController, CrmInvoicesController],
  providers: [
    SubscriptionsService,
    GracePeriodMailer,
    { provide: SITE_DRAFTS, useExisting: SitesService },
  ],
})
export class SubscriptionsModule {}
