import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import {
  SITES_MESSAGES,
  ZTemplateData,
  type TTemplateData,
  type TWebsiteTemplate,
  type TWebsiteTemplateCategory,
} from '@agency/contracts';
import { SQL_POOL } from '../database/database.module';
import { isUuid } from '../common/ids/uuid';

interface TemplateRow {
  id: string;
  name: string;
  description: string;
  category_id: string;
  features: string[];
  is_popular: boolean;
  template_data: unknown;
}

const TEMPLATE_COLUMNS = 'id, name, description, category_id, features, is_popular, template_data';

/** The picture's address; the API draws it from the template (templates.controller.ts). */
export function previewImageUrl(templateId: string): string {
  return `/api/website-templates/${templateId}/preview.svg`;
}

/** Fills what a hand-edited row may lack, so one odd row cannot break the gallery. */
function templateData(raw: unknown): TTemplateData {
  const value = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const parsed = ZTemplateData.safeParse({ tagline: '', sellingPoints: [], layout: 'centered', ...value });
  return parsed.success ? parsed.data : { colorScheme: 'blue', tagline: '', sellingPoints: [], layout: 'centered' };
}

function toTemplate(row: TemplateRow): TWebsiteTemplate {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    categoryId: row.category_id,
    previewImage: previewImageUrl(row.id),
    features: row.features,
    isPopular: row.is_popular,
    templateData: templateData(row.template_data),
  };
}

@Injectable()
export class TemplatesService {
  constructor(@Inject(SQL_POOL) private readonly pool: Pool) {}

  async categories(): Promise<TWebsiteTemplateCategory[]> {
    const { rows } = await this.pool.query<{ id: string; name: string; slug: string; description: string; icon: string; template_count: number }>(
      `SELECT c.id, c.name, c.slug, c.description, c.icon,
              (SELECT count(*)::int FROM website_template t WHERE t.category_id = c.id AND t.is_active) AS template_count
         FROM website_template_category c ORDER BY c.sort_order, c.name`,
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      description: row.description,
      icon: row.icon,
      templateCount: row.template_count,
    }));
  }

  async list(): Promise<TWebsiteTemplate[]> {
    const { rows } = await this.pool.query<TemplateRow>(
      `SELECT ${TEMPLATE_COLUMNS} FROM website_template WHERE is_active ORDER BY sort_order, name`,
    );
    return rows.map(toTemplate);
  }

  /** An active template, or 404 (also for text that is no id). Runs on `client` inside a caller's transaction. */
  async get(id: string, client: Pool | PoolClient = this.pool): Promise<TWebsiteTemplate> {
    if (!isUuid(id)) throw new NotFoundException(SITES_MESSAGES.templateNotFound);
    const { rows } = await client.query<TemplateRow>(`SELECT ${TEMPLATE_COLUMNS} FROM website_template WHERE id = $1 AND is_active`, [id]);
    const row = rows[0];
    if (!row) throw new NotFoundException(SITES_MESSAGES.templateNotFound);
    return toTemplate(row);
  }
}
