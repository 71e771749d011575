import { usePlatform } from '@agency/design-system/platform-context';
import { scrollBehavior } from './use-scroll-y';
import * as styles from './scroll-progress.module.css';

/** Shown after this many pixels of scrolling (spec part 1 §9). */
export const BACK_TO_TOP_THRESHOLD = 300;

export function BackToTopButton({ scrollY }: { scrollY: number }) {
  const { track } = usePlatform();
  if (scrollY <= BACK_TO_TOP_THRESHOLD) return null;
  return (
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
  );
}
