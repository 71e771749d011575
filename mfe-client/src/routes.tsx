import { Route, Routes } from 'react-router';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { ClientHomePage } from './features/home/client-home-page';

/** Every route this remote owns (contracts REMOTE_ROUTES.client), by full path. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<ClientHomePage />} />
      <Route path="/dashboard" element={<DashboardPage />} />
    </Routes>
  );
}
