import { expect, test } from '@playwright/test';
import { newAccount, signInAsAdminThroughApi, signUpThroughApi } from '../support/accounts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/environment';

test('a visitor signs up, is welcomed by first name, and logs out', async ({ page }) => {
  const account = newAccount('Mereana');
  await page.goto('/');
  await page.getByRole('link', { name: 'Client Login' }).first().click();

  await expect(page).toHaveURL(/\/sign-in\?returnTo=/);
  const createAccount = page.getByRole('form', { name: 'Create account' });
  await createAccount.getByLabel('First name').fill(account.firstName);
  await createAccount.getByLabel('Email').fill(account.email);
  await createAccount.getByLabel('Password').fill(account.password);
  await createAccount.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByText(`Welcome ${account.firstName}`).first()).toBeVisible();
  await page.getByRole('link', { name: 'Logout' }).first().click();
  await expect(page.getByRole('link', { name: 'Client Login' }).first()).toBeVisible();
  await expect(page.getByText(`Welcome ${account.firstName}`)).toHaveCount(0);
  const user = await page.request.get('/api/auth/user');
  expect(user.status()).toBe(401);
});

test('a returning client signs in with email and password', async ({ page, browser }) => {
  const account = newAccount('Tane');
  const other = await browser.newPage();
  await signUpThroughApi(other, account);
  await other.close();

  await page.goto('/api/login?returnTo=/dashboard');
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(account.email);
  await signIn.getByLabel('Password').fill('not-the-password');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();

  await signIn.getByLabel('Password').fill(account.password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome ${account.firstName}`).first()).toBeVisible();
});

test('an admin is taken from / to the CRM dashboard', async ({ page }) => {
  await signInAsAdminThroughApi(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/crm$/);
  await expect(page.getByRole('heading', { name: 'CRM Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome, Admin')).toBeVisible();
  await expect(page.getByText('Admin', { exact: true }).first()).toBeVisible();
});

test('an admin signs in through the sign-in page and lands on the CRM', async ({ page }) => {
  await page.goto('/crm-login');
  await page.getByRole('link', { name: 'Secure Login' }).click();
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(ADMIN_EMAIL);
  await signIn.getByLabel('Password').fill(ADMIN_PASSWORD);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/crm$/);
  await expect(page.getByRole('heading', { name: 'CRM Dashboard' })).toBeVisible();
});

test('a client is refused the CRM, in the page and by the server', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/crm');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'CRM Dashboard' })).toHaveCount(0);
  const users = await page.request.get('/api/crm/users');
  expect(users.status()).toBe(403);
});

test('a signed-out visitor to /dashboard is told and sent to sign in', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByText('Unauthorized', { exact: true })).toBeVisible();
  await expect(page.getByText('You are logged out. Logging in again...', { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fdashboard/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a refused single sign-on comes back to the sign-in page with the reason', async ({ page }) => {
  await page.goto('/sign-in?error=email_not_verified&returnTo=%2Fdashboard');
  await expect(page.getByRole('alert')).toHaveText(
    'Your identity provider has not verified your email address, so we cannot sign you in with it.',
  );
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
