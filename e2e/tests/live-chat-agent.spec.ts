import { CHAT_RATING_THANKS_MESSAGE, CHAT_RESOLVED_MESSAGE } from '@agency/contracts';
import { newAccount, signUpThroughApi } from '../support/accounts';
import { axeViolations } from '../support/accessibility';
import { queryDatabase } from '../support/booking';
import { gotoInteractive, SHELL_CHUNK } from '../support/navigation';
import {
  chatInput,
  chatLauncher,
  chatPanel,
  chatText,
  openAgentInbox,
  openChat,
  openConversation,
  relayAskingForContact,
  replyAsAgent,
  sendChatMessage,
  uniqueText,
} from '../support/live-chat';
import { expect, test } from '../support/live-chat-test';

test('an admin sees the conversation in the CRM, answers, and the visitor sees the reply live with their name', async ({
  page,
  agent,
}) => {
  // With an agent online, the visitor's message is the conversation's latest (no 'reply by e-mail' notice).
  const inbox = await openAgentInbox(agent);
  await openChat(page);
  const question = uniqueText('Can you automate my invoicing?');
  await sendChatMessage(page, question);

  const entry = inbox.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: question });
  // An anonymous visitor is named by the page the chat started on.
  await expect(entry).toContainText('Visitor from /');
  await expect(entry).toContainText('1 unread');
  await openConversation(inbox, question);
  await expect(entry).not.toContainText('unread');

  const answer = uniqueText('Yes, we can. What do you use today?');
  await replyAsAgent(inbox, answer);
  await expect(chatText(page, answer)).toHaveCount(1);
  await expect(chatText(page, 'Admin')).toBeVisible();

  // The visitor's next message reaches the open transcript live.
  const followUp = uniqueText('Xero, mostly');
  await sendChatMessage(page, followUp);
  await expect(inbox.getByRole('list', { name: 'Transcript' }).getByText(followUp, { exact: true })).toBeVisible();
});

test('a signed-in visitor is named in the inbox, and the conversation becomes a lead with one button', async ({
  page,
  agent,
}) => {
  const inbox = await openAgentInbox(agent);
  const account = await signUpThroughApi(page, newAccount('Hemi'));
  await openChat(page);
  const question = uniqueText('Please call me about a new website');
  await sendChatMessage(page, question);

  await expect(inbox.getByRole('button', { name: question })).toContainText(account.firstName);
  await openConversation(inbox, question);
  await inbox.getByRole('button', { name: 'Create lead' }).click();
  await expect(inbox.getByText('Lead created', { exact: true })).toBeVisible();
});

test("an admin assigns a chat to themselves, finds it under Mine, resolves it, and the visitor's rating shows in the conversation and the Feedback tab", async ({
  page,
  agent,
}) => {
  // Signed in, so the visitor's address is known and the transcript can be e-mailed at the end.
  const account = await signUpThroughApi(page, newAccount('Mere'));
  const inbox = await openAgentInbox(agent);
  await openChat(page);
  const question = uniqueText('Can you help with my booking page?');
  await sendChatMessage(page, question);
  await openConversation(inbox, question);

  // A new conversation may have gone to an online admin already: start from nobody, then take it.
  const assignedTo = inbox.getByLabel('Assigned to');
  await assignedTo.selectOption({ label: 'Unassigned' });
  const conversations = inbox.getByRole('list', { name: 'Conversations' });
  await expect(conversations.getByRole('button', { name: question })).toContainText('Unassigned');
  await inbox.getByRole('button', { name: 'Assign to me' }).click();
  await expect(assignedTo.locator('option:checked')).toHaveText(/\(you\)$/);

  await inbox.getByRole('group', { name: 'Show conversations' }).getByRole('button', { name: 'Mine' }).click();
  await expect(agent).toHaveURL(/chat=mine/);
  await expect(conversations.getByRole('button', { name: question })).toBeVisible();

  await inbox.getByRole('button', { name: 'Resolve', exact: true }).click();
  await expect(inbox.getByText('Status:')).toContainText('Resolved');
  // Resolved conversations leave 'Mine' and show under 'Resolved'.
  await expect(conversations.getByRole('button', { name: question })).toHaveCount(0);

  // The visitor is asked for a rating; the keyboard picks 4 (arrow keys move through a radio group).
  await expect(chatText(page, CHAT_RESOLVED_MESSAGE)).toBeVisible();
  const panel = chatPanel(page);
  const rating = panel.getByRole('group', { name: 'How did we do?' });
  await rating.getByRole('radio', { name: '1 - Poor' }).focus();
  await page.keyboard.press('Space');
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
  await expect(rating.getByRole('radio', { name: '4 - Very good' })).toBeChecked();
  const comment = uniqueText('Quick and clear');
  await panel.getByLabel('Comment (optional)').fill(comment);
  await panel.getByRole('button', { name: 'Send rating' }).click();
  await expect(chatText(page, CHAT_RATING_THANKS_MESSAGE)).toBeVisible();
  await expect(rating).toHaveCount(0);

  await expect(inbox.getByText("Visitor's rating:")).toContainText(`4 out of 5“${comment}”`);

  // The transcript goes to the visitor's address through the outbox, once.
  await panel.getByRole('button', { name: 'E-mail me the transcript' }).click();
  await expect(panel.getByText(`The transcript is on its way to ${account.email}.`)).toBeVisible();
  await expect
    .poll(async () => {
      const rows = await queryDatabase<{ n: number }>(`SELECT count(*)::int AS n FROM outbox_email WHERE to_address = $1 AND text_body LIKE '%' || $2 || '%'`, [
        account.email,
        question,
      ]);
      return rows[0]?.n;
    })
    .toBe(1);

  await agent.getByRole('tab', { name: 'Feedback' }).click();
  const ratings = agent.getByRole('table', { name: 'Latest chat ratings' });
  await expect(ratings.getByRole('row').filter({ hasText: comment })).toContainText('4 / 5');
});

test("without the visitor's e-mail the lead button shows the server's reason", async ({ page, agent }) => {
  const inbox = await openAgentInbox(agent);
  await openChat(page);
  const question = uniqueText('Just looking around');
  await sendChatMessage(page, question);

  await openConversation(inbox, question);
  await inbox.getByRole('button', { name: 'Create lead' }).click();
  await expect(inbox.getByRole('alert')).toContainText("hasn't left an e-mail address");
});

test('markup in a message shows as text for the visitor and in the CRM', async ({ page, agent }) => {
  const inbox = await openAgentInbox(agent);
  const markup = `<img src="x" onerror="window.__chatInjected = true"><b>${uniqueText('bold')}</b>`;
  await openChat(page);
  await sendChatMessage(page, markup);
  await expect(chatPanel(page).locator('b, img')).toHaveCount(0);

  const transcript = await openConversation(inbox, markup);
  await expect(transcript.locator('b, img')).toHaveCount(0);

  const reply = `<script>window.__chatInjected = true</script><i>${uniqueText('italic')}</i>`;
  await replyAsAgent(inbox, reply);
  await expect(chatText(page, reply)).toHaveCount(1);
  await expect(chatPanel(page).locator('i, script')).toHaveCount(0);

  for (const each of [page, agent]) {
    expect(await each.evaluate(() => (window as unknown as { __chatInjected?: boolean }).__chatInjected)).toBeUndefined();
  }
});

test('the Live Chat tab with an open conversation has no accessibility violations', async ({
  page,
  agent,
}) => {
  const inbox = await openAgentInbox(agent);
  await openChat(page);
  const question = uniqueText('Accessibility check');
  await sendChatMessage(page, question);
  await openConversation(inbox, question);
  expect(await axeViolations(agent)).toEqual([]);
});

test("the sample-data CRM at /admin-test shows its Live Chat tab on sample conversations and opens no agents' socket", async ({ page }) => {
  const agentSockets: string[] = [];
  page.on('websocket', (socket) => {
    if (socket.url().includes('agent=1')) agentSockets.push(socket.url());
  });
  await page.goto('/admin-test?tab=live-chat');
  const panel = page.getByRole('tabpanel', { name: 'Live Chat' });
  // The list's own 'Loading conversations...' status may still show beside the notice for a moment.
  await expect(panel.getByRole('status').filter({ hasText: 'Sample data' })).toHaveText('Sample data: replies stay on this page');
  await expect(panel.getByRole('list', { name: 'Conversations' }).getByRole('button').first()).toBeVisible();
  // States, assignees, the filters and a rating, all from the sample.
  await expect(panel.getByRole('list', { name: 'Conversations' })).toContainText('Assigned to Sam');
  await panel.getByRole('group', { name: 'Show conversations' }).getByRole('button', { name: 'Resolved' }).click();
  await panel.getByRole('list', { name: 'Conversations' }).getByRole('button').first().click();
  await expect(panel.getByText("Visitor's rating:")).toContainText('5 out of 5');
  expect(agentSockets).toEqual([]);
});

test("on a slow phone the visitor opens the chat before its code has arrived, leaves an e-mail with a name, and the lead and the inbox carry the name", async ({
  page,
  agent,
}) => {
  const inbox = await openAgentInbox(agent);
  await page.setViewportSize({ width: 360, height: 640 });
  // A visitor who asked to save data: nothing fetches the conversation's code ahead, so the click fetches it.
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  const askForContact = await relayAskingForContact(page);
  await gotoInteractive(page, '/');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  // About a slow 3G/4G phone: 150 ms latency, 1.6 Mb/s down, 750 kb/s up.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 });
  const chunksAfterClick: string[] = [];
  page.on('request', (request) => {
    if (SHELL_CHUNK.test(request.url())) chunksAfterClick.push(request.url());
  });

  await chatLauncher(page).click();
  const panel = chatPanel(page);
  await expect(panel.getByRole('heading', { name: 'Live Chat' })).toBeVisible();
  await expect(panel.getByText('Connected', { exact: true })).toBeVisible();
  // The conversation's code was fetched by that click, not before it.
  expect(chunksAfterClick.length).toBeGreaterThan(0);

  const question = uniqueText('Can you quote a booking site?');
  await chatInput(page).fill(question);
  await chatInput(page).press('Enter');
  await expect(chatText(page, question)).toHaveCount(1);
  askForContact();
  const email = `aroha-${question.slice(-8)}@example.co.nz`;
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Your name').fill('  Aroha   Ngata ');
  await panel.getByRole('button', { name: 'Save email' }).click();
  await expect(panel.getByText(`Thanks! We will reply to ${email}.`)).toBeVisible();
  await expect(chatInput(page)).toBeInViewport();

  // The agent sees the name the visitor gave, and the lead takes it: Aroha / Ngata, never '-'.
  const entry = inbox.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: question });
  await expect(entry).toContainText('Aroha Ngata');
  await openConversation(inbox, question);
  await inbox.getByRole('button', { name: 'Create lead' }).click();
  await expect(inbox.getByText('Lead created', { exact: true })).toBeVisible();
  const leads = await queryDatabase<{ first_name: string; last_name: string; source: string }>(
    'SELECT first_name, last_name, source FROM lead WHERE email = $1',
    [email],
  );
  expect(leads).toEqual([{ first_name: 'Aroha', last_name: 'Ngata', source: 'live_chat' }]);
  expect(await axeViolations(page)).toEqual([]);
});
