import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { newAccount, signInAsAdminThroughApi, signUpThroughApi } from '../support/accounts';
import { axeViolations } from '../support/accessibility';
import { openCrmTab } from '../support/crm-team';
import { chatText, openAgentInbox, openChat, openConversation, sendChatMessage, uniqueText } from '../support/live-chat';
import { expect, test } from '../support/live-chat-test';

/** Adds a saved reply in the 'Manage saved replies' dialog and waits for it in the dialog's list. */
async function addSavedReply(dialog: Locator, title: string, text: string): Promise<void> {
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Text').fill(text);
  await dialog.getByRole('button', { name: 'Add saved reply' }).click();
  await expect(dialog.getByRole('list', { name: 'Saved replies' }).getByRole('listitem').filter({ hasText: title })).toContainText(text);
  await expect(dialog.getByLabel('Title')).toHaveValue('');
}

function savedRepliesMenu(page: Page | Locator): Locator {
  return page.getByRole('listbox', { name: 'Saved replies' });
}

test("an admin saves replies in the CRM, inserts one with '/' and the keyboard, and the visitor reads it with their first name", async ({ page, agent }) => {
  // Letters only this test uses, so the menu lists just its own two replies whatever other tests saved.
  const tag = randomUUID().replace(/[^a-f]/g, '').slice(0, 6).padEnd(6, 'x');
  const inbox = await openAgentInbox(agent);
  await signUpThroughApi(page, newAccount('Hemi'));
  await openChat(page);
  const question = uniqueText('Can someone call me back?');
  await sendChatMessage(page, question);
  await openConversation(inbox, question);

  await inbox.getByRole('button', { name: 'Manage saved replies' }).click();
  const dialog = agent.getByRole('dialog', { name: 'Saved replies' });
  await addSavedReply(dialog, `Wait ${tag}`, 'One moment please, I am checking.');
  await addSavedReply(dialog, `Welcome ${tag}`, `Thanks {firstName}, a consultant will call you today (${tag}).`);
  // Only {firstName} may stand in braces: the server's refusal shows on the field.
  await dialog.getByLabel('Title').fill(`Typo ${tag}`);
  await dialog.getByLabel('Text').fill('Hi {name}');
  await dialog.getByRole('button', { name: 'Add saved reply' }).click();
  await expect(dialog.getByText('Text may only use the placeholder {firstName}', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // '/' and letters: both new replies, by title, the first active; the box points at the list and its active option.
  const reply = inbox.getByRole('textbox', { name: 'Reply' });
  await reply.pressSequentially(`/${tag}`);
  const menu = savedRepliesMenu(inbox);
  await expect(menu.getByRole('option')).toHaveText([new RegExp(`^Wait ${tag}`), new RegExp(`^Welcome ${tag}`)]);
  await expect(reply).toHaveAttribute('aria-autocomplete', 'list');
  await expect(reply).toHaveAttribute('aria-controls', (await menu.getAttribute('id')) ?? 'missing');
  await expect(menu.getByRole('option', { selected: true })).toHaveText(new RegExp(`^Wait ${tag}`));
  await reply.press('ArrowDown');
  const welcome = menu.getByRole('option', { selected: true });
  await expect(welcome).toHaveText(new RegExp(`^Welcome ${tag}`));
  await expect(reply).toHaveAttribute('aria-activedescendant', (await welcome.getAttribute('id')) ?? 'missing');
  await expect(inbox.getByText('2 saved replies match', { exact: true })).toHaveCount(1);
  expect(await axeViolations(agent)).toEqual([]);

  const filled = `Thanks Hemi, a consultant will call you today (${tag}).`;
  await reply.press('Enter');
  await expect(reply).toHaveValue(filled);
  await expect(menu).toHaveCount(0);
  await expect(reply).not.toHaveAttribute('aria-controls');
  await reply.press('Enter');
  await expect(inbox.getByRole('list', { name: 'Transcript' }).getByText(filled, { exact: true })).toBeVisible();
  await expect(chatText(page, filled)).toHaveCount(1);

  // The server keeps the placeholder; the agent's browser filled it in.
  const saved = await agent.request.get('/api/chat/canned-replies');
  const { items } = (await saved.json()) as { items: Array<{ title: string; text: string }> };
  expect(items.filter((item) => item.title.endsWith(tag)).map((item) => item.text)).toEqual([
    'One moment please, I am checking.',
    `Thanks {firstName}, a consultant will call you today (${tag}).`,
  ]);
});

test("on /admin-test the sample's saved replies are inserted, edited and deleted without a request to the chat endpoints", async ({ page }) => {
  const requests: string[] = [];
  await page.route(
    (url) => url.pathname.startsWith('/api/chat'),
    (route) => {
      requests.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
      return route.abort();
    },
  );
  await signInAsAdminThroughApi(page);
  await openCrmTab(page, '/admin-test', 'Live Chat');
  const panel = page.getByRole('tabpanel', { name: 'Live Chat' });
  await panel.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: /^Hemi Parata/ }).click();
  const reply = panel.getByRole('textbox', { name: 'Reply' });

  // Escape closes the menu and leaves the text; Tab inserts; a click inserts.
  await reply.pressSequentially('Hello /gree');
  await expect(savedRepliesMenu(panel).getByRole('option')).toHaveText([/^Greeting/]);
  await reply.press('Escape');
  await expect(savedRepliesMenu(panel)).toHaveCount(0);
  await expect(reply).toHaveValue('Hello /gree');
  await reply.fill('');
  await reply.pressSequentially('/gree');
  await reply.press('Tab');
  await expect(reply).toHaveValue('Kia ora Hemi, thanks for getting in touch. How can we help?');
  await expect(reply).toBeFocused();
  await reply.fill('');
  await reply.pressSequentially('/pri');
  await savedRepliesMenu(panel).getByRole('option', { name: /^Pricing/ }).click();
  await expect(reply).toHaveValue(/^Our websites start at/);

  await panel.getByRole('button', { name: 'Manage saved replies' }).click();
  const dialog = page.getByRole('dialog', { name: 'Saved replies' });
  await dialog.getByRole('button', { name: 'Edit Pricing' }).click();
  // The keyboard is taken to the form with the reply in it.
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await expect(dialog.getByLabel('Title')).toHaveValue('Pricing');
  await dialog.getByLabel('Title').fill('Prices');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  const list = dialog.getByRole('list', { name: 'Saved replies' });
  await expect(list.getByText('Prices', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete Greeting' }).click();
  await dialog.getByRole('group', { name: 'Delete Greeting?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(list.getByText('Greeting', { exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await reply.fill('');
  await reply.pressSequentially('/');
  await expect(savedRepliesMenu(panel).getByRole('option')).toHaveText([/^Book a consultation/, /^Prices/, /^Thanks for waiting/]);
  expect(requests).toEqual([]);
});
