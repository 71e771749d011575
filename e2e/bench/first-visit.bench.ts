import http from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { evaluatedScripts, moveThePointer } from '../support/navigation';
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

/** JavaScript fetched ahead of use (link rel=prefetch), by URL. */
async function prefetchedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'link' && new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.name),
  );
}

async function gzippedPerApp(urls: string[]): Promise<Map<string, { files: number; gzip: number }>> {
  const perApp = new Map<string, { files: number; gzip: number }>();
  for (const url of new Set(urls)) {
    const entry = perApp.get(appOf(url)) ?? { files: 0, gzip: 0 };
    entry.files += 1;
    entry.gzip += await gzippedSize(url);
    perApp.set(appOf(url), entry);
  }
  return perApp;
}

const total = (perApp: Map<string, { files: number; gzip: number }>) =>
  [...perApp.values()].reduce((sum, entry) => sum + entry.gzip, 0);

test('first visit to / : JavaScript evaluated before and after the first input, and prefetched, per app', async ({ page, baseURL }) => {
  // The content pages start the app at the visitor's first input; until then the page is its HTML.
  await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
  const beforeInput = await gzippedPerApp(await evaluatedScripts(page));
  const prefetched = await gzippedPerApp(await prefetchedScripts(page));
  await moveThePointer(page);
  await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  const afterInput = await gzippedPerApp(await evaluatedScripts(page));

  const apps = [...new Set([...beforeInput.keys(), ...prefetched.keys(), ...afterInput.keys()])];
  const cell = (perApp: Map<string, { files: number; gzip: number }>, app: string) => {
    const entry = perApp.get(app);
    return entry ? `${kb(entry.gzip)} (${entry.files})` : '-';
  };
  printTable('First visit to / (gzipped JavaScript, files in brackets; budget 150 KB in all)', [
    ...apps.map((app) => ({
      app,
      'evaluated before any input': cell(beforeInput, app),
      'prefetched after load': cell(prefetched, app),
      'evaluated once the app has started': cell(afterInput, app),
    })),
    {
      app: 'total',
      'evaluated before any input': kb(total(beforeInput)),
      'prefetched after load': kb(total(prefetched)),
      'evaluated once the app has started': `${kb(total(afterInput))} (${total(afterInput)} B of ${150 * 1024})`,
    },
  ]);
});
