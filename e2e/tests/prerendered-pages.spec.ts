import { expect, test } from '@playwright/test';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('public pages are readable, with their title and description', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('$599', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/Pricing/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    await expect(page.getByText('This site needs JavaScript to run.')).toHaveCount(0);

    await page.goto('/case-study/farmdirect');
    await expect(page.getByText('8 months').first()).toBeVisible();
  });

  test('the home page carries Open Graph tags for link previews', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Your business, simplified.' })).toBeVisible();
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Kea AI Studio/);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /small businesses/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  });
});

test('the app takes a prerendered page over without a loading state or a layout shift', async ({ page }) => {
  await page.addInitScript(() => {
    const seen = { shift: 0, loading: false, moved: [] as string[] };
    (window as unknown as { __takeOver: typeof seen }).__takeOver = seen;
    type Shift = PerformanceEntry & { value: number; sources?: { node: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        seen.shift += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node as Element | null;
          seen.moved.push(node ? `${node.nodeName}.${node.className} "${(node.textContent ?? '').slice(0, 30)}"` : 'removed node');
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      if (document.querySelector('[data-remote-status="loading"]')) seen.loading = true;
    }).observe(document, { childList: true, subtree: true });
  });
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto('/portfolio');
  await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
  await expect(page.getByTestId('remote-version')).toContainText('marketing');

  const seen = await page.evaluate(
    () => (window as unknown as { __takeOver: { shift: number; loading: boolean; moved: string[] } }).__takeOver,
  );
  expect(seen.loading).toBe(false);
  // A busy machine has once produced a sub-pixel shift (0.000015); anything a reader could notice is far above 0.001.
  expect(seen.shift, `layout shift from: ${seen.moved.join(', ')}`).toBeLessThan(0.001);
  expect(messages.filter((text) => text.includes('Prerendered markup was re-rendered'))).toEqual([]);
});

test('robots.txt and sitemap.xml guide search engines to the public pages', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/portfolio</loc>');
  expect(sitemap).toContain('/case-study/g2arch</loc>');
});
