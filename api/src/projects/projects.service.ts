import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  PROJECT_MESSAGES,
  projectProgressPercent,
  type TAdminCreateProject,
  type TCreateProject,
  type TCreateProjectUpdateRequest,
  type TProject,
  type TProjectDetail,
  type TProjectList,
  type TProjectListQuery,
  type TProjectUpdate,
  type TProjectWithOwner,
  type TSessionUser,
  type TUpdateProjectRequest,
} from '@agency/contracts';
import { inTransaction } from '../database/sql-transaction';
import { SQL_POOL } from '../database/database.module';
import { MAIL_CONFIG, type MailConfig } from '../mail/mail.config';
import { OutboxService } from '../mail/outbox.service';
import { OutboxWorker } from '../mail/outbox-worker.service';
import { isUuid } from '../common/ids/uuid';
import { PublicOrigin } from '../common/http/public-origin';
import { phaseChangedMail } from './project-mails';

/** Bounds one answer; a client has a handful of projects, the admin's list is the newest this many. */
const LIST_LIMIT = 500;

interface ProjectRow {
  id: string;
  user_id: string;
  title: string;
  description: string;
  status: TProject['status'];
  phase: TProject['phase'];
  service_interest: string;
  budget: string | null;
  timeline: string | null;
  priority: TProject['priority'];
  created_at: Date;
  updated_at: Date;
}

interface ProjectWithOwnerRow extends ProjectRow {
  owner_email: string;
  owner_name: string | null;
}

interface UpdateRow {
  id: string;
  project_id: string;
  message: string;
  created_at: Date;
}

const PROJECT_COLUMNS = 'id, user_id, title, description, status, phase, service_interest, budget, timeline, priority, created_at, updated_at';

function toProject(row: ProjectRow): TProject {
  return {
    id: row.id,
    userId: row.user_id,
    title: row.title,
    description: row.description,
    status: row.status,
    phase: row.phase,
    progress: projectProgressPercent(row.phase),
    serviceInterest: row.service_interest,
    budget: row.budget,
    timeline: row.timeline,
    priority: row.priority,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function toProjectWithOwner(row: ProjectWithOwnerRow): TProjectWithOwner {
  return { ...toProject(row), owner: { email: row.owner_email, name: row.owner_name } };
}

function toUpdate(row: UpdateRow): TProjectUpdate {
  return { id: row.id, projectId: row.project_id, message: row.message, createdAt: row.created_at.toISOString() };
}

/** Column of each field an admin may change. */
const UPDATABLE_COLUMNS = {
  status: 'status',
  phase: 'phase',
  title: 'title',
  description: 'description',
  budget: 'budget',
  timeline: 'timeline',
  priority: 'priority',
} as const satisfies Record<keyof TUpdateProjectRequest, string>;

/**
 * Projects and their progress notes, plain SQL on the pool. Every read is scoped on the server: a client's query
 * carries their own id, so another client's project is answered exactly like an unknown one (404).
 */
@Injectable()
export class ProjectsService {
  constructor(
    @Inject(SQL_POOL) private readonly pool: Pool,
    private readonly outbox: OutboxService,
    private readonly outboxWorker: OutboxWorker,
    @Inject(MAIL_CONFIG) private readonly mailConfig: MailConfig,
    private readonly publicOrigin: PublicOrigin,
  ) {}

  async listOwn(userId: string): Promise<TProjectList> {
    const { rows } = await this.pool.query<ProjectRow>(
      `SELECT ${PROJECT_COLUMNS} FROM project WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
      [userId, LIST_LIMIT],
    );
    return rows.map(toProject);
  }

  /**
   * A client's own list whatever they ask; an admin's is everyone's, or one account's. Each project names its owner
   * (e-mail, and first and last name when known) so the CRM can say whose it is; `status` narrows to one status.
   */
  async list(caller: TSessionUser, query: TProjectListQuery): Promise<TProjectWithOwner[]> {
    const userId = caller.role === 'admin' ? (query.userId ?? null) : caller.id;
    const { rows } = await this.pool.query<ProjectWithOwnerRow>(
      `SELECT ${PROJECT_COLUMNS.split(', ').map((column) => `p.${column}`).join(', ')},
              u.email AS owner_email, nullif(concat_ws(' ', u.first_name, u.last_name), '') AS owner_name
         FROM project p JOIN "user" u ON u.id = p.user_id
        WHERE ($1::uuid IS NULL OR p.user_id = $1) AND ($2::text IS NULL OR p.status = $2)
        ORDER BY p.created_at DESC, p.id DESC LIMIT $3`,
      [userId, query.status ?? null, LIST_LIMIT],
    );
    return rows.map(toProjectWithOwner);
  }

  /** A client's request: the table's defaults give status 'requested' and phase 'discovery'. */
  async create(userId: string, input: TCreateProject): Promise<TProject> {
    const { rows } = await this.pool.query<ProjectRow>(
      `INSERT INTO project (user_id, title, description, service_interest, budget, timeline, priority)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${PROJECT_COLUMNS}`,
      [userId, input.title, input.description, input.serviceInterest, input.budget ?? null, input.timeline ?? null, input.priority],
    );
    return toProject(this.one(rows));
  }

  /** An admin opens a project for an account; an unknown account is 404. */
  async createForUser(input: TAdminCreateProject): Promise<TProject> {
    const { rows } = await this.pool.query<ProjectRow>(
      `INSERT INTO project (user_id, title, description, service_interest, budget, timeline, priority, status, phase)
       SELECT u.id, $2, $3, $4, $5, $6, $7, $8, $9 FROM "user" u WHERE u.id = $1
       RETURNING ${PROJECT_COLUMNS}`,
      [
        input.userId,
        input.title,
        input.description,
        input.serviceInterest,
        input.budget ?? null,
        input.timeline ?? null,
        input.priority,
        input.status,
        input.phase,
      ],
    );
    const row = rows[0];
    if (!row) throw new NotFoundException(PROJECT_MESSAGES.userNotFound);
    return toProject(row);
  }

  /** The project with its notes in the order they were written; the owner's or, for an admin, anyone's. */
  async detail(caller: TSessionUser, id: string): Promise<TProjectDetail> {
    if (!isUuid(id)) throw new NotFoundException(PROJECT_MESSAGES.notFound);
    const ownerFilter = caller.role === 'admin' ? null : caller.id;
    const { rows } = await this.pool.query<ProjectRow>(
      `SELECT ${PROJECT_COLUMNS} FROM project WHERE id = $1 AND ($2::uuid IS NULL OR user_id = $2)`,
      [id, ownerFilter],
    );
    const row = rows[0];
    if (!row) throw new NotFoundException(PROJECT_MESSAGES.notFound);
    const updates = await this.pool.query<UpdateRow>(
      'SELECT id, project_id, message, created_at FROM project_update WHERE project_id = $1 ORDER BY seq',
      [id],
    );
    return { ...toProject(row), updates: updates.rows.map(toUpdate) };
  }

  /**
   * An admin's change. The row is locked so two changes cannot both see the old phase; when the phase really changes,
   * the client's e-mail is queued in the same transaction, so it goes out exactly when the change is committed.
   */
  async update(id: string, input: TUpdateProjectRequest): Promise<TProject> {
    if (!isUuid(id)) throw new NotFoundException(PROJECT_MESSAGES.notFound);
    const changes = (Object.keys(UPDATABLE_COLUMNS) as (keyof TUpdateProjectRequest)[]).filter((key) => input[key] !== undefined);
    const project = await inTransaction(this.pool, async (client) => {
      const current = await client.query<ProjectRow & { email: string; first_name: string | null }>(
        `SELECT p.phase, u.email, u.first_name FROM project p JOIN "user" u ON u.id = p.user_id WHERE p.id = $1 FOR UPDATE OF p`,
        [id],
      );
      const before = current.rows[0];
      if (!before) throw new NotFoundException(PROJECT_MESSAGES.notFound);
      const assignments = changes.map((key, index) => `${UPDATABLE_COLUMNS[key]} = $${index + 2}`);
      const { rows } = await client.query<ProjectRow>(
        `UPDATE project SET ${[...assignments, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING ${PROJECT_COLUMNS}`,
        [id, ...changes.map((key) => input[key] ?? null)],
      );
      const after = this.one(rows);
      if (after.phase !== before.phase) {
        await this.outbox.enqueue(client, [
          phaseChangedMail(
            { projectId: after.id, title: after.title, phase: after.phase, clientEmail: before.email, clientFirstName: before.first_name },
            this.mailConfig.agencyEmail,
            this.publicOrigin.value,
          ),
        ]);
      }
      return after;
    });
    this.outboxWorker.wake();
    return toProject(project);
  }

  /** An admin's progress note; the project's updated_at moves with it. */
  async addUpdate(id: string, input: TCreateProjectUpdateRequest, authorId: string): Promise<TProjectUpdate> {
    if (!isUuid(id)) throw new NotFoundException(PROJECT_MESSAGES.notFound);
    const { rows } = await this.pool.query<UpdateRow>(
      `WITH touched AS (UPDATE project SET updated_at = now() WHERE id = $1 RETURNING id)
       INSERT INTO project_update (project_id, author_id, message) SELECT id, $2, $3 FROM touched
       RETURNING id, project_id, message, created_at`,
      [id, authorId, input.message],
    );
    const row = rows[0];
    if (!row) throw new NotFoundException(PROJECT_MESSAGES.notFound);
    return toUpdate(row);
  }

  private one<T>(rows: T[]): T {
    const row = rows[0];
    if (!row) throw new Error('The statement returned no row');
    return row;
  }
}
