import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/accessibility';
import { signInAsAdminThroughApi } from '../support/accounts';
import { businessInfo } from '../support/builder';
import { accountSubscriptions, nzDateInWords } from '../support/builder-checkout';
import { openDashboardTab, screenshot, signUpClient, subscribeWithSite, toastText } from '../support/client-area';
import { openCrmTab, rowWith, toastWith } from '../support/crm-team';

/** 'D Mon YYYY' of the New Zealand day `days` from now, built from Intl's numeric parts to check the screen's words. */
function nzDay(days: number): string {
  const parts = new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', day: 'numeric', month: 'numeric', year: 'numeric' })
    .formatToParts(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value);
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][part('month') - 1];
  return `${part('day')} ${month} ${part('year')}`;
}

/*
 * The dashboard's Websites tab: the site saved with a subscription, its plan and invoice, publishing it, editing the
 * business info and publishing again. Each test signs up its own client and names its own business.
 */

test('a client sees their site, plan and invoice, publishes the site, edits the business info and publishes again', async ({ page, context }) => {
  test.slow();
  await signUpClient(page, 'Rawiri');
  const info = businessInfo();
  const { invoiceNumber } = await subscribeWithSite(page, info);

  await page.goto('/dashboard');
  await openDashboardTab(page, 'Websites');
  const site = page.getByRole('listitem', { name: info.businessName });
  await expect(site.getByRole('heading', { name: info.businessName })).toBeVisible();
  await expect(site.getByText('Not published', { exact: true })).toBeVisible();
  await expect(site.getByText('Not published yet')).toBeVisible();

  // The plan awaits payment of its invoice: $29.00 including GST of $3.78, unpaid.
  const plan = page.getByRole('listitem', { name: 'Starter plan (monthly)' });
  await expect(plan.getByText('Awaiting payment')).toBeVisible();
  const invoice = plan.getByRole('row', { name: new RegExp(invoiceNumber) });
  await expect(invoice.getByRole('cell', { name: '$29.00' })).toBeVisible();
  await expect(invoice.getByRole('cell', { name: '$3.78' })).toBeVisible();
  await expect(invoice.getByText('Unpaid')).toBeVisible();
  // Issued today and due a week later, as New Zealand days in the dashboard's form ('2 Dec 2025').
  await expect(invoice).toContainText(nzDay(0));
  await expect(invoice).toContainText(nzDay(7));
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'websites-tab-draft');

  // Publish: the button follows the server's steps, then the site is live with a link to it.
  await site.getByRole('button', { name: `Publish: ${info.businessName}` }).click();
  await expect(toastText(page, 'Website published')).toBeVisible();
  await expect(site.getByText('Live', { exact: true })).toBeVisible();
  const link = site.getByRole('link', { name: /\/sites\/.+\// });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/sites\/[a-z0-9]+\/$/);
  const [live] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(live.getByRole('heading', { level: 1, name: info.businessName })).toBeVisible();
  await live.close();

  // Edit the business info: saved, but the live site changes only when published again.
  const newName = `${info.businessName} & Sons`;
  const edit = site.getByRole('button', { name: `Edit business info of ${info.businessName}` });
  await edit.click();
  const dialog = page.getByRole('dialog', { name: 'Edit Business Info' });
  await expect(dialog.getByLabel('Business Name')).toHaveValue(info.businessName);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByLabel('Business Name').fill('');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Business name is required')).toBeVisible();
  await dialog.getByLabel('Business Name').fill(newName);
  await dialog.getByLabel('Services').fill('Emergency Repairs\nHot Water Cylinders');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(toastText(page, 'Publish again to put the changes live.')).toBeVisible();
  const renamed = page.getByRole('listitem', { name: newName });
  await expect(renamed.getByRole('heading', { name: newName })).toBeVisible();
  expect(await (await page.request.get(href ?? '')).text()).not.toContain('&amp; Sons');

  await renamed.getByRole('button', { name: `Publish again: ${newName}` }).click();
  await expect(renamed.getByText('(version 2)')).toBeVisible();
  const republished = await page.request.get(href ?? '');
  expect(republished.status()).toBe(200);
  const html = await republished.text();
  // The new name, escaped, and the new service are live at the same address.
  expect(html).toContain(`${info.businessName} &amp; Sons`);
  expect(html).toContain('Hot Water Cylinders');
});

test('a visitor requests a quote on the published site with no script running, and the owner sees it, new, in the Websites tab', async ({
  page,
  browser,
}) => {
  await signUpClient(page, 'Hemi');
  const info = businessInfo();
  const { siteId } = await subscribeWithSite(page, info);
  expect((await page.request.post(`/api/sites/${siteId}/deploy`, { data: {} })).status()).toBe(202);
  let liveUrl: string | null = null;
  await expect
    .poll(async () => {
      const sites = (await (await page.request.get('/api/sites/user')).json()) as Array<{ id: string; liveUrl: string | null }>;
      liveUrl = sites.find((site) => site.id === siteId)?.liveUrl ?? null;
      return liveUrl;
    })
    .not.toBeNull();

  // The visitor's browser runs no script at all: the page and its form need none.
  const visitorContext = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await visitorContext.newPage();
  await visitor.goto(liveUrl ?? '');
  const form = visitor.getByRole('form', { name: 'Request a quote' });
  const message = `Could you quote for a new hot water cylinder? ${Date.now()}`;
  await form.getByLabel('Name').fill('Ana Visitor');
  await form.getByLabel('Email').fill('ana.visitor@example.co.nz');
  await form.getByLabel('Service').selectOption('Leak Detection');
  await form.getByLabel('Message').fill(message);
  await form.getByRole('button', { name: 'Request Quote' }).click();
  await expect(visitor).toHaveURL(/\/sites\/[a-z0-9]+\/#quote-sent$/);
  await expect(visitor.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(visitor.getByText(`Your request has been sent to ${info.businessName}.`)).toBeVisible();
  await expect(form).toBeHidden();
  await screenshot(visitor, 'published-site-quote-sent');
  await visitorContext.close();

  await page.goto('/dashboard?tab=websites');
  const requests = page.getByRole('listitem', { name: info.businessName }).getByRole('region', { name: 'Quote requests' });
  await expect(requests.getByText('1 new', { exact: true })).toBeVisible();
  await requests.getByText('Show 1 quote request', { exact: true }).click();
  const request = requests.getByRole('listitem', { name: 'Quote request from Ana Visitor' });
  await expect(request).toContainText(message);
  await expect(request).toContainText('Leak Detection');
  await expect(request.getByRole('link', { name: 'ana.visitor@example.co.nz' })).toHaveAttribute('href', 'mailto:ana.visitor@example.co.nz');
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'websites-tab-quote-requests');

  await request.getByRole('button', { name: 'Mark the request from Ana Visitor as read' }).click();
  await expect(request.getByText('Read', { exact: true })).toBeVisible();
  await expect(requests.getByText('1 new', { exact: true })).toBeHidden();
  const stored = (await (await page.request.get(`/api/sites/${siteId}/enquiries`)).json()) as { newCount: number; enquiries: Array<{ message: string; readAt: string | null }> };
  expect(stored.newCount).toBe(0);
  expect(stored.enquiries.map((enquiry) => enquiry.message)).toEqual([message]);
});

test('live when paid: the client sees until when the site stays live unpaid; an admin marks the invoice paid in the CRM; the plan is active', async ({
  page,
  browser,
}) => {
  await signUpClient(page, 'Tama');
  const { invoiceNumber } = await subscribeWithSite(page, businessInfo());
  await page.goto('/dashboard?tab=websites');
  const plan = page.getByRole('listitem', { name: 'Starter plan (monthly)' });
  await expect(plan.getByText('Awaiting payment')).toBeVisible();
  await expect(plan).toContainText(`Invoice ${invoiceNumber} is due on ${nzDay(7)}. Your website stays live until ${nzDay(14)}`);

  // The admin finds the invoice by the transfer's reference and records the payment, after confirming.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdminThroughApi(admin);
  await openCrmTab(admin, '/crm', 'User Management');
  await admin.getByLabel('Search invoices').fill(invoiceNumber);
  const row = rowWith(admin, 'Unpaid invoices', invoiceNumber);
  await expect(row).toContainText(`Live until ${nzDay(14)}`);
  await row.getByRole('button', { name: `Mark invoice ${invoiceNumber} paid` }).click();
  await admin.getByRole('dialog', { name: `Mark invoice ${invoiceNumber} paid?` }).getByRole('button', { name: 'Mark paid' }).click();
  await toastWith(admin, `Invoice ${invoiceNumber} marked paid`);
  await expect(admin.getByText('No unpaid invoices match your search.')).toBeVisible();
  await adminContext.close();

  await page.reload();
  await expect(plan.getByText('Active', { exact: true })).toBeVisible();
  await expect(plan.getByText('All invoices on this plan are paid.')).toBeVisible();
  await expect(plan.getByRole('row', { name: new RegExp(invoiceNumber) }).getByText('Paid', { exact: true })).toBeVisible();
});

test('a client without a website is pointed to the builder; the tab passes axe on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpClient(page, 'Ana');
  await page.goto('/dashboard?tab=websites');
  await expect(page.getByRole('tab', { name: 'Websites' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'No websites yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'start the website builder' })).toHaveAttribute('href', '/website-builder');
  await expect(page.getByText('No website plan yet. Choose one when you publish your website.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
});

test('the owner changes the plan and cancels it in the dashboard, each confirmed with its date; invoices follow the plan', async ({ page }) => {
  await signUpClient(page, 'Hine');
  const { invoiceNumber } = await subscribeWithSite(page, businessInfo());
  const [subscription] = await accountSubscriptions(page);
  if (!subscription) throw new Error('The subscription was made');
  const endsOn = nzDateInWords(subscription.currentPeriodEnd);

  await page.goto('/dashboard?tab=websites');
  const plan = page.getByRole('listitem', { name: 'Starter plan (monthly)' });
  await expect(plan).toContainText(`Renews on ${endsOn}: the next invoice is $29.00/month.`);
  await expect(plan.getByRole('row', { name: new RegExp(invoiceNumber) }).getByText('Unpaid')).toBeVisible();

  // Change: the new price and the date it applies, before anything changes.
  await plan.getByRole('button', { name: 'Change plan: Starter plan (monthly)' }).click();
  const change = page.getByRole('dialog', { name: 'Change your plan' });
  await expect(change).toContainText(`Your Starter plan ($29.00/month) stays until ${endsOn}.`);
  await expect(change.getByRole('button', { name: 'Confirm Change' })).toBeDisabled();
  await change.getByRole('button', { name: /^Business, monthly/ }).click();
  await expect(change.getByRole('status')).toHaveText(`From ${endsOn}: Business at $79.00/month. Your next invoice is $79.00.`);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'websites-tab-change-plan');
  await change.getByRole('button', { name: 'Confirm Change' }).click();
  await expect(toastText(page, 'Plan Changed')).toBeVisible();
  await expect(change).toBeHidden();
  await expect(plan).toContainText(`Changes to Business ($79.00/month) on ${endsOn}: the next invoice is at that price.`);
  const [changed] = await accountSubscriptions(page);
  expect(changed).toMatchObject({ id: subscription.id, plan: { name: 'Starter', price: 29 }, nextPlan: { name: 'Business', price: 79 }, cancelAt: null });
  expect(changed?.invoices.map((invoice) => [invoice.number, invoice.amount, invoice.status])).toEqual([[invoiceNumber, 29, 'unpaid']]);

  // Cancel: at the end of the paid period, with that date.
  await plan.getByRole('button', { name: 'Cancel plan: Starter plan (monthly)' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel your plan?' });
  await expect(cancel).toContainText(`Your Starter plan ends on ${endsOn}, the end of the period you have been invoiced for.`);
  await screenshot(page, 'websites-tab-cancel-plan');
  await cancel.getByRole('button', { name: 'Cancel Plan' }).click();
  await expect(toastText(page, 'Plan Cancelled')).toBeVisible();
  await expect(plan).toContainText(`Cancelled: your plan ends on ${endsOn}. After that date your website is paused and no more invoices are sent.`);
  const [cancelled] = await accountSubscriptions(page);
  expect(cancelled).toMatchObject({ id: subscription.id, cancelAt: subscription.currentPeriodEnd, nextPlan: null });
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'websites-tab-cancelled');

  // Changed their mind: the plan carries on.
  await plan.getByRole('button', { name: 'Keep my plan: Starter plan (monthly)' }).click();
  await expect(toastText(page, 'Plan Kept')).toBeVisible();
  await expect(plan).toContainText(`Renews on ${endsOn}: the next invoice is $29.00/month.`);
  expect((await accountSubscriptions(page)).map((entry) => entry.cancelAt)).toEqual([null]);
});
