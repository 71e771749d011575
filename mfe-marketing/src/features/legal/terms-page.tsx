import { AGENCY_NAME, SUPPORT_EMAIL } from '@agency/design-system/brand';
import { Page } from '@agency/design-system/page';
import { layout } from '@agency/design-system/layout';
import { useMetaDescription } from '@agency/design-system/page-title';
import { LEGAL_FACTS as F } from './legal-facts';

export function TermsPage() {
  useMetaDescription(
    `Terms of Use of ${AGENCY_NAME} under New Zealand law: fees in NZD including GST, payment net 7 days, support hours, termination and disputes.`,
  );
  return (
    <Page title="Terms of Use" heading="Terms of Use" lead="Governed by the laws of New Zealand." width="narrow">
      <div className={layout.prose}>
        <p className={layout.muted}>Last updated {F.lastUpdated}.</p>

        <h2>1. About these terms</h2>
        <p>
          These terms apply when you use this website or engage {AGENCY_NAME} ("we", "us") for website, app, content,
          automation, consultation or hosting services. By using the site or accepting a proposal you agree to them. If
          a signed proposal says something different, the proposal wins for that project.
        </p>

        <h2>2. Our services</h2>
        <p>
          We describe each engagement in a written proposal: what we will deliver, the timeline and the price. Plans
          listed on our pricing page are ongoing services billed for each period shown. Work outside a proposal is
          quoted separately before we start it.
        </p>

        <h2>3. Fees and payment</h2>
        <ul>
          <li>All fees are in {F.currency} and include GST.</li>
          <li>Invoices are payable {F.paymentTerms} from the invoice date.</li>
          <li>Overdue amounts may incur a late fee of {F.lateFee}, and we may pause work until the account is paid.</li>
          <li>Monthly plans are invoiced in advance; hourly, per-session and per-project work as stated in the proposal.</li>
        </ul>

        <h2>4. Your responsibilities</h2>
        <p>
          You give us accurate information, timely feedback and the access we need, and you confirm you have the right
          to use any content, logos or data you provide. You are responsible for reviewing AI-assisted content before
          you publish it.
        </p>

        <h2>5. Intellectual property</h2>
        <p>
          Once an invoice for a deliverable is paid in full, you own the deliverable created specifically for you. We
          keep ownership of our pre-existing tools, templates and know-how and grant you a licence to use them as part of
          the deliverable. Third-party software stays under its own licence.
        </p>

        <h2>6. Privacy and confidentiality</h2>
        <p>
          We handle personal information in line with the Privacy Act 2020 and keep your business information
          confidential, except where the law requires disclosure.
        </p>

        <h2>7. Support</h2>
        <p>
          Support is available {F.supportHours}, excluding New Zealand public holidays, at{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>, by phone or through the live chat on this site.
        </p>

        <h2>8. Termination</h2>
        <p>
          Either party may end an ongoing service by giving {F.terminationNotice}' written notice. You pay for work done
          and services provided up to the end of the notice period. After termination you have a {F.dataRetrieval} data
          retrieval period to download your content and data; after that we may delete it.
        </p>

        <h2>9. Liability</h2>
        <p>
          Nothing in these terms limits your rights under the Consumer Guarantees Act 1993 or the Fair Trading Act 1986
          where they apply. Where you acquire our services for the purposes of a business, the parties agree that the
          Consumer Guarantees Act 1993 does not apply, to the extent the law allows. Our total liability for any claim
          is limited to the fees you paid us in the three months before the claim arose.
        </p>

        <h2>10. Disputes</h2>
        <p>
          Please tell us about any problem first; we will try to resolve it with you directly within 10 working days.
          Small claims below {F.smallClaimsLimit} may be brought before the Disputes Tribunal of New Zealand. Other
          disputes are decided by the courts of New Zealand.
        </p>

        <h2>11. Governing law and changes</h2>
        <p>
          These terms are governed by the laws of New Zealand. We may update them from time to time; the date above
          shows the latest version, and changes do not affect work already agreed in a signed proposal.
        </p>
      </div>
    </Page>
  );
}
