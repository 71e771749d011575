import { Page } from '@agency/design-system/page';
import { layout } from '@agency/design-system/layout';
import { useMetaDescription } from '@agency/design-system/page-title';
import { usePlatform } from '@agency/design-system/platform-context';

/** The guided onboarding wizard (welcome, contact, services, goals, details, summary, thank-you) lands here. */
export function OnboardingPage() {
  useMetaDescription('A guided five-minute assessment of your business and goals, with a recommended next step from Kea AI Studio.');
  const { widgets } = usePlatform();
  return (
    <Page
      title="Start Your Assessment"
      heading="Start Your Assessment"
      lead="Tell us about your business and goals, and we'll recommend the right next step."
      width="narrow"
    >
      <p className={layout.muted}>It takes about five minutes.</p>
      <widgets.FeedbackWidget context="onboarding" title="How is the assessment going?" />
    </Page>
  );
}
