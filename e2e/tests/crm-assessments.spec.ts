import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInAsAdminThroughApi } from '../support/accounts';
import { chatDialog, expectChatStep, openChat, say } from '../support/assessments';
import { queryDatabase } from '../support/booking';
import { openCrmTab, rowWith, toastWith } from '../support/crm-team';
import { gotoInteractive } from '../support/navigation';

test.describe('CRM User Assessments', () => {
  test("a visitor's onboarding chat shows with its session and name, opens its transcript, and is a lead already", async ({ page, browser }) => {
    test.setTimeout(60_000);
    // A name no other test uses, so the row is this test's.
    const surname = `Kereama${randomUUID().replace(/[^a-f]/g, '').slice(0, 6)}`;
    const name = `Tui ${surname}`;
    const email = `assessment-${randomUUID()}@example.co.nz`;

    const visitor = await browser.newPage();
    await gotoInteractive(visitor, '/');
    await openChat(visitor);
    await chatDialog(visitor).getByRole('group', { name: 'Choose a service' }).getByRole('button', { name: 'Business Automation' }).click();
    await expectChatStep(visitor, 2);
    await say(visitor, 'We run a small bakery in Nelson with four staff.');
    await say(visitor, 'Orders come by phone and get lost.');
    await say(visitor, 'Take orders online and spend less time on admin.');
    await expectChatStep(visitor, 3);
    await say(visitor, name);
    await say(visitor, email);
    await say(visitor, `${surname} Bakery`);
    await say(visitor, 'About $10,000');
    await say(visitor, 'Within the next two months');
    await expectChatStep(visitor, 4);
    await visitor.close();
    const [chat] = await queryDatabase<{ session_id: string }>('SELECT session_id FROM onboarding_chat WHERE contact_email = $1', [email]);

    await signInAsAdminThroughApi(page);
    await openCrmTab(page, '/crm', 'User Assessments');
    const row = rowWith(page, 'User assessments', name);
    await expect(row).toHaveCount(1);
    // The session's last 8 characters (every id starts 'session_' + the time, so the end tells them apart) and the name.
    const session = chat!.session_id.slice(-8);
    await expect(row.getByRole('cell').first()).toHaveText(`${session}${name}`);
    await expect(row.getByRole('cell').nth(1)).toHaveText('Business Automation');
    // A finished conversation is a lead at once (issue 24): no admin has to convert it.
    await expect(row.getByRole('cell').nth(5)).toHaveText('converted');
    const [lead] = await queryDatabase<{ id: string; source: string }>('SELECT id, source FROM lead WHERE email = $1', [email]);
    expect(lead!.source).toBe('onboarding_chat');

    await row.getByRole('button', { name: `Open transcript of session ${session}, ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Session ${session} · ${name}` });
    await expect(dialog.getByRole('list', { name: 'Transcript' }).getByText('Orders come by phone and get lost.')).toBeVisible();
    await expect(dialog).toContainText(email);
    await expect(dialog.getByRole('link', { name: 'Open lead' })).toHaveAttribute('href', `/crm/leads/${lead!.id}`);
    await expect(dialog.getByRole('button', { name: 'Convert to lead' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(row.getByRole('button', { name: `Open transcript of session ${session}, ${name}` })).toBeFocused();
  });

  test("the Session column tells sessions apart: each row's short id differs and none is the shared 'session_' prefix", async ({ page }) => {
    await signInAsAdminThroughApi(page);
    await openCrmTab(page, '/admin-test', 'User Assessments');
    const buttons = page.getByRole('table', { name: 'User assessments' }).getByRole('button', { name: /^Open transcript of session / });
    await expect(buttons.first()).toBeVisible();
    const labels = await buttons.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''));
    const shown = labels.map((label) => /^Open transcript of session (\S+), /.exec(label)?.[1] ?? '');
    expect(shown.length).toBeGreaterThan(1);
    for (const short of shown) {
      expect(short).toHaveLength(8);
      expect(short).not.toContain('session');
    }
    expect(new Set(shown).size).toBe(shown.length);
    // The cell shows the same short id the button is named by.
    await expect(page.getByRole('table', { name: 'User assessments' }).getByRole('row').nth(1).getByRole('cell').first()).toContainText(shown[0] ?? '');
  });

  test('a chat without an e-mail address cannot become a lead: the server says why', async ({ page }) => {
    await signInAsAdminThroughApi(page);
    await openCrmTab(page, '/admin-test', 'User Assessments');
    // The sample's Sofia Rossi finished the chat without giving an address.
    await page.getByRole('button', { name: /^Open transcript of session .*, Sofia Rossi$/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Convert to lead' }).click();
    await toastWith(page, 'This conversation has no valid e-mail address, so it cannot become a lead');
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Convert to lead' })).toBeVisible();
  });
});
