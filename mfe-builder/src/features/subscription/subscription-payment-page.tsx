import { Page } from '@agency/design-system/page';
import { layout } from '@agency/design-system/layout';

/** Monthly/yearly toggle, plan cards and 'Subscribe & Deploy Website' fill this frame. */
export function SubscriptionPaymentPage() {
  return (
    <Page
      title="Choose Your Website Plan"
      heading="Choose Your Website Plan"
      lead="Hosting, support and updates for your new website. Prices in NZD including GST."
    >
      <p className={layout.muted}>Secure Payment · Cancel Anytime · Expert Support</p>
    </Page>
  );
}
