import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/accessibility';
import {
  continueWizard,
  DESKTOP,
  fillWholeWizard,
  fillWizardContact,
  flushedEvents,
  PHONE,
  recordBeacons,
  uniqueEmail,
  wizardAnswers,
  wizardField,
  wizardForm,
  wizardStepHeading,
  type WizardAnswers,
} from '../support/assessments';
import { queryDatabase, snapshot, toast } from '../support/booking';
import { gotoInteractive } from '../support/navigation';

function continueButton(page: Page) {
  return wizardForm(page).getByRole('button', { name: 'Continue' });
}

/** The message under a field, by the field's label. */
async function expectFieldError(page: Page, label: string, message: string): Promise<void> {
  const field = wizardField(page, label);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
  expect(errorId).toBeTruthy();
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText(message);
}

async function typeAndLeave(page: Page, label: string, value: string): Promise<void> {
  const field = wizardField(page, label);
  await field.fill(value);
  await field.blur();
}

interface LeadRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  company: string | null;
  service_interest: string | null;
  message: string;
  source: string;
  status: string;
}

interface RecordRow {
  lead_id: string;
  business_name: string;
  industry: string | null;
  website: string | null;
  services: string[];
  goals: string;
  challenges: string | null;
  budget: string;
  timeline: string;
  additional_info: string | null;
}

async function storedSubmission(email: string): Promise<{ leads: LeadRow[]; records: RecordRow[] }> {
  const leads = await queryDatabase<LeadRow>(
    `SELECT id, first_name, last_name, email, phone, company, service_interest, message, source, status FROM lead WHERE email = $1`,
    [email],
  );
  const records = await queryDatabase<RecordRow>(
    `SELECT r.lead_id, r.business_name, r.industry, r.website, r.services, r.goals, r.challenges, r.budget, r.timeline, r.additional_info
       FROM discovery_response r JOIN lead l ON l.id = r.lead_id WHERE l.email = $1`,
    [email],
  );
  return { leads, records };
}

function expectStored({ leads, records }: { leads: LeadRow[]; records: RecordRow[] }, answers: WizardAnswers): void {
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({
    first_name: 'Aroha',
    last_name: 'Ngata',
    email: answers.email,
    phone: answers.phone,
    company: answers.company,
    service_interest: answers.services.join(', '),
    source: 'onboarding_wizard',
    status: 'new',
  });
  expect(leads[0]?.message).toContain(`Budget: ${answers.budget}`);
  expect(records).toEqual([
    {
      lead_id: leads[0]?.id,
      business_name: answers.company,
      industry: answers.industry,
      website: answers.currentWebsite,
      services: answers.services,
      goals: answers.goals.join(', '),
      challenges: answers.challenges,
      budget: answers.budget,
      timeline: answers.timeline,
      additional_info: answers.additionalInfo,
    },
  ]);
}

test.describe('the onboarding wizard', () => {
  test('the contact step checks every field with the shared rules, and Continue waits for them', async ({ page }) => {
    await gotoInteractive(page, '/onboarding');
    await wizardForm(page).getByRole('button', { name: 'Get Started' }).click();
    await expect(wizardStepHeading(page, 'Contact information')).toBeVisible();
    await expect(wizardStepHeading(page, 'Contact information')).toBeFocused();
    await expect(continueButton(page)).toBeDisabled();
    for (const label of ['Name', 'Email', 'Company']) await expect(wizardField(page, label)).toHaveAttribute('aria-required', 'true');

    await typeAndLeave(page, 'Name', 'A');
    await expectFieldError(page, 'Name', 'Name must be at least 2 characters');
    await typeAndLeave(page, 'Name', 'demo');
    await expectFieldError(page, 'Name', 'Please enter a valid name');
    await typeAndLeave(page, 'Name', '');
    await expectFieldError(page, 'Name', 'Name is required');
    await typeAndLeave(page, 'Name', 'x'.repeat(101));
    await expectFieldError(page, 'Name', 'Name is too long');
    await typeAndLeave(page, 'Name', 'Aroha Ngata');
    await expect(wizardField(page, 'Name')).not.toHaveAttribute('aria-invalid', 'true');

    await typeAndLeave(page, 'Email', 'aroha@');
    await expectFieldError(page, 'Email', 'Please enter a valid email address');
    await typeAndLeave(page, 'Email', 'aroha@gmial.com');
    await expectFieldError(page, 'Email', 'Did you mean gmail.com?');
    await typeAndLeave(page, 'Email', `${'a'.repeat(250)}@example.com`);
    await expectFieldError(page, 'Email', 'Email address is too long');
    await typeAndLeave(page, 'Email', '');
    await expectFieldError(page, 'Email', 'Email is required');
    await typeAndLeave(page, 'Email', 'aroha@example.co.nz');

    await typeAndLeave(page, 'Company', '   ');
    await expectFieldError(page, 'Company', 'Company is required');
    await expect(continueButton(page)).toBeDisabled();

    await typeAndLeave(page, 'Phone', '12345');
    await expectFieldError(page, 'Phone', 'Phone number is too short');
    await typeAndLeave(page, 'Phone', '+64 21 123 4567 8901 23');
    await expectFieldError(page, 'Phone', 'Phone number is too long');
    await typeAndLeave(page, 'Phone', '12-34-56-78');
    await expectFieldError(page, 'Phone', 'Please enter a valid phone number (e.g., +1 555-123-4567 or +64 21 123 4567)');
    expect(await axeViolations(page)).toEqual([]);

    // Auto-format: 10 digits without a plus, and 11 starting with 1; other numbers stay as typed.
    const phone = wizardField(page, 'Phone');
    await phone.fill('5551234567');
    await expect(phone).toHaveValue('(555) 123-4567');
    await phone.fill('15551234567');
    await expect(phone).toHaveValue('+1 (555) 123-4567');
    await phone.fill('+64 21 123 4567');
    await expect(phone).toHaveValue('+64 21 123 4567');
    await phone.blur();
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');

    await typeAndLeave(page, 'Company', 'Ngata Plumbing');
    await expect(continueButton(page)).toBeEnabled();
    // Phone is optional: an empty one passes.
    await typeAndLeave(page, 'Phone', '');
    await expect(continueButton(page)).toBeEnabled();
    await continueWizard(page, 'Services');
  });

  test('services, goals and details each need their answer before Continue, and Back keeps them', async ({ page }) => {
    const answers = wizardAnswers();
    await gotoInteractive(page, '/onboarding');
    const form = wizardForm(page);
    await form.getByRole('button', { name: 'Get Started' }).click();
    await fillWizardContact(page, answers);
    await continueWizard(page, 'Services');

    await expect(form.getByRole('group', { name: 'Which services are you interested in?' }).getByRole('checkbox')).toHaveCount(5);
    await expect(continueButton(page)).toBeDisabled();
    await form.getByRole('checkbox', { name: 'Content Creation' }).check();
    await expect(continueButton(page)).toBeEnabled();
    await form.getByRole('checkbox', { name: 'Content Creation' }).uncheck();
    await expect(continueButton(page)).toBeDisabled();
    await form.getByRole('checkbox', { name: 'Intelligent Agents' }).check();
    expect(await axeViolations(page)).toEqual([]);
    await continueWizard(page, 'Goals');

    await expect(form.getByRole('group', { name: 'What would you like to achieve?' }).getByRole('checkbox')).toHaveCount(8);
    await expect(continueButton(page)).toBeDisabled();
    await form.getByRole('checkbox', { name: 'Scale operations' }).check();
    await continueWizard(page, 'Project details');

    await expect(continueButton(page)).toBeDisabled();
    await expect(form.getByRole('group', { name: 'Budget' }).getByRole('radio')).toHaveCount(5);
    await expect(form.getByRole('group', { name: 'Timeline' }).getByRole('radio')).toHaveCount(5);
    await form.getByRole('radio', { name: 'Over $100,000' }).check();
    await expect(continueButton(page)).toBeDisabled();
    await form.getByRole('radio', { name: 'Planning phase (12+ months)' }).check();
    await expect(continueButton(page)).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);

    await form.getByRole('button', { name: 'Back' }).click();
    await form.getByRole('button', { name: 'Back' }).click();
    await expect(wizardStepHeading(page, 'Services')).toBeVisible();
    await expect(form.getByRole('checkbox', { name: 'Intelligent Agents' })).toBeChecked();
    await form.getByRole('button', { name: 'Back' }).click();
    await expect(wizardField(page, 'Email')).toHaveValue(answers.email);
  });

  test('choices are made with the keyboard, and the focused card shows it', async ({ page }) => {
    const answers = wizardAnswers();
    await gotoInteractive(page, '/onboarding');
    const form = wizardForm(page);
    await form.getByRole('button', { name: 'Get Started' }).click();
    await fillWizardContact(page, answers);
    await continueWizard(page, 'Services');
    await expect(wizardStepHeading(page, 'Services')).toBeFocused();
    await page.keyboard.press('Tab');
    const first = form.getByRole('checkbox', { name: 'Website & App Development' });
    await expect(first).toBeFocused();
    // The card around the focused checkbox carries the focus ring.
    const card = form.locator('label').filter({ has: page.getByRole('checkbox', { name: 'Website & App Development' }) });
    await expect(card).not.toHaveCSS('box-shadow', 'none');
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    await expect(continueButton(page)).toBeEnabled();
    await continueButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(wizardStepHeading(page, 'Goals')).toBeVisible();
  });

  test('a complete assessment is summarised, submitted as a lead with its record, and thanked', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await recordBeacons(page);
    const answers = wizardAnswers(uniqueEmail('wizard'));
    await gotoInteractive(page, '/onboarding');
    await expect(page.getByRole('button', { name: 'Feedback', exact: true })).toBeVisible();
    await snapshot(page, 'desktop-welcome');
    await fillWholeWizard(page, answers);

    const form = wizardForm(page);
    for (const text of [answers.name, answers.email, answers.phone, answers.company, answers.role, answers.industry, answers.services.join(', '), answers.goals.join(', '), answers.budget, answers.timeline, answers.currentWebsite, answers.challenges, answers.additionalInfo]) {
      await expect(form.getByText(text, { exact: true })).toBeVisible();
    }
    expect(await axeViolations(page)).toEqual([]);
    await snapshot(page, 'desktop-summary');

    await form.getByRole('button', { name: 'Submit Assessment' }).click();
    await expect(toast(page, 'Assessment Submitted!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thank you, Aroha!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a Free Consultation' })).toHaveAttribute('href', '/book-consultation');
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(await axeViolations(page)).toEqual([]);
    await snapshot(page, 'desktop-thank-you');

    expectStored(await storedSubmission(answers.email), answers);

    const events = await flushedEvents(page, 'onboarding_step_completed');
    expect(events.filter((event) => event.name === 'onboarding_step_completed').map((event) => event.props?.step)).toEqual([
      'welcome',
      'contact',
      'services',
      'goals',
      'details',
      'summary',
    ]);
  });

  test('on a phone every step fits the screen and can be answered', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const answers = wizardAnswers(uniqueEmail('wizard-phone'));
    await gotoInteractive(page, '/onboarding');
    await snapshot(page, 'phone-welcome');
    const form = wizardForm(page);
    await form.getByRole('button', { name: 'Get Started' }).click();
    await fillWizardContact(page, answers);
    await snapshot(page, 'phone-contact');
    await continueWizard(page, 'Services');
    for (const service of answers.services) await form.getByRole('checkbox', { name: service }).check();
    await snapshot(page, 'phone-services');
    await continueWizard(page, 'Goals');
    for (const goal of answers.goals) await form.getByRole('checkbox', { name: goal }).check();
    await snapshot(page, 'phone-goals');
    await continueWizard(page, 'Project details');
    await form.getByRole('radio', { name: answers.budget }).check();
    await form.getByRole('radio', { name: answers.timeline }).check();
    await snapshot(page, 'phone-details');
    await continueWizard(page, 'Review your answers');
    await snapshot(page, 'phone-summary');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Submit Assessment' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, Aroha!' })).toBeVisible();
    await snapshot(page, 'phone-thank-you');
  });

  test('a failed submission keeps every answer, and sending again records one lead with one record', async ({ page }) => {
    const answers = wizardAnswers(uniqueEmail('wizard-retry'));
    await gotoInteractive(page, '/onboarding');
    await fillWholeWizard(page, answers);
    const form = wizardForm(page);

    // The lead fails: nothing is stored.
    await page.route('**/api/leads', (route) => route.fulfill({ status: 500, json: { statusCode: 500, message: 'Internal server error' } }));
    await form.getByRole('button', { name: 'Submit Assessment' }).click();
    await expect(toast(page, 'Submission Error')).toBeVisible();
    await expect(toast(page, 'There was an issue submitting your assessment. Please try again.')).toBeVisible();
    await expect(wizardStepHeading(page, 'Review your answers')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Submit Assessment' })).toBeEnabled();
    await page.unroute('**/api/leads');

    // The lead arrives but its record fails: the visitor still sees the error and keeps everything.
    await page.route('**/api/discovery-responses', (route) => route.fulfill({ status: 503, body: '' }));
    await form.getByRole('button', { name: 'Submit Assessment' }).click();
    await expect(toast(page, 'Submission Error')).toBeVisible();
    await expect(form.getByText(answers.challenges, { exact: true })).toBeVisible();
    await form.getByRole('button', { name: 'Edit contact' }).click();
    await expect(wizardField(page, 'Name')).toHaveValue(answers.name);
    await expect(wizardField(page, 'Phone')).toHaveValue(answers.phone);
    await continueWizard(page, 'Services');
    await expect(form.getByRole('checkbox', { name: answers.services[0] ?? '' })).toBeChecked();
    await continueWizard(page, 'Goals');
    await continueWizard(page, 'Project details');
    await expect(form.getByRole('radio', { name: answers.budget })).toBeChecked();
    await expect(form.getByLabel('Biggest challenges')).toHaveValue(answers.challenges);
    await continueWizard(page, 'Review your answers');
    await page.unroute('**/api/discovery-responses');

    // The retry reuses the lead already made: one lead, one record.
    await form.getByRole('button', { name: 'Submit Assessment' }).click();
    await expect(toast(page, 'Assessment Submitted!')).toBeVisible();
    expectStored(await storedSubmission(answers.email), answers);
  });
});
