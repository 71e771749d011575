import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { newAccount, signInAsAdminThroughApi, signUpThroughApi, type TestAccount } from './accounts';
import { builderTemplates, type BusinessInfo } from './builder';

/*
 * The client area's tests: each signs up its own client (so parallel files never share data), makes real requests
 * through the API, and moves projects forward as an admin in a separate browser context.
 */

export interface ProjectSeed {
  title: string;
  description?: string;
  serviceInterest?: string;
  budget?: string;
  timeline?: string;
}

export interface SeededProject {
  id: string;
  title: string;
  status: string;
  phase: string;
}

export async function signUpClient(page: Page, firstName = 'Hine'): Promise<TestAccount> {
  return signUpThroughApi(page, newAccount(firstName));
}

/** A project request exactly as the dialog sends it. */
export async function requestProject(page: Page, seed: ProjectSeed): Promise<SeededProject> {
  const response = await page.request.post('/api/projects', {
    data: {
      title: seed.title,
      description: seed.description ?? `${seed.title}: what we need and for whom.`,
      serviceInterest: seed.serviceInterest ?? 'Business Automation',
      budget: seed.budget ?? '$5,000 - $15,000',
      timeline: seed.timeline ?? 'Within 3 months',
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as SeededProject;
}

/** An admin's changes to projects (status, phase), through the API as the CRM sends them. */
export async function asAdmin(browser: Browser): Promise<{ patchProject(id: string, body: object): Promise<void>; postUpdate(id: string, message: string): Promise<void>; close(): Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsAdminThroughApi(page);
  return {
    async patchProject(id, body) {
      const response = await page.request.patch(`/api/projects/${id}`, { data: body });
      expect(response.status(), await response.text()).toBe(200);
    },
    async postUpdate(id, message) {
      const response = await page.request.post(`/api/projects/${id}/updates`, { data: { message } });
      expect(response.status(), await response.text()).toBe(201);
    },
    close: () => context.close(),
  };
}

export async function createCompany(page: Page, name: string, industry = 'Retail'): Promise<{ id: string }> {
  const response = await page.request.post('/api/companies', { data: { name, industry, website: 'example.co.nz' } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string };
}

/** A toast's title or description, as the visitor reads it. */
export function toastText(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

export async function openDashboardTab(page: Page, tab: 'Projects' | 'Websites' | 'Discovery' | 'Companies' | 'Resources'): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

export async function screenshot(page: Page, name: string): Promise<void> {
  const file = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await test.info().attach(name, { path: file, contentType: 'image/png' });
}

/** Subscribes as the builder does when signed in: the plan with the template and business info from storage. */
export async function subscribeWithSite(page: Page, info: BusinessInfo, planSlug = 'hosting-starter-monthly'): Promise<{ siteId: string; invoiceNumber: string }> {
  const plansResponse = await page.request.get('/api/subscription-plans');
  expect(plansResponse.status()).toBe(200);
  const plan = ((await plansResponse.json()) as Array<{ id: string; slug: string }>).find((candidate) => candidate.slug === planSlug);
  if (!plan) throw new Error(`No plan ${planSlug}`);
  const [template] = await builderTemplates(page.request);
  if (!template) throw new Error('No website templates are seeded');
  // A draft of its own: one plan per site, so each call is a new site's subscription, never a change of another's.
  const response = await page.request.post('/api/subscriptions', { data: { planId: plan.id, templateId: template.id, businessInfo: info, draftId: randomUUID() } });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { siteId: string; invoice: { number: string } };
  return { siteId: body.siteId, invoiceNumber: body.invoice.number };
}
