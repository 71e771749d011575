import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccountOnSignInPage, newAccount } from '../support/accounts';
import { axeViolations } from '../support/accessibility';
import { answerDiscoveryUpToLastStep, DESKTOP, discoveryForm, PHONE } from '../support/assessments';
import { queryDatabase, snapshot } from '../support/booking';
import { gotoInteractive } from '../support/navigation';

/*
 * The public discovery's promised results: completed signed out, 'Create Account & View Results', and the scored
 * result with what it means and the next steps, on /discovery/success and in the client's dashboard.
 *
 * DISCOVERY_ANSWERS scores 87 by the dashboard's rule over the weights the public questions borrow: every scored
 * single answer (95 of 115) plus 2 of 8 challenges and 2 of 8 automation interests (2.5 + 2.5 of 10 + 10):
 * round(100 / 115 × 100) = 87, in the band 'Ready for a focused start' (85-94).
 */
const SCORE = '87/100';
const MEANING = 'What it means: Ready for a focused start';
const DESCRIPTION = 'Your answers give us a clear picture of your needs, goals and budget, centred on a few areas.';

/** The result's meaning and its two next steps, wherever it is shown. */
async function expectResult(result: Locator): Promise<void> {
  await expect(result.getByRole('heading', { name: MEANING })).toBeVisible();
  await expect(result.getByText(DESCRIPTION, { exact: false })).toBeVisible();
  await expect(result.getByRole('heading', { name: 'Next steps' })).toBeVisible();
  await expect(result.getByRole('link', { name: 'Book a Free Consultation' })).toHaveAttribute('href', '/book-consultation');
  await expect(result.getByRole('link', { name: 'Start a Project' })).toHaveAttribute('href', '/dashboard');
}

async function noHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
}

for (const [width, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`${width}: the public discovery, then 'Create Account & View Results', shows the scored result with its meaning and next steps`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await gotoInteractive(page, '/discovery');
    await answerDiscoveryUpToLastStep(page);
    await discoveryForm(page).getByRole('button', { name: 'Complete Assessment', exact: true }).click();
    await expect(page).toHaveURL(/\/discovery\/success$/);
    const id = await page.evaluate(() => window.localStorage.getItem('discoveryId'));
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    // Scored on the server when it was stored, before any account exists.
    const [stored] = await queryDatabase<{ score: number | null; user_id: string | null }>(
      'SELECT score, user_id FROM discovery_assessment WHERE id = $1',
      [id],
    );
    expect(stored).toEqual({ score: 87, user_id: null });

    const account = newAccount('Rangi');
    await page.getByRole('button', { name: 'Create Account & View Results' }).click();
    await createAccountOnSignInPage(page, account);

    // Back on the success page: linked, and the result shown.
    await expect(page).toHaveURL(/\/discovery\/success$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
    const result = page.getByRole('region', { name: 'Your Results' });
    await expect(result.getByText('Discovery score', { exact: true })).toBeVisible();
    await expect(result.getByText(SCORE, { exact: true })).toBeVisible();
    await expectResult(result);
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(await axeViolations(page)).toEqual([]);
    await noHorizontalScroll(page);
    await snapshot(page, `${width}-success-result`);

    const [linked] = await queryDatabase<{ score: number; email: string }>(
      'SELECT d.score, u.email FROM discovery_assessment d JOIN "user" u ON u.id = d.user_id WHERE d.id = $1',
      [id],
    );
    expect(linked).toEqual({ score: 87, email: account.email });

    // The dashboard's Discovery tab: the same score, meaning and next steps; the history no longer 'Not scored'.
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeVisible();
    await page.getByRole('tab', { name: 'Discovery' }).click();
    await expect(page.getByRole('tab', { name: 'Discovery' })).toHaveAttribute('aria-selected', 'true');
    const summary = page.getByRole('region', { name: 'Assessment Complete' });
    await expect(summary.getByTestId('latest-score')).toHaveText(SCORE);
    await expectResult(summary);
    const history = page.getByRole('list', { name: 'Assessment history' }).getByRole('listitem');
    await expect(history).toHaveCount(1);
    await expect(history.first()).toContainText('Assessment #1');
    await expect(history.first()).toContainText(`Score: ${SCORE}`);
    await expect(history.first()).toContainText('Ready for a focused start');
    await expect(history.first()).not.toContainText('Not scored');
    expect(await axeViolations(page)).toEqual([]);
    await noHorizontalScroll(page);
    await snapshot(page, `${width}-dashboard-result`);

    // The next steps lead somewhere: a project request on the projects tab, and the booking page.
    await summary.getByRole('link', { name: 'Start a Project' }).click();
    await expect(page.getByRole('tab', { name: 'Projects' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'New Project Request' })).toBeVisible();
    await page.getByRole('tab', { name: 'Discovery' }).click();
    await summary.getByRole('link', { name: 'Book a Free Consultation' }).click();
    await expect(page).toHaveURL(/\/book-consultation$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Page not found')).toHaveCount(0);

    // The client home's recent assessments show the score too.
    await page.goto('/');
    const recent = page.getByRole('list', { name: 'Recent assessments' }).getByRole('listitem');
    await expect(recent).toHaveCount(1);
    await expect(recent.first()).toContainText('Assessment #1');
    await expect(recent.first()).toContainText(`Score: ${SCORE}`);
  });
}
