import http from 'node:http';
import { test } from '@playwright/test';
import { kb, printTable } from './table';

/** Size of a URL's body as sent with gzip (the figure the budget is set in), read raw without decompressing. */
function gzippedSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let size = 0;
        response.on('data', (chunk: Buffer) => (size += chunk.length));
        response.on('end', () => resolve(size));
      })
      .on('error', reject);
  });
}

function appOf(url: string): string {
  const match = /\/mfe\/([a-z]+)\//.exec(new URL(url).pathname);
  return match?.[1] ?? 'shell';
}

test('first visit to / : JavaScript transferred per app', async ({ page, baseURL }) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });

  const perApp = new Map<string, { files: number; gzip: number }>();
  for (const url of scripts) {
    const app = appOf(url);
    const entry = perApp.get(app) ?? { files: 0, gzip: 0 };
    entry.files += 1;
    entry.gzip += await gzippedSize(url);
    perApp.set(app, entry);
  }
  const total = [...perApp.values()].reduce((sum, entry) => sum + entry.gzip, 0);
  printTable('First visit to / (gzipped JavaScript; budget 150 KB)', [
    ...[...perApp.entries()].map(([app, entry]) => ({ app, files: entry.files, gzipped: kb(entry.gzip) })),
    { app: 'total', files: scripts.size, gzipped: kb(total) },
  ]);
});
