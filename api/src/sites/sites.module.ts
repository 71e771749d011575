import { Module } from '@nestjs/common';
import { DeploymentsService } from './deployments.service';
import { DomainDnsResolver } from './dns-resolver';
import { DOMAIN_REGISTRAR, LocalDomainRegistrar } from './domain-registrar';
import { DomainVerificationService } from './domain-verification.service';
import { SiteHostingService } from './site-hosting.service';
import { DomainsController, SitesController, TemplateCategoriesController, TemplatesController } from './sites.controller';
import { SITES_CONFIG, loadSitesConfig } from './sites.config';
import { SitesService } from './sites.service';
import { TemplatesService } from './templates.service';

/**
 * The website builder's server: templates and their preview pictures, domain search through DOMAIN_REGISTRAR, the
 * owner's sites, publishing (deployments) and serving what is live. SitesService is exported for the subscriptions
 * module, which saves the site draft inside its own transaction.
 */
@Module({
  controllers: [TemplateCategoriesController, TemplatesController, DomainsController, SitesController],
  providers: [
    { provide: SITES_CONFIG, useFactory: () => loadSitesConfig() },
    LocalDomainRegistrar,
    { provide: DOMAIN_REGISTRAR, useExisting: LocalDomainRegistrar },
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
