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
 * The visitor's first input: the pointer moving over the page. A prerendered content page starts its app then
 * (shell/scripts/take-over-on-intent.js); any other page has started it already and is unaffected. Two moves, so at
 * least one changes the pointer's position wherever the last test left it.
 */
export async function moveThePointer(page: Page): Promise<void> {
  await page.mouse.move(3, 3);
  await page.mouse.move(5, 5);
}

/**
 * Opens a page and waits until the app has taken it over. Prerendered pages paint before JavaScript runs, and a
 * content page starts its app only at the visitor's first input; a test that types or clicks into one moves the
 * pointer and waits for the shell to hydrate it, as a person's first tap usually does.
 */
export async function gotoInteractive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await moveThePointer(page);
  await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
}

/** The URLs of the scripts the page has evaluated so far: script elements, not files only prefetched. */
export function evaluatedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => entry.name),
  );
}

/** The shell's files loaded on use (its numbered chunks and their styles): not the page, the API or a remote's files. */
export const SHELL_CHUNK = /^https?:\/\/[^/]+\/\d+\.[0-9a-f]+\.(js|css)$/;

/**
 * Makes every file the shell loads from now on fail to download, as a dropped connection would, until the returned
 * function restores the network. Called once the page is interactive, it hits only what loads on use (panels).
 */
export async function failShellChunks(page: Page): Promise<() => Promise<void>> {
  await page.route(SHELL_CHUNK, (route) => route.abort('internetdisconnected'));
  return () => page.unroute(SHELL_CHUNK);
}

/** Holds back every request to URLs matching `url` (a slow network for those files) until the returned release is called. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
