import { expect, test, type Page } from '@playwright/test';
import type { TAnalyticsBatch, TAnalyticsEvent } from '@agency/contracts';
import { recordBeacons } from '../support/assessments';
import { queryDatabase } from '../support/booking';
import { gotoInteractive } from '../support/navigation';

/*
 * The marketing events the spec names (part 1 §7 'hero and services clicks', part 2 §7 'the sample case study names are
 * also tracked'): what the page sends, and what the API then holds for those very events.
 */

/** Hides the page the way a tab switch does, so the shell sends its queued events, and returns every event sent. */
async function sentEvents(page: Page, expected: string): Promise<TAnalyticsEvent[]> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const beacons = () => page.evaluate(() => (window as unknown as { __beacons: string[] }).__beacons);
  await expect.poll(async () => (await beacons()).join('\n')).toContain(`"${expected}"`);
  return (await beacons()).flatMap((text) => (JSON.parse(text) as TAnalyticsBatch).events);
}

interface StoredEvent {
  name: string;
  path: string;
  props: Record<string, unknown>;
}

/** The rows the API stored for these events, found by name and the instant the page stamped on each. */
async function storedEvents(events: TAnalyticsEvent[]): Promise<StoredEvent[]> {
  const read = () =>
    queryDatabase<StoredEvent>(
      `SELECT name, path, props FROM analytics_event
       WHERE (name, occurred_at) IN (SELECT * FROM unnest($1::text[], $2::timestamptz[])) ORDER BY occurred_at`,
      [events.map((event) => event.name), events.map((event) => event.occurredAt)],
    );
  // A beacon is sent in the background: the rows arrive shortly after the page hands it over.
  await expect.poll(async () => (await read()).length).toBe(events.length);
  return read();
}

function named(events: TAnalyticsEvent[], name: string): TAnalyticsEvent[] {
  return events.filter((event) => event.name === name);
}

test.describe('marketing analytics', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('each hero button records hero_cta_clicked with the button pressed', async ({ page }) => {
    await recordBeacons(page);
    await gotoInteractive(page, '/');
    const hero = page.getByRole('region', { name: 'Your business, simplified.' });
    await hero.getByRole('button', { name: 'Start Your Journey' }).click();
    const chat = page.getByRole('dialog', { name: 'Aria' });
    await expect(chat).toBeVisible();
    await chat.getByRole('button', { name: 'Close chat' }).click();
    await expect(chat).toBeHidden();
    await hero.getByRole('link', { name: 'Schedule Free Consultation' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Book Your Free Consultation' })).toBeVisible();

    const sent = named(await sentEvents(page, 'hero_cta_clicked'), 'hero_cta_clicked');
    const expected = [
      { name: 'hero_cta_clicked', path: '/', props: { cta: 'start_journey' } },
      { name: 'hero_cta_clicked', path: '/', props: { cta: 'schedule_consultation' } },
    ];
    expect(sent.map(({ name, path, props }) => ({ name, path, props }))).toEqual(expected);
    expect(await storedEvents(sent)).toEqual(expected);
  });

  test('a case study opened from the portfolio records case_study_viewed with its name, once', async ({ page }) => {
    await recordBeacons(page);
    await gotoInteractive(page, '/portfolio');
    await page.getByRole('article', { name: 'FarmDirect' }).getByRole('link', { name: 'View Case Study' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'FarmDirect' })).toBeVisible();
    await page.getByRole('link', { name: '← Back to Portfolio' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Portfolio' })).toBeVisible();

    const sent = named(await sentEvents(page, 'case_study_viewed'), 'case_study_viewed');
    const expected = [{ name: 'case_study_viewed', path: '/case-study/farmdirect', props: { caseStudy: 'farmdirect', title: 'FarmDirect' } }];
    expect(sent.map(({ name, path, props }) => ({ name, path, props }))).toEqual(expected);
    expect(await storedEvents(sent)).toEqual(expected);
  });

  test('a case study opened directly records case_study_viewed once its page starts', async ({ page }) => {
    await recordBeacons(page);
    await gotoInteractive(page, '/case-study/g2arch');
    await expect(page.getByRole('heading', { level: 1, name: 'G2 Architecture Platform' })).toBeVisible();

    const sent = named(await sentEvents(page, 'case_study_viewed'), 'case_study_viewed');
    const expected = [{ name: 'case_study_viewed', path: '/case-study/g2arch', props: { caseStudy: 'g2arch', title: 'G2 Architecture Platform' } }];
    expect(sent.map(({ name, path, props }) => ({ name, path, props }))).toEqual(expected);
    expect(await storedEvents(sent)).toEqual(expected);
  });
});
