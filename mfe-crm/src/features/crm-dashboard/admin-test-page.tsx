import { Link } from 'react-router';
import { layout } from '@agency/design-system/layout';
import { CrmDashboard } from './crm-dashboard';
import { SAMPLE_CRM_DATA } from './sample-crm-data';

/** /admin-test: the CRM screen filled with sample data, no sign-in needed. */
export function AdminTestPage() {
  return (
    <CrmDashboard
      title="CRM Test Mode"
      initialData={SAMPLE_CRM_DATA}
      notice={
        <p className={layout.notice} role="note">
          <strong>Test Mode</strong>: you are viewing sample data. Nothing here is real and changes are not saved.{' '}
          <Link to="/crm-login">Back to CRM access</Link>
        </p>
      }
    />
  );
}
