import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdminThroughApi, signUpThroughApi } from '../support/accounts';
import { axeViolations } from '../support/accessibility';
import { gotoInteractive } from '../support/navigation';

const INLINE_WORDS = ['great', 'okay', 'poor', 'like', 'dislike', 'love'];

function toast(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

for (const [path, context, title] of [
  ['/portfolio', 'portfolio', 'How was your experience?'],
  ['/book-consultation', 'consultation-booking', 'How easy is booking with us?'],
  ['/onboarding', 'onboarding', 'How is the assessment going?'],
] as const) {
  test(`${path} carries the feedback widget for the '${context}' context`, async ({ page }) => {
    const lookup = page.waitForResponse((response) => response.url().endsWith(`/api/feedback/contexts/${context}`) && response.status() === 200);
    await gotoInteractive(page, path);
    await lookup;
    await page.getByRole('button', { name: 'Feedback', exact: true }).click();
    const panel = page.getByRole('dialog', { name: title });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('group', { name: 'Quick reactions' }).getByRole('button')).toHaveCount(8);
  });
}

test.describe('the inline prompt on the client home', () => {
  test('locks its six reactions after one and says Thanks!', async ({ page }) => {
    await signUpThroughApi(page);
    await gotoInteractive(page, '/');
    const prompt = page.getByRole('region', { name: 'How are we doing?' });
    const reactions = prompt.getByRole('group', { name: 'How are we doing?' }).getByRole('button');
    await expect(reactions).toHaveCount(INLINE_WORDS.length);
    for (const [index, word] of INLINE_WORDS.entries()) {
      await expect(reactions.nth(index)).toHaveAccessibleName(word);
    }
    expect(await axeViolations(page)).toEqual([]);

    const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/feedback/reactions'));
    await prompt.getByRole('button', { name: 'love', exact: true }).click();
    await expect(toast(page, 'Thank you!')).toBeVisible();
    await expect(toast(page, 'Your feedback helps us improve.')).toBeVisible();
    await expect(prompt.getByRole('status')).toHaveText('Thanks!');
    for (const button of await reactions.all()) await expect(button).toBeDisabled();
    expect((await sent).postDataJSON()).toMatchObject({
      emoji: '❤️',
      sentiment: 'positive',
      metadata: { contextIdentifier: 'client-home', variant: 'section', question: 'How are we doing?' },
    });
    expect(await axeViolations(page)).toEqual([]);
  });

  test('stays open for another try when the server refuses', async ({ page }) => {
    await page.route('**/api/feedback/reactions', (route) => route.fulfill({ status: 500, json: { statusCode: 500, message: 'Internal server error' } }));
    await signUpThroughApi(page);
    await gotoInteractive(page, '/');
    const prompt = page.getByRole('region', { name: 'How are we doing?' });
    await prompt.getByRole('button', { name: 'okay', exact: true }).click();
    await expect(toast(page, 'Error')).toBeVisible();
    await expect(toast(page, 'Failed to submit feedback. Please try again.')).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'okay', exact: true })).toBeEnabled();
    await expect(prompt.getByText('Thanks!')).toHaveCount(0);
  });
});

test('the CRM Feedback tab shows a new comment as text, with its rating', async ({ page }) => {
  const marker = randomUUID().slice(0, 8);
  const comment = `<b>Bold</b> claim <img src=x onerror="window.__xss=1"> ${marker}`;
  const home = await (await page.request.get('/api/feedback/contexts/portfolio')).json();
  const created = await page.request.post('/api/feedback/submissions', {
    data: { contextId: home.id, rating: 5, comment, category: 'general', sessionId: `e2e-${marker}`, metadata: { contextIdentifier: 'portfolio' } },
  });
  expect(created.status()).toBe(201);

  await signInAsAdminThroughApi(page);
  await gotoInteractive(page, '/crm');
  await page.getByRole('tab', { name: 'Feedback' }).click();
  await expect(page.getByRole('heading', { name: 'Feedback', level: 2 })).toBeVisible();
  const byPage = page.getByRole('table', { name: 'Feedback by page' });
  await expect(byPage.getByRole('row')).toHaveCount(6);
  await expect(byPage.getByRole('row', { name: /^Portfolio / })).toBeVisible();

  const comments = page.getByRole('table', { name: 'Latest comments' });
  const row = comments.getByRole('row').filter({ hasText: marker });
  await expect(row.getByRole('cell').nth(2)).toHaveText(comment);
  await expect(row.getByRole('cell').nth(1)).toHaveText('5 / 5');
  await expect(row.getByRole('cell').nth(0)).toHaveText('Portfolio');
  await expect(comments.locator('b, img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await axeViolations(page)).toEqual([]);
});

test("the sample CRM at /admin-test shows its Feedback tab from the sample, never the real figures", async ({ page }) => {
  const overviewRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/feedback/overview') overviewRequests.push(request.url());
  });
  await gotoInteractive(page, '/admin-test');
  await page.getByRole('tab', { name: 'Feedback' }).click();
  await expect(page.getByRole('heading', { name: 'Feedback', level: 2 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Feedback by page' }).getByRole('row', { name: /^Home page / })).toBeVisible();
  expect(overviewRequests).toEqual([]);
});
