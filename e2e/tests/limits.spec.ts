import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { queryDatabase } from '../support/booking';
import { leadRow, openCrm } from '../support/crm';
import { chatInput, chatPanel, openChat, sendChatMessage, uniqueText } from '../support/live-chat';
import { gotoInteractive } from '../support/navigation';

/*
 * Every limit is said before it bites and nothing is cut (issue: "A visitor's first minute loses nothing"): the
 * shared character count shows from 80% of a limit, a pasted text over it stays whole, marked and refused with the
 * count shown, and nothing is sent; the contact form's rate limit says when to try again and the other ways in.
 */

/** Types text the way a paste does (one insertion through the editor), so a maxlength would cut it. */
async function paste(page: Page, into: ReturnType<Page['getByLabel']>, text: string): Promise<void> {
  await into.fill('');
  await into.focus();
  await page.keyboard.insertText(text);
}

/** 'in 4 minutes' as the toast computes it from Retry-After: seconds under a minute, else minutes rounded up. */
function waitText(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

test('the live chat: the count appears at 80%, a pasted 2,620-character message is kept, marked and refused, and nothing is sent', async ({ page }) => {
  const sent: string[] = [];
  page.on('websocket', (socket) => socket.on('framesent', (frame) => sent.push(String(frame.payload))));
  await openChat(page);
  const box = chatInput(page);
  const panel = chatPanel(page);

  // Under 80% the count is not shown; the limit is still read with the box.
  await paste(page, box, 'x'.repeat(1599));
  await expect(box).toHaveAccessibleDescription('Up to 2,000 characters');
  await expect(panel.getByText('1,599 / 2,000')).toHaveCount(0);
  await paste(page, box, 'x'.repeat(1640));
  await expect(panel.getByText('1,640 / 2,000', { exact: true })).toBeVisible();
  await expect(box).toHaveAccessibleDescription('1,640 / 2,000');
  await expect(box).not.toHaveAttribute('aria-invalid');

  const long = `${'Kia ora koutou, '.repeat(163)}ka kite anō!`; // 2,620 characters: cut at 2,000 it would end mid-word
  expect(long).toHaveLength(2620);
  await paste(page, box, long);
  await expect(box).toHaveValue(long);
  const over = panel.getByText('2,620 / 2,000 — 620 characters over the limit', { exact: true });
  await expect(over).toBeVisible();
  await expect(box).toHaveAttribute('aria-invalid', 'true');

  await box.press('Enter');
  await expect(panel.getByRole('alert')).toHaveText('Not sent: shorten your message by 620 characters.');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(box).toHaveValue(long);

  // Shortened, it goes; by then a refused one would have left before it (frames leave in order).
  const fits = uniqueText('Short enough now');
  await sendChatMessage(page, fits);
  await expect(panel.getByRole('alert')).toHaveCount(0);
  const messages = sent.map((payload) => JSON.parse(payload) as { type?: string; text?: string }).filter((frame) => frame.type === undefined);
  expect(messages.map((frame) => frame.text)).toEqual([fits]);
});

test("a CRM note: a pasted 6,435-character note is kept whole, counted, and its save refused with the limit; nothing is added", async ({ page }) => {
  await openCrm(page, 'leads', '/admin-test');
  await page.getByLabel('Search leads').fill('Harbour Plumbing');
  await expect(page.getByText('Page 1 of 1 · 1 row')).toBeVisible();
  await leadRow(page, 'Harbour Plumbing').getByRole('link', { name: 'Aroha Ngata' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aroha Ngata' })).toBeVisible();

  const notes = page.getByRole('list', { name: 'Notes' }).getByRole('listitem');
  const before = await notes.count();
  const note = page.getByLabel('Add a note');
  const text = `Call notes ${randomUUID().slice(0, 8)}. ${'Discussed the booking flow and the quote. '.repeat(153)}`.slice(0, 6435);
  await paste(page, note, text);
  await expect(note).toHaveValue(text);
  await expect(page.getByText('6,435 / 5,000 — 1,435 characters over the limit', { exact: true })).toBeVisible();
  await expect(note).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Note must be 5,000 characters or fewer' })).toBeVisible();
  await expect(note).toBeFocused();
  await expect(note).toHaveValue(text);
  await expect(notes).toHaveCount(before);
  await expect(page.getByText('Note added', { exact: true })).toHaveCount(0);
});

test("the contact form: the message's count appears at 80% of 5,000, and a 429 says when to try again (from Retry-After) and the other ways in", async ({ page }) => {
  await gotoInteractive(page, '/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  const message = form.getByLabel('Message');
  await paste(page, message, 'y'.repeat(4000));
  await expect(form.getByText('4,000 / 5,000', { exact: true })).toBeVisible();
  await expect(message).toHaveAccessibleDescription('4,000 / 5,000');

  // This e-mail has used up its sends in the current window (the server's own counter, as a sixth send would find it).
  const email = `limited-${randomUUID().slice(0, 8)}@example.co.nz`;
  await queryDatabase(
    `INSERT INTO rate_limit_counter (key, window_start, count)
     VALUES ($1, to_timestamp(floor(extract(epoch FROM now()) / 600) * 600), 100000)
     ON CONFLICT (key, window_start) DO UPDATE SET count = 100000`,
    [`leads:email:${email}`],
  );
  await form.getByLabel('First Name').fill('Aroha');
  await form.getByLabel('Last Name').fill('Ngata');
  await form.getByLabel('Email').fill(email);
  await message.fill('We would like a new website with online bookings.');
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/leads' && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Send Message' }).click();
  const refused = await answer;
  expect(refused.status()).toBe(429);
  const retryAfter = Number(refused.headers()['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);

  await expect(page.getByText('Failed to send message', { exact: true }).first()).toBeVisible();
  await expect(
    page
      .getByText(
        `Too many messages were sent. Please try again ${waitText(retryAfter)}, or reach us now at hello@keaaistudio.co.nz, on +64 9 280 4120 or in the live chat.`,
        { exact: true },
      )
      .first(),
  ).toBeVisible();
  await expect(message).toHaveValue('We would like a new website with online bookings.');
  expect(await queryDatabase('SELECT 1 FROM lead WHERE email = $1', [email])).toEqual([]);
});
