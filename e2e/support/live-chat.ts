import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { signInAsAdminThroughApi } from './accounts';
import { gotoInteractive } from './navigation';

/** Text no other test sends, so a conversation can be told apart in the agents' shared inbox. */
export function uniqueText(label: string): string {
  return `${label} ${randomUUID().slice(0, 8)}`;
}

export function chatLauncher(page: Page): Locator {
  return page.getByRole('button', { name: 'Open live chat' });
}

export function chatPanel(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Live Chat' });
}

export function chatInput(page: Page): Locator {
  return chatPanel(page).getByLabel('Your message', { exact: true });
}

/** A message bubble (or any text) in the visitor's panel, matched whole. */
export function chatText(page: Page, text: string): Locator {
  return chatPanel(page).getByText(text, { exact: true });
}

/** Opens the widget on a page of the site and waits until it can send. */
export async function openChat(page: Page, path = '/'): Promise<void> {
  await gotoInteractive(page, path);
  await chatLauncher(page).click();
  await expect(chatPanel(page).getByText('Connected', { exact: true })).toBeVisible();
}

/** Sends with Enter, as a visitor would, and waits for the stored message to come back. */
export async function sendChatMessage(page: Page, text: string): Promise<void> {
  await chatInput(page).fill(text);
  await chatInput(page).press('Enter');
  await expect(chatText(page, text)).toHaveCount(1);
}

/** An admin's page on the CRM's Live Chat tab, connected as an agent. */
export async function openAgentInbox(page: Page): Promise<Locator> {
  await signInAsAdminThroughApi(page);
  await gotoInteractive(page, '/crm');
  await page.getByRole('tab', { name: 'Live Chat' }).click();
  const inbox = page.getByRole('tabpanel', { name: 'Live Chat' });
  await expect(inbox.getByText('Connected', { exact: true })).toBeVisible();
  return inbox;
}

/** Opens the conversation whose last message is `lastMessage` in the agent's inbox. */
export async function openConversation(inbox: Locator, lastMessage: string): Promise<Locator> {
  await inbox.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: lastMessage }).click();
  const transcript = inbox.getByRole('list', { name: 'Transcript' });
  await expect(transcript.getByText(lastMessage, { exact: true })).toBeVisible();
  return transcript;
}

/** The agent answers the open conversation with Enter. */
export async function replyAsAgent(inbox: Locator, text: string): Promise<void> {
  const reply = inbox.getByLabel('Reply');
  await reply.fill(text);
  await reply.press('Enter');
  await expect(inbox.getByRole('list', { name: 'Transcript' }).getByText(text, { exact: true })).toBeVisible();
}

/**
 * Relays the page's chat socket to the server and returns a function that makes the server's side ask the visitor
 * for an e-mail address ('contact-request'), as the server does when no agent is online: whether it asks by itself
 * depends on agents being online somewhere, so a test asks through the relay. Call before the chat opens; the
 * function does nothing until the conversation is welcomed.
 */
export async function relayAskingForContact(page: Page): Promise<() => void> {
  let askForContact: (() => void) | undefined;
  await page.routeWebSocket(/\/ws\b/, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((message) => {
      socket.send(message);
      const frame = JSON.parse(String(message)) as { type: string; sessionId?: string };
      if (frame.type === 'welcome') askForContact = () => socket.send(JSON.stringify({ type: 'contact-request', sessionId: frame.sessionId }));
    });
  });
  return () => askForContact?.();
}

/** Frames a test puts in the visitor's socket as if the server had sent them (see relayChat). */
export interface ChatRelay {
  /** Resolves once the conversation is welcomed, with its id. */
  welcomed: Promise<string>;
  /** Sends a frame to the page; `message` frames get the conversation's id and the next message id. */
  inject(frame: Record<string, unknown>): void;
  /** A message in the conversation, as a stored one arrives. */
  injectMessage(sender: 'agent' | 'system', text: string, senderName?: string): void;
}

/**
 * Relays the page's chat socket to the server, letting a test show the visitor states that depend on other people
 * (an agent's replies, a resolution, nobody online) without them; what the visitor sends still reaches the server,
 * but for 'seen' reports of those made-up messages. `offline` replaces the server's availability with nobody online.
 * Call before the chat opens.
 */
export async function relayChat(page: Page, options: { offline?: boolean } = {}): Promise<ChatRelay> {
  let toPage: ((frame: string) => void) | undefined;
  let sessionId = '';
  let nextId = 1_000_000;
  let welcome: (id: string) => void = () => undefined;
  const welcomed = new Promise<string>((resolve) => (welcome = resolve));
  await page.routeWebSocket(/\/ws\b/, (socket) => {
    const server = socket.connectToServer();
    toPage = (frame) => socket.send(frame);
    socket.onMessage((message) => {
      const frame = JSON.parse(String(message)) as { type?: string };
      if (frame.type !== 'seen') server.send(message);
    });
    server.onMessage((message) => {
      const frame = JSON.parse(String(message)) as { type: string; sessionId?: string };
      if (options.offline && frame.type === 'availability') {
        socket.send(JSON.stringify({ type: 'availability', state: 'offline', names: [] }));
        return;
      }
      socket.send(message);
      if (frame.type === 'welcome' && frame.sessionId) {
        sessionId = frame.sessionId;
        welcome(sessionId);
      }
    });
  });
  return {
    welcomed,
    inject: (frame) => toPage?.(JSON.stringify({ sessionId, ...frame })),
    injectMessage: (sender, text, senderName) => {
      nextId += 1;
      const data = { id: nextId, message: text, sender, timestamp: new Date().toISOString(), userId: null, senderName: senderName ?? null };
      toPage?.(JSON.stringify({ type: 'message', sessionId, data }));
    },
  };
}
