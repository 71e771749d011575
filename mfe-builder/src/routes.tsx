import { Route, Routes } from 'react-router';

/** Every route this remote owns (contracts REMOTE_ROUTES), by full path. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/website-builder" element={<h1>/website-builder</h1>} />
      <Route path="/website-onboarding" element={<h1>/website-onboarding</h1>} />
      <Route path="/website-preview/:templateId" element={<h1>/website-preview/:templateId</h1>} />
      <Route path="/subscription-payment" element={<h1>/subscription-payment</h1>} />
      <Route path="/domain-setup" element={<h1>/domain-setup</h1>} />
    </Routes>
  );
}
