import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

/**
 * The API as it runs in production: a process of its own (api/src/main.ts, compiled on the fly by run-source.cjs, so
 * no build is needed), which a test can SIGKILL or SIGTERM for real. The in-process servers of test-app.ts cannot
 * receive a signal without taking jest down with them.
 */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** How the process ended: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** SIGKILL unless it has already ended; for cleanup. */
  kill(): Promise<void>;
}

const ROOT = path.join(__dirname, '..', '..');

export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const databaseUrl = env.DATABASE_URL ?? process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is not set: run the tests through jest (globalSetup starts PostgreSQL)');
  const child = spawn(process.execPath, [path.join(__dirname, 'run-source.cjs'), path.join(ROOT, 'api', 'src', 'main.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      // As in test-app.ts: cheaper scrypt and no sign-in slowdown keep the suite fast.
      SCRYPT_COST_LOG2: '12',
      LOGIN_SLOWDOWN_MS: '0',
      WEB_ROOT: path.join(os.tmpdir(), `agency-no-web-root-${randomUUID()}`),
      ...env,
    },
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /running on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    void exited.then(({ code, signal }) => reject(new Error(`The server process ended (${code ?? signal}) before listening:\n${output}`)));
  });
  return {
    url,
    child,
    exited,
    output: () => output,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
