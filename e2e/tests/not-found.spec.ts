import { expect, test } from '@playwright/test';

// Regression: the page was the 404 page but the answer was HTTP 200.
test('an unknown path answers 404 with the 404 page inside the site layout', async ({ page }) => {
  const response = await page.goto('/no-such-page/anywhere');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('404 Page Not Found | Kea AI Studio');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pricing' }).first()).toBeVisible();
});

test('routed paths answer 200, and a path under a routed page that is not itself routed answers 404', async ({ request }) => {
  for (const path of ['/contact', '/case-study/farmdirect', '/website-preview/modern-business', '/crm-login', '/sign-in?returnTo=%2F']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  for (const path of ['/pricing/extra', '/case-study', '/dashboard/projects']) {
    expect((await request.get(path, { headers: { cookie: 'sid=any' } })).status(), path).toBe(404);
  }
});

test('an unknown API path answers a JSON 404, not the shell', async ({ request }) => {
  const response = await request.get('/api/no-such-endpoint');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ statusCode: 404 });
});
