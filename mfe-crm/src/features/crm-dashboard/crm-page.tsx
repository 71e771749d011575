import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '@agency/design-system/brand';
import { Button } from '@agency/design-system/button';
import { Page } from '@agency/design-system/page';
import { usePlatform } from '@agency/design-system/platform-context';
import { Spinner } from '@agency/design-system/spinner';
import { layout } from '@agency/design-system/layout';
import { CrmDashboard } from './crm-dashboard';
import { EMPTY_CRM_DATA } from './crm-data';

/**
 * /crm, for admins. The browser check is for display only: the API's guards
 * enforce the admin role on every CRM call.
 */
export function CrmPage() {
  const platform = usePlatform();
  const platformRef = useRef(platform);
  platformRef.current = platform;
  const { status, user } = platform.session;

  useEffect(() => {
    if (status === 'signed-out') platformRef.current.signIn('/crm');
  }, [status]);

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

  return <CrmDashboard title="CRM Dashboard" initialData={EMPTY_CRM_DATA} liveChat feedback />;
}
