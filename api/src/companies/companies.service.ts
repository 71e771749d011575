import { Inject, Injectable, NotFoundException, UnsupportedMediaTypeException, BadRequestException } from '@nestjs/common';
import type { Pool } from 'pg';
import { COMPANY_MESSAGES, type TCompany, type TCompanyList, type TCreateCompany, type TSessionUser, type TUpdateCompany } from '@agency/contracts';
import { inTransaction } from '../database/sql-transaction';
import { TooManyRequestsException } from '../common/errors/too-many-requests.exception';
import { SQL_POOL } from '../database/database.module';
import { RateLimitService, type RateLimitRule } from '../rate-limit/rate-limit.service';
import { isUuid } from '../common/ids/uuid';
import { COMPANIES_CONFIG, type CompaniesConfig } from './companies.config';
import { LogoRejectedError, processLogo } from './logo-image';

/** A client has a few companies; the bound keeps one account from answering with thousands of rows. */
const LIST_LIMIT = 200;

interface CompanyRow {
  id: string;
  name: string;
  industry: string | null;
  website: string | null;
  logo_id: string | null;
  created_at: Date;
  updated_at: Date;
}

const COMPANY_COLUMNS = 'id, name, industry, website, logo_id, created_at, updated_at';

/** Where a logo is served; each upload has its own id, so its URL never shows other bytes. */
export function logoPath(companyId: string, logoId: string): string {
  return `/api/companies/${companyId}/logos/${logoId}`;
}

function toCompany(row: CompanyRow): TCompany {
  return {
    id: row.id,
    name: row.name,
    industry: row.industry,
    website: row.website,
    logoUrl: row.logo_id ? logoPath(row.id, row.logo_id) : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export interface StoredLogo {
  bytes: Buffer;
  contentType: string;
}

/**
 * Companies and their logos, plain SQL on the pool. Every statement carries the caller's id, so another client's
 * company (or logo) is answered exactly like an unknown one (404).
 */
@Injectable()
export class CompaniesService {
  private readonly logoRateRule: RateLimitRule;

  constructor(
    @Inject(SQL_POOL) private readonly pool: Pool,
    private readonly rateLimits: RateLimitService,
    @Inject(COMPANIES_CONFIG) config: CompaniesConfig,
  ) {
    this.logoRateRule = { limit: config.logoRateLimit, windowSeconds: config.logoRateWindowMinutes * 60 };
  }

  async list(userId: string): Promise<TCompanyList> {
    const { rows } = await this.pool.query<CompanyRow>(
      `SELECT ${COMPANY_COLUMNS} FROM company WHERE user_id = $1 ORDER BY created_at, id LIMIT $2`,
      [userId, LIST_LIMIT],
    );
    return rows.map(toCompany);
  }

  async create(userId: string, input: TCreateCompany): Promise<TCompany> {
    const { rows } = await this.pool.query<CompanyRow>(
      `INSERT INTO company (user_id, name, industry, website) VALUES ($1, $2, $3, $4) RETURNING ${COMPANY_COLUMNS}`,
      [userId, input.name, input.industry, input.website],
    );
    const row = rows[0];
    if (!row) throw new Error('The insert returned no row');
    return toCompany(row);
  }

  async update(userId: string, id: string, input: TUpdateCompany): Promise<TCompany> {
    if (!isUuid(id)) throw new NotFoundException(COMPANY_MESSAGES.notFound);
    // COALESCE keeps what was not sent; the flags tell "clear it" (null) from "not sent" (undefined).
    const { rows } = await this.pool.query<CompanyRow>(
      `UPDATE company SET
         name = COALESCE($3, name),
         industry = CASE WHEN $4 THEN $5 ELSE industry END,
         website = CASE WHEN $6 THEN $7 ELSE website END,
         updated_at = now()
       WHERE id = $1 AND user_id = $2
       RETURNING ${COMPANY_COLUMNS}`,
      [id, userId, input.name ?? null, input.industry !== undefined, input.industry ?? null, input.website !== undefined, input.website ?? null],
    );
    const row = rows[0];
    if (!row) throw new NotFoundException(COMPANY_MESSAGES.notFound);
    return toCompany(row);
  }

  /**
   * Before the upload is read: 404 unless the company is the caller's, then 429 past the account's upload limit
   * (each upload is decoded and re-encoded, which costs CPU).
   */
  async beforeLogoUpload(userId: string, id: string): Promise<void> {
    if (!isUuid(id)) throw new NotFoundException(COMPANY_MESSAGES.notFound);
    const { rowCount } = await this.pool.query('SELECT 1 FROM company WHERE id = $1 AND user_id = $2', [id, userId]);
    if (!rowCount) throw new NotFoundException(COMPANY_MESSAGES.notFound);
    const limit = await this.rateLimits.consume(`companies:logo:${userId}`, this.logoRateRule);
    if (!limit.allowed) throw new TooManyRequestsException(COMPANY_MESSAGES.logoRateLimit, limit.retryAfterSeconds);
  }

  /**
   * Re-encodes the upload and makes it the company's logo; the previous logo rows go in the same transaction, so
   * only the current image is kept. Refused images change nothing.
   */
  async setLogo(userId: string, id: string, upload: Buffer): Promise<TCompany> {
    const logo = await processLogo(upload).catch((error: unknown) => {
      if (error instanceof LogoRejectedError) {
        throw error.reason === 'type'
          ? new UnsupportedMediaTypeException(COMPANY_MESSAGES.logoType)
          : new BadRequestException(COMPANY_MESSAGES.logoUnreadable);
      }
      throw error;
    });
    const row = await inTransaction(this.pool, async (client) => {
      const owned = await client.query('SELECT 1 FROM company WHERE id = $1 AND user_id = $2 FOR UPDATE', [id, userId]);
      if (!owned.rowCount) throw new NotFoundException(COMPANY_MESSAGES.notFound);
      const inserted = await client.query<{ id: string }>(
        'INSERT INTO company_logo (company_id, content_type, bytes, width, height) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [id, logo.contentType, logo.bytes, logo.width, logo.height],
      );
      const logoId = inserted.rows[0]?.id;
      const updated = await client.query<CompanyRow>(
        `UPDATE company SET logo_id = $2, updated_at = now() WHERE id = $1 RETURNING ${COMPANY_COLUMNS}`,
        [id, logoId],
      );
      await client.query('DELETE FROM company_logo WHERE company_id = $1 AND id <> $2', [id, logoId]);
      return updated.rows[0];
    });
    if (!row) throw new Error('The update returned no row');
    return toCompany(row);
  }

  /** The stored image, to the company's owner or an admin. */
  async logo(caller: TSessionUser, companyId: string, logoId: string): Promise<StoredLogo> {
    if (!isUuid(companyId) || !isUuid(logoId)) throw new NotFoundException(COMPANY_MESSAGES.logoNotFound);
    const { rows } = await this.pool.query<{ bytes: Buffer; content_type: string }>(
      `SELECT l.bytes, l.content_type FROM company_logo l JOIN company c ON c.id = l.company_id
        WHERE l.id = $2 AND l.company_id = $1 AND ($3::uuid IS NULL OR c.user_id = $3)`,
      [companyId, logoId, caller.role === 'admin' ? null : caller.id],
    );
    const row = rows[0];
    if (!row) throw new NotFoundException(COMPANY_MESSAGES.logoNotFound);
    return { bytes: row.bytes, contentType: row.content_type };
  }
}
