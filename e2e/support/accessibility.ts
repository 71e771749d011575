import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The rule set every check runs: WCAG 2.0, 2.1 and 2.2 at levels A and AA plus axe's best practices. Every rule axe
 * enables by default carries one of these tags, so this is the default set plus the one it leaves off, target-size
 * (2.2 AA, 2.5.8: 24 px pointer targets). Only AAA rules and deprecated ones stay out.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Every axe-core finding on the page as it is now, of any impact, one line each: rule, impact, and each element with
 * the first reason axe gives for it (what a failing test needs to say to be fixed).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // From the top of the page: scrolled down, whatever the last action left just under the sticky header counts as an
  // obscured target (target-size), a finding about the scroll position rather than the page.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  // Colours read mid-transition are neither state's: a button turning from muted to its colour right after the field
  // that completes a step measured 3.46:1 on its way. Wait for the page's finite transitions and animations to end
  // (a spinner's endless one is left running).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Only violations are used: axe then skips building selectors and markup for every passing node, most of its work.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(AXE_TAGS).analyze();
  return results.violations.map((violation) => {
    const nodes = violation.nodes.map((node) => {
      const reason = node.failureSummary?.split('\n')[1]?.trim();
      return `${node.target.join(' ')}${reason ? ` (${reason})` : ''}`;
    });
    return `${violation.id} (${violation.impact}): ${nodes.join(', ')}`;
  });
}
