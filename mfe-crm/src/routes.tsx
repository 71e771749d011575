import { Route, Routes } from 'react-router';
import { AdminTestPage, SampleCrmLayout } from './features/crm-dashboard/admin-test-page';
import { CrmLayout, CrmPage } from './features/crm-dashboard/crm-page';
import { CrmLoginPage } from './features/crm-login/crm-login-page';
import { LeadPage } from './features/lead-page/lead-page';

/** Every route this remote owns (contracts REMOTE_ROUTES.crm), by full path. */
export function AppRoutes() {
  return (
    <Routes>
      {/* Admins only, the API: the dashboard and a lead's page share the admin check. */}
      <Route path="/crm" element={<CrmLayout />}>
        <Route index element={<CrmPage />} />
        <Route path="leads/:id" element={<LeadPage />} />
      </Route>
      {/* The sample, one per visit, shared by the dashboard and the lead pages. */}
      <Route path="/admin-test" element={<SampleCrmLayout />}>
        <Route index element={<AdminTestPage />} />
        <Route path="leads/:id" element={<LeadPage />} />
      </Route>
      <Route path="/crm-login" element={<CrmLoginPage />} />
    </Routes>
  );
}
