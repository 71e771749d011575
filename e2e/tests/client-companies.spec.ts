import { expect, test, type Page } from '@playwright/test';
import { queryDatabase } from '../support/booking';
import { createCompany, openDashboardTab, screenshot, signUpClient, toastText } from '../support/client-area';
import { holdRequests } from '../support/crm';

/** A real PNG: a screenshot of a small part of the page. */
async function realPng(page: Page): Promise<Buffer> {
  return page.screenshot({ clip: { x: 0, y: 0, width: 96, height: 96 } });
}

test('a client adds a company, edits it and uploads a real PNG logo; a non-image and a 6 MB file are refused', async ({ page }) => {
  const account = await signUpClient(page, 'Moana');
  await page.goto('/dashboard');
  await openDashboardTab(page, 'Companies');
  await expect(page.getByRole('heading', { name: 'No companies yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/#contact');

  await page.getByRole('button', { name: 'Add Company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Company' });
  await dialog.getByLabel('Company Name').fill('Harbour Bakery');
  await dialog.getByLabel('Industry').selectOption('Hospitality');
  await dialog.getByLabel('Website').fill('harbourbakery.co.nz');
  await dialog.getByRole('button', { name: 'Add Company' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('listitem', { name: 'Harbour Bakery' });
  await expect(row.getByText('Hospitality')).toBeVisible();
  await expect(row.getByRole('link', { name: /harbourbakery\.co\.nz/ })).toHaveAttribute('href', 'https://harbourbakery.co.nz');

  await row.getByRole('button', { name: 'Edit Harbour Bakery' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Harbour Bakery' });
  await edit.getByLabel('Industry').selectOption('Retail');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByText('Retail')).toBeVisible();

  const fileInput = row.getByLabel('Upload logo for Harbour Bakery');

  // Not an image: refused in the browser with the spec's words, nothing sent.
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(toastText(page, 'Invalid file type')).toBeVisible();
  await expect(toastText(page, 'Please select an image file (PNG, JPG, GIF, etc.)')).toBeVisible();

  // Over 5 MB: refused likewise.
  await fileInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
  await expect(toastText(page, 'File too large')).toBeVisible();
  await expect(toastText(page, 'Please select an image smaller than 5MB')).toBeVisible();
  await expect(row.getByRole('img')).toHaveCount(0);

  // A real PNG: preview, upload, then shown from the server.
  await fileInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await realPng(page) });
  await expect(row.getByRole('img', { name: 'New logo preview for Harbour Bakery' })).toBeVisible();
  await screenshot(page, 'logo-preview');
  await row.getByRole('button', { name: 'Upload Logo' }).click();
  await expect(toastText(page, 'Logo uploaded successfully!')).toBeVisible();
  const logo = row.getByRole('img', { name: 'Harbour Bakery logo' });
  await expect(logo).toBeVisible();
  await expect(row.getByRole('img', { name: /preview/ })).toHaveCount(0);
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const src = await logo.getAttribute('src');
  const served = await page.request.get(src ?? '');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toMatch(/^image\//);
  await expect(row.getByText('Change logo')).toBeVisible();
  await screenshot(page, 'companies-tab');

  const rows = await queryDatabase<{ name: string }>(
    `SELECT c.name FROM company c JOIN "user" u ON u.id = c.user_id WHERE u.email = $1`,
    [account.email],
  );
  expect(rows).toEqual([{ name: 'Harbour Bakery' }]);
});

test('a PNG header on garbage gets past the browser and the server refuses it with the upload-failed toast', async ({ page }) => {
  await signUpClient(page, 'Tui');
  const response = await page.request.post('/api/companies', { data: { name: 'Fake Images Ltd' } });
  expect(response.status()).toBe(201);
  await page.goto('/dashboard?tab=companies');
  const row = page.getByRole('listitem', { name: 'Fake Images Ltd' });
  const garbage = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 7)]);
  await row.getByLabel('Upload logo for Fake Images Ltd').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: garbage });
  await row.getByRole('button', { name: 'Upload Logo' }).click();
  await expect(toastText(page, 'Upload failed')).toBeVisible();
  await expect(page.getByText(/^Upload failed: 4\d\d /)).toBeVisible();
  await expect(row.getByRole('img', { name: 'Fake Images Ltd logo' })).toHaveCount(0);
});

test("an Edit dialog stays open, with what was chosen, while another company's logo upload finishes and the list is read again", async ({ page }) => {
  const account = await signUpClient(page, 'Ariki');
  const florists = await createCompany(page, 'Kowhai Florists');
  await createCompany(page, 'Rimu Joinery');
  await page.goto('/dashboard?tab=companies');
  const floristsRow = page.getByRole('listitem', { name: 'Kowhai Florists' });
  await floristsRow.getByLabel('Upload logo for Kowhai Florists').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await realPng(page) });

  // The upload is slow: the client goes on to edit the other company meanwhile.
  const upload = await holdRequests(page, (url) => url.pathname === `/api/companies/${florists.id}/logo`);
  await floristsRow.getByRole('button', { name: 'Upload Logo' }).click();
  await upload.arrived;
  await page.getByRole('listitem', { name: 'Rimu Joinery' }).getByRole('button', { name: 'Edit Rimu Joinery' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Rimu Joinery' });
  await edit.getByLabel('Industry').selectOption('Manufacturing');

  await upload.release();
  await expect(toastText(page, 'Logo uploaded successfully!')).toBeVisible();
  // The list was read again behind the dialog (the page behind a modal is hidden from the accessibility tree).
  await expect(page.getByRole('img', { name: 'Kowhai Florists logo', includeHidden: true })).toBeVisible();
  await expect(edit).toBeVisible();
  await expect(edit.getByLabel('Industry')).toHaveValue('Manufacturing');

  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('listitem', { name: 'Rimu Joinery' }).getByText('Manufacturing')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Rimu Joinery' }).getByRole('button', { name: 'Edit Rimu Joinery' })).toBeFocused();
  const rows = await queryDatabase<{ name: string; industry: string }>(
    `SELECT c.name, c.industry FROM company c JOIN "user" u ON u.id = c.user_id WHERE u.email = $1 ORDER BY c.name`,
    [account.email],
  );
  expect(rows).toEqual([
    { name: 'Kowhai Florists', industry: 'Retail' },
    { name: 'Rimu Joinery', industry: 'Manufacturing' },
  ]);
});
