import { expect, test } from '@playwright/test';
import { asAdmin, createCompany, requestProject, screenshot, signUpClient } from '../support/client-area';

test('the client home counts real projects, companies and assessments and lists the 3 latest projects', async ({ page, browser }) => {
  const account = await signUpClient(page, 'Wiremu');
  await page.goto('/');
  // A new account has not been here before: 'Welcome', not 'Welcome back'.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${account.firstName}!`);
  await expect(page.getByText('No projects yet.')).toBeVisible();
  const counter = (label: string) => page.getByTestId(`counter-${label}`).locator('dd');
  await expect(counter('Total Projects')).toHaveText('0');

  const first = await requestProject(page, { title: 'Invoice automation' });
  await requestProject(page, { title: 'Booking chatbot' });
  await requestProject(page, { title: 'Shop rebuild', serviceInterest: 'Website & App Development' });
  const newest = await requestProject(page, { title: 'Newsletter campaign', serviceInterest: 'Digital Marketing' });
  await createCompany(page, 'Kiwi Tiles Ltd');
  const admin = await asAdmin(browser);
  await admin.patchProject(first.id, { status: 'in_progress', phase: 'development' });
  await admin.patchProject(newest.id, { status: 'in_progress', phase: 'planning' });
  await admin.close();

  await page.reload();
  await expect(counter('Active Projects')).toHaveText('2');
  await expect(counter('Total Projects')).toHaveText('4');
  await expect(counter('Companies')).toHaveText('1');
  await expect(counter('Assessments')).toHaveText('0');

  // The 3 most recent, newest first: the oldest request is not among them.
  const recent = page.getByRole('list', { name: 'Recent projects' }).getByRole('listitem');
  await expect(recent).toHaveCount(3);
  await expect(recent.getByRole('heading')).toHaveText(['Newsletter campaign', 'Shop rebuild', 'Booking chatbot']);
  await expect(recent.first().getByText('In Progress')).toBeVisible();
  await expect(recent.first().getByRole('progressbar', { name: 'Newsletter campaign progress' })).toHaveAttribute('aria-valuenow', '40');
  await expect(recent.nth(1).getByText('Requested')).toBeVisible();
  await expect(recent.nth(1).getByText('20% complete')).toBeVisible();

  await expect(page.getByRole('link', { name: 'Start a New Project' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'Talk to AI Consultant' })).toHaveAttribute('href', '/contact?consultant=open');
  await expect(page.getByRole('link', { name: 'View Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('main').getByRole('link', { name: 'Book Consultation' })).toHaveAttribute('href', '/book-consultation');
  await expect(page.getByRole('link', { name: 'Get Support' })).toHaveAttribute('href', /^mailto:/);
  await screenshot(page, 'client-home-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'client-home-390');
});
