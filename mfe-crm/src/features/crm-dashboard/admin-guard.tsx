import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '@agency/design-system/brand';
import { Button } from '@agency/design-system/button';
import { layout } from '@agency/design-system/layout';
import { Page } from '@agency/design-system/page';
import { usePlatform } from '@agency/design-system/platform-context';
import { Spinner } from '@agency/design-system/spinner';

/**
 * Shows its children to admins only: a spinner while the session loads, the sign-in redirect (back to `returnTo`)
 * when signed out, 'Access Denied' for clients. For display only: the API's guards enforce the admin role on every
 * CRM call. Wraps /crm and every page under it (a lead's page).
 */
export function AdminGuard({ returnTo, children }: { returnTo: string; children: ReactNode }) {
  const platform = usePlatform();
  const platformRef = useRef(platform);
  platformRef.current = platform;
  const { status, user } = platform.session;

  useEffect(() => {
    if (status === 'signed-out') platformRef.current.signIn(returnTo);
  }, [status, returnTo]);

  if (status !== 'signed-in' || !user) {
    const label = status === 'loading' ? 'Loading CRM...' : 'Redirecting to sign in...';
    return (
      <div className={layout.centered}>
        <Spinner label={label} size="lg" />
      </div>
    );
  }

  if (user.role !== 'admin') {
    return (
      <Page title="Access Denied" heading="Access Denied" width="narrow">
        <div className={layout.stack}>
          <p>
            The CRM is only available to administrators. If you need access, contact{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
          </p>
          <div className={layout.row}>
            <Button asChild>
              <Link to="/">Return to Home</Link>
            </Button>
          </div>
        </div>
      </Page>
    );
  }

  return <>{children}</>;
}
