import { expect, test } from '@playwright/test';
import {
  DISCOVERY_ANSWERS,
  discoveryForm,
  discoveryStepHeading,
  wizardAnswers,
  wizardField,
  wizardForm,
  wizardStepHeading,
} from '../support/assessments';
import { arrowToDay, bookingForm, claimFreeSlot, mathAnswer, mathInput, NZ, queryDatabase, slotButton, toast, uniqueEmail } from '../support/booking';
import { chatLauncher, chatPanel, chatText, uniqueText } from '../support/live-chat';
import { chooseRadio, expectFocusWithin, tabAndPress, tabAndSelect, tabAndType, tabTo, tickBoxes } from '../support/keyboard';
import { gotoInteractive } from '../support/navigation';
import { signUpThroughApi } from '../support/accounts';
import { businessInfo, previewFrame } from '../support/builder';
import { lettersAndDigits } from '../support/builder-checkout';

/*
 * Each flow done with the keyboard alone: after the page loads, only Tab, Shift+Tab, arrows, Space, Enter, Escape and
 * typing. Every control the test tabs to must show a visible focus indicator (checked in tabTo), and each panel gives
 * focus back to the button that opened it.
 */

test('live chat: open, send a message, close and land back on the launcher', async ({ page }) => {
  const text = uniqueText('Keyboard hello');
  await gotoInteractive(page, '/');
  await tabAndPress(chatLauncher(page));
  await expect(chatPanel(page).getByText('Connected', { exact: true })).toBeVisible();
  await expectFocusWithin(chatPanel(page));
  await tabAndType(chatPanel(page).getByLabel('Your message', { exact: true }), text);
  await page.keyboard.press('Enter');
  await expect(chatText(page, text)).toHaveCount(1);
  const stored = await queryDatabase<{ sender: string }>('SELECT sender FROM chat_message WHERE body = $1', [text]);
  expect(stored).toEqual([{ sender: 'user' }]);

  await page.keyboard.press('Escape');
  await expect(chatPanel(page)).toBeHidden();
  await expect(chatLauncher(page)).toBeFocused();
});

test('feedback: a rating and a comment sent from the detailed form, and focus back on the Feedback button', async ({ page }) => {
  const comment = uniqueText('Tabbed all the way through');
  await gotoInteractive(page, '/portfolio');
  const launcher = page.getByRole('button', { name: 'Feedback', exact: true });
  await tabAndPress(launcher);
  const panel = page.getByRole('dialog', { name: 'How was your experience?' });
  await expect(panel.getByRole('group', { name: 'Quick reactions' })).toBeVisible();
  await expectFocusWithin(panel);

  await tabAndPress(panel.getByRole('button', { name: 'Leave detailed feedback' }));
  await expectFocusWithin(panel);
  await chooseRadio(panel.getByRole('group', { name: 'Rating' }), '4 stars');
  await tabAndType(panel.getByLabel('Comment'), comment);
  await tabAndPress(panel.getByRole('button', { name: 'Submit Feedback' }));
  await expect(page.getByText('Feedback Submitted!', { exact: true }).first()).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();
  const stored = await queryDatabase<{ rating: number }>('SELECT rating FROM feedback_submission WHERE comment = $1', [comment]);
  expect(stored).toEqual([{ rating: 4 }]);
});

test('the onboarding wizard from Get Started to Assessment Submitted!', async ({ page }) => {
  const answers = wizardAnswers();
  const form = wizardForm(page);
  await gotoInteractive(page, '/onboarding');
  await tabAndPress(form.getByRole('button', { name: 'Get Started' }));
  await expect(wizardStepHeading(page, 'Contact information')).toBeVisible();
  await tabAndType(wizardField(page, 'Name'), answers.name);
  await tabAndType(wizardField(page, 'Email'), answers.email);
  await tabAndType(wizardField(page, 'Phone'), answers.phone);
  await tabAndType(wizardField(page, 'Company'), answers.company);
  await tabAndType(wizardField(page, 'Your role'), answers.role);
  await tabAndSelect(form.getByLabel('Industry'), answers.industry);
  await tabAndPress(form.getByRole('button', { name: 'Continue' }));
  await expect(wizardStepHeading(page, 'Services')).toBeVisible();
  await tickBoxes(form, answers.services);
  await tabAndPress(form.getByRole('button', { name: 'Continue' }));
  await expect(wizardStepHeading(page, 'Goals')).toBeVisible();
  await tickBoxes(form, answers.goals);
  await tabAndPress(form.getByRole('button', { name: 'Continue' }));
  await expect(wizardStepHeading(page, 'Project details')).toBeVisible();
  await chooseRadio(form.getByRole('group', { name: 'Budget' }), answers.budget);
  await chooseRadio(form.getByRole('group', { name: 'Timeline' }), answers.timeline);
  await tabAndType(form.getByLabel('Current website'), answers.currentWebsite);
  await tabAndType(form.getByLabel('Biggest challenges'), answers.challenges);
  await tabAndType(form.getByLabel('Anything else we should know?'), answers.additionalInfo);
  await tabAndPress(form.getByRole('button', { name: 'Continue' }));
  await expect(wizardStepHeading(page, 'Review your answers')).toBeVisible();
  await tabAndPress(form.getByRole('button', { name: 'Submit Assessment' }));
  await expect(toast(page, 'Assessment Submitted!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Thank you, Aroha!' })).toBeVisible();

  const leads = await queryDatabase<{ company: string; source: string }>('SELECT company, source FROM lead WHERE email = $1', [answers.email]);
  expect(leads).toHaveLength(1);
  expect(leads[0]?.company).toBe(answers.company);
});

test('the discovery assessment through its four steps to the success page', async ({ page }) => {
  const a = DISCOVERY_ANSWERS;
  const form = discoveryForm(page);
  const group = (name: string) => form.getByRole('group', { name });
  const next = async (step: number) => {
    await tabAndPress(form.getByRole('button', { name: 'Next' }));
    await expect(discoveryStepHeading(page, step)).toBeVisible();
  };
  await gotoInteractive(page, '/discovery');
  await tabAndType(form.getByLabel('Company name'), a.companyName);
  await tabAndSelect(form.getByLabel('Industry'), a.industry);
  await chooseRadio(group('Company size'), a.companySize);
  await tabAndType(form.getByLabel('Website'), a.website);
  await next(2);
  await tickBoxes(group('Main challenges'), a.mainChallenges);
  await tabAndType(form.getByLabel('Biggest pain point'), a.biggestPainPoint);
  await chooseRadio(group('Weekly hours spent on manual tasks'), a.manualHours);
  await next(3);
  await tickBoxes(group('Automation interests'), a.automationInterests);
  await chooseRadio(group('Top priority'), a.topPriority);
  await chooseRadio(group('How will you measure success?'), a.successMetric);
  await next(4);
  await chooseRadio(group('Budget range'), a.budgetRange);
  await chooseRadio(group('Timeline'), a.timeline);
  await chooseRadio(group('Technical expertise'), a.technicalExpertise);
  await tabAndType(form.getByLabel('Anything else we should know?'), a.additionalInfo);
  await tabAndPress(form.getByRole('button', { name: 'Complete Assessment' }));
  await expect(page).toHaveURL(/\/discovery\/success$/);

  const id = await page.evaluate(() => window.localStorage.getItem('discoveryId'));
  const [row] = await queryDatabase<{ completed: boolean; responses: Record<string, unknown> }>(
    'SELECT completed, responses FROM discovery_assessment WHERE id = $1',
    [id],
  );
  expect(row?.completed).toBe(true);
  expect(row?.responses).toEqual(DISCOVERY_ANSWERS);
});

test.describe('booking', () => {
  test.use({ timezoneId: NZ });

  test('a consultation booked with arrows in the calendar, Tab and typing, stored with its lead', async ({ page }) => {
    const slot = await claimFreeSlot(page.request);
    const email = uniqueEmail('keyboard');
    await gotoInteractive(page, '/book-consultation');
    const form = bookingForm(page);

    // The calendar is one tab stop; arrows move between days (and on into the next month).
    await tabTo(form.getByRole('grid').locator('button[tabindex="0"]').first());
    await arrowToDay(page, slot);
    await page.keyboard.press('Enter');
    await tabAndPress(slotButton(page, slot));
    await expect(slotButton(page, slot)).toHaveAttribute('aria-pressed', 'true');
    await tabAndType(form.getByLabel('Full Name'), 'Aroha Ngata');
    await tabAndType(form.getByLabel('Email'), email);
    await tabAndType(mathInput(page), String(await mathAnswer(page)));
    await tabAndPress(form.getByRole('button', { name: 'Verify' }));
    await expect(form.getByText('Verified. Thank you!')).toBeVisible();
    await tabAndPress(form.getByRole('button', { name: 'Confirm Booking' }));
    await expect(toast(page, 'Consultation Booked!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Consultation Booked!' })).toBeFocused();

    const stored = await queryDatabase<{ starts_at: Date; status: string }>('SELECT starts_at, status FROM appointment WHERE client_email = $1', [email]);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.starts_at.toISOString()).toBe(new Date(slot.startsAt).toISOString());
    expect(stored[0]?.status).toBe('scheduled');
  });
});

test('the builder from the gallery to a live site: onboarding, preview, plan, domain and deploy', async ({ page }) => {
  test.slow();
  await signUpThroughApi(page);
  const business = businessInfo();
  const name = lettersAndDigits(business.businessName);
  await gotoInteractive(page, '/website-builder');
  await tabAndPress(page.getByRole('link', { name: /^Use This Template/ }).first());
  await expect(page).toHaveURL(/\/website-onboarding\?template=/);

  await tabAndType(page.getByLabel('Business Name'), business.businessName);
  await tabAndSelect(page.getByLabel('Business Type'), 'Plumbing Services');
  await tabAndType(page.getByLabel('Business Description'), business.description);
  await tabAndType(page.getByLabel('Phone Number'), business.phone);
  await tabAndType(page.getByLabel('Email Address'), business.email);
  for (let step = 1; step < 4; step += 1) {
    await tabAndPress(page.getByRole('button', { name: 'Next' }));
    await expect(page.getByText(`Step ${step + 1} of 4`)).toBeVisible();
  }
  await tabAndPress(page.getByRole('button', { name: 'Preview Website' }));
  await expect(page).toHaveURL(/\/website-preview\//);
  await expect(previewFrame(page).getByRole('heading', { level: 1, name: business.businessName })).toBeVisible();

  await tabAndPress(page.getByRole('link', { name: 'Choose Plan & Deploy' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Website Plan' })).toBeVisible();
  const businessPlan = page
    .getByRole('list', { name: 'Monthly plans' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Business', exact: true }) });
  await tabAndPress(businessPlan.getByRole('button', { name: 'Select Plan' }));
  await tabAndPress(page.getByRole('button', { name: 'Subscribe & Deploy Website' }));
  await expect(page).toHaveURL(/\/domain-setup\?plan=/);
  await expect(page.getByText('Subscription Created!', { exact: true }).first()).toBeVisible();

  await tabTo(page.getByLabel('Domain name'));
  await page.keyboard.press('Enter');
  await chooseRadio(page.getByRole('group', { name: /^Available domains for / }), new RegExp(`^${name}\\.com `));
  await tabAndPress(page.getByRole('button', { name: 'Deploy Your Website' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Your Website is Live!' })).toBeVisible();

  const sites = (await (await page.request.get('/api/sites/user')).json()) as Array<{ domain: string | null; liveVersion: number | null }>;
  expect(sites).toHaveLength(1);
  expect(sites[0]).toMatchObject({ domain: null, domainOrder: { domain: `${name}.com`, status: 'ordered' } });
});
