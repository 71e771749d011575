import { defineConfig } from '@playwright/test';
import { BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/environment';

/** `npm run bench`: figures printed as tables against the production build; nothing here asserts speed. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.bench.ts',
  globalSetup: '../support/global-setup.ts',
  workers: 1,
  timeout: 600_000,
  reporter: [['list']],
  use: { baseURL: BASE_URL, launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
});
