import { randomUUID } from 'node:crypto';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { SITES_MESSAGES, siteSlugFor, type TBusinessInfo, type TSite } from '@agency/contracts';
import { SQL_POOL } from '../database/database.module';
import { inTransaction } from '../database/sql-transaction';
import { isUuid } from '../common/ids/uuid';
import { SITE_SELECT, toSite, type SiteRow } from './site-rows';
import { SITES_CONFIG, type SitesConfig } from './sites.config';
import { TemplatesService } from './templates.service';

/** Slugs tried per base name before giving up; each try is one statement that cannot fail on a duplicate. */
const SLUG_ATTEMPTS = 50;

/** A client's sites: drafts from a template and business info, edited by their owner. Publishing is DeploymentsService. */
@Injectable()
export class SitesService {
  constructor(
    @Inject(SQL_POOL) private readonly pool: Pool,
    private readonly templates: TemplatesService,
    @Inject(SITES_CONFIG) private readonly config: SitesConfig,
  ) {}

  async listOwn(userId: string): Promise<TSite[]> {
    const { rows } = await this.pool.query<SiteRow>(`${SITE_SELECT} WHERE s.user_id = $1 ORDER BY s.created_at DESC, s.id DESC`, [userId]);
    return rows.map((row) => toSite(row, this.config.targets));
  }

  /** The owner's site; 404 for an unknown id and for someone else's alike, so ids cannot be probed. */
  async getOwn(userId: string, siteId: string, client: Pool | PoolClient = this.pool): Promise<TSite> {
    if (!isUuid(siteId)) throw new NotFoundException(SITES_MESSAGES.siteNotFound);
    const { rows } = await client.query<SiteRow>(`${SITE_SELECT} WHERE s.id = $1 AND s.user_id = $2`, [siteId, userId]);
    const row = rows[0];
    if (!row) throw new NotFoundException(SITES_MESSAGES.siteNotFound);
    return toSite(row, this.config.targets);
  }

  async create(userId: string, templateId: string, businessInfo: TBusinessInfo, draftId?: string): Promise<TSite> {
    return inTransaction(this.pool, async (client) => {
      const id = await this.saveDraft(client, userId, templateId, businessInfo, draftId);
      return this.getOwn(userId, id, client);
    });
  }

  /**
   * Saves a site draft inside the caller's transaction (POST /api/sites, publishing a draft, and the subscriptions
   * module's SITE_DRAFTS) and returns the site's id. An unknown template is a 404 that rolls the caller back.
   *
   * With a draftId the draft is the account's one site for it (unique (user_id, draft_id)): saved again, it is updated
   * in place and keeps its slug, so a retry or a second path through the builder never adds 'kiwicafe2'. A new site's
   * slug is the business name's letters and digits, numbered only when another site has it ('kiwicafe',
   * 'kiwicafe2'). Inserts use ON CONFLICT DO NOTHING, so neither a taken slug nor a concurrent save of the same draft
   * aborts the caller's transaction; after the latter, the row that won is updated instead.
   */
  async saveDraft(client: PoolClient, userId: string, templateId: string, businessInfo: TBusinessInfo, draftId?: string): Promise<string> {
    await this.templates.get(templateId, client);
    const info = JSON.stringify(businessInfo);
    const saved = draftId ? await this.updateDraft(client, userId, draftId, templateId, info) : null;
    if (saved) return saved;

    const base = siteSlugFor(businessInfo.businessName);
    for (let attempt = 1; attempt <= SLUG_ATTEMPTS + 1; attempt += 1) {
      // After fifty sites of one name, a random suffix still keeps the address readable.
      const slug =
        attempt > SLUG_ATTEMPTS ? `${base.slice(0, 56)}${randomUUID().replace(/-/g, '').slice(0, 8)}` : attempt === 1 ? base : `${base.slice(0, 60)}${attempt}`;
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO site (user_id, template_id, business_info, slug, draft_id) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING RETURNING id`,
        [userId, templateId, info, slug, draftId ?? null],
      );
      if (rows[0]) return rows[0].id;
      const raced = draftId ? await this.updateDraft(client, userId, draftId, templateId, info) : null;
      if (raced) return raced;
    }
    throw new Error(`no free slug for ${base}`);
  }

  /** The draft's site updated with the new template and info, or null when the account has no site for that draft. */
  private async updateDraft(client: PoolClient, userId: string, draftId: string, templateId: string, info: string): Promise<string | null> {
    const { rows } = await client.query<{ id: string }>(
      `UPDATE site SET template_id = $3, business_info = $4, updated_at = now() WHERE user_id = $1 AND draft_id = $2 RETURNING id`,
      [userId, draftId, templateId, info],
    );
    return rows[0]?.id ?? null;
  }

  /** The site saved for this draft (its id and served domain), or null before the draft was first saved. */
  async draftSite(userId: string, draftId: string): Promise<{ id: string; domain: string | null } | null> {
    const { rows } = await this.pool.query<{ id: string; domain: string | null }>('SELECT id, domain FROM site WHERE user_id = $1 AND draft_id = $2', [
      userId,
      draftId,
    ]);
    return rows[0] ?? null;
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
