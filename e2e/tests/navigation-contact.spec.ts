import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdminThroughApi } from '../support/accounts';
import { chatDialog, chatInput, consultantMessages, expectChatStep, say } from '../support/assessments';
import { queryDatabase } from '../support/booking';
import { ADMIN_EMAIL } from '../support/environment';
import { gotoInteractive } from '../support/navigation';

/*
 * A signed-in visitor's '/' is the client home (an admin's leads on to the CRM), which has no contact section. Every
 * '/#contact' link the site shows them must still reach the contact form, the AI consultant and booking, with their
 * name and e-mail filled in.
 */

interface Client {
  firstName: string;
  lastName: string;
  email: string;
}

/** A client with a full name, signed up through the API in the page's browser context. */
async function signUpClient(page: Page): Promise<Client> {
  const client = { firstName: 'Aroha', lastName: 'Ngata', email: `contact-${randomUUID()}@example.co.nz` };
  const response = await page.request.post('/api/auth/register', { data: { ...client, password: 'correct-horse-battery' } });
  expect(response.status()).toBe(201);
  return client;
}

function contactForm(page: Page) {
  return page.getByRole('form', { name: 'Contact form' });
}

async function expectPrefilledForm(page: Page, expected: { firstName: string; lastName: string; email: string }): Promise<void> {
  const form = contactForm(page);
  await expect(form.getByLabel('First Name')).toHaveValue(expected.firstName);
  await expect(form.getByLabel('Last Name')).toHaveValue(expected.lastName);
  await expect(form.getByLabel('Email')).toHaveValue(expected.email);
}

async function leadsFrom(email: string): Promise<Array<{ first_name: string; last_name: string; source: string; message: string }>> {
  return queryDatabase('SELECT first_name, last_name, source, message FROM lead WHERE email = $1', [email]);
}

// Regression: each of these went to '/#contact', the client home, which has no contact section.
const CONTACT_LINKS = [
  { from: '/', link: 'Start a New Project' },
  { from: '/pricing', link: 'Contact Sales' },
  { from: '/portfolio', link: 'Get In Touch' },
  { from: '/case-study/farmdirect', link: 'Get In Touch' },
  { from: '/dashboard?tab=companies', link: 'contact us' },
];

test("a signed-in client's contact links all reach the contact form, their name and e-mail filled in", async ({ page }) => {
  test.slow();
  const client = await signUpClient(page);
  for (const { from, link } of CONTACT_LINKS) {
    await gotoInteractive(page, from);
    await page.getByRole('main').getByRole('link', { name: link, exact: true }).first().click();
    // A '/#contact' link arrives at the form's anchor; the client home's own links go to the page itself.
    await expect(page, `${link} on ${from}`).toHaveURL(/\/contact(#contact)?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Get Started Today' })).toBeVisible();
    await expect(contactForm(page), `${link} on ${from}`).toBeInViewport();
    await expectPrefilledForm(page, client);
  }
  // The consultant and booking are offered beside the form.
  await expect(page.getByRole('button', { name: 'Start Your Journey' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Schedule Free Consultation' })).toHaveAttribute('href', '/book-consultation');
  // The link's page stays in the history: Back returns to it.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\?tab=companies$/);
});

test('a client sends a message from the contact page; their details stay for the next one', async ({ page }) => {
  const client = await signUpClient(page);
  await gotoInteractive(page, '/pricing');
  await page.getByRole('link', { name: 'Contact Sales' }).click();
  await expectPrefilledForm(page, client);
  await contactForm(page).getByLabel('Message').fill('We would like a quote for a bigger package.');
  await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!', { exact: true }).first()).toBeVisible();
  await expect(contactForm(page).getByLabel('Message')).toHaveValue('');
  await expectPrefilledForm(page, client);
  expect(await leadsFrom(client.email)).toEqual([
    { first_name: 'Aroha', last_name: 'Ngata', source: 'contact_form', message: 'We would like a quote for a bigger package.' },
  ]);
});

// Regression: an admin's '/' goes to the CRM, so their '/#contact' links landed on /crm.
test("an admin following a '/#contact' link gets the contact form, not the CRM", async ({ page }) => {
  await signInAsAdminThroughApi(page);
  await gotoInteractive(page, '/case-study/g2arch');
  await page.getByRole('main').getByRole('link', { name: 'Get In Touch' }).click();
  await expect(page).toHaveURL(/\/contact#contact$/);
  await expect(contactForm(page).getByLabel('Email')).toHaveValue(ADMIN_EMAIL);
  await expect(page.getByRole('heading', { name: 'CRM Dashboard' })).toHaveCount(0);
});

test("a visitor's '/#contact' links still lead to the home page's contact section", async ({ page }) => {
  await gotoInteractive(page, '/pricing');
  await page.getByRole('link', { name: 'Contact Sales' }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.getByRole('heading', { name: 'Get Started Today' })).toBeInViewport();
  await expect(contactForm(page).getByLabel('Email')).toHaveValue('');
});

test('a client reaches the AI consultant from their home, and their name and e-mail are ready when it asks', async ({ page }) => {
  const client = await signUpClient(page);
  await gotoInteractive(page, '/');
  await page.getByRole('link', { name: 'Talk to AI Consultant' }).click();
  await expect(page).toHaveURL(/\/contact\?consultant=open$/);
  await expect(consultantMessages(page).first()).toBeVisible();

  await chatDialog(page).getByRole('group', { name: 'Choose a service' }).getByRole('button', { name: 'Business Automation' }).click();
  await expectChatStep(page, 2);
  await say(page, 'We run a small bakery in Wellington with four staff.');
  await say(page, 'Orders come in by phone and get lost.');
  await say(page, 'Take orders online and spend less time on the phone.');
  await expectChatStep(page, 3);
  // The first contact question: the answer is ready, name and address together.
  await expect(chatInput(page)).toHaveValue(`Aroha Ngata, ${client.email}`);
  await chatDialog(page).getByRole('button', { name: 'Send', exact: true }).click();
  // Neither is asked for again: the consultant goes on to the company.
  await expect(consultantMessages(page).last()).toContainText('company');

  const [chat] = await queryDatabase<{ contact_name: string; contact_email: string }>(
    'SELECT contact_name, contact_email FROM onboarding_chat WHERE contact_email = $1',
    [client.email],
  );
  expect(chat).toEqual({ contact_name: 'Aroha Ngata', contact_email: client.email });

  // Closed, the address no longer asks for the consultant.
  await chatDialog(page).getByRole('button', { name: 'Close chat' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(contactForm(page)).toBeVisible();
});
