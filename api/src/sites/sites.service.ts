import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { SITES_MESSAGES, siteSlugFor, type TBusinessInfo, type TSite } from '@agency/contracts';
import { SQL_POOL } from '../database/database.module';
import { inTransaction } from '../database/sql-transaction';
import { SITE_SELECT, toSite, type SiteRow } from './site-rows';
import { isUuid, TemplatesService } from './templates.service';

/** Slugs tried per base name before giving up; each try is one statement that cannot fail on a duplicate. */
const SLUG_ATTEMPTS = 50;

/** A client's sites: drafts from a template and business info, edited by their owner. Publishing is DeploymentsService. */
@Injectable()
export class SitesService {
  constructor(
    @Inject(SQL_POOL) private readonly pool: Pool,
    private readonly templates: TemplatesService,
  ) {}

  async listOwn(userId: string): Promise<TSite[]> {
    const { rows } = await this.pool.query<SiteRow>(`${SITE_SELECT} WHERE s.user_id = $1 ORDER BY s.created_at DESC, s.id DESC`, [userId]);
    return rows.map(toSite);
  }

  /** The owner's site; 404 for an unknown id and for someone else's alike, so ids cannot be probed. */
  async getOwn(userId: string, siteId: string, client: Pool | PoolClient = this.pool): Promise<TSite> {
    if (!isUuid(siteId)) throw new NotFoundException(SITES_MESSAGES.siteNotFound);
    const { rows } = await client.query<SiteRow>(`${SITE_SELECT} WHERE s.id = $1 AND s.user_id = $2`, [siteId, userId]);
    const row = rows[0];
    if (!row) throw new NotFoundException(SITES_MESSAGES.siteNotFound);
    return toSite(row);
  }

  async create(userId: string, templateId: string, businessInfo: TBusinessInfo): Promise<TSite> {
    return inTransaction(this.pool, async (client) => {
      const id = await this.saveDraft(client, userId, templateId, businessInfo);
      return this.getOwn(userId, id, client);
    });
  }

  /**
   * The site draft saved with a subscription (the subscriptions module's SITE_DRAFTS), inside the caller's transaction. An unknown template is
   * a 404 that rolls the caller back. The slug is the business name's letters and digits, numbered when taken
   * ('kiwicafe', 'kiwicafe2'); ON CONFLICT DO NOTHING keeps a clash from aborting the caller's transaction.
   */
  async saveDraft(client: PoolClient, userId: string, templateId: string, businessInfo: TBusinessInfo): Promise<string> {
    await this.templates.get(templateId, client);
    const base = siteSlugFor(businessInfo.businessName);
    for (let attempt = 1; attempt <= SLUG_ATTEMPTS; attempt += 1) {
      const slug = attempt === 1 ? base : `${base.slice(0, 60)}${attempt}`;
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO site (user_id, template_id, business_info, slug) VALUES ($1, $2, $3, $4)
         ON CONFLICT (slug) DO NOTHING RETURNING id`,
        [userId, templateId, JSON.stringify(businessInfo), slug],
      );
      if (rows[0]) return rows[0].id;
    }
    // Fifty sites of one name: a random suffix still keeps the address readable.
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO site (user_id, template_id, business_info, slug)
       VALUES ($1, $2, $3, $4 || substr(md5(gen_random_uuid()::text), 1, 8)) RETURNING id`,
      [userId, templateId, JSON.stringify(businessInfo), base.slice(0, 56)],
    );
    const row = rows[0];
    if (!row) throw new Error('site insert returned no row');
    return row.id;
  }

  /** New business info (and template) for the owner's site. What is live stays live until the next deploy. */
  async update(userId: string, siteId: string, templateId: string | undefined, businessInfo: TBusinessInfo): Promise<TSite> {
    return inTransaction(this.pool, async (client) => {
      await this.getOwn(userId, siteId, client);
      if (templateId !== undefined) await this.templates.get(templateId, client);
      await client.query(
        `UPDATE site SET business_info = $3, template_id = COALESCE($4, template_id), updated_at = now() WHERE id = $1 AND user_id = $2`,
        [siteId, userId, JSON.stringify(businessInfo), templateId ?? null],
      );
      return this.getOwn(userId, siteId, client);
    });
  }
}
