import { AGENCY_NAME } from '@agency/design-system/brand';
import { Page } from '@agency/design-system/page';
import * as layout from '../layout/content.module.css';

export function DisclaimerPage() {
  return (
    <Page title="Disclaimer" heading="Disclaimer" lead="Governed by the laws of New Zealand." width="narrow">
      <div className={layout.prose}>
        <h2>General information</h2>
        <p>
          The content on this website is general information about the services of {AGENCY_NAME}. It is not
          professional, legal or financial advice for your circumstances.
        </p>
        <h2>Results</h2>
        <p>
          Figures such as efficiency gains and project outcomes describe past work. Results for your business depend
          on its circumstances and are not guaranteed.
        </p>
        <h2>AI-generated content</h2>
        <p>
          Some tools on this site, such as the onboarding consultant and the discovery assessment, produce automated
          suggestions. Review them before acting on them.
        </p>
        <h2>Fees</h2>
        <p>
          Prices are in New Zealand dollars and include GST. Payment terms are net 7 days; overdue amounts may incur a
          late fee of 1.5% per month.
        </p>
        <h2>Liability</h2>
        <p>
          To the extent New Zealand law allows, we are not liable for loss arising from the use of this website. Claims
          below $30,000 may be brought before the Disputes Tribunal.
        </p>
      </div>
    </Page>
  );
}
