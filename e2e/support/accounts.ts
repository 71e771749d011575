import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './environment';

export interface TestAccount {
  firstName: string;
  email: string;
  password: string;
}

export function newAccount(firstName = 'Aroha'): TestAccount {
  return { firstName, email: `visitor-${randomUUID()}@example.co.nz`, password: 'correct-horse-battery' };
}

/** Signs up through the API in the page's browser context, so the session cookie lands in the browser. */
export async function signUpThroughApi(page: Page, account: TestAccount = newAccount()): Promise<TestAccount> {
  const response = await page.request.post('/api/auth/register', {
    data: { firstName: account.firstName, email: account.email, password: account.password },
  });
  expect(response.status()).toBe(201);
  return account;
}

export async function signInAsAdminThroughApi(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(response.status()).toBe(200);
}

/** The sign-in page's 'Create account' form, as a person fills it when a journey asks them to sign up. */
export async function createAccountOnSignInPage(page: Page, account: TestAccount): Promise<void> {
  await expect(page).toHaveURL(/\/sign-in\?returnTo=/);
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('First name').fill(account.firstName);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Create account' }).click();
}
