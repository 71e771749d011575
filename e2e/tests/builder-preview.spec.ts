import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/accessibility';
import { builderTemplates, businessInfo, previewFrame, seedBuilderStorage, storedValue, type BuilderTemplate } from '../support/builder';

/** The hero gradient's first colour per scheme, as the generator draws it (contracts SCHEME_COLORS). */
const HERO_FROM: Record<string, string> = {
  blue: 'rgb(30, 58, 138)',
  yellow: 'rgb(253, 224, 71)',
  warm: 'rgb(154, 52, 18)',
  medical: 'rgb(17, 94, 89)',
  professional: 'rgb(17, 24, 39)',
  elegant: 'rgb(88, 28, 135)',
};

async function expectNotAvailable(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Preview Not Available' })).toBeVisible();
  await expect(page.getByText('Unable to load website preview data.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Templates' })).toHaveAttribute('href', '/website-builder');
  await expect(page.locator('iframe')).toHaveCount(0);
}

async function firstTemplate(page: Page): Promise<BuilderTemplate> {
  const [template] = await builderTemplates(page.request);
  if (!template) throw new Error('No templates seeded');
  return template;
}

test('the preview shows the generated site in a browser frame: hero, first three services, About Us with default hours, a disabled quote form', async ({ page }) => {
  const template = await firstTemplate(page);
  const info = businessInfo();
  await seedBuilderStorage(page, { businessInfo: info });
  await page.goto(`/website-preview/${template.id}`);

  await expect(page.getByRole('heading', { level: 1, name: template.name })).toBeVisible();
  await expect(page.getByText(info.businessName, { exact: true })).toBeVisible();
  await expect(page.getByText('Preview Mode')).toBeVisible();
  // Signed out there is no plan yet: the main button goes to the plan, the step that is next (issue 22).
  await expect(page.getByRole('link', { name: 'Continue to Domain Setup' })).toHaveAttribute('href', '/domain-setup');
  const slug = info.businessName.toLowerCase().replace(/[^a-z0-9]/g, '');
  await expect(page.getByText(new RegExp(`^https://${slug}\\.`))).toBeVisible();

  const site = previewFrame(page);
  await expect(site.getByRole('heading', { level: 1, name: info.businessName })).toBeVisible();
  await expect(site.getByText(info.description).first()).toBeVisible();
  await expect(site.getByText(info.phone).first()).toBeVisible();
  await expect(site.getByText(info.email).first()).toBeVisible();
  const services = site.getByRole('region', { name: 'Our Services' }).getByRole('heading', { level: 3 });
  await expect(services).toHaveText(info.services.slice(0, 3));
  const about = site.getByRole('region', { name: 'About Us' });
  await expect(about).toContainText('Mon-Fri 9AM-5PM');
  const contact = site.getByRole('region', { name: 'Contact Us' });
  await expect(contact.getByRole('button', { name: 'Request Quote' })).toBeDisabled();

  await expect(page.getByRole('link', { name: 'Edit Business Info' })).toHaveAttribute('href', `/website-onboarding?template=${template.id}`);
  await expect(page.getByRole('link', { name: 'Choose Different Template' })).toHaveAttribute('href', '/website-builder');
  await expect(page.getByRole('link', { name: 'Choose Plan & Deploy' })).toHaveAttribute('href', '/subscription-payment');
  expect(await storedValue(page, 'selectedTemplateId')).toBe(template.id);
  expect(await axeViolations(page)).toEqual([]);
});

test('without services the preview shows Service 1-3; business text is shown as text, never as markup', async ({ page }) => {
  const template = await firstTemplate(page);
  const info = businessInfo({ services: [], businessName: `<img src=x onerror=alert(1)> Tui & Co ${randomUUID().slice(0, 6)}` });
  await seedBuilderStorage(page, { businessInfo: info });
  await page.goto(`/website-preview/${template.id}`);

  const site = previewFrame(page);
  await expect(site.getByRole('heading', { level: 1, name: info.businessName })).toBeVisible();
  await expect(site.locator('img')).toHaveCount(0);
  await expect(site.getByRole('region', { name: 'Our Services' }).getByRole('heading', { level: 3 })).toHaveText([
    'Service 1',
    'Service 2',
    'Service 3',
  ]);
});

test('the hero gradient follows the template colour scheme', async ({ page }) => {
  const templates = await builderTemplates(page.request);
  const schemes = new Set(templates.map((template) => template.templateData.colorScheme));
  expect(schemes.size).toBeGreaterThan(1);
  await seedBuilderStorage(page, { businessInfo: businessInfo() });
  for (const template of templates) {
    await page.goto(`/website-preview/${template.id}`);
    const hero = previewFrame(page).locator('section.hero');
    const gradient = await hero.evaluate((element) => getComputedStyle(element).backgroundImage);
    expect(gradient, template.name).toContain(HERO_FROM[template.templateData.colorScheme] ?? HERO_FROM.blue);
  }
});

test('Preview Not Available when the saved info is missing or unreadable, or the template is unknown', async ({ page, context }) => {
  const template = await firstTemplate(page);

  await page.goto(`/website-preview/${template.id}`);
  await expectNotAvailable(page);
  expect(await axeViolations(page)).toEqual([]);

  const unreadable = await context.newPage();
  await unreadable.addInitScript(() => window.localStorage.setItem('websiteBusinessInfo', 'not json {'));
  await unreadable.goto(`/website-preview/${template.id}`);
  await expectNotAvailable(unreadable);

  const unknown = await context.newPage();
  await seedBuilderStorage(unknown, { businessInfo: businessInfo() });
  await unknown.goto(`/website-preview/${randomUUID()}`);
  await expectNotAvailable(unknown);
  await unknown.goto('/website-preview/not-a-template');
  await expectNotAvailable(unknown);

  await unknown.getByRole('link', { name: 'Back to Templates' }).click();
  await expect(unknown).toHaveURL('/website-builder');
});

test('Loading website preview... shows while the template loads', async ({ page }) => {
  const template = await firstTemplate(page);
  await seedBuilderStorage(page, { businessInfo: businessInfo() });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/website-templates/${template.id}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/website-preview/${template.id}`);
  await expect(page.getByText('Loading website preview...').first()).toBeVisible();
  release();
  await expect(previewFrame(page).getByRole('heading', { level: 1 })).toBeVisible();
});
