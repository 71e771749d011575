import { AGENCY_NAME, SUPPORT_EMAIL } from '@agency/design-system/brand';
import { Page } from '@agency/design-system/page';
import * as layout from '../layout/content.module.css';

export function TermsPage() {
  return (
    <Page title="Terms of Use" heading="Terms of Use" lead="Governed by the laws of New Zealand." width="narrow">
      <div className={layout.prose}>
        <h2>1. Agreement</h2>
        <p>
          By using this website or engaging {AGENCY_NAME} for services you agree to these terms. They are governed by
          the laws of New Zealand, and nothing in them limits your rights under the Consumer Guarantees Act 1993 or the
          Fair Trading Act 1986 where those Acts apply.
        </p>
        <h2>2. Fees and payment</h2>
        <p>
          All fees are in New Zealand dollars (NZD) and include GST. Invoices are payable within 7 days (net 7). Overdue
          amounts may incur a late fee of 1.5% per month.
        </p>
        <h2>3. Termination</h2>
        <p>
          Either party may end an ongoing service with 30 days' written notice. After termination you have 30 days to
          retrieve your data, after which it may be deleted.
        </p>
        <h2>4. Support</h2>
        <p>
          Support is available Monday to Friday, 9 AM to 5 PM NZST, at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
        <h2>5. Disputes</h2>
        <p>
          We will try to resolve any dispute with you directly first. Claims below $30,000 may be brought before the
          Disputes Tribunal of New Zealand.
        </p>
      </div>
    </Page>
  );
}
