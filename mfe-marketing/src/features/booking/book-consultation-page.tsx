import { Page } from '@agency/design-system/page';
import { layout } from '@agency/design-system/layout';
import { useMetaDescription } from '@agency/design-system/page-title';
import { usePlatform } from '@agency/design-system/platform-context';

/** Date, time slot, details, math check and 'Confirm Booking' fill this frame. */
export function BookConsultationPage() {
  useMetaDescription('Book a free 30-minute consultation with Kea AI Studio about AI, automation and your website, on a weekday that suits you.');
  const { widgets } = usePlatform();
  return (
    <Page
      title="Book a Free Consultation"
      heading="Book Your Free Consultation"
      lead="A free 30-minute chat about your business and how AI and automation can help."
      width="narrow"
    >
      <p className={layout.muted}>Weekdays, New Zealand time.</p>
      <widgets.FeedbackWidget context="consultation-booking" title="How easy is booking with us?" />
    </Page>
  );
}
