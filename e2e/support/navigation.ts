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
