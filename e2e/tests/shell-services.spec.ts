import { expect, test } from '@playwright/test';
import { gotoInteractive } from '../support/navigation';

test('network failures and 401s rejected unhandled stay quiet; other rejections still surface', async ({ page }) => {
  const surfaced: string[] = [];
  page.on('pageerror', (error) => surfaced.push(error.message));
  await gotoInteractive(page, '/pricing');
  await expect(page.locator('[data-remote-build]')).toHaveAttribute('data-remote-build', /^marketing v/);

  await page.evaluate(() => {
    void Promise.reject(new TypeError('Failed to fetch'));
    void Promise.reject(new Error('401: {"statusCode":401,"message":"Unauthorized"}'));
    void Promise.reject(new Error('Unauthorized'));
    void Promise.reject(new Error('Cannot read properties of undefined'));
  });

  await expect.poll(() => surfaced).toEqual(['Cannot read properties of undefined']);
});

test('toasts: the region loads on the first F8, which moves focus into it', async ({ page }) => {
  await gotoInteractive(page, '/pricing');
  const region = page.getByRole('region', { name: /Notifications/ });
  // Kept out of the first visit: nothing is in it to read before a toast or the hotkey.
  await expect(region).not.toBeAttached();
  await page.keyboard.press('F8');
  await expect.poll(() => region.evaluate((element) => element.contains(document.activeElement))).toBe(true);
});
