import { expect, test } from '@playwright/test';
import { newAccount, signInAsAdminThroughApi, signUpThroughApi } from '../support/accounts';
import { ADMIN_EMAIL } from '../support/environment';
import { openCrmTab, rowWith, toastWith } from '../support/crm-team';

test.describe('CRM User Management', () => {
  test('Make Admin opens the CRM to that account, Remove Admin closes it, Delete (after a cancel) ends its session', async ({ page, browser }) => {
    // The client signs up in a browser of their own: their session is what the deletion must end.
    const clientContext = await browser.newContext();
    const clientPage = await clientContext.newPage();
    const client = await signUpThroughApi(clientPage, newAccount('Wiremu'));

    await signInAsAdminThroughApi(page);
    await openCrmTab(page, '/crm', 'User Management');
    await page.getByLabel('Search users').fill(client.email);
    const row = rowWith(page, 'Users', client.email);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(2)).toHaveText('client');
    await expect(page.getByRole('table', { name: 'Users' }).getByRole('row')).toHaveCount(2);

    // Make Admin, confirmed.
    await row.getByRole('button', { name: 'Make Wiremu an admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make Wiremu an admin?' });
    await expect(dialog).toContainText(client.email);
    await dialog.getByRole('button', { name: 'Make Admin' }).click();
    await toastWith(page, 'Admin role granted');
    await expect(row.getByRole('cell').nth(2)).toHaveText('admin');
    await expect(row.getByRole('button', { name: 'Remove Admin from Wiremu' })).toBeVisible();

    // The new admin can open the CRM (the role applies on their next request).
    await clientPage.goto('/crm');
    await expect(clientPage.getByRole('heading', { name: 'CRM Dashboard' })).toBeVisible();
    expect((await clientPage.request.get('/api/crm/users?pageSize=1')).status()).toBe(200);

    // Remove Admin, confirmed: a client again, and the CRM's calls are refused.
    await row.getByRole('button', { name: 'Remove Admin from Wiremu' }).click();
    await page.getByRole('dialog', { name: 'Remove admin role from Wiremu?' }).getByRole('button', { name: 'Remove Admin' }).click();
    await toastWith(page, 'Admin role removed');
    await expect(row.getByRole('cell').nth(2)).toHaveText('client');
    expect((await clientPage.request.get('/api/crm/users?pageSize=1')).status()).toBe(403);

    // Delete: Cancel keeps the account...
    await row.getByRole('button', { name: 'Delete user Wiremu' }).click();
    await page.getByRole('dialog', { name: 'Delete user Wiremu?' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(row).toHaveCount(1);
    expect((await clientPage.request.get('/api/auth/user')).status()).toBe(200);

    // ...confirming removes it, and the client's session is over at once.
    await row.getByRole('button', { name: 'Delete user Wiremu' }).click();
    await page.getByRole('dialog', { name: 'Delete user Wiremu?' }).getByRole('button', { name: 'Delete' }).click();
    await toastWith(page, 'User deleted successfully');
    await expect(row).toHaveCount(0);
    await expect(page.getByText('No users match your search.')).toBeVisible();
    expect((await clientPage.request.get('/api/auth/user')).status()).toBe(401);
    await clientContext.close();
  });

  test("the admin's own row offers neither Remove Admin nor Delete, and the server refuses self-demotion", async ({ page }) => {
    await signInAsAdminThroughApi(page);
    await openCrmTab(page, '/crm', 'User Management');
    await page.getByLabel('Search users').fill(ADMIN_EMAIL);
    const own = rowWith(page, 'Users', ADMIN_EMAIL);
    await expect(own).toHaveCount(1);
    await expect(own).toContainText('(you)');
    await expect(own.getByRole('cell').nth(2)).toHaveText('admin');
    await expect(own.getByRole('button')).toHaveCount(0);

    const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
    const demote = await page.request.patch(`/api/crm/users/${me.id}`, { data: { role: 'client' } });
    expect(demote.status()).toBe(409);
    expect(await demote.json()).toMatchObject({ message: 'You cannot remove your own admin role' });
    // From the page, as the CRM sends it (the API refuses cross-site deletions).
    const remove = await page.evaluate(async (id) => {
      const response = await fetch(`/api/crm/users/${id}`, { method: 'DELETE', credentials: 'include' });
      return { status: response.status, body: await response.text() };
    }, me.id);
    expect(remove.status, remove.body).toBe(409);
    expect(remove.body).toContain('You cannot delete your own account');
    // The search is not kept in the address, and other tests add users, so search again after the reload.
    await page.reload();
    await page.getByLabel('Search users').fill(ADMIN_EMAIL);
    await expect(own.getByRole('cell').nth(2)).toHaveText('admin');
  });

  test('in Test Mode the sample keeps the rules: the own row is protected, removing another admin changes the tiles', async ({ page }) => {
    await signInAsAdminThroughApi(page);
    await openCrmTab(page, '/admin-test', 'User Management');
    await expect(rowWith(page, 'Users', 'Sam Admin')).toContainText('(you)');
    // Remove the other sample admin: allowed, leaving Sam as the only one.
    const other = rowWith(page, 'Users', 'Mere Tawhiri');
    await other.getByRole('button', { name: 'Remove Admin from Mere Tawhiri' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove Admin' }).click();
    await toastWith(page, 'Admin role removed');
    await expect(other.getByRole('cell').nth(2)).toHaveText('client');
    await expect(page.getByText('Administrators', { exact: true }).locator('xpath=following-sibling::*[1]')).toHaveText('1');
  });
});
