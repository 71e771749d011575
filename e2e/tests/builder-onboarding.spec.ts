import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/accessibility';
import { flushedEvents, recordBeacons } from '../support/assessments';
import { builderTemplates, businessInfo, seedBuilderStorage, storedValue } from '../support/builder';

function wizard(page: Page) {
  return page.getByRole('form', { name: 'Website setup' });
}

function stepHeading(page: Page, name: string) {
  return wizard(page).getByRole('heading', { level: 2, name });
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

test('the four steps: Next waits for the five business fields, services toggle, the review, then the preview with the info stored; each step change tracked', async ({ page }) => {
  await recordBeacons(page);
  const [template] = await builderTemplates(page.request);
  if (!template) throw new Error('No templates seeded');
  const info = businessInfo();

  await page.goto(`/website-onboarding?template=${template.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Setup Your Website' })).toBeVisible();
  await expect(page.getByText('Setup Info → Preview → Domain → Plan')).toBeVisible();
  await expect(page.getByRole('link', { name: '← Back to Templates' })).toHaveAttribute('href', '/website-builder');
  const circles = page.getByRole('list', { name: 'Setup steps' }).getByRole('listitem');
  await expect(circles).toHaveCount(4);
  await expect(circles.nth(0)).toHaveAttribute('aria-current', 'step');
  await expect(stepHeading(page, 'Business Information')).toBeVisible();
  await expectNoAxeViolations(page);

  const previous = wizard(page).getByRole('button', { name: 'Previous' });
  const next = wizard(page).getByRole('button', { name: 'Next' });
  await expect(previous).toBeDisabled();
  await expect(next).toBeDisabled();

  await page.getByLabel('Business Name').fill(info.businessName);
  await page.getByLabel('Business Type').selectOption(info.businessType);
  await page.getByLabel('Business Description').fill(info.description);
  await page.getByLabel('Phone Number').fill(info.phone);
  await expect(next).toBeDisabled();
  await page.getByLabel('Email Address').fill(info.email);
  await expect(next).toBeEnabled();
  // A blank-only field does not count as filled.
  await page.getByLabel('Business Description').fill('   ');
  await expect(next).toBeDisabled();
  await page.getByLabel('Business Description').fill(info.description);
  await next.click();

  await expect(stepHeading(page, 'Location & Contact')).toBeFocused();
  await expect(circles.nth(1)).toHaveAttribute('aria-current', 'step');
  await expect(previous).toBeEnabled();
  await expect(page.getByLabel('Business Hours')).toHaveAttribute('placeholder', /Saturday/);
  await page.getByLabel('Business Address').fill(info.address);
  await expectNoAxeViolations(page);
  // Steps 2-4 ask for nothing: Next is always allowed.
  await expect(next).toBeEnabled();
  await next.click();

  await expect(stepHeading(page, 'Services & About')).toBeVisible();
  const services = page.getByRole('group', { name: 'Services You Offer' });
  await expect(services.getByRole('button')).toHaveCount(6);
  const repairs = services.getByRole('button', { name: 'Emergency Repairs' });
  await repairs.click();
  await expect(repairs).toHaveAttribute('aria-pressed', 'true');
  await services.getByRole('button', { name: 'Gas Fitting' }).click();
  await repairs.click();
  await expect(repairs).toHaveAttribute('aria-pressed', 'false');
  await page.getByLabel('About Your Business').fill(info.aboutUs);
  await expectNoAxeViolations(page);

  // Back and forth keeps what was typed.
  await previous.click();
  await expect(page.getByLabel('Business Address')).toHaveValue(info.address);
  await next.click();
  await expect(services.getByRole('button', { name: 'Gas Fitting' })).toHaveAttribute('aria-pressed', 'true');
  await next.click();

  await expect(stepHeading(page, 'Review & Confirm')).toBeVisible();
  const review = wizard(page).getByRole('definition');
  await expect(review).toHaveText([info.businessName, info.businessType, info.phone, info.email, info.description, 'Gas Fitting']);
  await expect(page.getByText('Ready to Create Your Website!')).toBeVisible();
  await expect(wizard(page).getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await wizard(page).getByRole('button', { name: 'Preview Website' }).click();
  await expect(page).toHaveURL(`/website-preview/${template.id}`);
  expect(await storedValue(page, 'selectedTemplateId')).toBe(template.id);
  const stored = JSON.parse((await storedValue(page, 'websiteBusinessInfo')) ?? 'null') as Record<string, unknown>;
  expect(stored).toMatchObject({
    businessName: info.businessName,
    businessType: info.businessType,
    description: info.description,
    phone: info.phone,
    email: info.email,
    address: info.address,
    services: ['Gas Fitting'],
    aboutUs: info.aboutUs,
  });

  const events = await flushedEvents(page, 'website_onboarding_completed');
  // Every step change is tracked (spec part 2 §4), the way back and each repeat included.
  const changes = events
    .filter((event) => event.name === 'onboarding_step_completed')
    .map((event) => [event.props?.step, event.props?.toStep, event.props?.direction]);
  expect(changes).toEqual([
    [1, 2, 'next'],
    [2, 3, 'next'],
    [3, 2, 'previous'],
    [2, 3, 'next'],
    [3, 4, 'next'],
  ]);
  expect(events.find((event) => event.name === 'onboarding_step_completed')?.props).toMatchObject({
    flow: 'website_builder',
    stepTitle: 'Business Information',
    templateId: template.id,
  });
  expect(events.find((event) => event.name === 'website_onboarding_completed')?.props).toMatchObject({
    templateId: template.id,
    businessType: info.businessType,
    servicesCount: 1,
  });
});

test('the review says Not provided for empty values; a type without suggestions offers no service buttons', async ({ page }) => {
  const info = businessInfo({ businessType: 'Other' });
  await page.goto('/website-onboarding');
  await page.getByLabel('Business Name').fill(info.businessName);
  await page.getByLabel('Business Type').selectOption('Other');
  await page.getByLabel('Business Description').fill(info.description);
  await page.getByLabel('Phone Number').fill(info.phone);
  await page.getByLabel('Email Address').fill(info.email);
  const next = wizard(page).getByRole('button', { name: 'Next' });
  await next.click();
  await next.click();
  await expect(page.getByRole('group', { name: 'Services You Offer' }).getByRole('button')).toHaveCount(0);
  await expect(page.getByText('There are no suggested services for this business type.')).toBeVisible();
  await next.click();
  await expect(wizard(page).getByRole('definition').last()).toHaveText('Not provided');
});

test('step 1 names a phone or e-mail the site could not be published with, in the shared rules words', async ({ page }) => {
  await page.goto('/website-onboarding');
  await page.getByLabel('Business Name').fill('Kauri Cafe');
  await page.getByLabel('Business Type').selectOption('Restaurant');
  await page.getByLabel('Business Description').fill('Coffee and brunch in Ponsonby.');
  await page.getByLabel('Phone Number').fill('12');
  await page.getByLabel('Email Address').fill('hello@gmial.com');
  await wizard(page).getByRole('button', { name: 'Next' }).click();

  await expect(stepHeading(page, 'Business Information')).toBeVisible();
  await expect(page.getByText('Phone number is too short')).toBeVisible();
  await expect(page.getByText('Did you mean gmail.com?')).toBeVisible();
  await expect(page.getByLabel('Phone Number')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Phone Number').fill('+64 9 376 1234');
  await page.getByLabel('Email Address').fill('hello@kauricafe.co.nz');
  await wizard(page).getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Location & Contact')).toBeVisible();
});

test('saved business info comes back for editing; unreadable saved info is ignored and logged, the form stays empty', async ({ page, context }) => {
  const info = businessInfo();
  await seedBuilderStorage(page, { businessInfo: info });
  await page.goto('/website-onboarding');
  await expect(page.getByLabel('Business Name')).toHaveValue(info.businessName);
  await expect(page.getByLabel('Business Type')).toHaveValue(info.businessType);
  await expect(wizard(page).getByRole('button', { name: 'Next' })).toBeEnabled();

  const broken = await context.newPage();
  const warnings: string[] = [];
  broken.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await broken.addInitScript(() => window.localStorage.setItem('websiteBusinessInfo', '{"businessName": "Half'));
  await broken.goto('/website-onboarding');
  await expect(broken.getByLabel('Business Name')).toHaveValue('');
  await expect(broken.getByLabel('Business Description')).toHaveValue('');
  await expect(broken.getByRole('form', { name: 'Website setup' }).getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect.poll(() => warnings.join('\n')).toContain('websiteBusinessInfo');
});

test("axe reads Next's colours once its change from muted has run, not on its way", async ({ page }) => {
  const [template] = await builderTemplates(page.request);
  if (!template) throw new Error('No templates seeded');
  const info = businessInfo();
  await page.goto(`/website-onboarding?template=${template.id}`);
  await expect(stepHeading(page, 'Business Information')).toBeVisible();
  // The button's colour change stretched out, so that a check run as the last field is filled lands inside it.
  await page.evaluate(() => document.documentElement.style.setProperty('--duration-fast', '1500ms'));

  await page.getByLabel('Business Name').fill(info.businessName);
  await page.getByLabel('Business Type').selectOption(info.businessType);
  await page.getByLabel('Business Description').fill(info.description);
  await page.getByLabel('Phone Number').fill(info.phone);
  await page.getByLabel('Email Address').fill(info.email);
  await expect(wizard(page).getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled', 'true');
  await expectNoAxeViolations(page);
});
