import { layout } from '@agency/design-system/layout';

export function DiscoveryTab() {
  return (
    <section aria-labelledby="discovery-heading" className={layout.stack}>
      <h2 id="discovery-heading">Business Discovery</h2>
      <p className={layout.muted}>Answer five short steps so we can tailor our recommendations to your business.</p>
    </section>
  );
}
