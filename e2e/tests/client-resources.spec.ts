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
