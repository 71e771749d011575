import { usePlatform } from '@agency/design-system/platform-context';
import { scrollBehavior } from './use-scroll-y';
import * as styles from './scroll-progress.module.css';

/** Shown after this many pixels of scrolling (spec part 1 §9). */
export const BACK_TO_TOP_THRESHOLD = 300;

/**
 * Always in the page, hidden until the threshold: the layout reserves room at the end of the page for the floating
 * buttons the page has (data-floating), so the room is there from the start rather than appearing on the way down.
 */
export function BackToTopButton({ scrollY }: { scrollY: number }) {
  const { track } = usePlatform();
  return (
    <button
      type="button"
      className={styles.backToTop}
      data-floating="back-to-top"
      hidden={scrollY <= BACK_TO_TOP_THRESHOLD}
      aria-label="Back to top"
      onClick={() => {
        track('back_to_top_clicked', { fromY: Math.round(scrollY) });
        window.scrollTo({ top: 0, behavior: scrollBehavior() });
      }}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
