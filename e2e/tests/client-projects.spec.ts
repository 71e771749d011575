import { expect, test } from '@playwright/test';
import { queryDatabase } from '../support/booking';
import { asAdmin, openDashboardTab, requestProject, screenshot, signUpClient, toastText } from '../support/client-area';

test('the New Project Request dialog asks for what is missing, then submits and the list refreshes', async ({ page }) => {
  const account = await signUpClient(page, 'Ana');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Client Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No projects yet' })).toBeVisible();

  await page.getByRole('button', { name: 'New Project Request' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Project Request' });
  await expect(dialog.getByLabel('Priority')).toHaveValue('medium');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(toastText(page, 'Missing Information')).toBeVisible();
  await expect(toastText(page, 'Please fill in all required fields')).toBeVisible();
  await expect(dialog.getByLabel('Project Title')).toBeFocused();
  await expect(dialog.getByText('Please choose a service type from the list')).toBeVisible();

  await dialog.getByLabel('Project Title').fill('Customer support chatbot');
  await dialog.getByLabel('Description').fill('Answers booking questions on our website after hours.');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  // Service type is still missing: the same message, nothing sent.
  await expect(dialog.getByText('Please choose a service type from the list')).toBeVisible();
  await dialog.getByLabel('Service Type').selectOption('Intelligent Agents');
  await dialog.getByLabel('Budget').selectOption('$5,000 - $15,000');
  await dialog.getByLabel('Timeline').selectOption('Within 1 month');
  await screenshot(page, 'new-project-request');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();

  await expect(toastText(page, 'Success')).toBeVisible();
  await expect(toastText(page, "Project request submitted successfully! We'll contact you soon.")).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('article', { name: 'Customer support chatbot' });
  await expect(card.getByText('Requested')).toBeVisible();
  await expect(card.getByText('20% complete')).toBeVisible();
  await expect(card.getByText('Within 1 month')).toBeVisible();
  await expect(card.getByText('$5,000 - $15,000')).toBeVisible();

  const rows = await queryDatabase<{ status: string; phase: string; priority: string; service_interest: string }>(
    `SELECT p.status, p.phase, p.priority, p.service_interest FROM project p JOIN "user" u ON u.id = p.user_id WHERE u.email = $1`,
    [account.email],
  );
  expect(rows).toEqual([{ status: 'requested', phase: 'discovery', priority: 'medium', service_interest: 'Intelligent Agents' }]);
});

test('progress follows the phase an admin sets, with the status badge colours, and Details shows the updates in order', async ({ page, browser }) => {
  await signUpClient(page, 'Rawiri');
  const phases = [
    { phase: 'discovery', status: 'requested', percent: '20', colour: 'grey' },
    { phase: 'planning', status: 'in_progress', percent: '40', colour: 'blue' },
    { phase: 'development', status: 'in_progress', percent: '60', colour: 'blue' },
    { phase: 'testing', status: 'testing', percent: '80', colour: 'yellow' },
    { phase: 'support', status: 'completed', percent: '100', colour: 'green' },
  ];
  const admin = await asAdmin(browser);
  const projects = [];
  for (const [index, step] of phases.entries()) {
    const project = await requestProject(page, { title: `Project ${index + 1} ${step.phase}` });
    if (step.phase !== 'discovery') await admin.patchProject(project.id, { phase: step.phase, status: step.status });
    projects.push(project);
  }
  const developing = projects[2];
  if (!developing) throw new Error('no project in development');
  await admin.postUpdate(developing.id, 'Kick-off held; requirements signed off.');
  await admin.postUpdate(developing.id, 'First prototype is ready for review.');
  await admin.close();

  await page.goto('/dashboard');
  for (const [index, step] of phases.entries()) {
    const title = `Project ${index + 1} ${step.phase}`;
    const card = page.getByRole('article', { name: title });
    await expect(card.getByRole('progressbar', { name: `${title} progress` })).toHaveAttribute('aria-valuenow', step.percent);
    await expect(card.getByText(`${step.percent}% complete`)).toBeVisible();
    await expect(card.locator('[data-colour]')).toHaveAttribute('data-colour', step.colour);
  }
  await screenshot(page, 'projects-tab');

  await page.getByRole('button', { name: 'Details of Project 3 development' }).click();
  const details = page.getByRole('dialog', { name: 'Project 3 development' });
  await expect(details.getByRole('list', { name: 'Project updates' }).getByRole('listitem')).toHaveText([
    /Kick-off held; requirements signed off\./,
    /First prototype is ready for review\./,
  ]);
  await details.getByRole('button', { name: 'Close' }).click();

  // 'Message' opens the live chat with the project named in the message box.
  await page.getByRole('button', { name: 'Message us about Project 4 testing' }).click();
  await expect(page.getByRole('textbox', { name: /message/i }).last()).toHaveValue('About my project "Project 4 testing": ');
});
