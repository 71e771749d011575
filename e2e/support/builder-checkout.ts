import { expect, type Page } from '@playwright/test';
import { builderTemplates } from './builder';

/*
 * The plan and domain pages' test helpers. Those pages start from what the earlier steps leave in browser storage
 * (seedBuilderStorage in ./builder), so their tests do not depend on the gallery and onboarding screens; the flow
 * test walks those screens instead.
 */

/** Lowercase letters and digits of a text: the search default and the site's slug (spec part 2 §5). */
export function lettersAndDigits(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The id of one seeded template, from the API. */
export async function anyTemplateId(page: Page): Promise<string> {
  const first = (await builderTemplates(page.request))[0];
  if (!first) throw new Error('No website templates are seeded');
  return first.id;
}

export interface Plan {
  id: string;
  slug: string;
  name: string;
  price: number;
  interval: 'monthly' | 'yearly';
}

export async function plans(page: Page): Promise<Plan[]> {
  const response = await page.request.get('/api/subscription-plans');
  expect(response.status()).toBe(200);
  return (await response.json()) as Plan[];
}

/** 'NZ$29.00' or '$29.00', as Intl formats NZD in en-NZ. */
export function nzd(amount: number): RegExp {
  return new RegExp(`\\$${amount.toFixed(2).replace('.', '\\.')}`);
}
