import { SUPPORT_EMAIL } from '@agency/design-system/brand';
import { Button } from '@agency/design-system/button';
import { layout } from '@agency/design-system/layout';

export function ResourcesTab() {
  return (
    <section aria-labelledby="resources-heading" className={layout.stack}>
      <h2 id="resources-heading">Resources</h2>
      <p className={layout.muted}>Guides, support and AI tools for your business.</p>
      <div className={layout.row}>
        <Button asChild variant="outline">
          <a href={`mailto:${SUPPORT_EMAIL}`}>Email Support</a>
        </Button>
      </div>
    </section>
  );
}
