import { usePlatform } from '@agency/design-system/platform-context';
import { scrollBehavior } from './use-scroll-y';
import * as styles from './scroll-progress.module.css';

/** Shown after this many pixels of scrolling (spec part 1 §9). */
export const BACK_TO_TOP_THRESHOLD = 300;

/**
 * The button shows past the threshold. Its slot (data-floating) is always in the page: the layout reserves room at the
 * end of the page for the floating buttons a page has, so the room is there from the start rather than appearing on
 * the way down. The button itself is removed, not hidden, below the threshold: hiding the focused button during the
 * smooth scroll it started would end that scroll short of the top.
 */
export function BackToTopButton({ scrollY }: { scrollY: number }) {
  const { track } = usePlatform();
  return (
    <div data-floating="back-to-top" className={styles.backToTopSlot}>
      {scrollY > BACK_TO_TOP_THRESHOLD && (
        <button
          type="button"
          className={styles.backToTop}
          aria-label="Back to top"
          onClick={() => {
            track('back_to_top_clicked', { fromY: Math.round(scrollY) });
            window.scrollTo({ top: 0, behavior: scrollBehavior() });
          }}
        >
          <span aria-hidden="true">↑</span>
        </button>
      )}
    </div>
  );
}
