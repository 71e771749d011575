import { existsSync } from 'node:fs';
import path from 'node:path';

/** Where the tests find the repository, the browser and the server they start. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Debian's chromium: the benches (Lighthouse measures what visitors run) and the tests that need the full browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/**
 * The browser the end-to-end tests drive: Debian's chromium-headless-shell when it is installed (.ci/run installs it),
 * the same engine without the full browser's user interface, which Playwright itself runs headless by default and
 * which is lighter per page on two cores than the full browser's headless mode. TEST_BROWSER_PATH picks another.
 */
export const TEST_BROWSER_PATH =
  process.env.TEST_BROWSER_PATH ?? (existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : CHROMIUM_PATH);
export const ADMIN_EMAIL = 'admin@e2e.test';
export const ADMIN_PASSWORD = 'admin-e2e-password';
/**
 * Written by the global setup: the database every server started by the tests uses. One file per port, outside
 * Playwright's output folder (which each run empties), so two runs on different ports never read each other's.
 */
export const STATE_FILE = path.join(REPO_ROOT, 'e2e', '.runs', `state-${E2E_PORT}.json`);

/** Flags Debian's chromium needs on a machine with no sandbox and no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
