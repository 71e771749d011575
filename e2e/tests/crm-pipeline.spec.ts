import { expect, test } from '@playwright/test';
import { signInAsAdminThroughApi } from '../support/accounts';
import { axeViolations } from '../support/accessibility';
import { boardColumn, onlyLead, openCrm, searchLeads, sendContactForm, toastText, uniqueLead } from '../support/crm';

test.describe('Pipeline board', () => {
  test('a card moves to another column with the keyboard (pick up, arrow, drop) and the server keeps it', async ({ page }) => {
    const lead = uniqueLead('Board Keys');
    await sendContactForm(page, lead);
    await signInAsAdminThroughApi(page);
    await openCrm(page, 'leads');
    await page.getByRole('button', { name: 'Board' }).click();
    await expect(page).toHaveURL(/view=board/);
    await searchLeads(page, lead.company);
    const statuses = ['new', 'cold', 'warm', 'hot', 'won', 'lost'];
    for (const status of statuses) await expect(boardColumn(page, status)).toBeVisible();
    await expect(boardColumn(page, 'new').getByRole('link', { name: lead.name })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const handle = page.getByRole('button', { name: `Drag ${lead.name}` });
    await handle.focus();
    // Each step waits for what a screen reader hears: the sensor is active, then the card is over the next column.
    const announced = (text: string | RegExp) => expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(1);
    await page.keyboard.press('Space');
    // The live region keeps the latest: 'Picked up …', soon replaced by '… is over new.'
    await announced(new RegExp(`^(Picked up ${lead.name}\\.|${lead.name} is over new\\.)`));
    await page.keyboard.press('ArrowRight');
    await announced(`${lead.name} is over cold.`);
    await page.keyboard.press('Space');
    await announced(`${lead.name} moved to cold.`);
    await expect(toastText(page, 'Lead status updated')).toBeVisible();
    await expect(boardColumn(page, 'cold').getByRole('link', { name: lead.name })).toBeVisible();
    await expect(boardColumn(page, 'new').getByRole('link', { name: lead.name })).toHaveCount(0);
    expect((await onlyLead(page.request, lead.company)).status).toBe('cold');

    await page.reload();
    await searchLeads(page, lead.company);
    await expect(boardColumn(page, 'cold').getByRole('link', { name: lead.name })).toBeVisible();
  });

  test("a card's Move to list moves it, and the column's count follows", async ({ page }) => {
    const lead = uniqueLead('Board Menu');
    await sendContactForm(page, lead);
    await signInAsAdminThroughApi(page);
    await openCrm(page, 'leads');
    await page.getByRole('button', { name: 'Board' }).click();
    await searchLeads(page, lead.company);
    await expect(boardColumn(page, 'won')).toHaveAccessibleName(/^won 0 leads$/);

    await boardColumn(page, 'new').getByRole('combobox', { name: `Move ${lead.name} to…` }).selectOption('won');
    await expect(toastText(page, 'Lead status updated')).toBeVisible();
    await expect(boardColumn(page, 'won').getByRole('link', { name: lead.name })).toBeVisible();
    await expect(boardColumn(page, 'won')).toHaveAccessibleName(/^won 1 lead$/);
    expect((await onlyLead(page.request, lead.company)).status).toBe('won');
  });
});
