import type { Browser, Page } from '@playwright/test';

/*
 * How interaction.bench.ts times an interaction, under Chromium's 4x CPU slowdown (set through CDP once the page is
 * ready). Each is timed in the page from the input's own timestamp (a capture-phase pointerdown/keydown listener reads
 * `event.timeStamp`, so input delay counts) to the first frame that paints the result element (checked every frame,
 * stamped by a task queued from that frame, i.e. after its paint); beside it, the Event Timing API's duration of the
 * interaction (the longest `event` entry of its interactionId, `durationThreshold: 16`, '<16' when none reaches it),
 * which is what INP reports. First use is a fresh browser context per sample (nothing cached, chunks load on the
 * click); repeated use is the same page again. Median of 5 each. The target is 200 ms; nothing here asserts it.
 */

export const SAMPLES = 5;
export const CPU_SLOWDOWN = 4;

export interface Sample {
  /** Input timestamp to the paint showing the result. */
  visible: number;
  /** The interaction's Event Timing duration; undefined when under the 16 ms threshold. */
  event: number | undefined;
}

export interface Row {
  interaction: string;
  samples: Sample[];
}

/** Slows the CPU of the page's renderer, after it is ready, as the mobile figures assume. */
export async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/**
 * Arms the page for one interaction: the next pointerdown/keydown is the input, and `result` (a CSS selector, plus
 * text the element must contain) is watched for every frame after it.
 */
async function arm(page: Page, result: string, text?: string): Promise<void> {
  await page.evaluate(
    ({ selector, contains }) => {
      interface Entry { startTime: number; duration: number; interactionId: number }
      const state: { inputAt?: number; visibleAt?: number; entries: Entry[] } = { entries: [] };
      const w = window as unknown as { __interaction?: typeof state; __interactionObserver?: PerformanceObserver };
      w.__interactionObserver?.disconnect();
      w.__interaction = state;
      const onInput = (event: Event) => {
        if (state.inputAt === undefined) state.inputAt = event.timeStamp;
      };
      addEventListener('pointerdown', onInput, { capture: true, once: true });
      addEventListener('keydown', onInput, { capture: true, once: true });
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { interactionId: number }>) {
          state.entries.push({ startTime: entry.startTime, duration: entry.duration, interactionId: entry.interactionId });
        }
      });
      observer.observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
      w.__interactionObserver = observer;
      const shown = () =>
        Array.from(document.querySelectorAll(selector)).some(
          (element) => element.checkVisibility() && (contains === undefined || (element.textContent ?? '').includes(contains)),
        );
      const frame = () => {
        if (state.inputAt !== undefined && shown()) {
          // A task queued from the frame that first holds the result runs after that frame's paint.
          setTimeout(() => (state.visibleAt = performance.now()));
          return;
        }
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    { selector: result, contains: text },
  );
}

/** Performs the input, waits for the painted result and for the interaction's Event Timing entries. */
export async function timeInteraction(page: Page, result: string, input: () => Promise<void>, text?: string): Promise<Sample> {
  await arm(page, result, text);
  await input();
  await page.waitForFunction(() => (window as unknown as { __interaction: { visibleAt?: number } }).__interaction.visibleAt !== undefined);
  const read = () =>
    page.evaluate(() => {
      const state = (window as unknown as {
        __interaction: { inputAt: number; visibleAt: number; entries: Array<{ startTime: number; duration: number; interactionId: number }> };
      }).__interaction;
      const ours = state.entries.filter((entry) => entry.interactionId > 0 && entry.startTime >= state.inputAt - 1);
      return {
        visible: state.visibleAt - state.inputAt,
        event: ours.length > 0 ? Math.max(...ours.map((entry) => entry.duration)) : undefined,
      };
    });
  // Entries arrive a frame or two after the paint; an interaction under 16 ms never produces one.
  await page
    .waitForFunction(
      () => {
        const state = (window as unknown as { __interaction: { inputAt: number; entries: Array<{ startTime: number; interactionId: number }> } })
          .__interaction;
        return state.entries.some((entry) => entry.interactionId > 0 && entry.startTime >= state.inputAt - 1);
      },
      undefined,
      { timeout: 1_000 },
    )
    .catch(() => undefined);
  return read();
}

/** A fresh context per first-use sample: empty cache, so the click pays for any chunk it loads. */
async function freshPage<T>(browser: Browser, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/** SAMPLES first uses, each in a fresh page that `take` opens, prepares and times (`index` counts the samples). */
export async function firstUseSamples(browser: Browser, take: (page: Page, index: number) => Promise<Sample>): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let index = 0; index < SAMPLES; index += 1) samples.push(await freshPage(browser, (page) => take(page, index)));
  return samples;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function summary(row: Row): Record<string, string | number> {
  const visible = row.samples.map((sample) => sample.visible);
  const events = row.samples.map((sample) => sample.event ?? 0);
  const event = median(events);
  return {
    interaction: row.interaction,
    'event ms (median)': event < 16 ? '<16' : Math.round(event),
    'visible ms (median)': Math.round(median(visible)),
    'visible ms (min-max)': `${Math.round(Math.min(...visible))}-${Math.round(Math.max(...visible))}`,
    'samples (visible ms)': visible.map((value) => Math.round(value)).join(' '),
  };
}
