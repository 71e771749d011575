import { expect, test, type Page } from '@playwright/test';
import { queryDatabase } from '../support/booking';
import { openDashboardTab, screenshot, signUpClient, toastText } from '../support/client-area';

async function choose(page: Page, group: string, option: string) {
  await page.getByRole('group', { name: group }).getByLabel(option, { exact: true }).check();
}

test('the discovery wizard blocks unanswered steps, submits, and shows the server score as Under Review', async ({ page }) => {
  const account = await signUpClient(page, 'Kahu');
  await page.goto('/dashboard?tab=discovery');
  await expect(page.getByRole('tab', { name: 'Discovery' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Company Information' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  // Step 1, empty: blocked with the spec's words.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(toastText(page, 'Please complete all required fields')).toBeVisible();
  await expect(toastText(page, 'Fill in all required questions before proceeding.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Company Information' })).toBeVisible();

  await choose(page, 'Company size', '11-50 employees');
  await page.getByLabel('Industry').selectOption('Retail');
  await choose(page, 'Annual revenue', '$500K - $1M');
  await page.getByLabel('Business description').fill('   ');
  await page.getByRole('button', { name: 'Next' }).click();
  // Blank text counts as missing.
  await expect(page.getByRole('heading', { name: 'Company Information' })).toBeVisible();
  await page.getByLabel('Business description').fill('Homeware shop with two stores in Wellington.');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Current Challenges' })).toBeVisible();
  // 4 of the 8 challenges: half of that question's 10 points.
  for (const option of ['Manual data entry', 'Customer communication', 'Inventory management', 'Invoicing and payments']) {
    await page.getByRole('group', { name: /Main challenges/ }).getByLabel(option).check();
  }
  await choose(page, 'Time spent on manual work', '10-20 hours a week');
  await page.getByLabel('Biggest pain point').fill('Stock counts are typed in twice.');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Goals & Objectives' })).toBeVisible();
  // Previous keeps the answers.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('Biggest pain point')).toHaveValue('Stock counts are typed in twice.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('group', { name: /Automation interest/ }).getByLabel('Workflow automation').check();
  await page.getByRole('group', { name: /Automation interest/ }).getByLabel('Reporting dashboards').check();
  await choose(page, 'Expected ROI', 'Reduce operating costs');
  await choose(page, 'Timeline', 'Within 3 months');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Technical Readiness' })).toBeVisible();
  await page.getByRole('group', { name: /Current tools/ }).getByLabel('Spreadsheets').check();
  await choose(page, 'Technical team', 'No technical staff');
  await choose(page, 'Automation experience', 'None');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Budget & Decision' })).toBeVisible();
  await choose(page, 'Budget range', '$15,000 - $50,000');
  await choose(page, 'Decision maker', 'I make the final decision');
  await page.getByRole('button', { name: 'Complete Assessment' }).click();
  await expect(toastText(page, 'Fill in all required questions before submitting.')).toBeVisible();
  await choose(page, 'Urgency', 'High - within the next quarter');
  await screenshot(page, 'discovery-last-step');
  await page.getByRole('button', { name: 'Complete Assessment' }).click();

  await expect(toastText(page, 'Discovery assessment completed!')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Assessment Complete' });
  await expect(summary.getByText('Under Review')).toBeVisible();

  // The server's score: every question answered, the multi-selects 4/8, 2/8 and 1/7 of their 10 points.
  const points = 185 - 10 + (10 * 4) / 8 - 10 + (10 * 2) / 8 - 10 + (10 * 1) / 7;
  const expected = Math.round((points / 185) * 100);
  const [stored] = await queryDatabase<{ score: number }>(
    `SELECT d.score FROM discovery_assessment d JOIN "user" u ON u.id = d.user_id WHERE u.email = $1`,
    [account.email],
  );
  expect(stored?.score).toBe(expected);
  await expect(summary.getByTestId('latest-score')).toHaveText(`${expected}/100`);
  const history = page.getByRole('list', { name: 'Assessment history' }).getByRole('listitem');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText('Assessment #1');
  await expect(history.first()).toContainText(`Score: ${expected}/100`);
  await expect(history.first()).toContainText('Completed');
  await expect(summary.getByRole('link', { name: 'Contact Us Directly' })).toHaveAttribute('href', '/#contact');
  // What the score means and what to do next: every question answered, a few choices in the multi-selects.
  expect(expected).toBe(89);
  await expect(summary.getByRole('heading', { name: 'What it means: Ready for a focused start' })).toBeVisible();
  await expect(history.first()).toContainText('Ready for a focused start');
  await expect(summary.getByRole('link', { name: 'Book a Free Consultation' })).toHaveAttribute('href', '/book-consultation');
  await expect(summary.getByRole('link', { name: 'Start a Project' })).toHaveAttribute('href', '/dashboard');
  await screenshot(page, 'discovery-summary');

  // A new assessment starts from step 1 with nothing answered.
  await summary.getByRole('button', { name: 'Take New Assessment' }).click();
  await expect(page.getByRole('heading', { name: 'Company Information' })).toBeVisible();
  await expect(page.getByLabel('Business description')).toHaveValue('');
});
