import { Link, useParams } from 'react-router';
import { Badge } from '@agency/design-system/badge';
import { Button } from '@agency/design-system/button';
import { Page } from '@agency/design-system/page';
import { layout } from '@agency/design-system/layout';

/** The generated site preview for the chosen template fills this frame. */
export function WebsitePreviewPage() {
  const { templateId = '' } = useParams();
  return (
    <Page
      title="Website Preview"
      heading="Website Preview"
      lead={`Template: ${templateId}`}
      width="wide"
      actions={
        <>
          <Badge variant="secondary">Preview Mode</Badge>
          <Button asChild>
            <Link to="/domain-setup">Continue to Domain Setup</Link>
          </Button>
        </>
      }
    >
      <div className={layout.row}>
        <Button asChild variant="outline">
          <Link to={`/website-onboarding?template=${encodeURIComponent(templateId)}`}>Edit Business Info</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/website-builder">Choose Different Template</Link>
        </Button>
        <Button asChild>
          <Link to="/subscription-payment">Choose Plan &amp; Deploy</Link>
        </Button>
      </div>
    </Page>
  );
}
