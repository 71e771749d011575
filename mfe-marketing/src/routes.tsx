import { Route, Routes } from 'react-router';
import { lazyPage, routePreparer } from '@agency/design-system/lazy-page';

// Each page is its own chunk, so a visit downloads only the page it shows (the home page does not pay for the
// portfolio's dialogs or the podcast player).
const ROUTES = [
  { path: '/', page: lazyPage(() => import('./features/home/home-page'), 'HomePage') },
  { path: '/pricing', page: lazyPage(() => import('./features/pricing/pricing-page'), 'PricingPage') },
  { path: '/portfolio', page: lazyPage(() => import('./features/portfolio/portfolio-page'), 'PortfolioPage') },
  { path: '/case-study/:id', page: lazyPage(() => import('./features/case-study/case-study-page'), 'CaseStudyPage') },
  { path: '/onboarding', page: lazyPage(() => import('./features/onboarding/onboarding-page'), 'OnboardingPage') },
  { path: '/discovery', page: lazyPage(() => import('./features/discovery/discovery-page'), 'DiscoveryPage') },
  {
    path: '/discovery/success',
    page: lazyPage(() => import('./features/discovery/discovery-success-page'), 'DiscoverySuccessPage'),
  },
  {
    path: '/book-consultation',
    page: lazyPage(() => import('./features/booking/book-consultation-page'), 'BookConsultationPage'),
  },
  // The personal links of the booking confirmation e-mail (contracts bookingCancelPath / bookingReschedulePath).
  {
    path: '/book-consultation/cancel/:token',
    page: lazyPage(() => import('./features/booking/cancel-booking-page'), 'CancelBookingPage'),
  },
  {
    path: '/book-consultation/reschedule/:token',
    page: lazyPage(() => import('./features/booking/reschedule-booking-page'), 'RescheduleBookingPage'),
  },
  // The contact form, the consultant and booking for visitors whose '/' has no contact section (contracts navigation.ts).
  { path: '/contact', page: lazyPage(() => import('./features/contact/contact-page'), 'ContactPage') },
  { path: '/podcast', page: lazyPage(() => import('./features/podcast/podcast-page'), 'PodcastPage') },
  { path: '/terms', page: lazyPage(() => import('./features/legal/terms-page'), 'TermsPage') },
  { path: '/disclaimer', page: lazyPage(() => import('./features/legal/disclaimer-page'), 'DisclaimerPage') },
];

/** Loads the page for a path before the shell hydrates it (see RemoteRootModule in contracts). */
export const prepare = routePreparer(ROUTES);

/** Every route this remote owns (contracts REMOTE_ROUTES.marketing), by full path. */
export function AppRoutes() {
  return (
    <Routes>
      {ROUTES.map(({ path, page: Page }) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
    </Routes>
  );
}
