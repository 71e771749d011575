import { useStyleProperty } from '../styles/use-style-property';
import * as styles from './scroll-progress.module.css';

/** A thin bar across the top of the page showing how much of it has been scrolled (spec part 1 §2). */
export function ScrollProgressBar({ scrollY }: { scrollY: number }) {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  const percent = scrollable > 0 ? Math.min(100, Math.max(0, Math.round((scrollY / scrollable) * 100))) : 0;
  const barRef = useStyleProperty<HTMLDivElement>('transform', `scaleX(${percent / 100})`);
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-label="Page scrolled"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div ref={barRef} className={styles.bar} />
    </div>
  );
}
