import { Module } from '@nestjs/common';
import { DeploymentsService } from './deployments.service';
import { DomainDnsResolver } from './dns-resolver';
import { DomainOrdersService } from './domain-orders.service';
import { DnsDomainRegistrar, DOMAIN_REGISTRAR } from './domain-registrar';
import { DomainVerificationService } from './domain-verification.service';
import { SiteHostingService } from './site-hosting.service';
import { CrmDomainOrdersController, DomainsController, SitesController, TemplateCategoriesController, TemplatesController } from './sites.controller';
import { InvoicingModule } from '../subscriptions/invoicing.module';
import { SITES_CONFIG, loadSitesConfig } from './sites.config';
import { SitesService } from './sites.service';
import { TemplatesService } from './templates.service';

/**
 * The website builder's server: templates and their preview pictures, domain search and orders through
 * DOMAIN_REGISTRAR (bought domains' invoices through InvoicingModule), the owner's sites, publishing (deployments),
 * domain proof by DNS and serving what is live. SitesService is exported for the subscriptions
 * module, which saves the site draft inside its own transaction.
 */
@Module({
  imports: [InvoicingModule],
  controllers: [TemplateCategoriesController, TemplatesController, DomainsController, SitesController, CrmDomainOrdersController],
  providers: [
    { provide: SITES_CONFIG, useFactory: () => loadSitesConfig() },
    DnsDomainRegistrar,
    { provide: DOMAIN_REGISTRAR, useExisting: DnsDomainRegistrar },
    DomainOrdersService,
    TemplatesService,
    SitesService,
    DeploymentsService,
    SiteHostingService,
    DomainDnsResolver,
    DomainVerificationService,
  ],
  exports: [SitesService, DeploymentsService, SiteHostingService],
})
export class SitesModule {}
