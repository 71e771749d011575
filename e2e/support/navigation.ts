import { expect, type Page } from '@playwright/test';

/**
 * Marks the current document. A full page load replaces the document and loses the mark, so
 * `expectSameDocument` proves that navigation stayed client-side.
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocumentMark?: string }).__sameDocumentMark = 'kept';
  });
}

export async function expectSameDocument(page: Page): Promise<void> {
  const mark = await page.evaluate(() => (window as unknown as { __sameDocumentMark?: string }).__sameDocumentMark);
  expect(mark).toBe('kept');
}

/**
 * Opens a page and waits until the app has taken it over. Prerendered pages paint before JavaScript runs; a test
 * that types or clicks into one must wait for the shell to hydrate it, as a person's first tap usually does.
 */
export async function gotoInteractive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
}
