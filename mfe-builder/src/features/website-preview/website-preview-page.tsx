import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { previewAddress, renderSite } from '@agency/contracts';
import { Badge } from '@agency/design-system/badge';
import { Button } from '@agency/design-system/button';
import { Page } from '@agency/design-system/page';
import { Spinner } from '@agency/design-system/spinner';
import { layout } from '@agency/design-system/layout';
import { saveSelectedTemplateId } from '../builder-storage/builder-storage';
import { readBusinessInfo } from '../builder-storage/business-info-storage';
import { useAccountPlan } from '../subscription/account-subscription';
import { useTemplate } from '../templates/templates.api';
import * as styles from './website-preview-page.module.css';

/**
 * /website-preview/{templateId} (spec part 2 §2, §8): the visitor's site as the publisher will render it. The
 * frame shows the very HTML the server publishes (contracts' renderSite), so what is approved here is what goes live;
 * in preview mode only, what the owner has not given yet shows as marked samples (left out when published) and the
 * quote form is disabled (it works once published).
 */
export function WebsitePreviewPage() {
  const { templateId = '' } = useParams();
  // Read once per visit: the saved info is the onboarding's output; unreadable data counts as missing (logged).
  const [info] = useState(readBusinessInfo);
  const template = useTemplate(info ? templateId : '');

  const html = useMemo(
    () => (info && template.data ? renderSite(template.data, info, { address: previewAddress(info.businessName), preview: true }).html : null),
    [info, template.data],
  );

  // The domain page's back link returns to this preview, whichever way the visitor arrived.
  useEffect(() => {
    if (html) saveSelectedTemplateId(templateId);
  }, [html, templateId]);

  if (!info || template.isError) return <PreviewNotAvailable />;
  if (template.isPending || !html || !template.data) {
    return (
      <Page title="Website Preview" heading="Website Preview" width="wide">
        <Spinner label="Loading website preview..." />
      </Page>
    );
  }

  const businessName = info.businessName.trim() || 'Your Business';
  return (
    <Page
      title={`Preview: ${businessName}`}
      heading={template.data.name}
      headingAddon={<Badge variant="secondary">Preview Mode</Badge>}
      lead={businessName}
      width="wide"
      actions={<ContinueButton />}
    >
      <div className={layout.stack}>
        <div className={styles.browser}>
          <div className={styles.chrome} aria-hidden="true">
            <span className={styles.dots}>
              <span />
              <span />
              <span />
            </span>
            <span className={styles.address}>{previewAddress(info.businessName)}</span>
          </div>
          {/*
            Sandboxed without allow-same-origin: the frame gets an opaque origin, so nothing in it can reach this page,
            its cookies or its storage, navigate it or open windows. Scripts are allowed only so accessibility tools
            (axe) can inspect the frame; the generated page itself has none.
          */}
          <iframe className={styles.frame} title={`Website preview: ${businessName}`} srcDoc={html} sandbox="allow-scripts" />
        </div>

        <div className={styles.bottomActions}>
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
      </div>
    </Page>
  );
}

/**
 * 'Continue to Domain Setup', as the spec draws it: the domain comes next whether or not the account has a plan yet
 * (issue 35). Without one, the domain page sends the owner to the plan with the choice kept, and deploys on the way
 * back. With one, the plan rides along so the domain page shows it.
 */
function ContinueButton() {
  const plan = useAccountPlan();
  const to = plan.status === 'subscribed' ? `/domain-setup?plan=${encodeURIComponent(plan.subscription.plan.slug)}` : '/domain-setup';
  return (
    <Button asChild>
      <Link to={to}>Continue to Domain Setup</Link>
    </Button>
  );
}

function PreviewNotAvailable() {
  return (
    <Page title="Preview Not Available" heading="Preview Not Available" width="narrow">
      <div className={layout.centered}>
        <p className={layout.muted}>Unable to load website preview data.</p>
        <Button asChild>
          <Link to="/website-builder">Back to Templates</Link>
        </Button>
      </div>
    </Page>
  );
}
