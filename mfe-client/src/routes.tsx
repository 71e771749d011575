import { Route, Routes } from 'react-router';
import { lazyPage, routePreparer } from '@agency/design-system/lazy-page';

// Each page is its own chunk: the client home does not download the dashboard's tabs, and the dashboard loads its
// form library only with the dialogs and the discovery wizard that use it.
const ROUTES = [
  { path: '/', page: lazyPage(() => import('./features/home/client-home-page'), 'ClientHomePage') },
  { path: '/dashboard', page: lazyPage(() => import('./features/dashboard/dashboard-page'), 'DashboardPage') },
];

/** Loads the page for a path ahead of rendering it (see RemoteRootModule in contracts). */
export const prepare = routePreparer(ROUTES);

/** Every route this remote owns (contracts REMOTE_ROUTES.client), by full path. */
export function AppRoutes() {
  return (
    <Routes>
      {ROUTES.map(({ path, page: Page }) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
    </Routes>
  );
}
