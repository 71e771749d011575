import type { WebSocketRoute } from '@playwright/test';
import {
  chatPanel,
  chatText,
  openAgentInbox,
  openChat,
  openConversation,
  replyAsAgent,
  sendChatMessage,
  uniqueText,
} from '../support/live-chat';
import { expect, test } from '../support/live-chat-test';

test('after a dropped connection the widget reconnects and receives what it missed, once', async ({ page, agent }) => {
  // Every /ws connection of the visitor's page goes through this relay; the first one goes deaf on request (frames
  // from the server are swallowed, as on a link that died without closing) and is then cut.
  const connections: Array<{ url: string; page: WebSocketRoute }> = [];
  const swallowed: string[] = [];
  let deaf = false;
  await page.routeWebSocket(/\/ws\b/, (socket) => {
    const first = connections.length === 0;
    const server = socket.connectToServer();
    connections.push({ url: socket.url(), page: socket });
    server.onMessage((message) => {
      if (first && deaf) swallowed.push(String(message));
      else socket.send(message);
    });
    socket.onClose(() => void server.close());
  });

  const inbox = await openAgentInbox(agent);
  await openChat(page);
  const question = uniqueText('Are you there?');
  await sendChatMessage(page, question);
  await openConversation(inbox, question);

  deaf = true;
  const missed = uniqueText('Yes! Sorry for the wait');
  await replyAsAgent(inbox, missed);
  await expect.poll(() => swallowed.some((frame) => frame.includes(missed))).toBe(true);
  await expect(chatText(page, missed)).toHaveCount(0);

  await connections[0]?.page.close();
  await expect.poll(() => connections.length).toBe(2);
  expect(new URL(connections[1]?.url ?? '').searchParams.get('after')).toMatch(/^[1-9]\d*$/);

  await expect(chatPanel(page).getByText('Connected', { exact: true })).toBeVisible();
  await expect(chatText(page, missed)).toHaveCount(1);
  await expect(chatText(page, question)).toHaveCount(1);

  // And the conversation goes on over the new connection.
  const next = uniqueText('Great, thanks');
  await sendChatMessage(page, next);
  await expect(inbox.getByRole('list', { name: 'Transcript' }).getByText(next, { exact: true })).toBeVisible();
});

test('coming back online reconnects at once, resuming after the last message held, without duplicates', async ({
  page,
  context,
}) => {
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await openChat(page);
  const before = uniqueText('Before the tunnel');
  await sendChatMessage(page, before);

  await context.setOffline(true);
  await context.setOffline(false);
  await expect.poll(() => sockets.length).toBe(2);
  expect(new URL(sockets[1] ?? '').searchParams.get('after')).toMatch(/^[1-9]\d*$/);
  await expect(chatPanel(page).getByText('Connected', { exact: true })).toBeVisible();

  const after = uniqueText('After the tunnel');
  await sendChatMessage(page, after);
  await expect(chatText(page, before)).toHaveCount(1);
  await expect(chatText(page, after)).toHaveCount(1);
});
