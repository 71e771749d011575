import { layout } from '@agency/design-system/layout';
import { useCrmQuery } from '../crm-dashboard/crm-api';
import { percent } from '../crm-dashboard/crm-data';
import { StatTiles } from '../crm-dashboard/stat-tiles';

/** User Assessments: the onboarding chats, their transcripts and conversion into leads. */
export function AssessmentsTab() {
  const chats = useCrmQuery('GET /api/crm/onboarding-chats', { query: {} });
  const counts = chats.data?.counts;
  return (
    <section aria-labelledby="assessments-heading" className={layout.stack}>
      <h2 id="assessments-heading">User Assessments</h2>
      <StatTiles
        tiles={[
          { label: 'Total Assessments', value: counts?.total ?? '—' },
          { label: 'Completed', value: counts?.completed ?? '—' },
          { label: 'Converted to Leads', value: counts?.converted ?? '—' },
          { label: 'Completion Rate', value: counts ? percent(counts.completed, counts.total) : '—' },
        ]}
      />
    </section>
  );
}
