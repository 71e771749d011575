import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { newAccount, signInAsAdminThroughApi, signUpThroughApi } from '../support/accounts';
import { requestProject } from '../support/client-area';
import { openCrmTab, rowWith, toastWith } from '../support/crm-team';

test.describe('CRM Projects', () => {
  test('an admin opens a project for a new client, moves its phase and posts an update; the client sees both', async ({ page, browser }) => {
    const clientContext = await browser.newContext();
    const clientPage = await clientContext.newPage();
    const client = await signUpThroughApi(clientPage, newAccount('Ngaio'));
    const title = `Booking site ${randomUUID().slice(0, 8)}`;
    const update = `Wireframes approved for ${title}; building the calendar next.`;

    await signInAsAdminThroughApi(page);
    await openCrmTab(page, '/crm', 'Projects');
    await page.getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    // The form checks the contract's rules before sending anything.
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await expect(dialog.getByText('Please choose a client')).toBeVisible();

    await dialog.getByLabel('Find a client').fill(client.email);
    const clientSelect = dialog.getByRole('combobox', { name: 'Client' });
    await expect(clientSelect.getByRole('option')).toHaveCount(2);
    await clientSelect.selectOption({ label: `Ngaio (${client.email})` });
    await dialog.getByLabel('Project Title').fill(title);
    await dialog.getByLabel('Description').fill('An online booking site for a physiotherapy clinic.');
    await dialog.getByRole('combobox', { name: 'Service Type' }).selectOption('Website & App Development');
    await dialog.getByRole('combobox', { name: 'Budget' }).selectOption('$5,000 - $15,000');
    await dialog.getByRole('combobox', { name: 'Status' }).selectOption('in_progress');
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await toastWith(page, 'Project created');

    // The new project's dialog opens: change its phase, post an update.
    const panel = page.getByRole('dialog', { name: title });
    await expect(panel).toBeVisible();
    const save = panel.getByRole('button', { name: 'Save status and phase' });
    await expect(save).toBeDisabled();
    await panel.getByRole('combobox', { name: 'Phase' }).selectOption('development');
    await save.click();
    await toastWith(page, 'Project updated');
    await expect(save).toBeDisabled();
    await expect(panel.getByText('60%', { exact: true })).toBeVisible();
    await panel.getByLabel('New update').fill(update);
    await panel.getByRole('button', { name: 'Post update' }).click();
    await toastWith(page, 'Update posted');
    await expect(panel.getByText(update, { exact: true })).toBeVisible();
    await expect(panel.getByLabel('New update')).toHaveValue('');
    await page.keyboard.press('Escape');

    const row = rowWith(page, 'All projects', title);
    await expect(row).toContainText(client.email);
    await expect(row).toContainText('In Progress');
    await expect(row).toContainText('Development');

    // The client's dashboard shows the project at the new phase, with the update under Details.
    await clientPage.goto('/dashboard');
    const card = clientPage.getByRole('article', { name: title });
    await expect(card.getByRole('progressbar', { name: `${title} progress` })).toHaveAttribute('aria-valuenow', '60');
    await clientPage.getByRole('button', { name: `Details of ${title}` }).click();
    await expect(clientPage.getByRole('dialog', { name: title }).getByRole('list', { name: 'Project updates' })).toContainText(update);
    await clientContext.close();
  });

  test("a client's request is listed under Open requests until an admin takes it on", async ({ page, browser }) => {
    const clientContext = await browser.newContext();
    const clientPage = await clientContext.newPage();
    await signUpThroughApi(clientPage, newAccount('Rangi'));
    const title = `Request ${randomUUID().slice(0, 8)}`;
    await requestProject(clientPage, { title });
    await clientContext.close();

    await signInAsAdminThroughApi(page);
    await openCrmTab(page, '/crm', 'Projects');
    const request = rowWith(page, 'Open project requests', title);
    await expect(request).toContainText('Requested');
    await request.getByRole('button', { name: `Open project ${title}` }).click();
    const panel = page.getByRole('dialog', { name: title });
    await panel.getByRole('combobox', { name: 'Status' }).selectOption('in_progress');
    await panel.getByRole('button', { name: 'Save status and phase' }).click();
    await toastWith(page, 'Project updated');
    await page.keyboard.press('Escape');
    await expect(request).toHaveCount(0);
    await expect(rowWith(page, 'All projects', title)).toContainText('In Progress');
  });
});
