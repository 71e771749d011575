/// <reference path="../css-modules.d.ts" />
import * as styles from './spinner.module.css';

export interface SpinnerProps {
  /** Announced to screen readers and shown next to the spinner unless `hideLabel`. */
  label?: string;
  hideLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A loading indicator that screen readers announce politely. */
export function Spinner({ label = 'Loading...', hideLabel = false, size = 'md', className }: SpinnerProps) {
  return (
    <div role="status" className={[styles.spinner, className].filter(Boolean).join(' ')}>
      <span aria-hidden="true" className={[styles.circle, styles[size]].filter(Boolean).join(' ')} />
      <span className={hideLabel ? styles.visuallyHidden : styles.label}>{label}</span>
    </div>
  );
}
