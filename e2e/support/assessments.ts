import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';

/*
 * Helpers of the assessment tests: the consultant chat on the home page, the onboarding wizard (/onboarding) and the
 * public discovery assessment (/discovery). Database reads, toasts and screenshots come from ./booking.
 */

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID()}@example.co.nz`;
}

// ---- analytics ----

/** Records what the shell hands to sendBeacon (a beacon's body is not visible as request data). Call before goto. */
export async function recordBeacons(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as { __beacons: string[] }).__beacons = sent;
    const original = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => sent.push(text));
      return original(url, data);
    };
  });
}

export interface SentEvent {
  name: string;
  props?: Record<string, unknown>;
}

/** Hides the page the way a tab switch does, so the shell sends its queued events, and returns those sent so far. */
export async function flushedEvents(page: Page, expected: string): Promise<SentEvent[]> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const beacons = () => page.evaluate(() => (window as unknown as { __beacons: string[] }).__beacons.join('\n'));
  await expect.poll(beacons).toContain(`"${expected}"`);
  const batches = (await page.evaluate(() => (window as unknown as { __beacons: string[] }).__beacons)).map(
    (text) => JSON.parse(text) as { events: SentEvent[] },
  );
  return batches.flatMap((batch) => batch.events);
}

// ---- the consultant chat ----

/** The screen as the visitor sees it with the modal open (a full-page shot of the home page would bury it). */
export async function screenSnapshot(page: Page, name: string): Promise<void> {
  const file = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await test.info().attach(name, { path: file, contentType: 'image/png' });
}

export function chatDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Aria' });
}

export function chatLog(page: Page): Locator {
  return chatDialog(page).getByRole('log', { name: 'Conversation' });
}

export function chatInput(page: Page): Locator {
  return chatDialog(page).getByRole('textbox', { name: 'Your message' });
}

export async function openChat(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Start Your Journey' }).click();
  const dialog = chatDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** 'Step n/4' and the progress bar's value agree. */
export async function expectChatStep(page: Page, step: number): Promise<void> {
  const dialog = chatDialog(page);
  await expect(dialog.getByText(`Step ${step}/4`, { exact: true })).toBeVisible();
  await expect(dialog.getByText(`${step * 25}%`, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Assessment progress' })).toHaveAttribute('aria-valuenow', String(step));
}

/** The consultant's messages (each line starts with the persona's name for screen readers). */
export function consultantMessages(page: Page): Locator {
  return chatLog(page).getByRole('listitem').filter({ hasText: /^Aria: / });
}

export function visitorMessages(page: Page): Locator {
  return chatLog(page).getByRole('listitem').filter({ hasText: /^You: / });
}

/** Types a message, sends it and waits for the consultant's reply to appear after it. */
export async function say(page: Page, text: string): Promise<string> {
  const replies = consultantMessages(page);
  const before = await replies.count();
  await expect(chatInput(page)).toBeEnabled();
  await chatInput(page).fill(text);
  await chatDialog(page).getByRole('button', { name: 'Send', exact: true }).click();
  await expect(chatLog(page).getByText(text, { exact: true })).toBeVisible();
  await expect(replies).toHaveCount(before + 1);
  return (await replies.last().textContent()) ?? '';
}

// ---- the onboarding wizard ----

export function wizardForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Onboarding assessment' });
}

/** A text field of the wizard by its label (the required mark is hidden from the accessible name). */
export function wizardField(page: Page, label: string): Locator {
  return wizardForm(page).getByRole('textbox', { name: label, exact: true });
}

export function wizardStepHeading(page: Page, name: string): Locator {
  return wizardForm(page).getByRole('heading', { level: 2, name });
}

export interface WizardAnswers {
  name: string;
  email: string;
  phone: string;
  company: string;
  role: string;
  industry: string;
  services: string[];
  goals: string[];
  budget: string;
  timeline: string;
  currentWebsite: string;
  challenges: string;
  additionalInfo: string;
}

export function wizardAnswers(email = uniqueEmail('wizard')): WizardAnswers {
  return {
    name: 'Aroha Ngata',
    email,
    phone: '021 123 4567',
    company: 'Ngata Plumbing',
    role: 'Owner',
    industry: 'Other',
    services: ['Website & App Development', 'Business Automation'],
    goals: ['Generate more leads', 'Streamline processes'],
    budget: '$5,000-$15,000',
    timeline: '1-3 months',
    currentWebsite: 'https://ngataplumbing.co.nz',
    challenges: 'Quotes are written by hand and jobs are booked over the phone.',
    additionalInfo: 'We work across Auckland.',
  };
}

export async function fillWizardContact(page: Page, answers: WizardAnswers): Promise<void> {
  const form = wizardForm(page);
  await wizardField(page, 'Name').fill(answers.name);
  await wizardField(page, 'Email').fill(answers.email);
  await wizardField(page, 'Phone').fill(answers.phone);
  await wizardField(page, 'Company').fill(answers.company);
  await wizardField(page, 'Your role').fill(answers.role);
  await form.getByLabel('Industry').selectOption(answers.industry);
}

export async function continueWizard(page: Page, nextHeading: string): Promise<void> {
  await wizardForm(page).getByRole('button', { name: 'Continue' }).click();
  await expect(wizardStepHeading(page, nextHeading)).toBeVisible();
}

/** From the welcome screen to the summary with every answer given. */
export async function fillWholeWizard(page: Page, answers: WizardAnswers): Promise<void> {
  const form = wizardForm(page);
  await form.getByRole('button', { name: 'Get Started' }).click();
  await expect(wizardStepHeading(page, 'Contact information')).toBeVisible();
  await fillWizardContact(page, answers);
  await continueWizard(page, 'Services');
  for (const service of answers.services) await form.getByRole('checkbox', { name: service }).check();
  await continueWizard(page, 'Goals');
  for (const goal of answers.goals) await form.getByRole('checkbox', { name: goal }).check();
  await continueWizard(page, 'Project details');
  await form.getByRole('group', { name: 'Budget' }).getByRole('radio', { name: answers.budget }).check();
  await form.getByRole('group', { name: 'Timeline' }).getByRole('radio', { name: answers.timeline }).check();
  await form.getByLabel('Current website').fill(answers.currentWebsite);
  await form.getByLabel('Biggest challenges').fill(answers.challenges);
  await form.getByLabel('Anything else we should know?').fill(answers.additionalInfo);
  await continueWizard(page, 'Review your answers');
}

// ---- the discovery assessment ----

export function discoveryForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Business Discovery Assessment' });
}

export const DISCOVERY_STEP_TITLES = ['About your business', 'Your challenges', 'Goals and priorities', 'Budget and timeline'];

/** One answer per question, as the page offers them; multi-selects have two choices. */
export const DISCOVERY_ANSWERS = {
  companyName: 'Ngata Plumbing',
  industry: 'Retail',
  companySize: '11-50 employees',
  website: 'https://ngataplumbing.co.nz',
  mainChallenges: ['Too much time spent on manual, repetitive tasks', 'Slow replies to customer enquiries'],
  biggestPainPoint: 'Every quote is typed up by hand after the site visit.',
  manualHours: '16-30 hours',
  automationInterests: ['Lead capture and follow-up', 'Invoicing and payments'],
  topPriority: 'Save time on day-to-day work',
  successMetric: 'Hours saved each week',
  budgetRange: '$5,000-$15,000',
  timeline: '1 month',
  technicalExpertise: 'Intermediate',
  additionalInfo: 'Three vans, one office.',
};

function group(page: Page, name: string): Locator {
  return discoveryForm(page).getByRole('group', { name });
}

export async function answerDiscoveryStep(page: Page, step: number): Promise<void> {
  const form = discoveryForm(page);
  const a = DISCOVERY_ANSWERS;
  if (step === 1) {
    await form.getByLabel('Company name').fill(a.companyName);
    await form.getByLabel('Industry').selectOption(a.industry);
    await group(page, 'Company size').getByRole('radio', { name: a.companySize }).check();
    await form.getByLabel('Website').fill(a.website);
  } else if (step === 2) {
    for (const challenge of a.mainChallenges) await group(page, 'Main challenges').getByRole('checkbox', { name: challenge }).check();
    await form.getByLabel('Biggest pain point').fill(a.biggestPainPoint);
    await group(page, 'Weekly hours spent on manual tasks').getByRole('radio', { name: a.manualHours }).check();
  } else if (step === 3) {
    for (const interest of a.automationInterests) await group(page, 'Automation interests').getByRole('checkbox', { name: interest }).check();
    await group(page, 'Top priority').getByRole('radio', { name: a.topPriority }).check();
    await group(page, 'How will you measure success?').getByRole('radio', { name: a.successMetric }).check();
  } else {
    await group(page, 'Budget range').getByRole('radio', { name: a.budgetRange }).check();
    await group(page, 'Timeline').getByRole('radio', { name: a.timeline }).check();
    await group(page, 'Technical expertise').getByRole('radio', { name: a.technicalExpertise }).check();
    await form.getByLabel('Anything else we should know?').fill(a.additionalInfo);
  }
}

export function discoveryStepHeading(page: Page, step: number): Locator {
  return discoveryForm(page).getByRole('heading', { level: 2, name: DISCOVERY_STEP_TITLES[step - 1] });
}

/** Answers every step and presses Next until the last step shows 'Complete Assessment'. */
export async function answerDiscoveryUpToLastStep(page: Page): Promise<void> {
  for (const step of [1, 2, 3]) {
    await answerDiscoveryStep(page, step);
    await discoveryForm(page).getByRole('button', { name: 'Next' }).click();
    await expect(discoveryStepHeading(page, step + 1)).toBeVisible();
  }
  await answerDiscoveryStep(page, 4);
}
