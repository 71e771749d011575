import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdminThroughApi } from '../support/accounts';
import { axeViolations } from '../support/accessibility';
import { gotoInteractive } from '../support/navigation';

const HOME_TITLE = "How's your experience so far?";
const WIDGET_WORDS = ['great', 'okay', 'not good', 'like', 'dislike', 'love it', 'amazing', 'perfect'];

function toast(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

function feedbackButton(page: Page) {
  return page.getByRole('button', { name: 'Feedback', exact: true });
}

async function openHomeWidget(page: Page) {
  await gotoInteractive(page, '/');
  await feedbackButton(page).click();
  const panel = page.getByRole('dialog', { name: HOME_TITLE });
  await expect(panel).toBeVisible();
  return panel;
}

interface Overview {
  contexts: Array<{ identifier: string; latestComments: Array<{ comment: string; rating: number | null }> }>;
}

test('the home widget offers the eight reactions, each a button named by its word', async ({ page }) => {
  const panel = await openHomeWidget(page);
  const reactions = panel.getByRole('group', { name: 'Quick reactions' }).getByRole('button');
  await expect(reactions).toHaveCount(WIDGET_WORDS.length);
  for (const [index, word] of WIDGET_WORDS.entries()) {
    await expect(reactions.nth(index)).toHaveAccessibleName(word);
  }
  // Escape closes the panel and gives focus back to the button.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(feedbackButton(page)).toBeFocused();
});

test('a quick reaction thanks the visitor, closes the panel and shows in the count and the newest emojis', async ({ page }) => {
  const panel = await openHomeWidget(page);
  const count = panel.getByText(/^\d+ reactions?$/);
  await expect(count).toBeVisible();
  const before = Number(/\d+/.exec((await count.textContent()) ?? '')?.[0]);

  await panel.getByRole('button', { name: 'amazing', exact: true }).click();
  await expect(toast(page, 'Thank you!')).toBeVisible();
  await expect(toast(page, 'Your reaction has been recorded.')).toBeVisible();
  await expect(panel).toBeHidden();

  await feedbackButton(page).click();
  await expect(panel.getByText(before + 1 === 1 ? '1 reaction' : `${before + 1} reactions`, { exact: true })).toBeVisible();
  await expect(panel.getByRole('img', { name: /^Recent reactions: amazing\b/ })).toBeVisible();
});

test("the panel shows the newest five emojis and '+N' for the rest", async ({ page }) => {
  const emojis = ['😊', '👍', '😍', '🤩', '💯', '😐', '😞', '👎', '😊', '👍'];
  await page.route('**/api/feedback/summary/*', (route) =>
    route.fulfill({
      json: {
        contextId: randomUUID(),
        totalReactions: 12,
        sentimentScore: 0.5,
        recentReactions: emojis.map((emoji) => ({ id: randomUUID(), emoji, sentiment: 'positive', createdAt: new Date().toISOString() })),
      },
    }),
  );
  const panel = await openHomeWidget(page);
  await expect(panel.getByText('12 reactions', { exact: true })).toBeVisible();
  await expect(panel.getByRole('img', { name: 'Recent reactions: great, like, love it, amazing, perfect' })).toHaveText('😊👍😍🤩💯');
  await expect(panel.getByText('+7', { exact: true })).toBeVisible();
});

test('a detailed submission thanks the visitor, clears the form and reaches the CRM overview', async ({ page }) => {
  const panel = await openHomeWidget(page);
  await panel.getByRole('button', { name: 'Leave detailed feedback' }).click();
  const form = panel.getByRole('form', { name: 'Detailed feedback' });
  await expect(form.getByRole('radio')).toHaveCount(5);
  const commentBox = form.getByLabel('Comment');
  expect((await commentBox.boundingBox())?.height).toBeGreaterThanOrEqual(80);

  const comment = `Clear pricing, quick answers (${randomUUID()})`;
  await form.getByRole('radio', { name: '4 stars' }).check();
  await commentBox.fill(`  ${comment}\n`);
  await form.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(toast(page, 'Feedback Submitted!')).toBeVisible();
  await expect(panel).toBeHidden();

  await feedbackButton(page).click();
  await panel.getByRole('button', { name: 'Leave detailed feedback' }).click();
  await expect(form.getByLabel('Comment')).toHaveValue('');
  for (const radio of await form.getByRole('radio').all()) await expect(radio).not.toBeChecked();

  // What the database now holds, read back the way the CRM reads it.
  await signInAsAdminThroughApi(page);
  const response = await page.request.get('/api/feedback/overview');
  expect(response.status()).toBe(200);
  const overview = (await response.json()) as Overview;
  const home = overview.contexts.find((context) => context.identifier === 'home');
  expect(home?.latestComments).toContainEqual(expect.objectContaining({ comment, rating: 4 }));
});

test("an empty detailed form asks for feedback and sends nothing; Back returns to the reactions", async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/feedback/')) posts.push(request.url());
  });
  const panel = await openHomeWidget(page);
  await panel.getByRole('button', { name: 'Leave detailed feedback' }).click();
  await panel.getByLabel('Comment').fill('   ');
  await panel.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(toast(page, 'Please provide feedback')).toBeVisible();
  await expect(toast(page, 'Add a rating or comment before submitting.')).toBeVisible();
  await expect(panel).toBeVisible();
  expect(posts).toEqual([]);

  await panel.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(panel.getByRole('group', { name: 'Quick reactions' })).toBeVisible();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the feedback button sits above the live chat launcher without overlapping (${viewport.width}px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await gotoInteractive(page, '/');
    const feedback = await feedbackButton(page).boundingBox();
    const chat = await page.getByRole('button', { name: 'Open live chat' }).boundingBox();
    if (!feedback || !chat) throw new Error('Both buttons must be on screen');
    expect(feedback.y + feedback.height).toBeLessThanOrEqual(chat.y);
    // Right-aligned with the launcher, inside the screen.
    expect(Math.abs(feedback.x + feedback.width - (chat.x + chat.width))).toBeLessThanOrEqual(1);

    // Scrolled down, the home page's back-to-top button stacks above both.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toBeVisible();
    const top = await backToTop.boundingBox();
    if (!top) throw new Error('The back-to-top button must be on screen');
    expect(top.y + top.height).toBeLessThanOrEqual(feedback.y);

    await feedbackButton(page).click();
    const panel = await page.getByRole('dialog', { name: HOME_TITLE }).boundingBox();
    if (!panel) throw new Error('The panel must be on screen');
    expect(panel.y + panel.height).toBeLessThanOrEqual(chat.y);
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.y).toBeGreaterThanOrEqual(0);
  });
}

test('the open widget has no accessibility violations, in both views', async ({ page }) => {
  const panel = await openHomeWidget(page);
  await expect(panel.getByText(/^\d+ reactions?$/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await panel.getByRole('button', { name: 'Leave detailed feedback' }).click();
  await panel.getByRole('radio', { name: '3 stars' }).check();
  expect(await axeViolations(page)).toEqual([]);
});
