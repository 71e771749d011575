import type { CDPSession, Page } from '@playwright/test';

/** A mid-range phone on a poor mobile connection: the conditions a visitor's first minute is tested in. */
export const SLOW_PHONE = {
  /** Chromium's CPU slowdown factor (CDP Emulation.setCPUThrottlingRate). */
  cpuSlowdown: 4,
  /** About 150 ms round trip and 1.6 Mb/s down, 750 kb/s up (Lighthouse's slow 4G). */
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  /** A person typing: about 90 ms a key. */
  keyDelayMs: 90,
} as const;

/**
 * Slows the page's CPU and network before it loads, so a test can act the moment the page paints, as a person on
 * a phone does, instead of waiting for the app to settle. Returns the CDP session (detach it to lift the limits).
 */
export async function emulateSlowPhone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.downloadBytesPerSecond,
    uploadThroughput: SLOW_PHONE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  return cdp;
}

/** Whether React owns the element matched by `selector` (it keeps its props on a node it has hydrated or rendered). */
export function ownedByReact(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  }, selector);
}
