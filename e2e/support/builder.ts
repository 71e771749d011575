import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The website builder's shared test data and moves (gallery, onboarding, preview, plans, domain). */

export interface BuilderTemplate {
  id: string;
  name: string;
  description: string;
  categoryId: string;
  previewImage: string;
  features: string[];
  isPopular: boolean;
  templateData: { colorScheme: string };
}

export interface BuilderCategory {
  id: string;
  name: string;
  slug: string;
  templateCount: number;
}

export interface BusinessInfo {
  businessName: string;
  businessType: string;
  description: string;
  phone: string;
  email: string;
  address: string;
  hours: string;
  website: string;
  services: string[];
  aboutUs: string;
  targetAudience: string;
}

export async function builderTemplates(request: APIRequestContext): Promise<BuilderTemplate[]> {
  const response = await request.get('/api/website-templates');
  expect(response.status()).toBe(200);
  return (await response.json()) as BuilderTemplate[];
}

export async function builderCategories(request: APIRequestContext): Promise<BuilderCategory[]> {
  const response = await request.get('/api/website-template-categories');
  expect(response.status()).toBe(200);
  return (await response.json()) as BuilderCategory[];
}

/** A business with a unique name (sites and domains are unique per name), complete enough to publish. */
export function businessInfo(overrides: Partial<BusinessInfo> = {}): BusinessInfo {
  const tag = randomUUID().slice(0, 8);
  return {
    businessName: `Harbour Plumbing ${tag}`,
    businessType: 'Plumbing Services',
    description: 'Friendly plumbers for Wellington homes and businesses.',
    phone: '+64 21 123 4567',
    email: `plumbing-${tag}@example.co.nz`,
    address: '12 Cuba Street, Wellington',
    hours: '',
    website: '',
    services: ['Emergency Repairs', 'Leak Detection', 'Drain Cleaning', 'Gas Fitting'],
    aboutUs: 'Three generations of plumbing in Wellington.',
    targetAudience: 'Homeowners',
    ...overrides,
  };
}

/** Puts business info and a template in the browser's storage before the first page script runs. */
export async function seedBuilderStorage(page: Page, values: { businessInfo?: BusinessInfo | string; templateId?: string }): Promise<void> {
  await page.addInitScript((seed) => {
    // Only once per test: a reload after the page changed storage must see the page's values.
    if (window.sessionStorage.getItem('__builderSeeded')) return;
    window.sessionStorage.setItem('__builderSeeded', 'yes');
    if (seed.businessInfo !== undefined) {
      window.localStorage.setItem(
        'websiteBusinessInfo',
        typeof seed.businessInfo === 'string' ? seed.businessInfo : JSON.stringify(seed.businessInfo),
      );
    }
    if (seed.templateId !== undefined) window.localStorage.setItem('selectedTemplateId', seed.templateId);
  }, values);
}

export async function storedValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

/** The generated site inside the preview's browser frame. */
export function previewFrame(page: Page) {
  return page.frameLocator('iframe[title^="Website preview"]');
}
