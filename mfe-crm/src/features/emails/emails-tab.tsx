import { layout } from '@agency/design-system/layout';
import { useCrmQuery } from '../crm-dashboard/crm-api';
import { StatTiles } from '../crm-dashboard/stat-tiles';

/** E-mails: the outbox with its delivery status, and retry for failed mails. */
export function EmailsTab() {
  const emails = useCrmQuery('GET /api/crm/emails', { query: {} });
  const counts = emails.data?.counts;
  return (
    <section aria-labelledby="emails-heading" className={layout.stack}>
      <h2 id="emails-heading">E-mails</h2>
      <StatTiles
        tiles={[
          { label: 'Pending', value: counts?.pending ?? '—' },
          { label: 'Sent', value: counts?.sent ?? '—' },
          { label: 'Failed', value: counts?.failed ?? '—' },
          { label: 'Skipped', value: counts?.skipped ?? '—' },
        ]}
      />
    </section>
  );
}
