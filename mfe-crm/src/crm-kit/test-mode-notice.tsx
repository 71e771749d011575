import { Link } from 'react-router';
import { layout } from '@agency/design-system/layout';

/** The note over every /admin-test screen (the dashboard and a lead's page): the data is a sample. */
export function TestModeNotice() {
  return (
    <p className={layout.notice} role="note">
      <strong>Test Mode</strong>: you are viewing sample data. Nothing here is real and changes are not saved.{' '}
      <Link to="/crm-login">Back to CRM access</Link>
    </p>
  );
}
