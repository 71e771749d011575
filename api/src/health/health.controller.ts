import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Pool } from 'pg';
import type { THealth } from '@agency/contracts';
import { SQL_POOL } from '../database/database.module';
import { readApiVersion } from './package-version';

const DATABASE_CHECK_TIMEOUT_MS = 2000;

/**
 * Liveness and database check for load balancers: one `SELECT 1` on the raw pg pool, no unit
 * of work and no session lookup, so it stays cheap when polled often.
 */
@Controller('api/health')
export class HealthController {
  private readonly version = readApiVersion();

  constructor(@Inject(SQL_POOL) private readonly pool: Pool) {}

  @Get()
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<THealth> {
    const databaseUp = await this.pingDatabase();
    reply.header('cache-control', 'no-store');
    if (!databaseUp) reply.status(503);
    return {
      status: databaseUp ? 'ok' : 'degraded',
      database: databaseUp ? 'up' : 'down',
      uptimeSeconds: Math.round(process.uptime()),
      version: this.version,
    };
  }

  private async pingDatabase(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), DATABASE_CHECK_TIMEOUT_MS);
    });
    const ping = this.pool
      .query('SELECT 1')
      .then(() => true)
      .catch(() => false);
    try {
      return await Promise.race([ping, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
