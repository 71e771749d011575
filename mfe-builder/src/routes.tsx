import { Route, Routes } from 'react-router';
import { DomainSetupPage } from './features/domain-setup/domain-setup-page';
import { SubscriptionPaymentPage } from './features/subscription/subscription-payment-page';
import { WebsiteBuilderPage } from './features/templates/website-builder-page';
import { WebsiteOnboardingPage } from './features/website-onboarding/website-onboarding-page';
import { WebsitePreviewPage } from './features/website-preview/website-preview-page';

/** Every route this remote owns (contracts REMOTE_ROUTES.builder), by full path. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/website-builder" element={<WebsiteBuilderPage />} />
      <Route path="/website-onboarding" element={<WebsiteOnboardingPage />} />
      <Route path="/website-preview/:templateId" element={<WebsitePreviewPage />} />
      <Route path="/subscription-payment" element={<SubscriptionPaymentPage />} />
      <Route path="/domain-setup" element={<DomainSetupPage />} />
    </Routes>
  );
}
