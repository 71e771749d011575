import { Page } from '@agency/design-system/page';
import * as layout from '../layout/content.module.css';
import { useMetaDescription } from '../layout/use-meta-description';

/** The guided onboarding wizard (welcome, contact, services, goals, details, summary, thank-you) lands here. */
export function OnboardingPage() {
  useMetaDescription('A guided five-minute assessment of your business and goals, with a recommended next step from Kea AI Studio.');
  return (
    <Page
      title="Start Your Assessment"
      heading="Start Your Assessment"
      lead="Tell us about your business and goals, and we'll recommend the right next step."
      width="narrow"
    >
      <p className={layout.muted}>It takes about five minutes.</p>
    </Page>
  );
}
