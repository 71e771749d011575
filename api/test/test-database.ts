import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

/** A direct connection for tests that look at (or move the clock of) stored rows. */
export async function connectTestDatabase(): Promise<Client> {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  return client;
}

export interface OwnDatabase {
  /** Its connection URL: the run's server, another database. The app migrates it when it starts. */
  url: string;
  drop(): Promise<void>;
}

async function onRunDatabase(sql: string): Promise<void> {
  const client = await connectTestDatabase();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A database of the suite's own on the run's PostgreSQL. For suites whose figures are over all rows, and for those
 * whose outbox sends mail: a delivering worker claims every due mail of its database, so two such suites on the
 * shared one would each deliver the other's mails to their own SMTP server.
 */
export async function createOwnDatabase(prefix: string): Promise<OwnDatabase> {
  const name = `${prefix}_${randomUUID().replace(/-/g, '')}`;
  await onRunDatabase(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onRunDatabase(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
