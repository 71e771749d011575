import { test as base, type Page } from '@playwright/test';

/** Live chat tests: the visitor's `page`, and an `agent` page in a browser context of its own (its own cookies). */
export const test = base.extend<{ agent: Page }>({
  agent: async ({ browser }, use) => {
    const context = await browser.newContext();
    await use(await context.newPage());
    await context.close();
  },
});

export { expect } from '@playwright/test';
