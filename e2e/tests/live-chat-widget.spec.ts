import { expect, test } from '@playwright/test';
import { newAccount, signUpThroughApi } from '../support/accounts';
import { axeViolations } from '../support/accessibility';
import {
  chatInput,
  chatLauncher,
  chatPanel,
  chatText,
  openChat,
  relayAskingForContact,
  sendChatMessage,
  uniqueText,
} from '../support/live-chat';
import { failShellChunks, gotoInteractive, holdRequests, moveThePointer, SHELL_CHUNK } from '../support/navigation';

test('the launcher opens the chat, which connects and moves focus to the message box', async ({ page }) => {
  await gotoInteractive(page, '/pricing');
  const launcher = chatLauncher(page);
  await expect(launcher).toBeVisible();
  await launcher.click();

  const panel = chatPanel(page);
  await expect(panel.getByRole('heading', { name: 'Live Chat' })).toBeVisible();
  await expect(panel.getByText('Connected', { exact: true })).toBeVisible();
  await expect(chatInput(page)).toBeEnabled();
  await expect(chatInput(page)).toBeFocused();
});

test('Enter sends: the message appears once and the box clears', async ({ page }) => {
  await openChat(page);
  const text = uniqueText('Kia ora, do you build booking sites?');
  await chatInput(page).fill(text);
  await chatInput(page).press('Enter');

  await expect(chatText(page, text)).toHaveCount(1);
  await expect(chatInput(page)).toHaveValue('');
});

test('Shift+Enter starts a new line and sends nothing', async ({ page }) => {
  await openChat(page);
  const first = uniqueText('First line');
  await chatInput(page).fill(first);
  await chatInput(page).press('Shift+Enter');
  await chatInput(page).pressSequentially('second line');
  await expect(chatInput(page)).toHaveValue(`${first}\nsecond line`);

  // Sending now proves the first Enter sent nothing: one bubble holding both lines, no bubble of the first alone.
  await chatInput(page).press('Enter');
  await expect(chatText(page, `${first} second line`)).toHaveCount(1);
  await expect(chatText(page, first)).toHaveCount(0);
});

test('blank or whitespace-only text is never sent', async ({ page }) => {
  const sent: string[] = [];
  page.on('websocket', (socket) => socket.on('framesent', (frame) => sent.push(String(frame.payload))));
  await openChat(page);

  await chatInput(page).fill('   \n  ');
  await expect(chatPanel(page).getByRole('button', { name: 'Send' })).toBeDisabled();
  await chatInput(page).press('Enter');

  const text = uniqueText('Now a real question');
  await sendChatMessage(page, text);
  // Frames leave in order, so by the time the real message is back, a blank one would have been sent before it.
  // Message frames are the ones without a `type` (typing and 'seen' signals go beside them).
  const messages = sent.map((payload) => JSON.parse(payload) as { type?: string; text?: string }).filter((frame) => frame.type === undefined);
  expect(messages.map((frame) => frame.text)).toEqual([text]);
});

test("a signed-in visitor sees 'Signed in as' and their first name", async ({ page }) => {
  const account = await signUpThroughApi(page, newAccount('Wiremu'));
  await openChat(page);
  await expect(chatPanel(page).getByText(`Signed in as ${account.firstName}`)).toBeVisible();
});

test('an anonymous visitor is not shown as signed in', async ({ page }) => {
  await openChat(page);
  await expect(chatPanel(page).getByText('Signed in as')).toHaveCount(0);
});

test('closing the panel closes the socket, and opening it connects again', async ({ page }) => {
  await gotoInteractive(page, '/');
  const firstSocket = page.waitForEvent('websocket', (socket) => new URL(socket.url()).pathname === '/ws');
  await chatLauncher(page).click();
  const socket = await firstSocket;
  await expect(chatPanel(page).getByText('Connected', { exact: true })).toBeVisible();

  const closed = socket.waitForEvent('close');
  await chatPanel(page).getByRole('button', { name: 'Close chat' }).click();
  await closed;
  await expect(chatPanel(page)).toHaveCount(0);
  expect(socket.isClosed()).toBe(true);

  const secondSocket = page.waitForEvent('websocket', (next) => new URL(next.url()).pathname === '/ws');
  await chatLauncher(page).click();
  await secondSocket;
  await expect(chatPanel(page).getByText('Connected', { exact: true })).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`at ${width} px, when the panel's code cannot be downloaded the visitor is told, and opening it again once it can shows the chat`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await gotoInteractive(page, '/pricing');
    const restoreNetwork = await failShellChunks(page);
    await chatLauncher(page).click();
    // The panel's frame is part of the first visit's code: it opens at once and says what went wrong inside.
    await expect(chatPanel(page).getByRole('alert')).toHaveText('Live chat is unavailable right now. Please try again.');
    await expect(chatInput(page)).toHaveCount(0);

    // The shared modules the conversation imports failed too; the next open downloads them again. The frame's own
    // close button closes the message, on a phone too, where the panel covers the launcher.
    await restoreNetwork();
    await chatPanel(page).getByRole('button', { name: 'Close chat' }).click();
    await chatLauncher(page).click();
    await expect(chatPanel(page).getByText('Connected', { exact: true })).toBeVisible();
    await expect(chatInput(page)).toBeFocused();
  });
}

test("the panel opens at the click while the conversation's code is still on its way", async ({ page }) => {
  // A visitor who asked to save data: nothing fetches the conversation's code ahead, so it loads on this first open.
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  await gotoInteractive(page, '/pricing');
  // The shell's files loaded on use (the conversation's chunks) wait until released: a slow network on first open.
  const release = await holdRequests(page, SHELL_CHUNK);
  await chatLauncher(page).click();
  const panel = chatPanel(page);
  await expect(panel.getByRole('heading', { name: 'Live Chat' })).toBeVisible();
  await expect(panel.getByText('Opening chat...')).toBeVisible();
  await expect(panel).toBeFocused();
  release();
  await expect(panel.getByText('Connected', { exact: true })).toBeVisible();
  await expect(chatInput(page)).toBeFocused();
  await expect(panel.getByText('Opening chat...')).toHaveCount(0);
});

test('Escape closes the panel and gives focus back to the launcher', async ({ page }) => {
  await openChat(page);
  await chatInput(page).press('Escape');
  await expect(chatPanel(page)).toHaveCount(0);
  await expect(chatLauncher(page)).toBeFocused();
});

test('a reload continues the same conversation with its history', async ({ page }) => {
  await openChat(page);
  const text = uniqueText('Remember me after a reload');
  await sendChatMessage(page, text);

  await page.reload();
  await moveThePointer(page);
  await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
  await chatLauncher(page).click();
  await expect(chatPanel(page).getByText('Connected', { exact: true })).toBeVisible();
  await expect(chatText(page, text)).toHaveCount(1);

  // Moving to another part of the site keeps it too.
  await page.getByRole('link', { name: 'Pricing' }).first().click();
  await expect(chatText(page, text)).toHaveCount(1);
});

test('the open widget has no accessibility violations', async ({ page }) => {
  await openChat(page);
  await sendChatMessage(page, uniqueText('Checking the widget'));
  expect(await axeViolations(page)).toEqual([]);
});

test('asked for an e-mail address, the visitor leaves one (checked as the contact form checks it) and it is saved', async ({
  page,
}) => {
  const askForContact = await relayAskingForContact(page);
  await openChat(page);
  await sendChatMessage(page, uniqueText('Can someone e-mail me a quote?'));
  askForContact();

  const email = chatPanel(page).getByLabel('Email');
  await email.fill('aroha@gmai.com');
  await chatPanel(page).getByRole('button', { name: 'Save email' }).click();
  await expect(chatPanel(page).getByText('Did you mean gmail.com?')).toBeVisible();

  await email.fill('aroha@example.co.nz');
  await chatPanel(page).getByRole('button', { name: 'Save email' }).click();
  await expect(chatPanel(page).getByText('Thanks! We will reply to aroha@example.co.nz.')).toBeVisible();
  await expect(email).toHaveCount(0);
});
