import { Link } from 'react-router';
import { layout } from '@agency/design-system/layout';

export function CompaniesTab() {
  return (
    <section aria-labelledby="companies-heading" className={layout.stack}>
      <h2 id="companies-heading">Your Companies</h2>
      <p className={layout.muted}>
        No companies yet. <Link to="/#contact">Contact us</Link> to add one.
      </p>
    </section>
  );
}
