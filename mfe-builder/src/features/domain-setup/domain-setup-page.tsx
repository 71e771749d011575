import { Link } from 'react-router';
import { Page } from '@agency/design-system/page';
import { layout } from '@agency/design-system/layout';

/** Domain search or existing domain, then deployment, fill this frame. */
export function DomainSetupPage() {
  return (
    <Page
      title="Choose Your Domain"
      heading="Choose Your Domain"
      lead="Pick a new domain or connect one you already own."
      width="narrow"
      eyebrow={
        <Link to="/website-onboarding" className={layout.backLink}>
          ← Back
        </Link>
      }
    >
      <p className={layout.muted}>Your website is almost ready to go live.</p>
    </Page>
  );
}
