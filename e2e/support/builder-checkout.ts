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

/** The plans the builder sells (GET /api/subscription-plans): the hosting plans, monthly and yearly, nothing else. */
export async function plans(page: Page): Promise<Plan[]> {
  const response = await page.request.get('/api/subscription-plans');
  expect(response.status()).toBe(200);
  const all = (await response.json()) as Plan[];
  expect(new Set(all.map((plan) => plan.group))).toEqual(new Set(['hosting']));
  return all;
}

/** 'NZ$1,299.00' or '$1,299.00', as Intl formats NZD in en-NZ. */
export function nzd(amount: number): RegExp {
  const [whole = '', cents = ''] = amount.toFixed(2).split('.');
  return new RegExp(`\\$${whole.replace(/\B(?=(\d{3})+$)/g, ',')}\\.${cents}`);
}

/** '7 January 2027': a date as the plan pages and the dashboard write it (New Zealand's day). */
export function nzDateInWords(iso: string): string {
  return new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}

/** The signed-in account's subscriptions, as the API holds them. */
export async function accountSubscriptions(page: Page): Promise<
  Array<{
    id: string;
    status: string;
    plan: { name: string; price: number; interval: string };
    nextPlan: { name: string; price: number; interval: string } | null;
    cancelAt: string | null;
    currentPeriodEnd: string;
    invoices: Array<{ number: string; amount: number; status: string }>;
  }>
> {
  const response = await page.request.get('/api/subscriptions/user');
  expect(response.status()).toBe(200);
  return response.json();
}
