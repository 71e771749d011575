// `npm run dev`: every app in watch mode. The API recompiles with tsc and restarts; each frontend has its own
// webpack dev server (shell 3100, marketing 3101, client 3102, crm 3103, builder 3104) proxying /api to port 3000.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const tasks = [
  ['contracts', 'npx', ['tsc', '-b', 'contracts', '--watch', '--preserveWatchOutput']],
  ['api:tsc', 'npx', ['tsc', '-b', 'api/tsconfig.build.json', '--watch', '--preserveWatchOutput']],
  ['api', process.execPath, ['--watch-path=api/dist', 'api/dist/main.js']],
  ...['@agency/shell', 'mfe-marketing', 'mfe-client', 'mfe-crm', 'mfe-builder'].map((app) => [app, 'npm', ['run', 'dev', '-w', app]]),
];

const children = tasks.map(([label, command, args]) => {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => `[${label}] ${line}`)
      .join('\n');
  child.stdout.on('data', (chunk) => console.log(prefix(chunk)));
  child.stderr.on('data', (chunk) => console.error(prefix(chunk)));
  return child;
});

const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
