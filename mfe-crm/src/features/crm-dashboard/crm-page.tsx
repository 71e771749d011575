import { Outlet, useLocation } from 'react-router';
import { CrmApiProvider, LIVE_CRM_API } from '../../crm-kit/crm-api';
import { RowDialogsProvider } from '../../crm-kit/row-dialogs';
import { AdminGuard } from './admin-guard';
import { CrmDashboard } from './crm-dashboard';

/** /crm and the pages under it (a lead's page): admins only, every call to the API. */
export function CrmLayout() {
  const location = useLocation();
  return (
    <AdminGuard returnTo={`${location.pathname}${location.search}`}>
      <CrmApiProvider value={LIVE_CRM_API}>
        <RowDialogsProvider>
          <Outlet />
        </RowDialogsProvider>
      </CrmApiProvider>
    </AdminGuard>
  );
}

/** /crm: the dashboard on the API. */
export function CrmPage() {
  return <CrmDashboard title="CRM Dashboard" />;
}
