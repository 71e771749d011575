import type { Page } from '@playwright/test';

/**
 * Opens a page once the session check has answered. The shell re-renders the remote at that moment, and until the
 * shell keeps the remote's tree across it, state set earlier (an open dialog, typed text) can be lost.
 */
export async function visitSettled(page: Page, path: string): Promise<void> {
  const sessionChecked = page.waitForResponse((response) => response.url().endsWith('/api/auth/user'));
  await page.goto(path);
  await sessionChecked;
}
