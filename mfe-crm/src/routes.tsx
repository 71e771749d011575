import { Route, Routes } from 'react-router';
import { AdminTestPage } from './features/crm-dashboard/admin-test-page';
import { CrmPage } from './features/crm-dashboard/crm-page';
import { CrmLoginPage } from './features/crm-login/crm-login-page';

/** Every route this remote owns (contracts REMOTE_ROUTES.crm), by full path. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/crm" element={<CrmPage />} />
      <Route path="/admin-test" element={<AdminTestPage />} />
      <Route path="/crm-login" element={<CrmLoginPage />} />
    </Routes>
  );
}
