import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool } from 'pg';
import { FEEDBACK_CONTEXT_NOT_FOUND_MESSAGE, type TFeedbackContext } from '@agency/contracts';
import { SQL_POOL } from '../database/database.module';
import { isUuid } from '../common/ids/uuid';

/** How long the copy in memory is trusted before it is read again. */
const CACHE_TTL_MS = 5 * 60 * 1000;

interface ContextTable {
  byIdentifier: Map<string, TFeedbackContext>;
  byId: Map<string, TFeedbackContext>;
}

/**
 * The feedback contexts, served from memory. Every widget looks its context up on every page view, and contexts are
 * reference data that only a migration changes, so a few rows read every five minutes answer all of those lookups.
 * Unknown and malformed ids or identifiers get the same 404, so nothing can be learnt by probing.
 */
@Injectable()
export class FeedbackContexts {
  private table: Promise<ContextTable> | undefined;
  private loadedAt = 0;

  constructor(@Inject(SQL_POOL) private readonly pool: Pool) {}

  async byIdentifier(identifier: string): Promise<TFeedbackContext> {
    return this.found((await this.current()).byIdentifier.get(identifier));
  }

  async byId(id: string): Promise<TFeedbackContext> {
    if (!isUuid(id)) throw new NotFoundException(FEEDBACK_CONTEXT_NOT_FOUND_MESSAGE);
    return this.found((await this.current()).byId.get(id.toLowerCase()));
  }

  private found(context: TFeedbackContext | undefined): TFeedbackContext {
    if (!context) throw new NotFoundException(FEEDBACK_CONTEXT_NOT_FOUND_MESSAGE);
    return context;
  }

  /** Concurrent callers share one read; a failed read is not kept, so the next caller tries again. */
  private current(): Promise<ContextTable> {
    const now = Date.now();
    if (!this.table || now - this.loadedAt >= CACHE_TTL_MS) {
      this.loadedAt = now;
      const loading = this.load();
      this.table = loading;
      loading.catch(() => {
        if (this.table === loading) this.table = undefined;
      });
    }
    return this.table;
  }

  private async load(): Promise<ContextTable> {
    const { rows } = await this.pool.query<TFeedbackContext>('SELECT id, identifier FROM feedback_context');
    return {
      byIdentifier: new Map(rows.map((row) => [row.identifier, row])),
      byId: new Map(rows.map((row) => [row.id, row])),
    };
  }
}
