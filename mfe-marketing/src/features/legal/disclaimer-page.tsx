import { AGENCY_NAME, SUPPORT_EMAIL } from '@agency/design-system/brand';
import { Page } from '@agency/design-system/page';
import { layout } from '@agency/design-system/layout';
import { useMetaDescription } from '@agency/design-system/page-title';
import { LEGAL_FACTS as F } from './legal-facts';

export function DisclaimerPage() {
  useMetaDescription(
    `Disclaimer for the ${AGENCY_NAME} website under New Zealand law: general information only, results not guaranteed, AI-generated suggestions, fees and disputes.`,
  );
  return (
    <Page title="Disclaimer" heading="Disclaimer" lead="Governed by the laws of New Zealand." width="narrow">
      <div className={layout.prose}>
        <p className={layout.muted}>Last updated {F.lastUpdated}.</p>

        <h2>General information</h2>
        <p>
          The content on this website is general information about the services of {AGENCY_NAME}. It is not
          professional, legal, tax or financial advice for your circumstances. Talk to us, or to a qualified adviser,
          before relying on it.
        </p>

        <h2>Results</h2>
        <p>
          Figures such as efficiency gains, projects completed and case-study outcomes describe past work. Results for
          your business depend on its circumstances and are not guaranteed.
        </p>

        <h2>AI-generated content</h2>
        <p>
          Some tools on this site, such as the onboarding consultant and the discovery assessment, produce automated
          suggestions. They can be wrong or incomplete: review them before acting on them. A proposal from our team is
          the only binding offer.
        </p>

        <h2>Prices and payment</h2>
        <p>
          Prices are in {F.currency} and include GST. Payment terms are {F.paymentTerms}; overdue amounts may incur a
          late fee of {F.lateFee}. Prices on this site may change; the price in your accepted proposal applies.
        </p>

        <h2>Ongoing services</h2>
        <p>
          Ongoing services can be ended with {F.terminationNotice}' written notice, followed by a {F.dataRetrieval} data
          retrieval period. Support is available {F.supportHours} at{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. Full details are in our Terms of Use.
        </p>

        <h2>Links to other websites</h2>
        <p>
          We link to other websites for convenience. We do not control them and are not responsible for their content
          or privacy practices.
        </p>

        <h2>Liability</h2>
        <p>
          To the extent New Zealand law allows, we are not liable for loss arising from the use of this website. Nothing
          here limits your rights under the Consumer Guarantees Act 1993 or the Fair Trading Act 1986 where they apply.
          Small claims below {F.smallClaimsLimit} may be brought before the Disputes Tribunal.
        </p>
      </div>
    </Page>
  );
}
