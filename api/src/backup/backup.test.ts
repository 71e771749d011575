import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { runMigrations } from '../database/run-migrations';
import { startSystemPostgres, systemPostgresBinDir, type SystemPostgres } from '../../test/system-postgres';
import { backup } from './backup.cli';
import { restore } from './restore.cli';

async function leads(db: Client): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>('SELECT email FROM lead ORDER BY email');
  return rows.map((row) => row.email);
}

async function addLead(db: Client, email: string): Promise<void> {
  await db.query(`INSERT INTO lead (first_name, last_name, email, message) VALUES ('Mere', 'Tane', $1, 'Please call me back.')`, [email]);
}

/**
 * npm run backup / npm run restore, run for real with the PostgreSQL client tools of the machine against a server of
 * their own major version (Debian's postgresql-15), on the application's schema.
 */
describe('backup and restore', () => {
  let pg: SystemPostgres;
  let databaseUrl: string;
  let dataDir: string;
  let db: Client;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    pg = await startSystemPostgres();
    const admin = new Client({ connectionString: pg.databaseUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE agency');
    await admin.end();
    databaseUrl = pg.databaseUrl.replace(/\/postgres$/, '/agency');
    await runMigrations(databaseUrl);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'agency-backup-'));
    env = { PATH: process.env.PATH, PG_BIN_DIR: pg.binDir, DATABASE_URL: databaseUrl, DATA_DIR: dataDir };
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await pg?.remove();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('restores the data as it was at the backup, schema and migrations included', async () => {
    await addLead(db, 'before-backup@example.co.nz');
    const file = await backup([], env);
    expect(path.dirname(file)).toBe(path.join(dataDir, 'backups'));
    expect(path.basename(file)).toMatch(/^agency-\d{8}-\d{6}\.dump$/);
    // pg_dump's custom format starts with its magic "PGDMP".
    expect((await readFile(file)).subarray(0, 5).toString()).toBe('PGDMP');

    await addLead(db, 'after-backup@example.co.nz');
    await db.query(`DELETE FROM lead WHERE email = 'before-backup@example.co.nz'`);
    await db.end();
    await restore([file], env);

    db = new Client({ connectionString: databaseUrl });
    await db.connect();
    expect(await leads(db)).toEqual(['before-backup@example.co.nz']);
    const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM mikro_orm_migrations');
    expect(rows[0]?.count).toBeGreaterThan(10);
    // Constraints came back with the tables.
    await expect(addLead(db, 'NOT-LOWER@example.co.nz')).rejects.toThrow(/check constraint/);
  });

  it('refuses to restore while something is connected to the database, and with --force ends those sessions', async () => {
    const file = await backup(['--out', path.join(dataDir, 'named.dump')], env);
    expect(file).toBe(path.join(dataDir, 'named.dump'));
    await addLead(db, 'not-in-backup@example.co.nz');

    await expect(restore([file], env)).rejects.toThrow(
      '1 other connection(s) to the database: is the API running on it? Stop it before restoring, or pass --force to end those sessions and restore anyway.',
    );
    expect(await leads(db)).toContain('not-in-backup@example.co.nz');

    const ended = new Promise<Error>((resolve) => db.on('error', resolve));
    await restore([file, '--force'], env);
    expect((await ended).message).toMatch(/terminat/);
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
    expect(await leads(db)).not.toContain('not-in-backup@example.co.nz');
  });

  it('says which client version is needed when pg_dump is older than the server, and writes no file', async () => {
    // The run's PostgreSQL is the embedded 18; the machine's client tools are older (Debian bookworm has 15).
    const older = await systemPostgresBinDir();
    const out = path.join(dataDir, 'too-new.dump');
    await expect(backup(['--out', out], { PATH: process.env.PATH, PG_BIN_DIR: older, DATABASE_URL: process.env.DATABASE_URL })).rejects.toThrow(
      /^pg_dump 15\.\d+ \(.*\) is older than the PostgreSQL 18\.\d+ server: a pg_dump of major version 18 or newer is needed\. Install the PostgreSQL 18 client tools and put them on PATH, or set PG_BIN_DIR to their folder\.$/,
    );
    expect((await readdir(dataDir)).filter((name) => name.startsWith('too-new'))).toEqual([]);
  });

  it('names what is missing: the backup file, or the tool', async () => {
    await expect(restore([path.join(dataDir, 'nope.dump')], env)).rejects.toThrow(`No such backup file: ${path.join(dataDir, 'nope.dump')}`);
    await expect(backup([], { ...env, PG_BIN_DIR: dataDir })).rejects.toThrow(`pg_dump not found in PG_BIN_DIR (${dataDir})`);
  });
});
