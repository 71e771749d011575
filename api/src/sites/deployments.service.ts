import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import {
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { renderSite, SITES_MESSAGES, type TDeployment, type TPublishDraft, type TSiteDomainChoice } from '@agency/contracts';
import { SQL_POOL } from '../database/database.module';
import { inTransaction } from '../database/sql-transaction';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.constants';
import { isUuid } from '../common/ids/uuid';
import { PublicOrigin } from '../common/http/public-origin';
import { DOMAIN_REGISTRAR, type DomainRegistrar } from './domain-registrar';
import { DomainOrdersService } from './domain-orders.service';
import { DomainVerificationService } from './domain-verification.service';
import { DEPLOYMENT_SELECT, liveUrlFor, storedBusinessInfo, toDeployment, type DeploymentRow } from './site-rows';
import { SITES_CONFIG, type SitesConfig } from './sites.config';
import { SitesService } from './sites.service';
import { isUniqueViolation } from '../common/sql/unique-violation';

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** The address a published page names as its own (canonical, og:url): its domain, else its page on this server. */
function siteAddress(domain: string | null, slug: string, publicOrigin: string): string {
  if (domain) return `https://${domain}/`;
  return `${publicOrigin}${liveUrlFor(slug)}`;
}

/**
 * Publishing a site. POST answers 202 once the request is accepted (owner, subscription, domain free and now the
 * site's); the rest runs after the answer and each step is recorded on the deployment, so the page's
 * 'configuring → deploying → live' is what the server really did: render the HTML from the template and business
 * info, compress it, store it as a new version and switch the live pointer, all in one transaction.
 */
@Injectable()
export class DeploymentsService implements OnModuleInit {
  private readonly logger = new Logger(DeploymentsService.name);
  /** Deployments still running in this process; tests and shutdown wait on them. */
  private readonly running = new Set<Promise<void>>();

  constructor(
    @Inject(SQL_POOL) private readonly pool: Pool,
    @Inject(DOMAIN_REGISTRAR) private readonly registrar: DomainRegistrar,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SITES_CONFIG) private readonly sitesConfig: SitesConfig,
    private readonly sites: SitesService,
    private readonly publicOrigin: PublicOrigin,
    private readonly domainClaims: DomainVerificationService,
    private readonly domainOrders: DomainOrdersService,
  ) {}

  /** A deployment left running by a stopped process would block its site forever (one at a time): close it. */
  async onModuleInit(): Promise<void> {
    await this.pool.query(
      `UPDATE site_deployment SET status = 'failed', message = 'Publishing was interrupted. Please try again.', finished_at = now()
        WHERE status IN ('configuring', 'deploying') AND created_at < now() - interval '10 minutes'`,
    );
  }

  /** Resolves when every deployment started by this process has finished (live or failed). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  async start(userId: string, siteId: string, domain: TSiteDomainChoice | undefined): Promise<TDeployment> {
    const site = await this.sites.getOwn(userId, siteId);
    await this.requireSubscription(userId);
    if (domain) await this.requireFreeDomain(domain, site.id, site.domain);
    return this.begin(userId, async () => siteId, domain);
  }

  /**
   * The builder's deploy: the browser's draft is saved as the account's site for its draftId (created or updated) and
   * its deployment started in one transaction, after the subscription and domain checks. A refusal at any point
   * leaves no site behind, and a retry publishes the same site under the same slug.
   */
  async startDraft(userId: string, draft: TPublishDraft): Promise<TDeployment> {
    await this.requireSubscription(userId);
    const current = await this.sites.draftSite(userId, draft.draftId);
    await this.requireFreeDomain(draft.domain, current?.id ?? null, current?.domain ?? null);
    return this.begin(
      userId,
      (client) => this.sites.saveDraft(client, userId, draft.templateId, draft.businessInfo, draft.draftId),
      draft.domain,
    );
  }

  /** Publishing needs a website plan that is not cancelled (awaiting payment counts). */
  private async requireSubscription(userId: string): Promise<void> {
    const { rows } = await this.pool.query("SELECT 1 FROM subscription WHERE user_id = $1 AND status <> 'cancelled' LIMIT 1", [userId]);
    if (rows.length === 0) throw new ForbiddenException(SITES_MESSAGES.subscriptionRequired);
  }

  /**
   * A domain other than the site's own. To buy: free at the registrar ('unknown' is not free), unless this site has it
   * on order already (publishing again). An existing domain: never a reserved name or this app's own host; other
   * accounts' pending claims do not block (the first to verify wins, the unique site.domain is the final word), a site
   * that already serves it does.
   */
  private async requireFreeDomain(domain: TSiteDomainChoice, siteId: string | null, current: string | null): Promise<void> {
    if (domain.name === current) return;
    if (this.isOwnHost(domain.name)) throw new ConflictException(SITES_MESSAGES.domainTaken);
    if (domain.kind === 'existing') {
      const { rows } = await this.pool.query('SELECT 1 FROM site WHERE domain = $1', [domain.name]);
      if (this.sitesConfig.reservedDomains.includes(domain.name) || rows.length > 0) throw new ConflictException(SITES_MESSAGES.domainTaken);
      return;
    }
    if (await this.domainOrders.hasOpenOrder(siteId, domain.name)) return;
    const availability = (await this.registrar.availability([domain.name])).get(domain.name);
    // Not a server fault the client can do nothing about: a conflict with what can be known now, said in words.
    if (availability === 'unknown') throw new ConflictException(SITES_MESSAGES.domainUnchecked);
    if (availability !== 'available') throw new ConflictException(SITES_MESSAGES.domainTaken);
  }

  /**
   * One transaction: the site (from `siteOf`), its domain's order or claim and a deployment in 'configuring'; then the
   * work starts. Neither domain is the site's yet: a bought one is an order (domain-orders.service.ts) that staff
   * register, an existing one a pending claim (domain-verification.service.ts); either is served only once DNS proves
   * it points here. The site keeps serving what it had meanwhile, and is live at /sites/{slug}/ from the first publish.
   */
  private async begin(userId: string, siteOf: (client: PoolClient) => Promise<string>, domain: TSiteDomainChoice | undefined): Promise<TDeployment> {
    let placedOrder: string | null = null;
    const deployment = await inTransaction(this.pool, async (client) => {
      const siteId = await siteOf(client);
      if (domain?.kind === 'purchase') {
        const { rows } = await client.query<{ domain: string | null }>('SELECT domain FROM site WHERE id = $1', [siteId]);
        if (rows[0]?.domain !== domain.name) placedOrder = await this.domainOrders.place(client, userId, siteId, domain.name);
      } else if (domain?.kind === 'existing') {
        const { rows } = await client.query<{ domain: string | null }>('SELECT domain FROM site WHERE id = $1', [siteId]);
        if (rows[0]?.domain !== domain.name) await this.domainClaims.open(client, userId, siteId, domain.name);
      }
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO site_deployment (site_id, domain) SELECT id, domain FROM site WHERE id = $1 RETURNING id`,
        [siteId],
      );
      const id = rows[0]?.id;
      if (!id) throw new NotFoundException(SITES_MESSAGES.siteNotFound);
      return this.read(id, client);
    }).catch((error: unknown) => {
      if (isUniqueViolation(error, 'site_domain_key')) throw new ConflictException(SITES_MESSAGES.domainTaken);
      if (isUniqueViolation(error, 'domain_order_domain_key')) throw new ConflictException(SITES_MESSAGES.domainTaken);
      if (isUniqueViolation(error, 'site_deployment_active_key')) throw new ConflictException(SITES_MESSAGES.deployInProgress);
      throw error;
    });
    if (placedOrder !== null && domain) void this.domainOrders.handOver(placedOrder, domain.name);

    const work = this.publish(deployment.id, deployment.siteId).finally(() => this.running.delete(work));
    this.running.add(work);
    return deployment;
  }

  async get(userId: string, siteId: string, deploymentId: string): Promise<TDeployment> {
    await this.sites.getOwn(userId, siteId);
    if (!isUuid(deploymentId)) throw new NotFoundException(SITES_MESSAGES.deploymentNotFound);
    const { rows } = await this.pool.query<DeploymentRow>(`${DEPLOYMENT_SELECT} WHERE d.id = $1 AND d.site_id = $2`, [deploymentId, siteId]);
    const row = rows[0];
    if (!row) throw new NotFoundException(SITES_MESSAGES.deploymentNotFound);
    return toDeployment(row);
  }

  private async read(deploymentId: string, client: Pick<Pool, 'query'>): Promise<TDeployment> {
    const { rows } = await client.query<DeploymentRow>(`${DEPLOYMENT_SELECT} WHERE d.id = $1`, [deploymentId]);
    const row = rows[0];
    if (!row) throw new NotFoundException(SITES_MESSAGES.deploymentNotFound);
    return toDeployment(row);
  }

  /** The app's own host never becomes a client's domain: its / is the agency's home page. */
  private isOwnHost(domain: string): boolean {
    return this.config.publicUrl !== undefined && new URL(this.config.publicUrl).hostname.toLowerCase() === domain;
  }

  private async publish(deploymentId: string, siteId: string): Promise<void> {
    try {
      await this.pool.query("UPDATE site_deployment SET status = 'deploying' WHERE id = $1", [deploymentId]);
      const { rows } = await this.pool.query<{
        slug: string;
        domain: string | null;
        business_info: unknown;
        template_name: string;
        template_data: Record<string, unknown>;
      }>(
        `SELECT s.slug, s.domain, s.business_info, t.name AS template_name, t.template_data
           FROM site s JOIN website_template t ON t.id = s.template_id WHERE s.id = $1`,
        [siteId],
      );
      const site = rows[0];
      if (!site) throw new Error(`site ${siteId} vanished while publishing`);
      const { html } = renderSite(
        { name: site.template_name, templateData: site.template_data },
        storedBusinessInfo(site.business_info),
        { address: siteAddress(site.domain, site.slug, this.publicOrigin.value) },
      );
      const buffer = Buffer.from(html, 'utf8');
      const br = brotliCompressSync(buffer, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
      const gzip = gzipSync(buffer, { level: 9 });
      await inTransaction(this.pool, async (client) => {
        // Lock the site so two publishes never pick the same version number.
        await client.query('SELECT 1 FROM site WHERE id = $1 FOR UPDATE', [siteId]);
        const { rows: versions } = await client.query<{ id: string; version: number }>(
          `INSERT INTO site_version (site_id, version, html, html_br, html_gzip)
           VALUES ($1, COALESCE((SELECT max(version) FROM site_version WHERE site_id = $1), 0) + 1, $2, $3, $4)
           RETURNING id, version`,
          [siteId, html, br, gzip],
        );
        const version = versions[0];
        if (!version) throw new Error('site version insert returned no row');
        await client.query('UPDATE site SET live_version_id = $2 WHERE id = $1', [siteId, version.id]);
        await client.query("UPDATE site_deployment SET status = 'live', version = $2, finished_at = now() WHERE id = $1", [
          deploymentId,
          version.version,
        ]);
      });
    } catch (error) {
      this.logger.error(`publishing site ${siteId} (deployment ${deploymentId}) failed: ${describe(error)}`);
      await this.pool
        .query(
          `UPDATE site_deployment SET status = 'failed', message = 'Publishing failed. Please try again.', finished_at = now()
            WHERE id = $1 AND status <> 'live'`,
          [deploymentId],
        )
        .catch((markError: unknown) => this.logger.error(`could not mark deployment ${deploymentId} failed: ${describe(markError)}`));
    }
  }
}
