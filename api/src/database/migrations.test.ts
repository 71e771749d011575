import { Client } from 'pg';
import { runMigrations } from './run-migrations';

describe('runMigrations', () => {
  it('lets several instances start at once: the advisory lock serialises them and both succeed', async () => {
    // A fresh database so the migrations really run here, concurrently.
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const name = `migrate_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `/${name}`;
    try {
      const [first, second] = await Promise.all([runMigrations(url.toString()), runMigrations(url.toString())]);
      const applied = [...first, ...second];
      expect(applied).toContain('Migration20250601000000_auth');
      // Each migration ran exactly once between the two.
      expect(new Set(applied).size).toBe(applied.length);

      const check = new Client({ connectionString: url.toString() });
      await check.connect();
      const tables = await check.query(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name IN ('user', 'session', 'rate_limit_counter')`);
      await check.end();
      expect(tables.rows[0].n).toBe(3);
      expect(await runMigrations(url.toString())).toEqual([]);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
