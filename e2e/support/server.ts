import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { ADMIN_EMAIL, ADMIN_PASSWORD, REPO_ROOT } from './environment';

/** The production server (API + shell + remotes) as `npm start` runs it, in a child process. */
export interface RunningServer {
  baseUrl: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export async function startServer(options: { port: number; databaseUrl: string; env?: Record<string, string> }): Promise<RunningServer> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'api', 'dist', 'main.js')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(options.port),
      DATABASE_URL: options.databaseUrl,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      // A stop never waits long on a connection the browser still holds; main.ts ends the drain after this.
      SHUTDOWN_TIMEOUT_SECONDS: '5',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  await waitForHealth(baseUrl, child, () => output);
  return {
    baseUrl,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', (code) => {
          // Not a failure of the test under way, but worth seeing in the run's log.
          if (code !== 0) console.warn(`The server on ${baseUrl} stopped with exit code ${code}:\n${output}`);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`Server did not become healthy within 60 s:\n${output()}`);
}
