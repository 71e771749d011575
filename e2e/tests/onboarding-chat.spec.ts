import { expect, test, type Page, type Request } from '@playwright/test';
import { axeViolations } from '../support/accessibility';
import {
  chatDialog,
  chatInput,
  chatLog,
  consultantMessages,
  DESKTOP,
  expectChatStep,
  flushedEvents,
  openChat,
  PHONE,
  recordBeacons,
  say,
  screenSnapshot,
  uniqueEmail,
  visitorMessages,
} from '../support/assessments';
import { queryDatabase } from '../support/booking';
import { gotoInteractive } from '../support/navigation';

const SERVICES = ['Website & App Development', 'AI Content Creation', 'Digital Marketing', 'Business Automation', 'Intelligent Agents', 'Lead Generation'];

/**
 * A toast while the modal is open: the modal hides the rest of the page from assistive technology (the toast region
 * too), so the toast is found by its text; the modal repeats the problem in its own alert.
 */
function toast(page: Page, text: string) {
  return page.getByText(text, { exact: true });
}

function serviceButtons(page: Page) {
  return chatDialog(page).getByRole('group', { name: 'Choose a service' }).getByRole('button');
}

function messageRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/onboarding/message')) sent.push(request);
  });
  return sent;
}

interface ChatRow {
  stage: string;
  status: string;
  service_interest: string;
  business_description: string;
  contact_name: string;
  company_name: string;
  budget: string;
  timeline: string;
  email_attempts: number;
  messages: string;
}

/** The whole conversation, from the service buttons to the completion panel, with axe and a screenshot per step. */
async function talkToTheEnd(page: Page, email: string, label: string): Promise<void> {
  await openChat(page);
  await expect(consultantMessages(page).first()).toBeVisible();
  await expectChatStep(page, 1);
  // The numbered options arrive as '1. Website & App Development' and show without their numbers; no text input yet.
  await expect(serviceButtons(page)).toHaveText(SERVICES);
  await expect(chatInput(page)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await screenSnapshot(page, `${label}-step-1`);

  await serviceButtons(page).filter({ hasText: 'Business Automation' }).click();
  await expect(visitorMessages(page)).toHaveText(['You: Business Automation']);
  await expectChatStep(page, 2);
  await expect(serviceButtons(page)).toHaveCount(0);
  await expect(chatInput(page)).toBeEnabled();
  expect(await axeViolations(page)).toEqual([]);
  await screenSnapshot(page, `${label}-step-2`);

  await say(page, 'We are a plumbing business in Auckland with six staff, mostly homeowners as customers.');
  await say(page, 'Quotes and invoices are typed by hand and take hours every week.');
  await say(page, 'Send quotes the same day and spend less time on admin.');
  await expectChatStep(page, 3);
  expect(await axeViolations(page)).toEqual([]);
  await screenSnapshot(page, `${label}-step-3`);

  await say(page, 'Aroha Ngata');
  // A mistyped address is questioned, not accepted.
  const doubt = await say(page, email.replace('@example.co.nz', '@gmial.com'));
  expect(doubt).toContain('gmail.com');
  await expectChatStep(page, 3);
  await say(page, email);
  await say(page, 'Ngata Plumbing');
  await say(page, 'About $10,000');
  await say(page, 'Within the next two months');

  await expectChatStep(page, 4);
  // The list follows the conversation: the newest message is in view.
  await expect(consultantMessages(page).last()).toBeInViewport();
  const dialog = chatDialog(page);
  await expect(chatInput(page)).toHaveCount(0);
  await expect(dialog.getByText('Thank you!', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/proposal .*within 24 hours/).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenSnapshot(page, `${label}-step-4`);
}

test.describe('the AI business consultant', () => {
  test("'Start Your Journey' leads through the four steps to the completion panel, and the session is stored", async ({ page }) => {
    // A whole conversation with an accessibility scan and a screenshot at every step.
    test.slow();
    await page.setViewportSize(DESKTOP);
    await recordBeacons(page);
    const email = uniqueEmail('consultant');
    await gotoInteractive(page, '/');
    await talkToTheEnd(page, email, 'desktop');
    await expect(chatDialog(page)).toHaveCSS('height', '600px');

    await chatDialog(page).getByRole('button', { name: 'Close', exact: true }).click();
    await expect(chatDialog(page)).toBeHidden();

    const [chat] = await queryDatabase<ChatRow>(
      `SELECT c.stage, c.status, c.service_interest, c.business_description, c.contact_name, c.company_name, c.budget,
              c.timeline, c.email_attempts,
              (SELECT string_agg(m.role || ': ' || m.content, E'\\n' ORDER BY m.created_at, m.id) FROM onboarding_message m WHERE m.chat_id = c.id) AS messages
         FROM onboarding_chat c WHERE c.contact_email = $1`,
      [email],
    );
    expect(chat).toMatchObject({
      stage: 'complete',
      // A finished conversation is a lead at once.
      status: 'converted',
      service_interest: 'Business Automation',
      business_description: 'We are a plumbing business in Auckland with six staff, mostly homeowners as customers.',
      contact_name: 'Aroha Ngata',
      company_name: 'Ngata Plumbing',
      budget: 'About $10,000',
      timeline: 'Within the next two months',
      email_attempts: 1,
    });
    expect(chat?.messages).toContain('user: Business Automation');
    const leads = await queryDatabase<{ source: string; company: string | null }>('SELECT source, company FROM lead WHERE email = $1', [email]);
    expect(leads).toEqual([{ source: 'onboarding_chat', company: 'Ngata Plumbing' }]);

    const events = await flushedEvents(page, 'onboarding_chat_closed');
    const names = events.map((event) => event.name);
    for (const name of ['onboarding_chat_started', 'onboarding_service_button_clicked', 'onboarding_service_selected', 'onboarding_chat_completed']) {
      expect(names).toContain(name);
    }
    expect(events.filter((event) => event.name === 'onboarding_stage_progress').map((event) => event.props?.step)).toEqual([2, 3, 4]);
    expect(events.find((event) => event.name === 'onboarding_chat_closed')?.props).toEqual({ step: 4 });
  });

  test('on a phone the modal is 500 px high and the conversation still reaches Step 4/4', async ({ page }) => {
    test.slow();
    await page.setViewportSize(PHONE);
    await gotoInteractive(page, '/');
    await talkToTheEnd(page, uniqueEmail('consultant-phone'), 'phone');
    await expect(chatDialog(page)).toHaveCSS('height', '500px');
    const box = await chatDialog(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
  });

  test('reopening the modal starts again: a new session, only the greeting, Step 1/4', async ({ page }) => {
    const sessions: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/onboarding/init')) sessions.push((request.postDataJSON() as { sessionId: string }).sessionId);
    });
    await gotoInteractive(page, '/');
    await openChat(page);
    await serviceButtons(page).filter({ hasText: 'Lead Generation' }).click();
    await expectChatStep(page, 2);
    await say(page, 'We sell furniture online.');
    await chatDialog(page).getByRole('button', { name: 'Close chat' }).click();
    await expect(chatDialog(page)).toBeHidden();

    await openChat(page);
    await expectChatStep(page, 1);
    await expect(visitorMessages(page)).toHaveCount(0);
    await expect(chatLog(page).getByText('We sell furniture online.')).toHaveCount(0);
    await expect(serviceButtons(page)).toHaveCount(SERVICES.length);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatch(/^session_\d+_[A-Za-z0-9]+$/);
    expect(sessions[1]).not.toBe(sessions[0]);
  });

  test('a blank message is not sent, and nothing can be sent while a reply is on its way', async ({ page }) => {
    const sent = messageRequests(page);
    await gotoInteractive(page, '/');
    await openChat(page);
    await serviceButtons(page).filter({ hasText: 'Intelligent Agents' }).click();
    await expectChatStep(page, 2);
    expect(sent).toHaveLength(1);

    const send = chatDialog(page).getByRole('button', { name: 'Send', exact: true });
    await expect(chatInput(page)).toBeEnabled();
    await expect(send).toBeDisabled();
    await chatInput(page).fill('   ');
    await expect(send).toBeDisabled();
    await chatInput(page).press('Enter');
    await expect(visitorMessages(page)).toHaveCount(1);

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/onboarding/message', async (route) => {
      await held;
      await route.continue();
    });
    await chatInput(page).fill('We run a dental clinic.');
    await chatInput(page).press('Enter');
    await expect(chatDialog(page).getByText('Aria is typing...')).toBeVisible();
    await expect(chatInput(page)).toBeDisabled();
    await expect(send).toBeDisabled();
    release();
    await expect(consultantMessages(page)).toHaveCount(4);
    await expect(chatDialog(page).getByText('Aria is typing...')).toHaveCount(0);
    await expect(chatInput(page)).toBeFocused();
    // The service and the one real message; never the blank one.
    expect(sent.map((request) => (request.postDataJSON() as { message: string }).message)).toEqual(['Intelligent Agents', 'We run a dental clinic.']);
  });

  test('the keyboard alone opens, answers and closes the consultant', async ({ page }) => {
    await gotoInteractive(page, '/');
    const start = page.getByRole('button', { name: 'Start Your Journey' });
    await start.focus();
    await page.keyboard.press('Enter');
    // The service buttons take the keyboard when they arrive.
    await expect(serviceButtons(page).first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(serviceButtons(page).nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(visitorMessages(page)).toHaveText(['You: AI Content Creation']);
    await expect(chatInput(page)).toBeFocused();
    await page.keyboard.type('We run a bakery with two shops.');
    await page.keyboard.press('Enter');
    await expect(visitorMessages(page)).toHaveCount(2);
    await expect(consultantMessages(page).last()).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(chatDialog(page)).toBeHidden();
    await expect(start).toBeFocused();
  });

  test("a failed start shows 'Connection Error', and Try again starts a session", async ({ page }) => {
    await page.route('**/api/onboarding/init', (route) => route.fulfill({ status: 500, json: { statusCode: 500, message: 'Internal server error' } }));
    await gotoInteractive(page, '/');
    await openChat(page);
    await expect(toast(page, 'Connection Error')).toBeVisible();
    await expect(toast(page, 'Failed to start chat session. Please try again.')).toBeVisible();
    await expect(chatDialog(page).getByRole('alert')).toHaveText("We couldn't reach Aria just now.");
    await expectChatStep(page, 0);
    expect(await axeViolations(page)).toEqual([]);

    await page.unroute('**/api/onboarding/init');
    await chatDialog(page).getByRole('button', { name: 'Try again' }).click();
    await expectChatStep(page, 1);
    await expect(serviceButtons(page)).toHaveCount(SERVICES.length);
  });

  test("a failed message shows 'Message Error' and gives the message back", async ({ page }) => {
    await gotoInteractive(page, '/');
    await openChat(page);
    await page.route('**/api/onboarding/message', (route) => route.fulfill({ status: 500, json: { statusCode: 500, message: 'Internal server error' } }));

    // A service button: the message leaves the list and the buttons come back.
    await serviceButtons(page).filter({ hasText: 'Digital Marketing' }).click();
    await expect(toast(page, 'Message Error')).toBeVisible();
    await expect(toast(page, 'Failed to send message. Please try again.')).toBeVisible();
    await expect(chatDialog(page).getByRole('alert')).toHaveText("Your message wasn't sent. Please try again.");
    await expect(visitorMessages(page)).toHaveCount(0);
    await expect(serviceButtons(page)).toHaveCount(SERVICES.length);
    await expectChatStep(page, 1);

    await page.unroute('**/api/onboarding/message');
    await serviceButtons(page).filter({ hasText: 'Digital Marketing' }).click();
    await expectChatStep(page, 2);
    await expect(chatDialog(page).getByRole('alert')).toHaveCount(0);

    // Typed text: it goes back into the input to be sent again.
    await page.route('**/api/onboarding/message', (route) => route.fulfill({ status: 500, body: '' }));
    await chatInput(page).fill('We make organic skincare.');
    await chatDialog(page).getByRole('button', { name: 'Send', exact: true }).click();
    await expect(toast(page, 'Failed to send message. Please try again.')).toBeVisible();
    await expect(chatInput(page)).toHaveValue('We make organic skincare.');
    await expect(visitorMessages(page)).toHaveCount(1);
  });

  test("a greeting missing from the answer is replaced by 'Hello! How can I help you today?' and the chat opens", async ({ page }) => {
    await page.route('**/api/onboarding/init', async (route) => {
      // The real init starts the session on the server; only the greeting is taken out of its answer.
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, greeting: '', selectionPrompt: '', serviceOptions: [] } });
    });
    await gotoInteractive(page, '/');
    await openChat(page);
    await expect(consultantMessages(page)).toHaveText(['Aria: Hello! How can I help you today?']);
    await expectChatStep(page, 1);
    // No service buttons came, so the visitor types; the input opens shortly after the greeting.
    await expect(chatInput(page)).toBeEnabled();
    await say(page, 'I need a new website for my cafe.');
    await expectChatStep(page, 2);
  });
});
