import { CHAT_REPLY_TIME_MESSAGE } from '@agency/contracts';
import { axeViolations } from '../support/accessibility';
import { chatInput, chatLauncher, chatPanel, chatText, openAgentInbox, openChat, openConversation, replyAsAgent, sendChatMessage, uniqueText } from '../support/live-chat';
import { expect, test } from '../support/live-chat-test';

test("the widget's header names the admin who has the Live Chat tab open, and the CRM offers Online/Away", async ({ page, agent }) => {
  const inbox = await openAgentInbox(agent);
  await expect(inbox.getByLabel('Your status')).toHaveValue('online');
  await openChat(page);
  // Seeded admins are all called 'Admin'; with several online the names are listed once each.
  await expect(chatPanel(page).getByText('Admin is online', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(await axeViolations(agent)).toEqual([]);
});

test("with no one online the header gives the expected reply time, and 'Connected' is not green", async ({ page }) => {
  // Whether an admin is online elsewhere depends on the other tests running: the server's answer is replaced here
  // (the server side is covered by chat-presence.test.ts); what is checked is what the visitor is shown.
  await page.routeWebSocket(/\/ws\b/, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((message) => {
      const frame = JSON.parse(String(message)) as { type: string };
      socket.send(frame.type === 'availability' ? JSON.stringify({ type: 'availability', state: 'offline', names: [] }) : message);
    });
  });
  await openChat(page);
  const panel = chatPanel(page);
  await expect(panel.getByText(`No one is online. ${CHAT_REPLY_TIME_MESSAGE}`, { exact: true })).toBeVisible();
  const connected = panel.getByText('Connected', { exact: true });
  const colour = await connected.evaluate((element) => getComputedStyle(element).color);
  // The success green of the tokens (#15803d) is kept for someone being online.
  expect(colour).not.toBe('rgb(21, 128, 61)');
});

test("typing and 'Seen' both ways; agents see the visitor by the page the chat started on, previewed by their own words", async ({
  page,
  agent,
}) => {
  const inbox = await openAgentInbox(agent);
  await openChat(page, '/pricing');
  const question = uniqueText('Is the starter plan monthly?');
  await sendChatMessage(page, question);

  const entry = inbox.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: question });
  await expect(entry).toContainText('Visitor from /pricing');
  await openConversation(inbox, question);
  // Opening it marks it read: the visitor sees "Seen" under their message.
  await expect(chatPanel(page).getByText('Seen', { exact: true })).toBeVisible();

  // The agent types: the visitor is told, by the agent's first name.
  await inbox.getByLabel('Reply').fill('Yes, monthly');
  await expect(chatPanel(page).getByText('Admin is typing…', { exact: true })).toBeVisible();
  const answer = uniqueText('Yes, it is billed monthly.');
  await replyAsAgent(inbox, answer);
  await expect(chatText(page, answer)).toBeVisible();
  await expect(chatPanel(page).getByText('Admin is typing…')).toHaveCount(0);

  // The visitor has the panel open: the agent sees "Seen" under the reply.
  const transcript = inbox.getByRole('list', { name: 'Transcript' });
  await expect(transcript.getByText('Seen', { exact: true })).toBeVisible();

  // The visitor types: the agent is told, by the visitor's name in the list.
  await chatInput(page).fill('And yearly?');
  await expect(inbox.getByText('Visitor from /pricing is typing…', { exact: true })).toBeVisible();
  // The preview stays the visitor's own words, never the agent's reply.
  await expect(entry).toContainText(question);
  await expect(entry).not.toContainText(answer);
});

test('a reply that arrives while the panel is closed shows its count on the launcher and in the tab title, until opened', async ({
  page,
  agent,
}) => {
  const inbox = await openAgentInbox(agent);
  await openChat(page, '/pricing');
  const question = uniqueText('Do you build shop sites?');
  await sendChatMessage(page, question);
  await openConversation(inbox, question);
  await chatPanel(page).getByRole('button', { name: 'Close chat' }).click();
  const title = await page.title();

  await replyAsAgent(inbox, uniqueText('We do, on Shopify or our own platform.'));
  const launcher = chatLauncher(page);
  // The closed panel's socket is closed: the count comes from the server every few seconds.
  await expect(launcher).toContainText('1', { timeout: 15_000 });
  await expect(page).toHaveTitle(`(1) ${title}`);

  await launcher.click();
  await expect(chatPanel(page).getByText('Connected', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(title);
  await chatPanel(page).getByRole('button', { name: 'Close chat' }).click();
  await expect(launcher).not.toContainText('1');
});
