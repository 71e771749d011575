import { expect, test, type Page } from '@playwright/test';
import { failShellChunks, gotoInteractive } from '../support/navigation';

const HOME_TITLE = "How's your experience so far?";

function toast(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

async function openHomeWidget(page: Page) {
  await gotoInteractive(page, '/');
  await page.getByRole('button', { name: 'Feedback', exact: true }).click();
  const panel = page.getByRole('dialog', { name: HOME_TITLE });
  await expect(panel).toBeVisible();
  return panel;
}

test("when the panel's code cannot be downloaded the visitor is told, and opening it again once it can shows the panel", async ({ page }) => {
  await gotoInteractive(page, '/');
  const restoreNetwork = await failShellChunks(page);
  await page.getByRole('button', { name: 'Feedback', exact: true }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Feedback is unavailable right now. Please try again.' });
  await expect(failure).toBeVisible();

  await restoreNetwork();
  await failure.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Feedback', exact: true }).click();
  await expect(page.getByRole('dialog', { name: HOME_TITLE })).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test("when the notifications' code cannot be downloaded the page goes on without that toast, and the next one shows", async ({ page }) => {
  const panel = await openHomeWidget(page);
  const restoreNetwork = await failShellChunks(page);
  const failed = page.waitForEvent('console', (message) => message.text().startsWith('The notifications could not be loaded'));
  await panel.getByRole('button', { name: 'great', exact: true }).click();
  await failed;
  // The reaction is stored and the panel closes as usual; only its toast is missing.
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(toast(page, 'Thank you!')).toHaveCount(0);

  await restoreNetwork();
  await page.getByRole('button', { name: 'Feedback', exact: true }).click();
  await panel.getByRole('button', { name: 'amazing', exact: true }).click();
  await expect(toast(page, 'Thank you!')).toBeVisible();
  await expect(toast(page, 'Your reaction has been recorded.')).toBeVisible();
});

const serverError = { status: 500, json: { statusCode: 500, message: 'Internal server error' } };

test('a reaction the server refuses shows the error toast and keeps the panel open', async ({ page }) => {
  await page.route('**/api/feedback/reactions', (route) => route.fulfill(serverError));
  const panel = await openHomeWidget(page);
  await panel.getByRole('button', { name: 'great', exact: true }).click();
  await expect(toast(page, 'Error')).toBeVisible();
  await expect(toast(page, 'Failed to submit reaction. Please try again.')).toBeVisible();
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'great', exact: true })).toBeEnabled();
});

test('a detailed submission the server refuses shows the error toast and keeps what was written', async ({ page }) => {
  await page.route('**/api/feedback/submissions', (route) => route.fulfill(serverError));
  const panel = await openHomeWidget(page);
  await panel.getByRole('button', { name: 'Leave detailed feedback' }).click();
  await panel.getByRole('radio', { name: '2 stars' }).check();
  await panel.getByLabel('Comment').fill('The menu was hard to find.');
  await panel.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(toast(page, 'Error')).toBeVisible();
  await expect(toast(page, 'Failed to submit feedback. Please try again.')).toBeVisible();
  await expect(panel.getByLabel('Comment')).toHaveValue('The menu was hard to find.');
  await expect(panel.getByRole('radio', { name: '2 stars' })).toBeChecked();
});

test("without the context's id every action says 'Context not found' and nothing is sent", async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/feedback/')) posts.push(request.url());
  });
  await page.route('**/api/feedback/contexts/*', (route) => route.fulfill({ status: 404, json: { statusCode: 404, message: 'Context not found' } }));
  const panel = await openHomeWidget(page);
  const notFound = page.getByText('Context not found', { exact: true });

  await panel.getByRole('button', { name: 'like', exact: true }).click();
  await expect(notFound.first()).toBeVisible();
  await expect(panel).toBeVisible();
  // Marks this toast's text, so the next check sees a new toast and not this one.
  await notFound.evaluateAll((elements) => elements.forEach((element) => element.setAttribute('data-seen', '')));

  await panel.getByRole('button', { name: 'Leave detailed feedback' }).click();
  await panel.getByRole('radio', { name: '5 stars' }).check();
  await panel.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(notFound.and(page.locator(':not([data-seen])')).first()).toBeVisible();
  await expect(panel.getByRole('radio', { name: '5 stars' })).toBeChecked();
  expect(posts).toEqual([]);
});
