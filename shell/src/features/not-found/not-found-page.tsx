import { Link, useLocation } from 'react-router';
import { usePageTitle } from '@agency/design-system/page-title';
import * as styles from './not-found-page.module.css';

/** Any path no app owns (spec: '404 Page Not Found' with a developer-style hint). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageTitle('404 Page Not Found');
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        404 Page Not Found
      </h1>
      <p className={styles.hint}>
        Nothing is routed at <code className={styles.path}>{pathname}</code>. Did you forget to add the page to the
        router?
      </p>
      <Link to="/" className={styles.home}>
        Go back home
      </Link>
    </section>
  );
}
