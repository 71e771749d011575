import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import type { TBookingDays, TOnboardingBookResponse, TTimeSlot } from '@agency/contracts';
import { axeViolations } from '../support/accessibility';
import { chatDialog, consultantMessages, DESKTOP, expectChatStep, openChat, PHONE, say, screenSnapshot, uniqueEmail } from '../support/assessments';
import { queryDatabase } from '../support/booking';
import { openAgentInbox } from '../support/live-chat';
import { expect, test } from '../support/live-chat-test';
import { gotoInteractive } from '../support/navigation';

/*
 * Issue 24: the consultant books the meeting in the chat and hands over to a person. The offered times come from the
 * server (the booking module's next free slots in New Zealand time), so nothing here assumes a weekday or an hour.
 */

const paragraph = (email: string) =>
  'Our company is Acme Widgets Ltd, a 12-person retail business in Auckland. We want to automate invoicing and customer follow-ups. ' +
  `Budget about $10,000 and timeline 2-3 months. My name is Jane Tester, email ${email}, phone 021 123 4567.`;

function timeButtons(page: Page): Locator {
  return chatDialog(page).getByRole('group', { name: 'Book a free 30-minute consultation (New Zealand time)' }).getByRole('button');
}

/** The booking page's own next free times, from its public calls. */
async function bookingPageTimes(page: Page, count = 3): Promise<string[]> {
  const days = (await (await page.request.get('/api/scheduling/days')).json()) as TBookingDays;
  const times: string[] = [];
  for (const day of days.days.filter((candidate) => candidate.available)) {
    const slots = (await (await page.request.get(`/api/scheduling/slots?date=${day.date}&duration=30`)).json()) as TTimeSlot[];
    times.push(...slots.filter((slot) => slot.available).map((slot) => slot.startsAt));
    if (times.length >= count) break;
  }
  return times.slice(0, count);
}

/** Chooses a service, pastes the paragraph and answers the one question left: Step 4/4 with three times. */
async function pasteTheParagraph(page: Page, email: string): Promise<void> {
  await gotoInteractive(page, '/');
  await openChat(page);
  await chatDialog(page).getByRole('button', { name: 'Business Automation' }).click();
  await expectChatStep(page, 2);
  const understood = await say(page, paragraph(email));
  // Everything in the paragraph is taken at once; only the challenges are still asked for.
  expect(understood).toContain("Thanks Jane, I've noted");
  expect(understood).toContain('What are the biggest challenges');
  await say(page, 'Invoices are typed up by hand and customers who ask for a quote never hear back.');
  await expectChatStep(page, 4);
  await expect(timeButtons(page)).toHaveCount(3);
}

test.describe('the consultant books the meeting and hands over to a person', () => {
  test("a visitor who pastes the issue's paragraph reaches Step 4/4 and books a consultation in the chat", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const email = uniqueEmail('jane');
    await pasteTheParagraph(page, email);

    // The booking module's next free times, in order, named in the consultant's words too.
    const labels = await timeButtons(page).allTextContents();
    const offered = await bookingPageTimes(page);
    expect(offered).toHaveLength(3);
    await expect(consultantMessages(page).last()).toContainText('The next free times are');
    await expect(chatDialog(page).getByRole('button', { name: 'Talk to a person' })).toBeVisible();
    await screenSnapshot(page, 'consultant-times-desktop');

    const answer = page.waitForResponse((response) => response.url().endsWith('/api/onboarding/book') && response.request().method() === 'POST');
    await timeButtons(page).first().click();
    const booked = ((await (await answer).json()) as TOnboardingBookResponse).booked;
    expect(booked).toEqual({ startsAt: offered[0], label: labels[0] });

    // The chat shows the booked time, and the times are no longer offered.
    const dialog = chatDialog(page);
    await expect(dialog.getByRole('status').filter({ hasText: 'Consultation booked' })).toContainText(
      `Consultation booked: ${labels[0]} (New Zealand time)`,
    );
    await expect(consultantMessages(page).last()).toContainText("You're booked in for");
    await expect(consultantMessages(page).last()).toContainText(`I've sent the confirmation with a calendar invitation to ${email}`);
    await expect(timeButtons(page)).toHaveCount(0);
    await expectChatStep(page, 4);
    await screenSnapshot(page, 'consultant-booked-desktop');

    // The data: the booking module's appointment, the one lead (source onboarding_chat), the session's link, the mails.
    const [appointment] = await queryDatabase<{ id: string; starts_at: Date; client_name: string; client_phone: string; status: string; lead_id: string }>(
      'SELECT id, starts_at, client_name, client_phone, status, lead_id FROM appointment WHERE client_email = $1',
      [email],
    );
    expect(appointment).toMatchObject({ client_name: 'Jane Tester', client_phone: '021 123 4567', status: 'scheduled' });
    expect(appointment?.starts_at.toISOString()).toBe(offered[0]);
    const leads = await queryDatabase<{ id: string; source: string; company: string }>('SELECT id, source, company FROM lead WHERE email = $1', [email]);
    expect(leads).toEqual([{ id: appointment?.lead_id, source: 'onboarding_chat', company: 'Acme Widgets Ltd' }]);
    const [chat] = await queryDatabase<{ appointment_id: string; status: string; contact_phone: string }>(
      'SELECT appointment_id, status, contact_phone FROM onboarding_chat WHERE contact_email = $1',
      [email],
    );
    expect(chat).toEqual({ appointment_id: appointment?.id, status: 'converted', contact_phone: '021 123 4567' });
    const mails = await queryDatabase<{ kind: string }>('SELECT kind FROM outbox_email WHERE reference = $1 ORDER BY kind', [`appointment:${appointment?.id}`]);
    expect(mails.map((mail) => mail.kind)).toContain('booking.visitor-confirmation');
    // The time is taken on the booking page too.
    expect(await bookingPageTimes(page)).not.toContain(offered[0]);
  });

  test('a visitor who asks for a person lands in live chat, and the agent sees what they told the consultant', async ({ page, agent }) => {
    await page.setViewportSize(DESKTOP);
    const inbox = await openAgentInbox(agent);
    // A surname of its own (letters only), so the agents' shared inbox lists this visitor once.
    const surname = randomUUID()
      .replace(/-/g, '')
      .slice(0, 6)
      .replace(/[0-9]/g, (digit) => 'ghijklmnop'.charAt(Number(digit)));
    const name = `Hemi ${surname.charAt(0).toUpperCase()}${surname.slice(1)}`;
    const email = uniqueEmail('hemi');

    await gotoInteractive(page, '/');
    await openChat(page);
    await chatDialog(page).getByRole('button', { name: 'Digital Marketing' }).click();
    await expectChatStep(page, 2);
    await say(page, 'We run a surf school in Raglan with four instructors, mostly tourists as customers.');
    await say(page, `My name is ${name}, ${email}`);
    const reply = await say(page, 'Can I talk to a person?');
    expect(reply).toContain("press 'Talk to a person' below");

    await chatDialog(page).getByRole('button', { name: 'Talk to a person' }).click();
    await expect(chatDialog(page)).toBeHidden();
    const panel = page.getByRole('dialog', { name: 'Live Chat' });
    await expect(panel.getByText('Connected', { exact: true })).toBeVisible();
    await expect(panel.getByText("You're through to our team. They can see what you told Aria, so there's no need to repeat it.", { exact: true })).toBeVisible();

    // The agent's inbox lists the visitor by the name they gave the consultant; the conversation shows the summary.
    const entry = inbox.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: name });
    await entry.click();
    const summary = inbox.getByRole('region', { name: 'Talked with Aria, the AI consultant' });
    await expect(summary).toContainText(`${name} wants help with Digital Marketing.`);
    const fact = (label: string) => summary.locator('div', { has: agent.getByRole('term').filter({ hasText: label }) }).getByRole('definition');
    await expect(fact('E-mail')).toHaveText(email);
    await expect(fact('Service')).toHaveText('Digital Marketing');
    await expect(fact('Business')).toHaveText('We run a surf school in Raglan with four instructors, mostly tourists as customers.');
    await screenSnapshot(agent, 'agent-consultant-summary');
    await agent.setViewportSize(PHONE);
    await expect(fact('Service')).toHaveText('Digital Marketing');
    await screenSnapshot(agent, 'agent-consultant-summary-phone');

    // The link is the server's: the conversation row names the consultant session.
    const linked = await queryDatabase<{ linked: boolean }>(
      `SELECT c.onboarding_chat_id = o.id AS linked FROM chat_conversation c, onboarding_chat o
        WHERE o.contact_email = $1 AND c.visitor_email = $1`,
      [email],
    );
    expect(linked).toEqual([{ linked: true }]);
  });

  test('the offered times and the booked time pass axe on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const email = uniqueEmail('axe');
    await pasteTheParagraph(page, email);
    await expect(timeButtons(page).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await screenSnapshot(page, 'consultant-times-phone');

    // Each time a pointer target of at least 24 px, fully inside the modal.
    const dialogBox = await chatDialog(page).boundingBox();
    for (const button of await timeButtons(page).all()) {
      const box = await button.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual((dialogBox?.x ?? 0) + (dialogBox?.width ?? 0));
    }

    await timeButtons(page).first().click();
    await expect(chatDialog(page).getByRole('status').filter({ hasText: 'Consultation booked' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await screenSnapshot(page, 'consultant-booked-phone');
  });
});
