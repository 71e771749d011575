import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/accessibility';
import { builderCategories, builderTemplates, businessInfo } from '../support/builder';
import { holdRequests } from '../support/navigation';

const CATEGORY_NAMES = [
  'Home Services',
  'Healthcare',
  'Restaurant & Food',
  'Professional Services',
  'Retail & E-commerce',
  'Beauty & Wellness',
];

test('the gallery shows the templates from the API with their pictures; All plus six category filters narrow the list', async ({ page }) => {
  const [templates, categories] = await Promise.all([builderTemplates(page.request), builderCategories(page.request)]);
  expect(categories.map((category) => category.name)).toEqual(CATEGORY_NAMES);

  await page.goto('/website-builder');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Website Template' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Templates' });
  const cards = list.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(templates.length);
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(templates.map((template) => template.name));

  // Each picture is the template's own drawing, served by the API, and it loads.
  const firstImage = list.getByRole('img', { name: `Preview of the ${templates[0]?.name} template` });
  await expect(firstImage).toHaveAttribute('src', templates[0]?.previewImage ?? '');
  await expect.poll(() => firstImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  const filters = page.getByRole('group', { name: 'Template categories' }).getByRole('button');
  await expect(filters).toHaveCount(7);
  await expect(filters.first()).toHaveText(`All (${templates.length})`);
  await expect(filters.first()).toHaveAttribute('aria-pressed', 'true');
  expect(await axeViolations(page)).toEqual([]);

  for (const category of categories) {
    const filter = page.getByRole('button', { name: `${category.name} (${category.templateCount})` });
    await filter.click();
    await expect(filter).toHaveAttribute('aria-pressed', 'true');
    const expected = templates.filter((template) => template.categoryId === category.id).map((template) => template.name);
    expect(expected).toHaveLength(category.templateCount);
    await expect(list.getByRole('heading', { level: 2 })).toHaveText(expected);
  }

  await filters.first().click();
  await expect(cards).toHaveCount(templates.length);
});

test('a search typed before the app has taken the prerendered gallery over still filters it', async ({ page }) => {
  const templates = await builderTemplates(page.request);
  const target = templates[1] ?? templates[0];
  if (!target) throw new Error('No templates seeded');
  // The document paints at once; its app is held back while the visitor types.
  const release = await holdRequests(page, '**/main.js');
  // A deferred script held back holds the load event (and DOMContentLoaded) too: wait for the markup only.
  await page.goto('/website-builder', { waitUntil: 'commit' });
  await page.getByRole('searchbox', { name: 'Search templates' }).fill(target.name);
  await expect(page.locator('html[data-app-ready]')).not.toBeAttached();
  release();
  await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
  const matching = templates.filter(
    (template) =>
      template.name.toLowerCase().includes(target.name.toLowerCase()) ||
      template.description.toLowerCase().includes(target.name.toLowerCase()),
  );
  const list = page.getByRole('list', { name: 'Templates' });
  await expect(list.getByRole('heading', { level: 2 })).toHaveCount(matching.length);
  await expect(list.getByRole('heading', { level: 2, name: target.name })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search templates' })).toHaveValue(target.name);
});

test('search matches a template by name or by description, in any case and without accents; no match offers to show all again', async ({ page }) => {
  const templates = await builderTemplates(page.request);
  const target = templates[1] ?? templates[0];
  if (!target) throw new Error('No templates seeded');
  await page.goto('/website-builder');
  const list = page.getByRole('list', { name: 'Templates' });
  const search = page.getByRole('searchbox', { name: 'Search templates' });

  await search.fill(target.name.toUpperCase());
  await expect(list.getByRole('heading', { level: 2, name: target.name })).toBeVisible();
  const byName = templates.filter(
    (template) =>
      template.name.toLowerCase().includes(target.name.toLowerCase()) ||
      template.description.toLowerCase().includes(target.name.toLowerCase()),
  );
  await expect(list.getByRole('heading', { level: 2 })).toHaveCount(byName.length);

  // A word from the description only.
  const word = target.description.split(/\s+/).find((part) => part.length > 5 && !target.name.toLowerCase().includes(part.toLowerCase()));
  if (word) {
    await search.fill(word.toLowerCase());
    await expect(list.getByRole('heading', { level: 2, name: target.name })).toBeVisible();
  }

  // Accents are not needed: 'cafe' finds the template whose description says cafés.
  const withAccent = templates.find((template) => /café/i.test(template.description));
  if (!withAccent) throw new Error('No seeded template mentions cafés');
  await search.fill('cafe');
  await expect(list.getByRole('heading', { level: 2, name: withAccent.name })).toBeVisible();

  await search.fill('zzzz no such template');
  await expect(page.getByText('No templates match your search.')).toBeVisible();
  await expect(page.getByText('0 templates')).toBeVisible();
  await page.getByRole('button', { name: 'Show All Templates' }).click();
  await expect(search).toHaveValue('');
  await expect(list.getByRole('heading', { level: 2 })).toHaveCount(templates.length);
});

test('choosing a template opens onboarding for it; Back to Pricing and Book a Free Consultation lead where they say', async ({ page }) => {
  const templates = await builderTemplates(page.request);
  const chosen = templates[templates.length - 1];
  if (!chosen) throw new Error('No templates seeded');
  await page.goto('/website-builder');
  await expect(page.getByRole('link', { name: '← Back to Pricing' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByRole('link', { name: 'Book a Free Consultation' })).toHaveAttribute('href', '/book-consultation');

  await page.getByRole('link', { name: `Use This Template: ${chosen.name}` }).click();
  await expect(page).toHaveURL(`/website-onboarding?template=${chosen.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Setup Your Website' })).toBeVisible();
});

test('on a phone (390 px) the gallery, onboarding and preview never scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const [template] = await builderTemplates(page.request);
  if (!template) throw new Error('No templates seeded');
  const noSidewaysScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  await page.goto('/website-builder');
  await expect(page.getByRole('list', { name: 'Templates' }).getByRole('img').first()).toBeVisible();
  expect(await noSidewaysScroll()).toBe(true);

  await page.getByRole('link', { name: `Use This Template: ${template.name}` }).click();
  await expect(page.getByRole('list', { name: 'Setup steps' })).toBeVisible();
  expect(await noSidewaysScroll()).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  await page.evaluate(
    (info) => window.localStorage.setItem('websiteBusinessInfo', JSON.stringify(info)),
    businessInfo(),
  );
  await page.goto(`/website-preview/${template.id}`);
  await expect(page.frameLocator('iframe[title^="Website preview"]').getByRole('heading', { level: 1 })).toBeVisible();
  expect(await noSidewaysScroll()).toBe(true);
});
