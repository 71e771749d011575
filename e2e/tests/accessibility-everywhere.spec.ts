import { expect, test, type Locator, type Page } from '@playwright/test';
import { PUBLIC_PAGES } from '@agency/contracts';
import { axeViolations } from '../support/accessibility';
import { signUpThroughApi } from '../support/accounts';
import { DESKTOP, PHONE } from '../support/assessments';
import { builderTemplates, businessInfo, seedBuilderStorage } from '../support/builder';
import { openDashboardTab } from '../support/client-area';
import { chatLauncher, chatPanel } from '../support/live-chat';
import { gotoInteractive } from '../support/navigation';

/*
 * axe's full rule set (WCAG 2.2 A and AA plus best practices, every impact) over every public page, the builder's
 * pages, the signed-in client area and each panel or dialog the public pages open, at 1280 px and at 390 px, where the
 * header collapses into a menu. The CRM's tabs, lead page and dialogs are scanned in crm-accessibility.spec.ts, the
 * booking, wizard and chat steps in their own specs, all with the same rules.
 */

/** Scans the page as it is, then again on a phone once it has laid itself out again. */
async function expectCleanAtBothWidths(page: Page, settled: () => Promise<void>): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await settled();
  expect.soft(await axeViolations(page), 'at 1280 px').toEqual([]);
  await page.setViewportSize(PHONE);
  await settled();
  expect.soft(await axeViolations(page), 'at 390 px').toEqual([]);
}

const mainHeading = (page: Page) => page.getByRole('heading', { level: 1 }).first();

const PAGES = [...PUBLIC_PAGES.map((entry) => entry.path), '/case-study/unknown', '/sign-in?returnTo=%2F', '/crm-login', '/no-such-page'];

for (const path of PAGES) {
  test(`${path} has no axe violations at 1280 and 390 px`, async ({ page }) => {
    await gotoInteractive(page, path);
    await expectCleanAtBothWidths(page, () => expect(mainHeading(page)).toBeVisible());
  });
}

// The builder's pages after the gallery, each with a business and a template chosen as the flow leaves them.
for (const path of ['/website-onboarding', '/website-preview/:template', '/subscription-payment', '/domain-setup']) {
  test(`the builder's ${path} has no axe violations at 1280 and 390 px`, async ({ page }) => {
    const [template] = await builderTemplates(page.request);
    await seedBuilderStorage(page, { businessInfo: businessInfo(), templateId: template!.id });
    await gotoInteractive(page, path.replace(':template', template!.id));
    await expectCleanAtBothWidths(page, () => expect(mainHeading(page)).toBeVisible());
  });
}

test('the signed-in client home has no axe violations at 1280 and 390 px', async ({ page }) => {
  const account = await signUpThroughApi(page);
  await gotoInteractive(page, '/');
  await expect(page.getByText(account.firstName).first()).toBeVisible();
  await expectCleanAtBothWidths(page, () => expect(mainHeading(page)).toBeVisible());
});

for (const tab of ['Projects', 'Websites', 'Discovery', 'Companies', 'Resources'] as const) {
  test(`the client dashboard's ${tab} tab has no axe violations at 1280 and 390 px`, async ({ page }) => {
    await signUpThroughApi(page);
    await gotoInteractive(page, '/dashboard');
    await openDashboardTab(page, tab);
    await expectCleanAtBothWidths(page, () => expect(page.getByRole('tabpanel').locator('[aria-busy="true"]')).toHaveCount(0));
  });
}

test('the phone menu is clean when open and gives focus back to its button when closed', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await gotoInteractive(page, '/');
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  expect.soft(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
});

test('the live chat panel is clean at 1280 and 390 px and gives focus back to its launcher', async ({ page }) => {
  await gotoInteractive(page, '/');
  await chatLauncher(page).focus();
  await page.keyboard.press('Enter');
  await expect(chatPanel(page).getByText('Connected', { exact: true })).toBeVisible();
  await expectCleanAtBothWidths(page, () => expect(chatPanel(page)).toBeVisible());
  await page.keyboard.press('Escape');
  await expect(chatPanel(page)).toBeHidden();
  await expect(chatLauncher(page)).toBeFocused();
});

/** The widget's themes are a prop no page sets to dark yet: the scan switches the attribute its styles key on. */
async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((value) => {
    document.querySelectorAll<HTMLElement>('[data-theme]').forEach((element) => {
      element.dataset.theme = value;
    });
  }, theme);
}

for (const theme of ['light', 'dark'] as const) {
  test(`the feedback panel in the ${theme} theme is clean in both views at 1280 and 390 px`, async ({ page }) => {
    await gotoInteractive(page, '/portfolio');
    const launcher = page.getByRole('button', { name: 'Feedback', exact: true });
    await launcher.focus();
    await page.keyboard.press('Enter');
    const panel: Locator = page.getByRole('dialog', { name: 'How was your experience?' });
    await expect(panel.getByRole('group', { name: 'Quick reactions' })).toBeVisible();
    await useTheme(page, theme);
    await expectCleanAtBothWidths(page, () => expect(panel).toBeVisible());
    await page.setViewportSize(DESKTOP);
    await panel.getByRole('button', { name: 'Leave detailed feedback' }).press('Enter');
    await expect(panel.getByRole('radio', { name: '3 stars' })).toBeAttached();
    await useTheme(page, theme);
    await expectCleanAtBothWidths(page, () => expect(panel).toBeVisible());
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
  });
}

/** Records the behaviour of every scroll the page asks for, from before its first script. */
async function recordScrolls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { __scrolls: string[] }).__scrolls = calls;
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element, options?: boolean | ScrollIntoViewOptions) {
      calls.push(typeof options === 'object' ? (options.behavior ?? 'auto') : 'auto');
      original.call(this, options);
    };
  });
}

for (const motion of ['reduce', 'no-preference'] as const) {
  test(`with prefers-reduced-motion: ${motion}, scrolling to a section and a dialog's entrance ${motion === 'reduce' ? 'are instant' : 'animate'}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: motion });
    await recordScrolls(page);
    await gotoInteractive(page, '/');
    const html = page.locator('html');
    await expect(html).toHaveCSS('scroll-behavior', motion === 'reduce' ? 'auto' : 'smooth');

    // The header's Services link goes to /#services: the page scrolls to the section.
    const services = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/#services$/);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __scrolls: string[] }).__scrolls.length)).toBeGreaterThan(0);
    const behaviours = await page.evaluate(() => (window as unknown as { __scrolls: string[] }).__scrolls);
    expect(new Set(behaviours)).toEqual(new Set([motion === 'reduce' ? 'auto' : 'smooth']));

    // A dialog of the design system: its pop-in lasts no time at all when less motion is asked for.
    await gotoInteractive(page, '/portfolio');
    const opener = page.getByRole('article', { name: 'Watalotigot Marketplace' }).getByRole('button', { name: 'Quick Preview' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Watalotigot Marketplace' });
    await expect(dialog).toBeVisible();
    const seconds = parseFloat(await dialog.evaluate((element) => getComputedStyle(element).animationDuration));
    if (motion === 'reduce') expect(seconds).toBeLessThanOrEqual(0.00001);
    else expect(seconds).toBeGreaterThan(0.05);
    // Closing gives focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
}
