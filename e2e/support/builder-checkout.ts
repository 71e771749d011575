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
  group: string;
  name: string;
  price: number;
  interval: 'monthly' | 'yearly';
  popular: boolean;
}

/** The plans the builder sells: the catalogue's website group, monthly and yearly. */
export async function plans(page: Page): Promise<Plan[]> {
  const response = await page.request.get('/api/subscription-plans');
  expect(response.status()).toBe(200);
  return ((await response.json()) as Plan[]).filter((plan) => plan.group === 'web-app');
}

/** 'NZ$1,299.00' or '$1,299.00', as Intl formats NZD in en-NZ. */
export function nzd(amount: number): RegExp {
  const [whole = '', cents = ''] = amount.toFixed(2).split('.');
  return new RegExp(`\\$${whole.replace(/\B(?=(\d{3})+$)/g, ',')}\\.${cents}`);
}
