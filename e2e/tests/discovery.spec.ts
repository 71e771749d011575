import { expect, test, type Page, type Request } from '@playwright/test';
import { createAccountOnSignInPage, newAccount, signUpThroughApi } from '../support/accounts';
import { axeViolations } from '../support/accessibility';
import {
  answerDiscoveryStep,
  answerDiscoveryUpToLastStep,
  DESKTOP,
  DISCOVERY_ANSWERS,
  discoveryForm,
  discoveryStepHeading,
  PHONE,
} from '../support/assessments';
import { queryDatabase, snapshot, toast } from '../support/booking';
import { gotoInteractive, holdRequests } from '../support/navigation';

const STORAGE_KEY = 'discoveryId';

function button(page: Page, name: string) {
  return discoveryForm(page).getByRole('button', { name, exact: true });
}

function linkRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/discovery/link/')) sent.push(request);
  });
  return sent;
}

async function storedId(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY);
}

interface AssessmentRow {
  responses: Record<string, unknown>;
  completed: boolean;
  source: string;
  user_id: string | null;
  linked_at: Date | null;
}

async function assessment(id: string): Promise<AssessmentRow | undefined> {
  const [row] = await queryDatabase<AssessmentRow>('SELECT responses, completed, source, user_id, linked_at FROM discovery_assessment WHERE id = $1', [id]);
  return row;
}

/** From /discovery to /discovery/success, signed out; returns the id the page kept. */
async function completeAssessment(page: Page): Promise<string> {
  await gotoInteractive(page, '/discovery');
  await answerDiscoveryUpToLastStep(page);
  await button(page, 'Complete Assessment').click();
  await expect(page).toHaveURL(/\/discovery\/success$/);
  const id = await storedId(page);
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id ?? '';
}

test.describe('the public discovery assessment', () => {
  test("Next checks each step with 'Required Field Missing', Previous keeps the answers, and every step is accessible", async ({ page }) => {
    // Four steps, each checked empty and filled, with an axe scan per step: far more work than one test's default time.
    test.slow();
    await page.setViewportSize(DESKTOP);
    await gotoInteractive(page, '/discovery');
    await expect(discoveryStepHeading(page, 1)).toBeVisible();
    await expect(discoveryForm(page).getByText('Step 1 of 4', { exact: true })).toBeVisible();
    await expect(discoveryForm(page).getByRole('progressbar', { name: 'Assessment progress' })).toHaveAttribute('aria-valuenow', '1');
    await expect(button(page, 'Previous')).toBeDisabled();
    await expect(button(page, 'Complete Assessment')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await snapshot(page, 'desktop-step-1');

    await button(page, 'Next').click();
    await expect(toast(page, 'Required Field Missing')).toBeVisible();
    await expect(toast(page, 'Please complete: Company name')).toBeVisible();
    await expect(discoveryForm(page).getByLabel('Company name')).toBeFocused();
    await expect(discoveryStepHeading(page, 1)).toBeVisible();

    await discoveryForm(page).getByLabel('Company name').fill(DISCOVERY_ANSWERS.companyName);
    await button(page, 'Next').click();
    await expect(toast(page, 'Please complete: Industry')).toBeVisible();
    await discoveryForm(page).getByLabel('Industry').selectOption(DISCOVERY_ANSWERS.industry);
    await button(page, 'Next').click();
    await expect(toast(page, 'Please complete: Company size')).toBeVisible();
    await expect(discoveryForm(page).getByText('Please complete: Company size', { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await answerDiscoveryStep(page, 1);
    await button(page, 'Next').click();
    await expect(discoveryStepHeading(page, 2)).toBeVisible();
    await expect(discoveryForm(page).getByText('Step 2 of 4', { exact: true })).toBeVisible();
    await expect(button(page, 'Previous')).toBeEnabled();
    await expect(discoveryForm(page).getByRole('group', { name: 'Main challenges' }).getByRole('checkbox')).toHaveCount(8);
    // An empty list counts as missing.
    await button(page, 'Next').click();
    await expect(toast(page, 'Please complete: Main challenges')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await snapshot(page, 'desktop-step-2');

    await answerDiscoveryStep(page, 2);
    await button(page, 'Previous').click();
    await expect(discoveryStepHeading(page, 1)).toBeVisible();
    const form = discoveryForm(page);
    await expect(form.getByLabel('Company name')).toHaveValue(DISCOVERY_ANSWERS.companyName);
    await expect(form.getByLabel('Industry')).toHaveValue(DISCOVERY_ANSWERS.industry);
    await expect(form.getByRole('radio', { name: DISCOVERY_ANSWERS.companySize })).toBeChecked();
    await expect(form.getByLabel('Website')).toHaveValue(DISCOVERY_ANSWERS.website);
    await button(page, 'Next').click();
    for (const challenge of DISCOVERY_ANSWERS.mainChallenges) await expect(form.getByRole('checkbox', { name: challenge })).toBeChecked();
    await expect(form.getByLabel('Biggest pain point')).toHaveValue(DISCOVERY_ANSWERS.biggestPainPoint);

    await button(page, 'Next').click();
    await expect(discoveryStepHeading(page, 3)).toBeVisible();
    await expect(form.getByRole('group', { name: 'Automation interests' }).getByRole('checkbox')).toHaveCount(8);
    await expect(form.getByRole('group', { name: 'Top priority' }).getByRole('radio')).toHaveCount(5);
    await expect(form.getByRole('group', { name: 'How will you measure success?' }).getByRole('radio')).toHaveCount(5);
    expect(await axeViolations(page)).toEqual([]);
    await snapshot(page, 'desktop-step-3');
    await answerDiscoveryStep(page, 3);
    await button(page, 'Next').click();

    await expect(discoveryStepHeading(page, 4)).toBeVisible();
    await expect(button(page, 'Next')).toHaveCount(0);
    await button(page, 'Complete Assessment').click();
    await expect(toast(page, 'Please complete: Budget range')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await snapshot(page, 'desktop-step-4');
  });

  test("a 'Please complete' message goes as soon as its answer is given, in the toast as under the question", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoInteractive(page, '/discovery');
    const form = discoveryForm(page);
    const message = (label: string) => page.getByText(`Please complete: ${label}`, { exact: true });
    await button(page, 'Next').click();
    await expect(toast(page, 'Please complete: Company name')).toBeVisible();
    await expect(form.getByText('Please complete: Company name', { exact: true })).toBeVisible();
    await expect(form.getByText('Please complete: Industry', { exact: true })).toBeVisible();
    // The pointer rests on the toast, as a visitor reading it does: its own timer stops, so only the answer can close it.
    await toast(page, 'Please complete: Company name').hover();

    await form.getByLabel('Company name').fill(DISCOVERY_ANSWERS.companyName);
    await expect(message('Company name')).toHaveCount(0);
    await expect(toast(page, 'Required Field Missing')).toHaveCount(0);
    // Questions still unanswered keep their messages; an answer taken back brings its own back.
    await expect(form.getByText('Please complete: Industry', { exact: true })).toBeVisible();
    await form.getByLabel('Company name').fill('');
    await expect(form.getByText('Please complete: Company name', { exact: true })).toBeVisible();
    await form.getByLabel('Company name').fill(DISCOVERY_ANSWERS.companyName);
    await form.getByLabel('Industry').selectOption(DISCOVERY_ANSWERS.industry);
    await expect(message('Industry')).toHaveCount(0);
    await discoveryForm(page).getByRole('group', { name: 'Company size' }).getByRole('radio', { name: DISCOVERY_ANSWERS.companySize }).check();
    await expect(message('Company size')).toHaveCount(0);

    // A list: the toast goes with the first choice, chosen from the keyboard where Next left it.
    await button(page, 'Next').click();
    await expect(discoveryStepHeading(page, 2)).toBeVisible();
    await button(page, 'Next').click();
    await expect(toast(page, 'Please complete: Main challenges')).toBeVisible();
    await toast(page, 'Please complete: Main challenges').hover();
    await expect(form.getByRole('group', { name: 'Main challenges' }).getByRole('checkbox').first()).toBeFocused();
    await page.keyboard.press('Space');
    await expect(form.getByRole('group', { name: 'Main challenges' }).getByRole('checkbox').first()).toBeChecked();
    await expect(message('Main challenges')).toHaveCount(0);
    await expect(form.getByText('Please complete: Biggest pain point', { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('submitted while signed out, it waits on the success page; signing up links it once', async ({ page }) => {
    const links = linkRequests(page);
    const id = await completeAssessment(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Assessment Complete!' })).toBeVisible();
    const createAccount = page.getByRole('button', { name: 'Create Account & View Results' });
    await expect(createAccount).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await snapshot(page, 'success-signed-out');
    expect(links).toHaveLength(0);

    const stored = await assessment(id);
    expect(stored).toMatchObject({ completed: true, source: 'public', user_id: null, linked_at: null });
    expect(stored?.responses).toEqual(DISCOVERY_ANSWERS);

    // 'Create Account & View Results' signs up and comes back here, where the assessment is linked.
    const account = newAccount('Mere');
    await createAccount.click();
    await createAccountOnSignInPage(page, account);

    await expect(page).toHaveURL(/\/discovery\/success$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
    await expect(toast(page, 'Welcome!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(await axeViolations(page)).toEqual([]);
    await snapshot(page, 'success-signed-in');
    expect(links).toHaveLength(1);
    expect(links[0]?.url()).toContain(`/api/discovery/link/${id}`);
    expect(await storedId(page)).toBeNull();

    const [user] = await queryDatabase<{ id: string }>('SELECT id FROM "user" WHERE email = $1', [account.email]);
    const linked = await assessment(id);
    expect(linked?.user_id).toBe(user?.id);
    expect(linked?.linked_at).not.toBeNull();
    const mine = await page.request.get('/api/discovery/user');
    expect(((await mine.json()) as Array<{ id: string }>).map((item) => item.id)).toEqual([id]);

    // Coming back finds nothing left to link.
    await gotoInteractive(page, '/discovery/success');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
    expect(links).toHaveLength(1);
  });

  test('signed in with nothing stored, the success page only welcomes', async ({ page }) => {
    const links = linkRequests(page);
    await signUpThroughApi(page);
    await gotoInteractive(page, '/discovery/success');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
    expect(links).toHaveLength(0);
  });

  test('answers given before the app takes the prerendered page over are kept and stored', async ({ page }) => {
    // The page starts its app at the first input; here the app is held back while the first step is answered.
    const release = await holdRequests(page, '**/main.js');
    await page.goto('/discovery', { waitUntil: 'commit' });
    await answerDiscoveryStep(page, 1);
    await expect(page.locator('html[data-app-ready]')).not.toBeAttached();
    release();
    await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
    await expect(discoveryForm(page).getByLabel('Company name')).toHaveValue(DISCOVERY_ANSWERS.companyName);

    await button(page, 'Next').click();
    await expect(discoveryStepHeading(page, 2)).toBeVisible();
    for (const step of [2, 3]) {
      await answerDiscoveryStep(page, step);
      await button(page, 'Next').click();
      await expect(discoveryStepHeading(page, step + 1)).toBeVisible();
    }
    await answerDiscoveryStep(page, 4);
    await button(page, 'Complete Assessment').click();
    await expect(page).toHaveURL(/\/discovery\/success$/);
    const stored = await assessment((await storedId(page)) ?? '');
    expect(stored?.responses).toEqual(DISCOVERY_ANSWERS);
  });

  test("a failed submission shows 'Submission Error' and keeps the visitor and the answers on the last step", async ({ page }) => {
    await gotoInteractive(page, '/discovery');
    await answerDiscoveryUpToLastStep(page);
    await page.route('**/api/discovery/public', (route) => route.fulfill({ status: 500, json: { statusCode: 500, message: 'Internal server error' } }));
    await button(page, 'Complete Assessment').click();
    await expect(toast(page, 'Submission Error')).toBeVisible();
    await expect(toast(page, 'There was an error submitting your assessment. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/discovery$/);
    await expect(discoveryForm(page).getByRole('radio', { name: DISCOVERY_ANSWERS.budgetRange })).toBeChecked();
    expect(await storedId(page)).toBeNull();

    await page.unroute('**/api/discovery/public');
    await button(page, 'Complete Assessment').click();
    await expect(page).toHaveURL(/\/discovery\/success$/);
  });

  test("a failed link shows 'Linking Error' and keeps the id for another try", async ({ page }) => {
    const id = await completeAssessment(page);
    await signUpThroughApi(page);
    await page.route('**/api/discovery/link/**', (route) => route.fulfill({ status: 500, json: { statusCode: 500, message: 'Internal server error' } }));
    await gotoInteractive(page, '/discovery/success');
    await expect(toast(page, 'Linking Error')).toBeVisible();
    await expect(toast(page, "There was an issue linking your assessment. Don't worry, your data is saved.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
    expect(await storedId(page)).toBe(id);
    expect((await assessment(id))?.user_id).toBeNull();
  });

  test('on a phone each step fits the screen', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoInteractive(page, '/discovery');
    for (const step of [1, 2, 3, 4]) {
      await answerDiscoveryStep(page, step);
      await snapshot(page, `phone-step-${step}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      if (step < 4) {
        await button(page, 'Next').click();
        await expect(discoveryStepHeading(page, step + 1)).toBeVisible();
      }
    }
    await button(page, 'Complete Assessment').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Assessment Complete!' })).toBeVisible();
    await snapshot(page, 'phone-success');
  });
});
