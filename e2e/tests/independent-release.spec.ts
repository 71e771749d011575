import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '../support/environment';
import { freePort } from '../support/postgres';
import { startServer } from '../support/server';
import { testDatabaseUrl } from '../support/state';

const WEBPACK_CLI = require.resolve('webpack-cli/bin/cli.js', { paths: [path.join(REPO_ROOT, 'mfe-crm')] });

/** A bare static file server on its own origin, standing in for the CDN a remote team deploys to. */
async function serveDirectory(directory: string): Promise<{ origin: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://cdn').pathname);
    const file = path.join(directory, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    try {
      const body = readFileSync(file);
      const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.json') ? 'application/json' : file.endsWith('.css') ? 'text/css' : 'application/octet-stream';
      response.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*', 'cache-control': 'no-cache' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // The browser's keep-alive connections would otherwise hold the close open.
        server.closeAllConnections();
      }),
  };
}

test('a new build of one remote, deployed on its own, is picked up by the unchanged shell after a reload', async ({ page }) => {
  test.setTimeout(180_000);
  const shellIndex = readFileSync(path.join(REPO_ROOT, 'shell', 'dist', 'index.html'), 'utf8');

  // The CRM team builds its next version into a separate directory; nothing else is rebuilt. Unminified: minifying is
  // most of a build's time and none of what is checked here, and this build shares two cores with the other tests.
  const nextBuild = mkdtempSync(path.join(os.tmpdir(), 'crm-next-'));
  // webpack's own command line, run by Node directly: no npm in between, and a build that does not end fails here.
  await promisify(execFile)(process.execPath, [WEBPACK_CLI, '--mode', 'production', '--no-optimization-minimize'], {
    cwd: path.join(REPO_ROOT, 'mfe-crm'),
    env: { ...process.env, OUTPUT_DIR: nextBuild, RELEASE_LABEL: 'next' },
    maxBuffer: 64 * 1024 * 1024,
    timeout: 120_000,
  });
  const cdn = await serveDirectory(nextBuild);

  const port = await freePort();
  const databaseUrl = testDatabaseUrl();
  const before = await startServer({ port, databaseUrl });
  try {
    await page.goto(`${before.baseUrl}/crm-login`);
    await expect(page.locator('[data-remote-build]')).toHaveAttribute('data-remote-build', /^crm v1\.0\.0$/);
  } finally {
    await before.stop();
  }

  // Point the CRM at its new home; the shell's files are the same ones.
  const after = await startServer({ port, databaseUrl, env: { REMOTE_CRM_URL: `${cdn.origin}/mf-manifest.json` } });
  try {
    await page.reload();
    await expect(page.locator('[data-remote-build]')).toHaveAttribute('data-remote-build', /^crm v1\.0\.0\+next$/);
    await expect(page.getByRole('link', { name: 'Secure Login' })).toBeVisible();
    expect(readFileSync(path.join(REPO_ROOT, 'shell', 'dist', 'index.html'), 'utf8')).toBe(shellIndex);
    const remotes = (await (await page.request.get(`${after.baseUrl}/remotes.json`)).json()) as { remotes: { name: string; manifestUrl: string }[] };
    expect(remotes.remotes.find((remote) => remote.name === 'crm')?.manifestUrl).toBe(`${cdn.origin}/mf-manifest.json`);
  } finally {
    await after.stop();
    await cdn.close();
    rmSync(nextBuild, { recursive: true, force: true });
  }
});
