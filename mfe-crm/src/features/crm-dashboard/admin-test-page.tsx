import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet } from 'react-router';
import { layout } from '@agency/design-system/layout';
import { CRM_SAMPLE_KEY_PREFIX, CrmApiProvider } from './crm-api';
import { CrmDashboard } from './crm-dashboard';
import { RowDialogsProvider } from './row-dialogs';
import { createSampleCrmApi } from './sample/sample-crm';

/**
 * /admin-test and its lead pages: the CRM answered from a sample kept in memory, no sign-in needed. One sample per
 * visit, shared by the dashboard and the lead pages, so a change made on one shows on the other.
 */
export function SampleCrmLayout() {
  const queryClient = useQueryClient();
  const [sampleApi] = useState(() => {
    // A new visit starts from the seed: drop answers cached from an earlier sample (crmKey's sample prefix).
    queryClient.removeQueries({ queryKey: [CRM_SAMPLE_KEY_PREFIX] });
    return createSampleCrmApi();
  });
  return (
    <CrmApiProvider value={sampleApi}>
      <RowDialogsProvider>
        <Outlet />
      </RowDialogsProvider>
    </CrmApiProvider>
  );
}

export function TestModeNotice() {
  return (
    <p className={layout.notice} role="note">
      <strong>Test Mode</strong>: you are viewing sample data. Nothing here is real and changes are not saved.{' '}
      <Link to="/crm-login">Back to CRM access</Link>
    </p>
  );
}

/** /admin-test: the CRM screen on the sample. */
export function AdminTestPage() {
  return <CrmDashboard title="CRM Test Mode" notice={<TestModeNotice />} />;
}
