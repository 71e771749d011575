import { Link } from 'react-router';
import { Button } from '@agency/design-system/button';
import { Page } from '@agency/design-system/page';
import { layout } from '@agency/design-system/layout';

/** Template gallery: category filters, search and template cards fill this frame. */
export function WebsiteBuilderPage() {
  return (
    <Page
      title="Website Templates"
      heading="Choose Your Website Template"
      lead="Professional templates for New Zealand businesses, ready to make your own."
      eyebrow={
        <Link to="/pricing" className={layout.backLink}>
          ← Back to Pricing
        </Link>
      }
    >
      <div className={layout.stack}>
        <p className={layout.muted}>Pick a template to start setting up your website.</p>
        <div className={layout.row}>
          <Button asChild variant="outline">
            <Link to="/book-consultation">Book a Free Consultation</Link>
          </Button>
        </div>
      </div>
    </Page>
  );
}
