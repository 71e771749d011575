import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { CRM_SAMPLE_KEY_PREFIX, CrmApiProvider } from '../../crm-kit/crm-api';
import { RowDialogsProvider } from '../../crm-kit/row-dialogs';
import { createSampleCrmApi } from '../../crm-kit/sample/sample-crm';
import { TestModeNotice } from '../../crm-kit/test-mode-notice';
import { CrmDashboard } from './crm-dashboard';

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

/** /admin-test: the CRM screen on the sample. */
export function AdminTestPage() {
  return <CrmDashboard title="CRM Test Mode" notice={<TestModeNotice />} />;
}
