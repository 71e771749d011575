import { Route, Routes } from 'react-router';

/** Every route this remote owns (contracts REMOTE_ROUTES), by full path. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/crm" element={<h1>/crm</h1>} />
      <Route path="/admin-test" element={<h1>/admin-test</h1>} />
      <Route path="/crm-login" element={<h1>/crm-login</h1>} />
    </Routes>
  );
}
