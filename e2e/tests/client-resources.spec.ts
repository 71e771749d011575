import { expect, test } from '@playwright/test';
import { openDashboardTab, signUpClient } from '../support/client-area';

test('resources: live chat opens the chat, e-mail support is a mail link, schedule call opens the booking page', async ({ page }) => {
  await signUpClient(page, 'Mere');
  await page.goto('/dashboard');
  await openDashboardTab(page, 'Resources');
  await expect(page).toHaveURL(/\/dashboard\?tab=resources$/);
  const panel = page.getByRole('tabpanel', { name: 'Resources' });
  await expect(panel.getByRole('heading', { name: 'Downloads' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'AI Tools' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Email Support' })).toHaveAttribute('href', /^mailto:/);

  await panel.getByRole('button', { name: 'Live Chat' }).click();
  await expect(page.getByRole('textbox', { name: 'Your message' })).toBeVisible();
  await page.keyboard.press('Escape');

  await panel.getByRole('link', { name: 'Schedule Call' }).click();
  await expect(page).toHaveURL(/\/book-consultation$/);
});

// Regression: 'AI Consultant Chat' opened the six-step onboarding wizard (/onboarding) instead of the consultant.
test("resources: 'AI Consultant Chat' opens the AI consultant's chat", async ({ page }) => {
  await signUpClient(page, 'Mere');
  await page.goto('/dashboard?tab=resources');
  const panel = page.getByRole('tabpanel', { name: 'Resources' });
  await panel.getByRole('link', { name: 'AI Consultant Chat' }).click();
  await expect(page).toHaveURL(/\/contact\?consultant=open$/);
  const chat = page.getByRole('dialog', { name: 'Aria' });
  await expect(chat.getByText('AI Business Consultant', { exact: true })).toBeVisible();
  await expect(chat.getByRole('group', { name: 'Choose a service' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Start Your Assessment' })).toHaveCount(0);
});
