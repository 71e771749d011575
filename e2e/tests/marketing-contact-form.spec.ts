import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { flushedEvents, recordBeacons } from '../support/assessments';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE_URL } from '../support/environment';
import { gotoInteractive, holdRequests, moveThePointer } from '../support/navigation';

function form(page: Page) {
  return page.getByRole('form', { name: 'Contact form' });
}

function toast(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

async function fillRequired(page: Page, email: string) {
  const contact = form(page);
  await contact.getByLabel('First Name').fill('Aroha');
  await contact.getByLabel('Last Name').fill('Ngata');
  await contact.getByLabel('Email').fill(email);
  await contact.getByLabel('Message').fill('We would like a new website with online bookings.');
}

/** The leads stored with this address, as an admin reads them. */
async function leadsWithEmail(email: string): Promise<Array<Record<string, unknown>>> {
  const admin = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const signIn = await admin.post('/api/auth/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(signIn.status()).toBe(200);
    const list = await admin.get(`/api/leads?search=${encodeURIComponent(email)}`);
    expect(list.status()).toBe(200);
    return ((await list.json()) as { items: Array<Record<string, unknown>> }).items;
  } finally {
    await admin.dispose();
  }
}

test('the form has the spec fields: required marks, email type, six service options and a 4-row message', async ({ page }) => {
  await gotoInteractive(page, '/#contact');
  const contact = form(page);
  for (const label of ['First Name', 'Last Name', 'Email', 'Message']) {
    await expect(contact.getByLabel(label)).toHaveAttribute('aria-required', 'true');
  }
  await expect(contact.getByLabel('Company')).not.toHaveAttribute('aria-required', 'true');
  await expect(contact.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(contact.getByLabel('Message')).toHaveAttribute('rows', '4');

  const serviceInterest = contact.getByRole('combobox', { name: 'Service Interest' });
  await expect(serviceInterest.getByRole('option')).toHaveText([
    'No preference',
    'Website & App Development',
    'AI Content Creation',
    'AI Image Generation',
    'Business Automation',
    'Intelligent Agents',
    'Lead Generation',
  ]);
  await serviceInterest.selectOption('Business Automation');
  await expect(serviceInterest).toHaveValue('Business Automation');
});

test('submitting with required fields empty shows the missing-fields toast and sends nothing', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/leads')) posts.push(request.url());
  });
  await gotoInteractive(page, '/#contact');
  await form(page).getByLabel('First Name').fill('Aroha');
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Missing required fields')).toBeVisible();
  await expect(toast(page, 'Please fill in all required fields.')).toBeVisible();
  await expect(form(page).getByLabel('First Name')).toHaveValue('Aroha');
  expect(posts).toEqual([]);
});

test('email problems show inline under the field, including the domain suggestion', async ({ page }) => {
  await gotoInteractive(page, '/#contact');
  const email = form(page).getByLabel('Email');

  await email.fill('not-an-address');
  await email.blur();
  await expect(form(page).getByText('Please enter a valid email address')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await email.getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('Please enter a valid email address');

  await email.fill('aroha@gmial.com');
  await expect(form(page).getByText('Did you mean gmail.com?')).toBeVisible();

  await email.fill(`${'a'.repeat(250)}@example.com`);
  await expect(form(page).getByText('Email address is too long')).toBeVisible();

  // Submitting with a typo keeps the visitor on the form with the inline message.
  await fillRequired(page, 'aroha@gmai.com');
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(form(page).getByText('Did you mean gmail.com?')).toBeVisible();
  await expect(email).toBeFocused();

  await email.fill('aroha@example.co.nz');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).getByRole('alert')).toHaveCount(0);
});

test('a complete message is sent, confirmed, cleared and reaches the leads list', async ({ page }) => {
  const email = `lead-${randomUUID()}@example.co.nz`;
  await gotoInteractive(page, '/#contact');
  await fillRequired(page, email);
  await form(page).getByLabel('Company').fill('Ngata Plumbing');
  await form(page).getByRole('combobox', { name: 'Service Interest' }).selectOption('Website & App Development');

  const release = await holdRequests(page, '**/api/leads');
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  const sending = form(page).getByRole('button', { name: 'Sending...' });
  await expect(sending).toBeDisabled();
  release();

  await expect(toast(page, 'Message sent successfully!')).toBeVisible();
  await expect(toast(page, "We'll get back to you within 24 hours.")).toBeVisible();
  await expect(form(page).getByLabel('Email')).toHaveValue('');
  await expect(form(page).getByLabel('First Name')).toHaveValue('');
  await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeEnabled();

  const stored = await leadsWithEmail(email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    firstName: 'Aroha',
    lastName: 'Ngata',
    email,
    company: 'Ngata Plumbing',
    serviceInterest: 'Website & App Development',
    message: 'We would like a new website with online bookings.',
    status: 'new',
    source: 'contact_form',
  });
});

test('when the API fails the visitor sees the failure toast and keeps what they typed', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/api/leads', (route) => route.fulfill({ status: 500 }));
  await gotoInteractive(page, '/#contact');
  await fillRequired(page, 'aroha@example.co.nz');
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Failed to send message')).toBeVisible();
  await expect(toast(page, 'Please try again or contact us directly.')).toBeVisible();
  await expect(form(page).getByLabel('Email')).toHaveValue('aroha@example.co.nz');
  await expect(form(page).getByLabel('Message')).toHaveValue('We would like a new website with online bookings.');
  expect(errors.some((text) => text.includes('Contact form'))).toBe(true);
});

// Regression: the shell used to remount the remote when the session check answered, wiping what was typed.
test('text typed before the session check answers is kept', async ({ page }) => {
  const releaseSession = await holdRequests(page, '**/api/auth/user');
  await gotoInteractive(page, '/#contact');
  await form(page).getByLabel('First Name').fill('Aroha');

  const sessionAnswered = page.waitForResponse((response) => response.url().endsWith('/api/auth/user'));
  releaseSession();
  await sessionAnswered;
  await expect(page.getByRole('link', { name: 'Client Login' }).first()).toBeVisible();
  await expect(form(page).getByLabel('First Name')).toHaveValue('Aroha');
});

test("what a browser filled in before the page's app started is kept and sent", async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html[data-app-ready]')).not.toBeAttached();
  // As autofill does: values in the prerendered fields, with no input the app could have seen.
  await form(page).evaluate((element, email) => {
    const values: Record<string, string> = { firstName: 'Aroha', lastName: 'Ngata', email, message: 'A website with online bookings.' };
    for (const [name, value] of Object.entries(values)) {
      (element.querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLTextAreaElement).value = value;
    }
  }, `autofill-${randomUUID()}@example.co.nz`);
  await moveThePointer(page);
  await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
  await expect(form(page).getByLabel('First Name')).toHaveValue('Aroha');
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Message sent successfully!')).toBeVisible();
});

// The form's code is not part of the home page's first load: the prerendered form stays as it arrived until the
// visitor comes to it, and its code then takes over what they had done there.
const CONTACT_FORM_CODE = '**/mfe/marketing/contact-form.*.js';

/** Whether React owns the contact form (its code has taken the prerendered markup's place). */
function formIsLive(page: Page): Promise<boolean> {
  return form(page).evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')));
}

test("the form's code arrives only when the visitor comes to the form, and keeps what was typed, the focus and the caret", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const release = await holdRequests(page, CONTACT_FORM_CODE);
  await page.goto('/', { waitUntil: 'networkidle' });
  await moveThePointer(page);
  await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => path.includes('/contact-form.'))).toEqual([]);

  const firstName = form(page).getByLabel('First Name');
  await firstName.pressSequentially('Arha');
  await expect.poll(() => requested.some((path) => path.includes('/contact-form.'))).toBe(true);
  await form(page).getByRole('combobox', { name: 'Service Interest' }).selectOption('Business Automation');
  await firstName.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  expect(await formIsLive(page)).toBe(false);

  release();
  await expect.poll(() => formIsLive(page)).toBe(true);
  // The caret was between 'Ar' and 'ha': the next key lands there, in the same field.
  await page.keyboard.type('o');
  await expect(firstName).toHaveValue('Aroha');
  await expect(firstName).toBeFocused();
  await expect(form(page).getByRole('combobox', { name: 'Service Interest' })).toHaveValue('Business Automation');
});

test('Send Message pressed before the form\'s code arrived sends the message once it has', async ({ page }) => {
  const email = `early-${randomUUID()}@example.co.nz`;
  const release = await holdRequests(page, CONTACT_FORM_CODE);
  await gotoInteractive(page, '/#contact');
  await fillRequired(page, email);
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  expect(await formIsLive(page)).toBe(false);
  expect(new URL(page.url()).search).toBe('');

  release();
  await expect(toast(page, 'Message sent successfully!')).toBeVisible();
  await expect(form(page).getByLabel('First Name')).toHaveValue('');
  const stored = await leadsWithEmail(email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ firstName: 'Aroha', lastName: 'Ngata', message: 'We would like a new website with online bookings.' });
});

test('Send Message pressed before the page was taken over sends the message once the app and the form are here', async ({ page }) => {
  const email = `before-start-${randomUUID()}@example.co.nz`;
  const release = await holdRequests(page, '**/main.js');
  await page.goto('/#contact');
  await fillRequired(page, email);
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('html[data-app-ready]')).not.toBeAttached();
  expect(new URL(page.url()).search).toBe('');

  release();
  await expect(toast(page, 'Message sent successfully!')).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  expect(await leadsWithEmail(email)).toHaveLength(1);
});

test('on a home page reached by a link inside the app, what is typed in the form survives scrolling the page', async ({ page }) => {
  await gotoInteractive(page, '/pricing');
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  const firstName = form(page).getByLabel('First Name');
  await firstName.fill('Aroha');
  // The page's scroll aids re-render the page as it scrolls.
  const progress = page.getByRole('progressbar', { name: /scroll/i });
  const before = await progress.getAttribute('aria-valuenow');
  await page.mouse.wheel(0, -800);
  await expect(progress).not.toHaveAttribute('aria-valuenow', before ?? '');
  await expect(firstName).toHaveValue('Aroha');
});

// The spec names the contact form's analytics (part 1 §7: attempts, validation errors, success, error); they carry what
// went wrong and the service asked about, never what the visitor typed.
test('every try is tracked: attempts, validation errors, the failure and the success, without personal data', async ({ page }) => {
  const email = `tracked-${randomUUID()}@example.co.nz`;
  await recordBeacons(page);
  await gotoInteractive(page, '/#contact');
  const send = form(page).getByRole('button', { name: 'Send Message' });

  await send.click();
  await expect(toast(page, 'Missing required fields')).toBeVisible();

  await fillRequired(page, 'aroha@gmai.com');
  await form(page).getByRole('combobox', { name: 'Service Interest' }).selectOption('Business Automation');
  await send.click();
  await expect(form(page).getByText('Did you mean gmail.com?')).toBeVisible();

  await form(page).getByLabel('Email').fill(email);
  await page.route('**/api/leads', (route) => route.fulfill({ status: 503 }));
  await send.click();
  await expect(toast(page, 'Failed to send message')).toBeVisible();

  await page.unroute('**/api/leads');
  await send.click();
  await expect(toast(page, 'Message sent successfully!')).toBeVisible();

  const events = (await flushedEvents(page, 'contact_form_success')).filter((event) => event.name.startsWith('contact_form_'));
  const attempt = { name: 'contact_form_attempt', props: { hasCompany: false, service: 'none' } };
  const chosen = { name: 'contact_form_attempt', props: { hasCompany: false, service: 'Business Automation' } };
  expect(events).toEqual([
    expect.objectContaining(attempt),
    expect.objectContaining({ name: 'contact_form_validation_error', props: { reason: 'missing_required', fields: 'firstName,lastName,email,message' } }),
    expect.objectContaining(chosen),
    expect.objectContaining({ name: 'contact_form_validation_error', props: { reason: 'email' } }),
    expect.objectContaining(chosen),
    expect.objectContaining({ name: 'contact_form_error', props: { status: 503 } }),
    expect.objectContaining(chosen),
    expect.objectContaining({ name: 'contact_form_success' }),
  ]);
  const sent = JSON.stringify(events);
  for (const typed of [email, 'Aroha', 'Ngata', 'online bookings']) expect(sent).not.toContain(typed);

  // The server takes them as they were sent (a refused batch would lose every event in it).
  const recorded = await page.request.post('/api/analytics/events', { data: { events } });
  expect(recorded.status()).toBe(202);
});
