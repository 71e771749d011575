import { test } from '@playwright/test';
import { PUBLIC_PAGES } from '@agency/contracts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/environment';
import { printTable } from './table';

/**
 * Every public page of the route table, one case study standing for all (they share one component), plus the
 * builder's gallery (its public first screen), whether or not the route table lists it yet. LIGHTHOUSE_PAGES (a
 * comma-separated list of paths) audits only those, for a quick look at one change.
 */
function pagesToAudit(): string[] {
  const chosen = process.env.LIGHTHOUSE_PAGES?.split(',').map((path) => path.trim()).filter(Boolean);
  if (chosen?.length) return chosen;
  const paths = PUBLIC_PAGES.map((page) => page.path);
  const firstCaseStudy = paths.find((path) => path.startsWith('/case-study/'));
  const pages = paths.filter((path) => !path.startsWith('/case-study/') || path === firstCaseStudy);
  return pages.includes('/website-builder') ? pages : [...pages, '/website-builder'];
}

/** Runs per page; the median is reported. LIGHTHOUSE_RUNS changes it for a quick look. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 5;

interface LongTask {
  script: string;
  ms: number;
}

interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  longTasks: LongTask[];
}

// lighthouse and chrome-launcher are ES modules; this file is compiled to CommonJS, so load them with a real import().
const importModule = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>;

/** The file name a long task is attributed to ('document' for the page itself, as Lighthouse's own table shows). */
function scriptName(url: unknown): string {
  const text = String(url ?? '');
  if (text === '' || text === 'Unattributable') return text || 'document';
  const path = new URL(text, 'http://page').pathname;
  return path.endsWith('/') ? 'document' : path.replace(/^.*\//, '');
}

async function audit(url: string, port: number): Promise<LighthouseFigures> {
  const { default: lighthouse } = await importModule<typeof import('lighthouse')>('lighthouse');
  // Lighthouse's defaults: mobile emulation with simulated slow 4G and a 4x slower CPU.
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, categories } = result.lhr;
  const details = audits['long-tasks']?.details as { items?: { url?: string; duration?: number }[] } | undefined;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    // The long-tasks audit reports tasks as simulated (4x), the same scale TBT is counted in.
    longTasks: (details?.items ?? []).map((item) => ({ script: scriptName(item.url), ms: Math.round(item.duration ?? 0) })),
  };
}

/** The median of the runs that reported the figure (a run can come back without one, e.g. no CLS entry). */
function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The three longest tasks of the run with the median TBT, as 'script ms'. */
function longestTasks(runs: LighthouseFigures[]): string {
  const byTbt = [...runs].sort((a, b) => a.tbtMs - b.tbtMs);
  const run = byTbt[Math.floor(byTbt.length / 2)];
  const tasks = [...(run?.longTasks ?? [])].sort((a, b) => b.ms - a.ms).slice(0, 3);
  return tasks.map((task) => `${task.script} ${task.ms}`).join(', ') || '-';
}

test(`Lighthouse 12 (mobile defaults), median of ${RUNS} runs, every public page`, async ({ baseURL }) => {
  const chromeLauncher = await importModule<typeof import('chrome-launcher')>('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    // One run thrown away: in a fresh browser, whichever page came first measured about twice the TBT it has later
    // (the same '/' gave 93-95 with TBT 260-309 ms as the first page of a run, 99 with 136-143 ms otherwise).
    const pages = pagesToAudit();
    await audit(`${baseURL}${pages[0] ?? '/'}`, chrome.port);
    const rows: Record<string, string | number>[] = [];
    for (const page of pages) {
      const runs: LighthouseFigures[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${baseURL}${page}`, chrome.port));
      rows.push({
        page,
        performance: median(runs.map((r) => r.performance)),
        'FCP s': (median(runs.map((r) => r.fcpMs)) / 1000).toFixed(2),
        'LCP s': (median(runs.map((r) => r.lcpMs)) / 1000).toFixed(2),
        CLS: median(runs.map((r) => r.cls)).toFixed(3),
        'TBT ms': Math.round(median(runs.map((r) => r.tbtMs))),
        'longest tasks (script ms, 4x)': longestTasks(runs),
      });
    }
    printTable(
      `Lighthouse, mobile, median of ${RUNS} (targets: performance >= 95, LCP <= 1.5 s, CLS <= 0.02, TBT <= 100 ms)`,
      rows,
    );
  } finally {
    chrome.kill();
  }
});
