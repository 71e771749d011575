import { layout } from '@agency/design-system/layout';
import { useCrmQuery } from '../crm-dashboard/crm-api';
import { StatTiles } from '../crm-dashboard/stat-tiles';

/** User Management: the accounts, their roles, Make Admin / Remove Admin and delete. */
export function UsersTab() {
  const users = useCrmQuery('GET /api/crm/users', { query: {} });
  const counts = users.data?.counts;
  return (
    <section aria-labelledby="users-heading" className={layout.stack}>
      <h2 id="users-heading">User Management</h2>
      <StatTiles
        tiles={[
          { label: 'Total Users', value: counts?.total ?? '—' },
          { label: 'Administrators', value: counts?.admins ?? '—' },
          { label: 'Clients', value: counts?.clients ?? '—' },
        ]}
      />
    </section>
  );
}
