import { test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/environment';
import { printTable } from './table';

const PAGES = ['/', '/pricing', '/portfolio'];
const RUNS = 3;

interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
}

// lighthouse and chrome-launcher are ES modules; this file is compiled to CommonJS, so load them with a real import().
const importModule = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>;

async function audit(url: string, port: number): Promise<LighthouseFigures> {
  const { default: lighthouse } = await importModule<typeof import('lighthouse')>('lighthouse');
  // Lighthouse's defaults: mobile emulation with simulated slow 4G and a 4x slower CPU.
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, categories } = result.lhr;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

test('Lighthouse 12 (mobile defaults), median of 3 runs', async ({ baseURL }) => {
  const chromeLauncher = await importModule<typeof import('chrome-launcher')>('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const rows: Record<string, string | number>[] = [];
    for (const page of PAGES) {
      const runs: LighthouseFigures[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${baseURL}${page}`, chrome.port));
      rows.push({
        page,
        performance: median(runs.map((r) => r.performance)),
        'FCP s': (median(runs.map((r) => r.fcpMs)) / 1000).toFixed(2),
        'LCP s': (median(runs.map((r) => r.lcpMs)) / 1000).toFixed(2),
        CLS: median(runs.map((r) => r.cls)).toFixed(3),
        'TBT ms': Math.round(median(runs.map((r) => r.tbtMs))),
      });
    }
    printTable('Lighthouse, mobile (targets: performance >= 95, LCP <= 1.5 s, CLS <= 0.05, TBT <= 100 ms)', rows);
  } finally {
    chrome.kill();
  }
});
