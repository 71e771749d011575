// `npm start`: build whatever has not been built yet, then run the API, which also serves the shell and the remotes.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

// Each workspace and the file whose presence means it has been built. Order matters: contracts first, api last.
const builds = [
  ['contracts', 'contracts/dist/index.js'],
  ['@agency/shell', 'shell/dist/index.html'],
  ['mfe-marketing', 'mfe-marketing/dist/mf-manifest.json'],
  ['mfe-client', 'mfe-client/dist/mf-manifest.json'],
  ['mfe-crm', 'mfe-crm/dist/mf-manifest.json'],
  ['mfe-builder', 'mfe-builder/dist/mf-manifest.json'],
  ['api', 'api/dist/main.js'],
];

for (const [workspace, marker] of builds) {
  if (existsSync(join(root, marker))) continue;
  console.log(`Building ${workspace} (first start only)...`);
  const result = spawnSync('npm', ['run', 'build', '--silent', '--if-present', '-w', workspace], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) {
    console.error(`Building ${workspace} failed; run 'npm run build -w ${workspace}' to see why.`);
    process.exit(result.status ?? 1);
  }
}

// Public pages painted before JavaScript runs: made from the builds above (skipped when no Chromium is installed).
if (!existsSync(join(root, 'shell/dist/prerendered/index.html'))) {
  spawnSync('npm', ['run', 'prerender', '--silent', '-w', '@agency/shell'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

const server = spawn(process.execPath, [join(root, 'api/dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
