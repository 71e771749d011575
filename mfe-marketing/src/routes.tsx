import { Route, Routes } from 'react-router';
import { BookConsultationPage } from './features/booking/book-consultation-page';
import { CaseStudyPage } from './features/case-study/case-study-page';
import { DiscoveryPage } from './features/discovery/discovery-page';
import { DiscoverySuccessPage } from './features/discovery/discovery-success-page';
import { HomePage } from './features/home/home-page';
import { DisclaimerPage } from './features/legal/disclaimer-page';
import { TermsPage } from './features/legal/terms-page';
import { OnboardingPage } from './features/onboarding/onboarding-page';
import { PodcastPage } from './features/podcast/podcast-page';
import { PortfolioPage } from './features/portfolio/portfolio-page';
import { PricingPage } from './features/pricing/pricing-page';

/** Every route this remote owns (contracts REMOTE_ROUTES.marketing), by full path. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/pricing" element={<PricingPage />} />
      <Route path="/portfolio" element={<PortfolioPage />} />
      <Route path="/case-study/:id" element={<CaseStudyPage />} />
      <Route path="/onboarding" element={<OnboardingPage />} />
      <Route path="/discovery" element={<DiscoveryPage />} />
      <Route path="/discovery/success" element={<DiscoverySuccessPage />} />
      <Route path="/book-consultation" element={<BookConsultationPage />} />
      <Route path="/podcast" element={<PodcastPage />} />
      <Route path="/terms" element={<TermsPage />} />
      <Route path="/disclaimer" element={<DisclaimerPage />} />
    </Routes>
  );
}
