import { expect, test } from '@playwright/test';
import { gotoInteractive } from '../support/navigation';

const FACTS = [
  /New Zealand dollars \(NZD\)[^.]*GST/,
  /net 7 days/,
  /1\.5% per month/,
  /30 days' written notice/,
  /30-day data retrieval/,
  /Monday-Friday 9 AM-5 PM NZST/,
  /below \$30,000[^.]*Disputes Tribunal/,
  /laws of New Zealand/,
];

for (const [path, heading] of [
  ['/terms', 'Terms of Use'],
  ['/disclaimer', 'Disclaimer'],
] as const) {
  test(`${heading} states every legal fact under New Zealand law`, async ({ page }) => {
    await gotoInteractive(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} | Kea AI Studio`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /New Zealand law/);
    const main = page.getByRole('main');
    for (const fact of FACTS) {
      await expect(main).toContainText(fact);
    }
  });
}
