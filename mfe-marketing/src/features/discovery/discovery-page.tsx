import { Page } from '@agency/design-system/page';
import { layout } from '@agency/design-system/layout';
import { useMetaDescription } from '@agency/design-system/page-title';

/** The 4-step assessment (progress, Previous/Next, 'Complete Assessment') fills this frame. */
export function DiscoveryPage() {
  useMetaDescription('Take the free four-step Business Discovery Assessment to see where AI and automation can help your business.');
  return (
    <Page
      title="Business Discovery Assessment"
      heading="Business Discovery Assessment"
      lead="Four short steps to understand your business, challenges and goals."
      width="narrow"
    >
      <p className={layout.muted}>Step 1 of 4</p>
    </Page>
  );
}
