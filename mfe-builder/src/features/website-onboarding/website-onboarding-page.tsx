import { Link } from 'react-router';
import { Page } from '@agency/design-system/page';
import { layout } from '@agency/design-system/layout';

/** The 4-step business information wizard fills this frame. */
export function WebsiteOnboardingPage() {
  return (
    <Page
      title="Setup Your Website"
      heading="Setup Your Website"
      lead="Setup Info → Preview → Domain"
      width="narrow"
      eyebrow={
        <Link to="/website-builder" className={layout.backLink}>
          ← Back to Templates
        </Link>
      }
    >
      <p className={layout.muted}>Step 1 of 4: Business Information</p>
    </Page>
  );
}
