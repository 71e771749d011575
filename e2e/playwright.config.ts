import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, CHROMIUM_ARGS, TEST_BROWSER_PATH } from './support/environment';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    // Recording a trace (a DOM snapshot and screenshot at every action) costs about a quarter of the suite's time on two
    // cores, for every test, to keep the few that fail: off unless asked for. A failure still writes its page's
    // accessibility snapshot (error-context.md); E2E_TRACE=1 records and keeps traces of failing tests.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: { executablePath: TEST_BROWSER_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
