import { expect, type Page } from '@playwright/test';
import { DOMAIN_EXTENSIONS } from '@agency/contracts';
import type { BusinessInfo } from './builder';

/*
 * The builder's journey as a person walks it (issue 22 item 12): onboarding's four steps, the plan page, the domain
 * page and what the account then holds. The screens' own details are tested in the other builder-*.spec files.
 */

export interface AccountSite {
  id: string;
  slug: string;
  domain: string | null;
  liveUrl: string | null;
  liveVersion: number | null;
  domainOrder?: { domain: string; status: string } | null;
  domainClaim?: { domain: string; status: string } | null;
}

/** From the template gallery, the first template's 'Use This Template' to its onboarding. */
export async function chooseFirstTemplate(page: Page): Promise<void> {
  await page.goto('/website-builder');
  await page.getByRole('link', { name: /^Use This Template/ }).first().click();
  await expect(page).toHaveURL(/\/website-onboarding\?template=/);
}

/** Onboarding from step 1 to 'Preview Website', with the business's five required fields. */
export async function completeOnboarding(page: Page, business: BusinessInfo): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Setup Your Website' })).toBeVisible();
  await page.getByLabel('Business Name').fill(business.businessName);
  await page.getByLabel('Business Type').selectOption(business.businessType);
  await page.getByLabel('Business Description').fill(business.description);
  await page.getByLabel('Phone Number').fill(business.phone);
  await page.getByLabel('Email Address').fill(business.email);
  const wizard = page.getByRole('form', { name: 'Website setup' });
  for (const heading of ['Location & Contact', 'Services & About', 'Review & Confirm']) {
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await wizard.getByRole('button', { name: 'Preview Website' }).click();
  await expect(page).toHaveURL(/\/website-preview\//);
}

/** On the plan page: picks the named monthly plan and subscribes; the browser moves on to the domain page. */
export async function subscribeToMonthly(page: Page, planName: 'Starter' | 'Business' | 'Enterprise'): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Website Plan' })).toBeVisible();
  const card = page
    .getByRole('list', { name: 'Monthly plans' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: planName, exact: true }) });
  await card.getByRole('button', { name: 'Select Plan' }).click();
  await expect(card.getByRole('button', { name: 'Selected' })).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe & Deploy Website' }).click();
  await expect(page).toHaveURL(new RegExp(`/domain-setup\\?plan=hosting-${planName.toLowerCase()}-monthly$`));
  await expect(page.getByText('Subscription Created!', { exact: true }).first()).toBeVisible();
}

/** The domain page's 'Your Plan' card. */
export function planCard(page: Page) {
  return page.getByRole('region', { name: 'Your Plan' });
}

/** Searches the domain page for `name` and returns the results group. */
export async function searchDomains(page: Page, name: string) {
  const search = page.getByLabel('Domain name');
  await search.fill(name);
  await search.press('Enter');
  const results = page.getByRole('group', { name: `Available domains for ${name}` });
  await expect(results.getByRole('radio')).toHaveCount(DOMAIN_EXTENSIONS.length);
  return results;
}

export function domainRadio(page: Page, domain: string) {
  return page.getByRole('radio', { name: new RegExp(`^${domain.replace(/\./g, '\\.')} `) });
}

/** The signed-in account's sites, as the API lists them. */
export async function accountSites(page: Page): Promise<AccountSite[]> {
  const response = await page.request.get('/api/sites/user');
  expect(response.status()).toBe(200);
  return (await response.json()) as AccountSite[];
}
