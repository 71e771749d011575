import { expect, test, type Locator, type Page } from '@playwright/test';
import { newAccount, signInAsAdminThroughApi, signUpThroughApi } from '../support/accounts';
import { gotoInteractive } from '../support/navigation';

/**
 * The main screens of each area, compared with screenshots approved by looking at them (screens.spec.ts-snapshots/).
 * What changes from run to run (dates, the visitor's own name or e-mail, figures other tests move) is masked; the rest
 * must match. The tolerance absorbs the anti-aliasing and font hinting differences between two runs on this machine
 * kind, not a moved or missing element. To approve a change: `npx playwright test tests/screens.spec.ts
 * --update-snapshots=all`, then look at every changed picture before committing it.
 */

// A visitor in New Zealand: the booking's time-zone note and every date read the same on any machine.
test.use({ timezoneId: 'Pacific/Auckland', locale: 'en-NZ' });

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

interface Screen {
  name: string;
  role: 'visitor' | 'client' | 'admin';
  path: string;
  /** Brings the screen to the state worth approving, once the app has started. */
  prepare?: (page: Page) => Promise<void>;
  /** Parts that differ between runs, painted over in the comparison. */
  mask?: (page: Page) => Locator[];
}

const SCREENS: Screen[] = [
  { name: 'home', role: 'visitor', path: '/' },
  { name: 'pricing', role: 'visitor', path: '/pricing' },
  {
    name: 'booking',
    role: 'visitor',
    path: '/book-consultation',
    // The days offered are the next fourteen from today: the month's name, its days and whether the other month can
    // be turned to change with the date, so the whole calendar is masked. It has six week rows in every month, so its
    // size does not change (booking-calendar.tsx, fixedWeeks).
    mask: (page) => {
      const form = page.getByRole('form', { name: 'Book a consultation' });
      return [form.locator('[data-mode="single"]'), form.getByRole('status')];
    },
  },
  {
    name: 'contact',
    role: 'visitor',
    path: '/contact',
    // The form's code arrives after the page: the screen is approved with the form in it.
    prepare: (page) => expect(page.getByRole('form', { name: 'Contact form' }).getByRole('button', { name: 'Send Message' })).toBeVisible(),
  },
  { name: 'client-dashboard', role: 'client', path: '/dashboard' },
  {
    name: 'crm',
    role: 'admin',
    // The sample CRM: the same leads on every run (the live one holds whatever other tests created).
    path: '/admin-test',
    mask: (page) => [page.getByText(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m NZ[DS]T/)],
  },
  { name: 'website-builder', role: 'visitor', path: '/website-builder' },
];

async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // The pictures on the screen (lazy ones further down never load until scrolled to, and are not in the shot).
    const onScreen = (image: HTMLImageElement) => image.getBoundingClientRect().top < innerHeight;
    await Promise.all(
      Array.from(document.images)
        .filter((image) => onScreen(image) && !image.complete)
        .map((image) => new Promise((done) => (image.onload = image.onerror = done))),
    );
  });
}

for (const screen of SCREENS) {
  for (const size of WIDTHS) {
    test(`${screen.name} at ${size.width} px matches its approved screenshot`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      if (screen.role === 'client') await signUpThroughApi(page, newAccount('Aroha'));
      if (screen.role === 'admin') await signInAsAdminThroughApi(page);
      await gotoInteractive(page, screen.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await screen.prepare?.(page);
      await settle(page);
      await expect(page).toHaveScreenshot(`${screen.name}-${size.name}.png`, {
        animations: 'disabled',
        caret: 'hide',
        mask: screen.mask?.(page) ?? [],
        maxDiffPixelRatio: 0.002,
      });
    });
  }
}
