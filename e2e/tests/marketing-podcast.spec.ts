import { expect, test, type Locator } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/environment';
import { gotoInteractive } from '../support/navigation';

// Headless Chromium may refuse play() without a real gesture; the page is still driven by clicks.
test.use({
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'] },
});

/** Moves a range input the way dragging its thumb does: the value changes and an input event fires. */
async function setRange(slider: Locator, value: number): Promise<void> {
  await slider.evaluate((element: HTMLInputElement, next) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(element, String(next));
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}

test('the podcast episode plays, seeks, changes volume, pauses and can be downloaded', async ({ page }) => {
  await gotoInteractive(page, '/podcast');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Automation Podcast' })).toBeVisible();
  await expect(page).toHaveTitle('Podcast | Kea AI Studio');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /podcast/);

  const player = page.getByRole('group', { name: /^Audio player/ });
  const audio = page.locator('audio');
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.duration)).toBeGreaterThan(30);

  const volume = player.getByRole('slider', { name: 'Volume' });
  await expect(volume).toHaveAttribute('min', '0');
  await expect(volume).toHaveAttribute('max', '1');
  await expect(volume).toHaveAttribute('step', '0.1');
  // The keyboard moves the volume in its 0.1 steps.
  await volume.focus();
  for (let press = 0; press < 7; press += 1) await page.keyboard.press('ArrowLeft');
  await expect(volume).toHaveValue('0.3');
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.volume)).toBeCloseTo(0.3);

  await player.getByRole('button', { name: 'Play episode' }).click();
  await expect(player.getByRole('button', { name: 'Pause episode' })).toBeVisible();
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime)).toBeGreaterThan(0.3);

  const seek = player.getByRole('slider', { name: 'Seek' });
  await setRange(seek, 20);
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime)).toBeGreaterThanOrEqual(20);

  await player.getByRole('button', { name: 'Pause episode' }).click();
  await expect(player.getByRole('button', { name: 'Play episode' })).toBeVisible();
  expect(await audio.evaluate((el: HTMLAudioElement) => el.paused)).toBe(true);

  const download = player.getByRole('link', { name: 'Download Episode' });
  await expect(download).toHaveAttribute('download', /\.mp3$/);
  const href = await download.getAttribute('href');
  expect(href).toBeTruthy();
  const response = await page.request.get(new URL(href ?? '', page.url()).toString());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('audio/mpeg');
  expect((await response.body()).byteLength).toBeLessThan(300 * 1024);
});

test('the player returns to paused at the end of the episode', async ({ page }) => {
  await gotoInteractive(page, '/podcast');
  const player = page.getByRole('group', { name: /^Audio player/ });
  const audio = page.locator('audio');
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.duration)).toBeGreaterThan(30);
  const duration = await audio.evaluate((el: HTMLAudioElement) => el.duration);
  await setRange(player.getByRole('slider', { name: 'Seek' }), Math.floor(duration - 1));
  await player.getByRole('button', { name: 'Play episode' }).click();
  await expect(player.getByRole('button', { name: 'Play episode' })).toBeVisible({ timeout: 15_000 });
  expect(await audio.evaluate((el: HTMLAudioElement) => el.ended)).toBe(true);
});

test('the podcast page links to booking, discovery and home', async ({ page }) => {
  await gotoInteractive(page, '/podcast');
  await expect(page.getByRole('link', { name: 'Book a Free Consultation' })).toHaveAttribute('href', '/book-consultation');
  await expect(page.getByRole('link', { name: 'Take the Discovery Assessment' })).toHaveAttribute('href', '/discovery');
  await page.getByRole('link', { name: /Back to Home/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your business, simplified.' })).toBeVisible();
});
