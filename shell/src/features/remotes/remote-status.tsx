import { Button } from '@agency/design-system/button';
import * as styles from './remote-status.module.css';

/** Shown in place of a part of the site that cannot load; header, footer and other pages keep working. */
export function RemoteUnavailable({ onRetry }: { onRetry(): void }) {
  return (
    <section className={styles.panel} role="alert" aria-live="assertive">
      <h1 className={styles.title}>This part of the site is unavailable right now</h1>
      <p className={styles.text}>Please check your connection and try again. The rest of the site still works.</p>
      <Button onClick={onRetry}>Retry</Button>
    </section>
  );
}

/** Holds the page's space while a remote loads, so the footer does not jump. */
export function RemoteLoading() {
  return (
    <div className={styles.loading} aria-busy="true" data-remote-status="loading">
      <span className={styles.visuallyHidden}>Loading…</span>
    </div>
  );
}
