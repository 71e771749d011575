import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page inside the site layout', async ({ page }) => {
  const response = await page.goto('/no-such-page/anywhere');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pricing' }).first()).toBeVisible();
});

test('an unknown API path answers a JSON 404, not the shell', async ({ request }) => {
  const response = await request.get('/api/no-such-endpoint');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ statusCode: 404 });
});
