import { Route, Routes } from 'react-router';

/** Every route this remote owns (contracts REMOTE_ROUTES), by full path. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<h1>/</h1>} />
      <Route path="/pricing" element={<h1>/pricing</h1>} />
      <Route path="/portfolio" element={<h1>/portfolio</h1>} />
      <Route path="/case-study/:id" element={<h1>/case-study/:id</h1>} />
      <Route path="/onboarding" element={<h1>/onboarding</h1>} />
      <Route path="/discovery" element={<h1>/discovery</h1>} />
      <Route path="/discovery/success" element={<h1>/discovery/success</h1>} />
      <Route path="/book-consultation" element={<h1>/book-consultation</h1>} />
      <Route path="/podcast" element={<h1>/podcast</h1>} />
      <Route path="/terms" element={<h1>/terms</h1>} />
      <Route path="/disclaimer" element={<h1>/disclaimer</h1>} />
    </Routes>
  );
}
