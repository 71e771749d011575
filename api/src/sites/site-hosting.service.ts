import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import { DOMAIN_NAME_PATTERN } from '@agency/contracts';
import { publishedSitePolicy } from '../common/http/security-headers';
import { SQL_POOL } from '../database/database.module';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.constants';
import { isSitePaused, sendSitePaused } from '../subscriptions/site-billing';

interface LiveVersionRow {
  site_id: string;
  version_id: string;
  html: string;
  html_br: Buffer;
  html_gzip: Buffer;
}

const LIVE_VERSION = `
  SELECT s.id AS site_id, v.id AS version_id, v.html, v.html_br, v.html_gzip
    FROM site s JOIN site_version v ON v.id = s.live_version_id`;

function accepts(request: FastifyRequest, encoding: string): boolean {
  const header = request.headers['accept-encoding'];
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    return name === encoding && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
}

/**
 * Serves published sites: at /sites/{slug}/ on this server, and at / of a site's own domain when a request's Host
 * is that domain (the client points its A record here). What is served is the version the site's live pointer
 * names, read in one statement, so a new publish replaces the old page atomically. The compressed copies were made
 * once at publish time. Revalidated on every visit (no-cache with an ETag per version) so a new publish shows at once.
 */
@Injectable()
export class SiteHostingService implements OnModuleInit {
  private readonly ownHostname: string | undefined;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(SQL_POOL) private readonly pool: Pool,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.ownHostname = config.publicUrl ? new URL(config.publicUrl).hostname.toLowerCase() : undefined;
  }

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.get<{ Params: { slug: string } }>('/sites/:slug/', async (request, reply) => {
      const row = await this.liveBySlug(request.params.slug);
      if (!row) return reply.callNotFound();
      return this.send(request, reply, row);
    });
    // The page's in-page links are relative: its address ends in a slash.
    fastify.get<{ Params: { slug: string } }>('/sites/:slug', async (request, reply) => reply.redirect(`/sites/${encodeURIComponent(request.params.slug)}/`, 301));
    fastify.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const hostname = request.hostname.toLowerCase();
      // This app's own host (and localhost or an IP address, which are no domains) is the agency's site.
      if (hostname === this.ownHostname || !DOMAIN_NAME_PATTERN.test(hostname)) return;
      const row = await this.liveByDomain(hostname);
      if (!row) {
        // www of a served domain: one address for visitors and search engines, the domain itself.
        const bare = hostname.startsWith('www.') ? hostname.slice(4) : null;
        if (bare && (await this.liveByDomain(bare))) {
          await reply.redirect(`https://${bare}${request.url}`, 301);
          return reply;
        }
        return;
      }
      const path = request.url.split('?')[0];
      if (path !== '/' && path !== '/index.html') {
        await reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found');
        return reply;
      }
      await this.send(request, reply, row);
      return reply;
    });
  }

  /**
   * The live site a request to a published page names: by its slug (/sites/{slug}/), else by the request's Host when
   * that is a site's domain, under the same rules as serving the page. The page's quote form posts there
   * (api/src/site-enquiries).
   */
  async liveSiteIdFor(request: FastifyRequest, slug?: string): Promise<string | undefined> {
    if (slug !== undefined) return (await this.liveBySlug(slug))?.site_id;
    const hostname = request.hostname.toLowerCase();
    if (hostname === this.ownHostname || !DOMAIN_NAME_PATTERN.test(hostname)) return undefined;
    return (await this.liveByDomain(hostname))?.site_id;
  }

  private async liveBySlug(slug: string): Promise<LiveVersionRow | undefined> {
    if (!/^[a-z0-9]{1,64}$/.test(slug)) return undefined;
    const { rows } = await this.pool.query<LiveVersionRow>(`${LIVE_VERSION} WHERE s.slug = $1`, [slug]);
    return rows[0];
  }

  private async liveByDomain(domain: string): Promise<LiveVersionRow | undefined> {
    const { rows } = await this.pool.query<LiveVersionRow>(`${LIVE_VERSION} WHERE s.domain = $1`, [domain]);
    return rows[0];
  }

  private async send(request: FastifyRequest, reply: FastifyReply, row: LiveVersionRow): Promise<FastifyReply> {
    // Unpaid past its grace period: a plain notice instead of the site (api/src/subscriptions/README.md).
    if (await isSitePaused(this.pool, row.site_id)) return sendSitePaused(reply);
    const etag = `"${row.version_id}"`;
    void reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('etag', etag).header('vary', 'accept-encoding');
    // A customer's page, not the app: its own policy (no script, its stylesheet by hash, framed by this origin only).
    void reply.header('content-security-policy', publishedSitePolicy(row.html)).header('x-frame-options', 'SAMEORIGIN');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    if (accepts(request, 'br')) return reply.header('content-encoding', 'br').send(row.html_br);
    if (accepts(request, 'gzip')) return reply.header('content-encoding', 'gzip').send(row.html_gzip);
    return reply.send(row.html);
  }
}
