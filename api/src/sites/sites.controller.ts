import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DOMAIN_EXTENSIONS,
  renderTemplatePreviewSvg,
  ZCrmDomainOrderQuery,
  ZCreateSiteRequest,
  ZDeploySiteRequest,
  ZDomainSearchQuery,
  ZPublishDraftRequest,
  ZTlsAllowedQuery,
  ZUpdateSiteRequest,
  type TCrmDomainOrder,
  type TDeployment,
  type TDomainTargets,
  type TDomainSearchResult,
  type TDomainVerifyResult,
  type TSessionUser,
  type TSite,
  type TTlsAllowed,
  type TWebsiteTemplate,
  type TWebsiteTemplateCategory,
} from '@agency/contracts';
import { CurrentUser } from '../auth/request-auth';
import { Roles, SignedIn } from '../auth/roles.decorator';
import { OutsideCatalog } from '../common/endpoint-catalog/outside-catalog.decorator';
import { ZodDto } from '../common/validation/zod-dto';
import { DeploymentsService } from './deployments.service';
import { domainTargets } from './domain-claim-rows';
import { DomainOrdersService } from './domain-orders.service';
import { DOMAIN_REGISTRAR, type DomainRegistrar } from './domain-registrar';
import { DomainVerificationService } from './domain-verification.service';
import { SITES_CONFIG, type SitesConfig } from './sites.config';
import { SitesService } from './sites.service';
import { TemplatesService } from './templates.service';

class DomainSearchQuery extends ZodDto(ZDomainSearchQuery) {}
class CreateSiteBody extends ZodDto(ZCreateSiteRequest) {}
class UpdateSiteBody extends ZodDto(ZUpdateSiteRequest) {}
class DeploySiteBody extends ZodDto(ZDeploySiteRequest) {}
class PublishDraftBody extends ZodDto(ZPublishDraftRequest) {}
class TlsAllowedQuery extends ZodDto(ZTlsAllowedQuery) {}
class CrmDomainOrderQuery extends ZodDto(ZCrmDomainOrderQuery) {}

@Controller('api/website-template-categories')
export class TemplateCategoriesController {
  constructor(private readonly templates: TemplatesService) {}

  @Get()
  list(): Promise<TWebsiteTemplateCategory[]> {
    return this.templates.categories();
  }
}

@Controller('api/website-templates')
export class TemplatesController {
  constructor(private readonly templates: TemplatesService) {}

  @Get()
  list(): Promise<TWebsiteTemplate[]> {
    return this.templates.list();
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<TWebsiteTemplate> {
    return this.templates.get(id);
  }

  /** Drawn from the template by the site generator; a template changes rarely, so browsers keep it an hour. */
  @Get(':id/preview.svg')
  @OutsideCatalog('serves an SVG picture, not JSON')
  async preview(@Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const template = await this.templates.get(id);
    // Headers only once the template exists: a 404 stays the usual JSON error.
    void reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return renderTemplatePreviewSvg(template);
  }
}

@Controller('api/domains')
export class DomainsController {
  constructor(
    @Inject(DOMAIN_REGISTRAR) private readonly registrar: DomainRegistrar,
    @Inject(SITES_CONFIG) private readonly config: SitesConfig,
  ) {}

  /** The name before the first dot under each extension; the registrar decides ('unknown' is never offered as free). */
  @Get('search')
  async search(@Query() query: DomainSearchQuery): Promise<TDomainSearchResult[]> {
    const name = query.q.split('.')[0] ?? query.q;
    const results = DOMAIN_EXTENSIONS.map(({ extension, price }) => ({ domain: `${name}${extension}`, extension, price, currency: 'NZD' as const }));
    const availability = await this.registrar.availability(results.map((result) => result.domain));
    return results.map((result) => {
      const state = availability.get(result.domain) ?? 'unknown';
      return { ...result, available: state === 'available', availability: state };
    });
  }

  /** Where clients point their domains, or configured false (the page then says custom domains are not set up). */
  @Get('targets')
  targets(): TDomainTargets {
    return domainTargets(this.config.targets);
  }
}

/** The CRM's 'Domain orders': what to register, and marking it done. Admins only. */
@Controller('api/crm/domain-orders')
@Roles('admin')
export class CrmDomainOrdersController {
  constructor(private readonly orders: DomainOrdersService) {}

  @Get()
  list(@Query() query: CrmDomainOrderQuery): Promise<TCrmDomainOrder[]> {
    return this.orders.listForCrm(query.status);
  }

  @Post(':id/registered')
  @HttpCode(200)
  registered(@CurrentUser() admin: TSessionUser, @Param('id') id: string): Promise<TCrmDomainOrder> {
    return this.orders.markRegistered(id, admin.id);
  }

  @Post(':id/cancelled')
  @HttpCode(200)
  cancelled(@Param('id') id: string): Promise<TCrmDomainOrder> {
    return this.orders.cancel(id);
  }
}

@Controller('api/sites')
export class SitesController {
  constructor(
    private readonly sites: SitesService,
    private readonly deployments: DeploymentsService,
    private readonly domainClaims: DomainVerificationService,
  ) {}

  /** Caddy's on-demand TLS 'ask': a certificate only for a verified domain of a live site (200), else 404. */
  @Get('tls-allowed')
  tlsAllowed(@Query() query: TlsAllowedQuery, @Req() request: FastifyRequest): Promise<TTlsAllowed> {
    return this.domainClaims.tlsAllowed(query.domain, request.ip);
  }

  @Get('user')
  @SignedIn()
  listOwn(@CurrentUser() user: TSessionUser): Promise<TSite[]> {
    return this.sites.listOwn(user.id);
  }

  @Post()
  @SignedIn()
  @HttpCode(201)
  create(@CurrentUser() user: TSessionUser, @Body() body: CreateSiteBody): Promise<TSite> {
    return this.sites.create(user.id, body.templateId, body.businessInfo, body.draftId);
  }

  @Post('publish')
  @SignedIn()
  @HttpCode(202)
  publish(@CurrentUser() user: TSessionUser, @Body() body: PublishDraftBody): Promise<TDeployment> {
    return this.deployments.startDraft(user.id, body);
  }

  @Get(':id')
  @SignedIn()
  get(@CurrentUser() user: TSessionUser, @Param('id') id: string): Promise<TSite> {
    return this.sites.getOwn(user.id, id);
  }

  @Put(':id')
  @SignedIn()
  update(@CurrentUser() user: TSessionUser, @Param('id') id: string, @Body() body: UpdateSiteBody): Promise<TSite> {
    return this.sites.update(user.id, id, body.templateId, body.businessInfo);
  }

  @Post(':id/deploy')
  @SignedIn()
  @HttpCode(202)
  deploy(@CurrentUser() user: TSessionUser, @Param('id') id: string, @Body() body: DeploySiteBody): Promise<TDeployment> {
    return this.deployments.start(user.id, id, body.domain);
  }

  @Post(':id/domain/verify')
  @SignedIn()
  @HttpCode(200)
  verifyDomain(@CurrentUser() user: TSessionUser, @Param('id') id: string): Promise<TDomainVerifyResult> {
    return this.domainClaims.verifyNow(user.id, id);
  }

  @Get(':id/deployments/:deploymentId')
  @SignedIn()
  deployment(@CurrentUser() user: TSessionUser, @Param('id') id: string, @Param('deploymentId') deploymentId: string): Promise<TDeployment> {
    return this.deployments.get(user.id, id, deploymentId);
  }
}
