import { Page } from '@agency/design-system/page';
import * as layout from '../layout/content.module.css';

/** The guided onboarding wizard (welcome, contact, services, goals, details, summary, thank-you) lands here. */
export function OnboardingPage() {
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
