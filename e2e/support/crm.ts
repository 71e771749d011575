import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page, type Request, type Route } from '@playwright/test';
import { gotoInteractive } from './navigation';

/*
 * Helpers of the CRM pipeline tests (dashboard, leads, board, lead page, appointments). Every test makes its own
 * leads through the public contact form with a unique company and e-mail, finds them by searching, and never
 * assumes a total: the server and database are shared by all workers.
 */

export interface ContactLead {
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  company: string;
  message: string;
}

/** A visitor with a company and e-mail no other test uses ('Kauri Labs 3f9a2b1c'). */
export function uniqueLead(label = 'Kauri Labs', email?: string): ContactLead {
  const token = randomUUID().slice(0, 8);
  return {
    firstName: 'Aroha',
    lastName: `Ngata ${token}`,
    name: `Aroha Ngata ${token}`,
    email: email ?? `crm-${token}@example.co.nz`,
    company: `${label} ${token}`,
    message: `We would like help with quoting (${token}).`,
  };
}

/** Sends the marketing site's contact form, as a visitor does; the lead exists when the success toast shows. */
export async function sendContactForm(page: Page, lead: ContactLead): Promise<void> {
  await gotoInteractive(page, '/#contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('First Name').fill(lead.firstName);
  await form.getByLabel('Last Name').fill(lead.lastName);
  await form.getByLabel('Email').fill(lead.email);
  await form.getByLabel('Company').fill(lead.company);
  await form.getByLabel('Message').fill(lead.message);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!', { exact: true }).first()).toBeVisible();
}

export interface ApiLead {
  id: string;
  status: string;
  estimatedValue: number | null;
  company: string | null;
  email: string;
}

/** The leads the server finds for a search (an admin's session in this request context). */
export async function leadsMatching(request: APIRequestContext, search: string): Promise<{ items: ApiLead[]; total: number }> {
  const response = await request.get(`/api/leads?search=${encodeURIComponent(search)}&pageSize=100`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { items: ApiLead[]; total: number };
}

export async function onlyLead(request: APIRequestContext, search: string): Promise<ApiLead> {
  const { items } = await leadsMatching(request, search);
  expect(items).toHaveLength(1);
  return items[0]!;
}

/** Opens the CRM on a tab through the address (?tab=), as a reload or a link does. */
export async function openCrm(page: Page, tab?: string, base: '/crm' | '/admin-test' = '/crm'): Promise<void> {
  await page.goto(tab ? `${base}?tab=${tab}` : base);
  await expect(page.getByRole('heading', { level: 1, name: 'CRM Dashboard' })).toBeVisible();
}

/** Types into Lead Management's search box and waits for the server's answer to that search. */
export async function searchLeads(page: Page, text: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) => response.url().includes('/api/leads?') && new URL(response.url()).searchParams.get('search') === text,
  );
  await page.getByLabel('Search leads').fill(text);
  await answered;
}

export function leadsTable(page: Page) {
  return page.getByRole('table', { name: 'Leads', exact: true });
}

export function leadRow(page: Page, text: string) {
  return leadsTable(page).getByRole('row').filter({ hasText: text });
}

/** A board column by its status ('cold'): the section is named by its heading (status badge and count). */
export function boardColumn(page: Page, status: string) {
  return page.getByRole('region', { name: new RegExp(`^${status}\\b`) });
}

/** A toast's text, matched whole. */
export function toastText(page: Page, text: string) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
}

/** A summary card's figure by its label ('Total Leads' -> '12'). */
export function summaryValue(page: Page, label: string) {
  return page.getByRole('region', { name: 'Summary' }).getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
}

/** Creates a lead through the public endpoint the contact form uses (quicker than filling the form). */
export async function createLeadThroughApi(request: APIRequestContext, lead: ContactLead): Promise<string> {
  const response = await request.post('/api/leads', {
    data: { firstName: lead.firstName, lastName: lead.lastName, email: lead.email, company: lead.company, message: lead.message },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export interface HeldRequests {
  /** Resolves with the first matching request, once the page has sent it (and it is being held). */
  arrived: Promise<Request>;
  /** Lets every held request (and any later one) through; resolves once the page has the first answer. */
  release(): Promise<void>;
}

/**
 * Holds the page's requests that match until release(): the test decides when a refetch's answer lands, e.g. while
 * a dialog is open, instead of racing it. Install before the action that sends the request.
 */
export async function holdRequests(page: Page, matches: (url: URL) => boolean): Promise<HeldRequests> {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const predicate = (url: URL) => matches(url);
  const handler = async (route: Route) => {
    await gate;
    await route.continue();
  };
  await page.route(predicate, handler);
  const arrived = page.waitForRequest((request) => matches(new URL(request.url())));
  return {
    arrived,
    async release() {
      const answered = page.waitForResponse((response) => matches(new URL(response.url())));
      open();
      await answered;
      await page.unroute(predicate, handler);
    },
  };
}

/** A list request of the CRM by its path and search text ('/api/leads', 'Kauri Labs 3f9a2b1c'). */
export function listSearch(pathname: string, search: string): (url: URL) => boolean {
  return (url) => url.pathname === pathname && url.searchParams.get('search') === search;
}

/**
 * Types a new search into the leads list and holds its answer once it is asked for: the list stays as it was until
 * `release()`, so a test can act on a row (press Delete, type a value) while that answer is on its way.
 */
export async function refineLeadSearchHeld(page: Page, search: string): Promise<HeldRequests> {
  const held = await holdRequests(page, listSearch('/api/leads', search));
  await page.getByLabel('Search leads').fill(search);
  await held.arrived;
  return held;
}

/** A table while a modal dialog is open: the page behind a modal is hidden from the accessibility tree. */
export function tableBehindDialog(page: Page, name: string) {
  return page.getByRole('table', { name, exact: true, includeHidden: true });
}

/** A row of a table while a modal dialog is open. */
export function rowBehindDialog(page: Page, table: string, text: string) {
  return tableBehindDialog(page, table).getByRole('row', { includeHidden: true }).filter({ hasText: text });
}
