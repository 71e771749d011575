import { expect, test } from '@playwright/test';
import { signUpThroughApi } from '../support/accounts';
import { builderTemplates, businessInfo } from '../support/builder';
import { plans } from '../support/builder-checkout';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/environment';
import { printTable } from './table';

// lighthouse and chrome-launcher are ES modules; this file is compiled to CommonJS, so load them with a real import().
const importModule = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/**
 * A site published through the API (one per template, so every colour scheme is measured), audited where the
 * public sees it, /sites/{slug}/, with Lighthouse's mobile defaults (slow 4G, 4x CPU). Target: performance >= 95.
 */
test('Lighthouse 12 (mobile defaults) on published sites, one per template', async ({ page, baseURL }) => {
  await signUpThroughApi(page);
  const plan = (await plans(page))[0];
  expect((await page.request.post('/api/subscriptions', { data: { planId: plan?.id } })).status()).toBe(201);

  const published: { template: string; scheme: string; url: string; bytes: number }[] = [];
  for (const template of await builderTemplates(page.request)) {
    const created = await page.request.post('/api/sites', { data: { templateId: template.id, businessInfo: businessInfo() } });
    expect(created.status()).toBe(201);
    const site = (await created.json()) as { id: string };
    const deploy = await page.request.post(`/api/sites/${site.id}/deploy`, { data: {} });
    expect(deploy.status()).toBe(202);
    const deployment = (await deploy.json()) as { id: string };
    let url = '';
    await expect
      .poll(async () => {
        const state = (await (await page.request.get(`/api/sites/${site.id}/deployments/${deployment.id}`)).json()) as { status: string; url: string | null };
        url = state.url ?? '';
        return state.status;
      })
      .toBe('live');
    const html = await (await page.request.get(url)).text();
    published.push({ template: template.name, scheme: template.templateData.colorScheme, url, bytes: Buffer.byteLength(html) });
  }

  const chromeLauncher = await importModule<typeof import('chrome-launcher')>('chrome-launcher');
  const { default: lighthouse } = await importModule<typeof import('lighthouse')>('lighthouse');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const rows: Record<string, string | number>[] = [];
    for (const site of published) {
      const result = await lighthouse(`${baseURL}${site.url}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${site.url}`);
      const { audits, categories } = result.lhr;
      rows.push({
        template: `${site.template} (${site.scheme})`,
        'HTML KB': (site.bytes / 1024).toFixed(1),
        ...Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((categories[category]?.score ?? 0) * 100)])),
        'FCP s': ((audits['first-contentful-paint']?.numericValue ?? Number.NaN) / 1000).toFixed(2),
        'LCP s': ((audits['largest-contentful-paint']?.numericValue ?? Number.NaN) / 1000).toFixed(2),
        CLS: (audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3),
      });
    }
    printTable('Published sites, Lighthouse mobile (target: performance >= 95)', rows);
  } finally {
    chrome.kill();
  }
});
