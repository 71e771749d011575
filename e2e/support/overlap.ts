import { expect, type Browser, type Page } from '@playwright/test';
import type { Role } from './site-crawl';
import { settle, signInAs } from './site-crawl';

/*
 * The overlap check of tests/overlap.spec.ts: every visible button, link, form control and label of a page is scrolled
 * into view as a person would (to the middle of the screen, or as far as the page goes) and hit-tested at its centre
 * (and halfway to each side) with document.elementFromPoint. Whatever answers there must be the control or inside it; anything else (a floating
 * launcher, a sticky bar, another card) covers it. One page.evaluate checks a whole page, so a page costs one round trip.
 */

/** A control found covered: what it is and what answered at its centre instead. */
export interface Covered {
  control: string;
  coveredBy: string;
}

const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'label',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="combobox"]',
  '[role="option"]',
].join(', ');

/**
 * Checks every control inside `scope` (a CSS selector; the whole document by default). Runs in the page: after each
 * scroll it waits for the page to react (scroll handlers run on the next frames, floating buttons may move, their
 * transitions end) before hit-testing, so the answer is the settled screen, however fast the machine is.
 */
export async function coveredControls(page: Page, scope = 'html'): Promise<Covered[]> {
  return page.evaluate(
    async ({ selector, scopeSelector }) => {
      const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      const settled = async () => {
        await nextFrame();
        await nextFrame();
        // Finite animations only: a spinner's endless one never finishes.
        const moving = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
        await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
        await nextFrame();
      };
      const text = (value: string | null | undefined) => (value ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
      const nameOf = (element: Element): string => {
        const html = element as HTMLElement;
        const labelled = element.getAttribute('aria-labelledby');
        const fromLabelledBy = labelled
          ? labelled
              .split(' ')
              .map((id) => document.getElementById(id)?.innerText ?? '')
              .join(' ')
          : '';
        const fieldLabels = 'labels' in element ? Array.from((element as HTMLInputElement).labels ?? []).map((label) => label.innerText).join(' ') : '';
        return text(element.getAttribute('aria-label') || fromLabelledBy || fieldLabels || html.innerText || element.getAttribute('placeholder') || element.getAttribute('title'));
      };
      const describe = (element: Element): string => {
        const kind = element.getAttribute('role') || (element instanceof HTMLInputElement ? `input[type=${element.type}]` : element.tagName.toLowerCase());
        const name = nameOf(element);
        return name ? `${kind} '${name}'` : kind;
      };
      /** The covering element as a person would name it: itself, within the nearest control or landmark holding it. */
      const describeCover = (element: Element): string => {
        const holder = element.closest(`${selector}, header, footer, nav, aside, dialog, [role="dialog"], [aria-label]`);
        if (!holder || holder === element) return describe(element);
        return `${element.tagName.toLowerCase()} in ${describe(holder)}`;
      };
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        // A screen-reader-only text (1 px, clipped) is not something a person sees or taps.
        if (box.width < 2 || box.height < 2) return false;
        return element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
      };

      const scopeElement = document.querySelector(scopeSelector) ?? document.documentElement;
      const controls = Array.from(scopeElement.querySelectorAll(selector)).filter(shown);
      const found: Array<{ control: string; coveredBy: string }> = [];
      const seen = new Set<string>();
      let first = true;
      for (const control of controls) {
        if (!control.isConnected || !shown(control)) continue;
        // As a person scrolls to it: into the middle of the screen, or as far as the page (or its scrolling box) goes.
        // Again once the page has settled, when content drawn on arrival (content-visibility, lazy images) moved it.
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const before = `${window.scrollX},${window.scrollY}`;
          control.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
          if (!first && `${window.scrollX},${window.scrollY}` === before) break;
          first = false;
          await settled();
        }
        // A link that wraps over two lines is tapped on its text: the centre of its largest line box, not of the
        // rectangle around both lines (which can fall beside the text).
        const box = Array.from(control.getClientRects()).reduce<DOMRect | undefined>(
          (largest, rect) => (!largest || rect.width * rect.height > largest.width * largest.height ? rect : largest),
          undefined,
        );
        if (!box) continue;
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        // Kept off screen on purpose until focused (the skip link): no one sees it to tap it.
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
        // Its centre, and halfway to each side on the same line: a launcher over the end of 'Disclaimer' hides the
        // word even when the middle of it is still free.
        const points = box.width >= 24 ? [x, box.left + box.width / 4, box.left + (box.width * 3) / 4] : [x];
        const hit = points.map((pointX) => document.elementFromPoint(pointX, y)).find((element) => !element || (element !== control && !control.contains(element)));
        if (hit === undefined) continue;
        const entry = { control: describe(control), coveredBy: hit ? describeCover(hit) : 'nothing (outside the page)' };
        const key = `${entry.control}|${entry.coveredBy}`;
        if (seen.has(key)) continue;
        seen.add(key);
        found.push(entry);
      }
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return found;
    },
    { selector: CONTROLS, scopeSelector: scope },
  );
}

export interface CheckedScreen {
  /** How the failure names the screen: '/pricing', '/crm, tab Leads'. */
  name: string;
  covered: Covered[];
}

/** One line per covered control: "on /pricing at 390 px: link 'Disclaimer' is covered by button 'Open live chat'". */
export function describeCovered(screens: readonly CheckedScreen[], width: string): string[] {
  return screens.flatMap((screen) => screen.covered.map((entry) => `on ${screen.name} at ${width}: ${entry.control} is covered by ${entry.coveredBy}`));
}

/**
 * Opens a screen in a browser context of its own at the width, signed in as the role, once the app has started;
 * `prepare` brings the screen to the state to check (a day and time chosen, say). Returns the page, for tabs.
 */
export async function openScreen(
  browser: Browser,
  options: { role: Role; path: string; viewport: { width: number; height: number }; prepare?(page: Page): Promise<void> },
): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: options.viewport });
  const page = await context.newPage();
  await signInAs(page, options.role);
  await page.goto(options.path);
  const unsettled = await settle(page, options.role !== 'visitor');
  if (unsettled) throw new Error(`${options.path}: ${unsettled}`);
  await options.prepare?.(page);
  await page.evaluate(() => document.fonts.ready);
  return { page, close: () => context.close() };
}

/** The names of the page's tabs, in order (the CRM's sections, the client dashboard's). */
export async function tabNames(page: Page): Promise<string[]> {
  return page.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => (tab.textContent ?? '').trim()));
}

/** Chooses a tab and waits until its panel has settled. */
export async function openTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0);
}
