import { Route, Routes } from 'react-router';

/** Every route this remote owns (contracts REMOTE_ROUTES), by full path. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<h1>/</h1>} />
      <Route path="/dashboard" element={<h1>/dashboard</h1>} />
    </Routes>
  );
}
