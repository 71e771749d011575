import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  LEAD_VIEW_LIMITS,
  LEAD_VIEW_MESSAGES,
  ZLeadViewDefinition,
  type TLeadView,
  type TLeadViewList,
  type TSessionUser,
  type ZLeadViewInput,
  type ZLeadViewUpdate,
} from '@agency/contracts';
import type { z } from 'zod';
import { isUuid } from '../../common/ids/uuid';
import { SQL_POOL } from '../../database/database.module';
import { isUniqueViolation } from '../../common/sql/unique-violation';

/** An account's name as the CRM shows it: first and last name, else the e-mail address. */
const OWNER_NAME = `coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email)`;
const COLUMNS = `v.id, v.owner_id, v.name, v.shared, v.definition, v.updated_at, ${OWNER_NAME} AS owner_name`;

interface ViewRow {
  id: string;
  owner_id: string;
  name: string;
  shared: boolean;
  definition: unknown;
  updated_at: Date;
  owner_name: string;
}

/**
 * The stored definition is parsed again on the way out: a view saved before a column or filter was retired reads as
 * null (and is left out of the list) instead of reaching the screen in a shape it no longer understands.
 */
function toView(row: ViewRow, user: TSessionUser): TLeadView | null {
  const definition = ZLeadViewDefinition.safeParse(row.definition);
  if (!definition.success) return null;
  return {
    id: row.id,
    name: row.name,
    shared: row.shared,
    mine: row.owner_id === user.id,
    ownerName: row.owner_name,
    definition: definition.data,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Saved views of Lead Management: each admin's own, and those shared with the team. Only the owner changes one. */
@Injectable()
export class LeadViewsService {
  constructor(@Inject(SQL_POOL) private readonly pool: Pool) {}

  async list(user: TSessionUser): Promise<TLeadViewList> {
    const { rows } = await this.pool.query<ViewRow>(
      `SELECT ${COLUMNS} FROM lead_view v JOIN "user" u ON u.id = v.owner_id
        WHERE v.owner_id = $1 OR v.shared
        ORDER BY lower(v.name), (v.owner_id = $1) DESC, v.id LIMIT 500`,
      [user.id],
    );
    return { items: rows.map((row) => toView(row, user)).filter((view) => view !== null) };
  }

  async create(input: z.output<typeof ZLeadViewInput>, user: TSessionUser): Promise<TLeadView> {
    // The count check and the insert in one statement: no row when the admin already has the most views allowed.
    const { rows } = await this.unique(() =>
      this.pool.query<{ id: string }>(
        `INSERT INTO lead_view (owner_id, name, shared, definition)
         SELECT $1, $2, $3, $4::jsonb WHERE (SELECT count(*) FROM lead_view WHERE owner_id = $1) < $5
         RETURNING id`,
        [user.id, input.name, input.shared, JSON.stringify(input.definition), LEAD_VIEW_LIMITS.perOwner],
      ),
    );
    const created = rows[0];
    if (!created) throw new ConflictException(LEAD_VIEW_MESSAGES.tooMany);
    return this.read(created.id, user);
  }

  async update(id: string, input: z.output<typeof ZLeadViewUpdate>, user: TSessionUser): Promise<TLeadView> {
    await this.ownedBy(id, user);
    await this.unique(() =>
      this.pool.query(
        `UPDATE lead_view SET name = coalesce($2, name), shared = coalesce($3, shared), definition = coalesce($4::jsonb, definition),
                updated_at = now()
          WHERE id = $1 AND owner_id = $5`,
        [id, input.name ?? null, input.shared ?? null, input.definition ? JSON.stringify(input.definition) : null, user.id],
      ),
    );
    return this.read(id, user);
  }

  async remove(id: string, user: TSessionUser): Promise<void> {
    await this.ownedBy(id, user);
    await this.pool.query('DELETE FROM lead_view WHERE id = $1 AND owner_id = $2', [id, user.id]);
  }

  /** 404 for a view the caller cannot see (a colleague's private one reads as unknown), 403 for a colleague's shared one. */
  private async ownedBy(id: string, user: TSessionUser): Promise<void> {
    if (!isUuid(id)) throw new NotFoundException(LEAD_VIEW_MESSAGES.notFound);
    const { rows } = await this.pool.query<{ owner_id: string }>('SELECT owner_id FROM lead_view WHERE id = $1 AND (owner_id = $2 OR shared)', [
      id,
      user.id,
    ]);
    const row = rows[0];
    if (!row) throw new NotFoundException(LEAD_VIEW_MESSAGES.notFound);
    if (row.owner_id !== user.id) throw new ForbiddenException(LEAD_VIEW_MESSAGES.notYours);
  }

  private async read(id: string, user: TSessionUser): Promise<TLeadView> {
    const { rows } = await this.pool.query<ViewRow>(`SELECT ${COLUMNS} FROM lead_view v JOIN "user" u ON u.id = v.owner_id WHERE v.id = $1`, [id]);
    const view = rows[0] ? toView(rows[0], user) : null;
    if (!view) throw new NotFoundException(LEAD_VIEW_MESSAGES.notFound);
    return view;
  }

  private async unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(LEAD_VIEW_MESSAGES.nameTaken);
      throw error;
    }
  }
}
