import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { nzIsoDate } from '@agency/contracts';
import { signInAsAdminThroughApi } from '../support/accounts';
import { axeViolations } from '../support/accessibility';
import { bookingForm, chooseSlot, claimFreeSlot, fillDetails, passMathCheck, toast, uniqueEmail } from '../support/booking';
import { createLeadThroughApi, leadRow, onlyLead, openCrm, searchLeads, sendContactForm, toastText, uniqueLead } from '../support/crm';
import { gotoInteractive } from '../support/navigation';

test.describe('Lead page', () => {
  test('shows the enquiry, a booking made on the booking page and its confirmation e-mail in the timeline; notes are added and edited', async ({ page }) => {
    // A contact form, a booking and the CRM in one flow.
    test.slow();
    const lead = uniqueLead('Timeline Co', uniqueEmail('lead-page'));
    await sendContactForm(page, lead);

    const slot = await claimFreeSlot(page.request);
    await gotoInteractive(page, '/book-consultation');
    await chooseSlot(page, slot);
    await fillDetails(page, lead.email, lead.name);
    await bookingForm(page).getByRole('combobox', { name: 'Service Interest' }).selectOption('Business Automation');
    await passMathCheck(page);
    await bookingForm(page).getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(toast(page, 'Consultation Booked!')).toBeVisible();

    await signInAsAdminThroughApi(page);
    const stored = await onlyLead(page.request, lead.email);
    await page.goto(`/crm/leads/${stored.id}`);
    await expect(page.getByRole('heading', { level: 1, name: lead.name })).toBeVisible();
    await expect(page.getByRole('link', { name: '← Back to leads' })).toHaveAttribute('href', '/crm?tab=leads');
    await expect(page.getByText(lead.message, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(lead.company, { exact: true }).first()).toBeVisible();

    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect(timeline.getByRole('heading', { name: 'Enquiry from the contact form' })).toBeVisible();
    const booking = timeline.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Consultation booked' }) });
    await expect(booking).toBeVisible();
    await expect(booking.getByText('scheduled', { exact: true })).toBeVisible();
    await expect(timeline.getByRole('heading', { name: /^E-mail: Your consultation on / }).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Notes: add one, then edit it (the server marks the admin's own notes editable).
    await page.getByLabel('Add a note').fill('Called: wants a quote by Friday. <b>not bold</b>');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(toastText(page, 'Note added')).toBeVisible();
    const notes = page.getByRole('list', { name: 'Notes' });
    await expect(notes.getByText('Called: wants a quote by Friday. <b>not bold</b>', { exact: true })).toBeVisible();
    await notes.getByRole('button', { name: /^Edit note/ }).first().click();
    await page.getByLabel('Edit note').fill('Called: quote sent on Thursday.');
    await page.getByRole('button', { name: 'Save note' }).click();
    await expect(toastText(page, 'Note updated')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('list', { name: 'Notes' }).getByText('Called: quote sent on Thursday.', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Notes' }).getByText(/edited/)).toBeVisible();

    // A status change from the page is recorded and shown under Changes and in the timeline.
    await page.getByLabel('Status').selectOption('warm');
    await expect(toastText(page, 'Lead status updated')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('list', { name: 'Changes' })).toContainText('Status: new → warm');
  });

  test("an owner and today's follow-up set on the page show in the Overview's Follow up today list", async ({ page }) => {
    await signInAsAdminThroughApi(page);
    const lead = uniqueLead('Follow Up Co', uniqueEmail('follow-up'));
    const id = await createLeadThroughApi(page.request, lead);
    const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
    await page.goto(`/crm/leads/${id}`);
    const form = page.getByRole('form', { name: 'Owner and follow-up' });
    await form.getByLabel('Owner').selectOption(me.id);
    await form.getByLabel('Follow-up date').fill(nzIsoDate());
    await form.getByRole('button', { name: 'Save owner and follow-up' }).click();
    await expect(toastText(page, 'Owner and follow-up saved')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Changes' })).toContainText('Follow-up date: none →');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/crm?tab=overview');
    const item = page.getByRole('list', { name: 'Follow up today' }).getByRole('listitem').filter({ hasText: lead.company });
    await expect(item.getByText('Yours', { exact: true })).toBeVisible();
    await item.getByRole('link', { name: lead.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: lead.name })).toBeVisible();
  });

  test('an unknown lead shows Lead not found with the way back', async ({ page }) => {
    await signInAsAdminThroughApi(page);
    await page.goto('/crm/leads/00000000-0000-4000-8000-00000000dead');
    await expect(page.getByRole('heading', { level: 1, name: 'Lead not found' })).toBeVisible();
    await page.getByRole('link', { name: '← Back to leads' }).click();
    await expect(page.getByRole('tab', { name: 'Lead Management' })).toHaveAttribute('aria-selected', 'true');
  });

  test('from the table to the page and back, in Test Mode too, where a change stays in the sample', async ({ page }) => {
    await openCrm(page, 'leads', '/admin-test');
    await expect(page.getByText('Test Mode', { exact: true })).toBeVisible();
    // The sample answers in the browser: no request to wait for.
    await page.getByLabel('Search leads').fill('Harbour Plumbing');
    await expect(page.getByText('Page 1 of 1 · 1 row')).toBeVisible();
    await leadRow(page, 'Harbour Plumbing').getByRole('link', { name: 'Aroha Ngata' }).click();
    await expect(page).toHaveURL(/\/admin-test\/leads\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Aroha Ngata' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Live chat conversation' })).toBeVisible();
    // Only the author edits a note: the sample admin's own has Edit, a colleague's has not.
    const notes = page.getByRole('list', { name: 'Notes' });
    await expect(notes.getByRole('listitem').filter({ hasText: 'Called Aroha' }).getByRole('button', { name: /^Edit note/ })).toBeVisible();
    await expect(notes.getByRole('listitem').filter({ hasText: 'Sent the automation case study.' }).getByRole('button')).toHaveCount(0);
    await page.getByText('Transcript (3 messages)').click();
    await expect(page.getByText('Great, I will send the form now.')).toBeVisible();
    await page.getByLabel('Status').selectOption('won');
    await expect(toastText(page, 'Lead status updated')).toBeVisible();
    await page.getByRole('link', { name: '← Back to leads' }).click();
    await page.getByLabel('Search leads').fill('Harbour Plumbing');
    await expect(page.getByText('Page 1 of 1 · 1 row')).toBeVisible();
    await expect(leadRow(page, 'Harbour Plumbing').getByRole('combobox', { name: 'Status of Aroha Ngata' })).toHaveValue('won');
  });

  test("Test Mode: an onboarding chat in a lead's timeline converts to a lead once", async ({ page }) => {
    await openCrm(page, 'leads', '/admin-test');
    await page.getByLabel('Search leads').fill('Harbour Cafe');
    await expect(page.getByText('Page 1 of 1 · 1 row')).toBeVisible();
    await leadRow(page, 'Harbour Cafe').getByRole('link', { name: 'Kiri Walker' }).click();
    const chat = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Onboarding chat' }) });
    await expect(chat.getByText('completed', { exact: true })).toBeVisible();
    await chat.getByRole('button', { name: 'Convert to lead' }).click();
    await expect(toastText(page, 'Converted to lead')).toBeVisible();
    await expect(chat.getByText('converted', { exact: true })).toBeVisible();
    await expect(chat.getByRole('button', { name: 'Convert to lead' })).toHaveCount(0);
  });
  test('two enquiries from one person (same phone, another spelling) show as a possible duplicate; merged by keyboard, the survivor holds both histories', async ({ page }) => {
    await signInAsAdminThroughApi(page);
    const token = randomInt(1e6, 9e6).toString();
    const survivor = await createPersonThroughApi(page.request, { firstName: 'Whetu', lastName: `Hohaia${token}`, email: `whetu-${token}@example.co.nz`, phone: `+64 21 ${token}` });
    const other = await createPersonThroughApi(page.request, { firstName: 'Whetu', lastName: `Hohaea${token}`, email: `w.hohaea-${token}@example.net.nz`, phone: `021 ${token}` });
    const note = `Rang back on the mobile (${token}).`;
    const added = await page.request.post(`/api/leads/${other}/notes`, { data: { body: note } });
    expect(added.status(), await added.text()).toBe(201);

    await page.goto(`/crm/leads/${survivor}`);
    const suggestion = page.getByRole('list', { name: 'Possible duplicates' }).getByRole('listitem').filter({ hasText: `Whetu Hohaea${token}` });
    await expect(suggestion).toContainText('Why: Same phone');

    // By keyboard: open, Escape closes and gives focus back, open again.
    const open = suggestion.getByRole('button', { name: `Merge with Whetu Hohaea${token}` });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Merge Whetu Hohaia${token} and Whetu Hohaea${token}` });
    await expect(dialog.getByRole('group', { name: 'Lead that stays' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('radio', { name: `Whetu Hohaia${token} (whetu-${token}@example.co.nz)` })).toBeChecked();
    // Focus stays inside the dialog however far one tabs.
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    // Keep the other's phone spelling: arrow keys move within the Phone group.
    const phone = dialog.getByRole('group', { name: 'Phone' });
    await phone.getByRole('radio', { name: `+64 21 ${token}` }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(phone.getByRole('radio', { name: `021 ${token}` })).toBeChecked();
    await dialog.getByRole('button', { name: `Merge into Whetu Hohaia${token}` }).focus();
    await page.keyboard.press('Enter');
    await expect(toastText(page, `Merged into Whetu Hohaia${token}`)).toBeVisible();
    await expect(dialog).toBeHidden();

    // The survivor's page: the other's note, both enquiries, the audit entry; the other lead is gone.
    await expect(page.getByRole('list', { name: 'Notes' }).getByText(note, { exact: true })).toBeVisible();
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect(timeline.getByRole('heading', { name: `Merged Whetu Hohaea${token} <w.hohaea-${token}@example.net.nz> into this lead` })).toBeVisible();
    await expect(timeline.getByRole('heading', { name: 'Enquiry from the contact form' })).toHaveCount(2);
    await expect(page.getByRole('list', { name: 'Possible duplicates' })).toHaveCount(0);
    expect((await page.request.get(`/api/leads/${other}`)).status()).toBe(404);
    const kept = (await (await page.request.get(`/api/leads/${survivor}`)).json()) as { lead: { phone: string } };
    expect(kept.lead.phone).toBe(`021 ${token}`);
  });

  test('Test Mode: the sample suggests Aroha Ngata\'s second enquiry and opens the merge dialog, calling no data endpoint', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await openCrm(page, 'leads', '/admin-test');
    await page.getByLabel('Search leads').fill('Harbour Plumbing');
    await leadRow(page, 'Harbour Plumbing').getByRole('link', { name: 'Aroha Ngata' }).click();
    const suggestion = page.getByRole('list', { name: 'Possible duplicates' }).getByRole('listitem').filter({ hasText: 'Aroha Ngatta' });
    await expect(suggestion).toContainText('Why: Same phone');
    await suggestion.getByRole('button', { name: 'Merge with Aroha Ngatta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge Aroha Ngata and Aroha Ngatta' });
    await expect(dialog.getByRole('group', { name: 'Company' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Merge into Aroha Ngata' }).click();
    await expect(toastText(page, 'Merged into Aroha Ngata')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Changes' })).toContainText('Merged Aroha Ngatta <aroha.ngata@gmail.example> into this lead');
    expect(requests.filter((path) => path.startsWith('/api/leads'))).toEqual([]);
  });
});

/** A lead as the contact form makes it, with a phone number. */
async function createPersonThroughApi(
  request: APIRequestContext,
  person: { firstName: string; lastName: string; email: string; phone: string },
): Promise<string> {
  const response = await request.post('/api/leads', { data: { ...person, message: 'Please call me about a website.' } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
