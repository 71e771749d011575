import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module';
import { SiteEnquiriesController } from './site-enquiries.controller';
import { SITE_ENQUIRIES_CONFIG, loadSiteEnquiriesConfig } from './site-enquiries.config';
import { SiteEnquiriesService } from './site-enquiries.service';
import { SiteEnquiryFormRoutes } from './site-enquiry-form.routes';

/**
 * Quote requests from published sites: the page's form (SiteEnquiryFormRoutes, outside /api) and the owner's list in
 * the dashboard. Reads the site and its host rules from the sites module; writes only site_enquiry.
 */
@Module({
  imports: [SitesModule],
  controllers: [SiteEnquiriesController],
  providers: [{ provide: SITE_ENQUIRIES_CONFIG, useFactory: () => loadSiteEnquiriesConfig() }, SiteEnquiriesService, SiteEnquiryFormRoutes],
})
export class SiteEnquiriesModule {}
