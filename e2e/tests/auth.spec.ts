import { expect, test } from '@playwright/test';
import { createAccountOnSignInPage, newAccount, signInAsAdminThroughApi, signUpThroughApi } from '../support/accounts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/environment';

test('a visitor signs up, is welcomed by first name, and logs out', async ({ page }) => {
  const account = newAccount('Mereana');
  await page.goto('/');
  await page.getByRole('link', { name: 'Client Login' }).first().click();

  await createAccountOnSignInPage(page, account);

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

test('on /crm-login a signed-in client is told the CRM is for the team, and an admin goes straight on to it', async ({ page }) => {
  const account = await signUpThroughApi(page);
  await page.goto('/crm-login');
  await expect(page.getByText(`You are signed in as ${account.email}, a client account.`)).toBeVisible();
  // No sign-in link that could only lead this account to Access Denied.
  await expect(page.getByRole('link', { name: 'Secure Login' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/crm-login');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Client Login' }).first()).toBeVisible();
  await page.goto('/crm-login');
  await expect(page.getByRole('link', { name: 'Secure Login' })).toBeVisible();

  await signInAsAdminThroughApi(page);
  await page.goto('/crm-login');
  await page.getByRole('link', { name: 'Open the CRM' }).click();
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

// Regression: someone who had never signed in was greeted with a red 'Unauthorized – You are logged out'.
test('a visitor who never signed in and opens /dashboard gets the sign-in page, told why in a plain sentence', async ({ page }) => {
  await page.goto('/dashboard?tab=projects');
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fdashboard%3Ftab%3Dprojects$/);
  await expect(page.getByText('Please sign in to see your dashboard.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Unauthorized', { exact: true })).toHaveCount(0);
  await expect(page.getByText('You are logged out. Logging in again...', { exact: true })).toHaveCount(0);

  // Signing in goes on to the dashboard tab that was asked for.
  const account = newAccount('Rangi');
  await createAccountOnSignInPage(page, account);
  await expect(page).toHaveURL(/\/dashboard\?tab=projects$/);
});

// Regression: a signed-in client or admin who opened the sign-in page got the form again.
test('a signed-in client who opens the sign-in page goes on to returnTo, or home', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/sign-in?returnTo=%2Fportfolio');
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole('form', { name: 'Sign in' })).toHaveCount(0);

  // A return address that is the sign-in page again leads on to the address it carries.
  await page.goto(`/sign-in?returnTo=${encodeURIComponent('/sign-in?returnTo=%2Fpricing')}`);
  await expect(page).toHaveURL(/\/pricing$/);

  await page.goto('/api/login?returnTo=%2Fdashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('form', { name: 'Sign in' })).toHaveCount(0);

  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: /^Welcome( back)?, / })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
});

test('a signed-in admin who opens the sign-in page goes on to the CRM', async ({ page }) => {
  await signInAsAdminThroughApi(page);
  await page.goto('/sign-in?returnTo=%2Fcrm%3Ftab%3Dleads');
  await expect(page).toHaveURL(/\/crm\?tab=leads$/);
  await page.goto('/sign-in');
  await expect(page).toHaveURL(/\/crm$/);
  await expect(page.getByRole('heading', { name: 'CRM Dashboard' })).toBeVisible();
});

// Regression: Client Login on the sign-in page sent /api/login?returnTo=%2Fsign-in%3FreturnTo%3D..., nesting itself.
test("on the sign-in page, the header's Client Login keeps the original return address", async ({ page }) => {
  await page.goto('/sign-in?returnTo=%2Fpricing%3Fplan%3Dpro');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Client Login' })).toHaveAttribute(
    'href',
    '/api/login?returnTo=%2Fpricing%3Fplan%3Dpro',
  );
});

test('the Access Denied page has its own document title', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/crm');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page).toHaveTitle('Access Denied | Kea AI Studio');
});

test('a refused single sign-on comes back to the sign-in page with the reason', async ({ page }) => {
  await page.goto('/sign-in?error=email_not_verified&returnTo=%2Fdashboard');
  await expect(page.getByRole('alert')).toHaveText(
    'Your identity provider has not verified your email address, so we cannot sign you in with it.',
  );
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
