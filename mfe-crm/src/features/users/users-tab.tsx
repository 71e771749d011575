import { Button } from '@agency/design-system/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@agency/design-system/table';
import { formatDate, shortId, type CrmUser } from '../crm-dashboard/crm-data';
import { StatTiles } from '../crm-dashboard/stat-tiles';
import { RoleBadge } from '../crm-dashboard/status-badge';
import { layout } from '@agency/design-system/layout';

function displayName(user: CrmUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || shortId(user.id);
}

export function UsersTab({ users }: { users: CrmUser[] }) {
  const admins = users.filter((user) => user.role === 'admin').length;
  return (
    <section aria-labelledby="users-heading" className={layout.stack}>
      <h2 id="users-heading">User Management</h2>
      <StatTiles
        tiles={[
          { label: 'Total Users', value: users.length },
          { label: 'Administrators', value: admins },
          { label: 'Clients', value: users.length - admins },
        ]}
      />
      <Table aria-label="Users">
        <TableHeader>
          <TableRow>
            <TableHead>User</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Role</TableHead>
            <TableHead>Joined</TableHead>
            <TableHead>Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5}>No users yet.</TableCell>
            </TableRow>
          ) : (
            users.map((user) => (
              <TableRow key={user.id}>
                <TableCell>{displayName(user)}</TableCell>
                <TableCell>{user.email}</TableCell>
                <TableCell>
                  <RoleBadge role={user.role} />
                </TableCell>
                <TableCell>{formatDate(user.createdAt)}</TableCell>
                <TableCell>
                  {/* Role changes are not offered yet; the button is shown but disabled rather than doing nothing. */}
                  <Button variant="ghost" size="sm" disabled>
                    {user.role === 'admin' ? 'Remove Admin' : 'Make Admin'}
                  </Button>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </section>
  );
}
