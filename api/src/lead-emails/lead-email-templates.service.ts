import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool } from 'pg';
import type { z } from 'zod';
import {
  LEAD_EMAIL_TEMPLATE_NAME_TAKEN_MESSAGE,
  LEAD_EMAIL_TEMPLATE_NOT_FOUND_MESSAGE,
  type TLeadEmailTemplate,
  type ZLeadEmailTemplateRequest,
} from '@agency/contracts';
import { isUuid } from '../common/ids/uuid';
import { SQL_POOL } from '../database/database.module';
import { isUniqueViolation } from '../common/sql/unique-violation';

const COLUMNS = 'id, name, subject, body, created_at, updated_at';

interface TemplateRow {
  id: string;
  name: string;
  subject: string;
  body: string;
  created_at: Date;
  updated_at: Date;
}

type TemplateInput = z.output<typeof ZLeadEmailTemplateRequest>;

function toTemplate(row: TemplateRow): TLeadEmailTemplate {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    body: row.body,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The team's e-mail templates, stored with their {variables}: the contract refuses unknown ones before they get here. */
@Injectable()
export class LeadEmailTemplatesService {
  constructor(@Inject(SQL_POOL) private readonly pool: Pool) {}

  async list(): Promise<TLeadEmailTemplate[]> {
    const { rows } = await this.pool.query<TemplateRow>(`SELECT ${COLUMNS} FROM lead_email_template ORDER BY lower(name), id`);
    return rows.map(toTemplate);
  }

  async create(input: TemplateInput): Promise<TLeadEmailTemplate> {
    const row = await this.unique(() =>
      this.pool.query<TemplateRow>(`INSERT INTO lead_email_template (name, subject, body) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`, [
        input.name,
        input.subject,
        input.body,
      ]),
    );
    if (!row) throw new Error('lead_email_template insert returned no row');
    return toTemplate(row);
  }

  async update(id: string, input: TemplateInput): Promise<TLeadEmailTemplate> {
    if (!isUuid(id)) throw new NotFoundException(LEAD_EMAIL_TEMPLATE_NOT_FOUND_MESSAGE);
    const row = await this.unique(() =>
      this.pool.query<TemplateRow>(
        `UPDATE lead_email_template SET name = $2, subject = $3, body = $4, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, input.name, input.subject, input.body],
      ),
    );
    if (!row) throw new NotFoundException(LEAD_EMAIL_TEMPLATE_NOT_FOUND_MESSAGE);
    return toTemplate(row);
  }

  async remove(id: string): Promise<void> {
    if (!isUuid(id)) throw new NotFoundException(LEAD_EMAIL_TEMPLATE_NOT_FOUND_MESSAGE);
    const { rowCount } = await this.pool.query('DELETE FROM lead_email_template WHERE id = $1', [id]);
    if (rowCount !== 1) throw new NotFoundException(LEAD_EMAIL_TEMPLATE_NOT_FOUND_MESSAGE);
  }

  /** A taken name (whatever its case) is the client's 409, not a 500. */
  private async unique(write: () => Promise<{ rows: TemplateRow[] }>): Promise<TemplateRow | undefined> {
    try {
      return (await write()).rows[0];
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(LEAD_EMAIL_TEMPLATE_NAME_TAKEN_MESSAGE);
      throw error;
    }
  }
}
