import { useMemo } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { apiErrorMessage } from '@agency/api-client';
import { formatNzDate, type TUserListItem } from '@agency/contracts';
import { layout } from '@agency/design-system/layout';
import { usePlatform } from '@agency/design-system/platform-context';
import { useCrmApi, useCrmMutation, useCrmQuery } from '../../crm-kit/crm-api';
import { userDisplayName } from '../../crm-kit/crm-data';
import { DataTable, type DataColumn } from '../../crm-kit/data-table';
import { EmailAddress } from '../../crm-kit/email-address';
import { sampleCurrentUserId } from '../../crm-kit/sample/team-seed';
import { StatTiles } from '../../crm-kit/stat-tiles';
import { RoleBadge } from '../../crm-kit/status-badge';
import { ConfirmActionButton } from '../../crm-kit/confirm-action-button';
import { ListToolbar, SearchBox, useListState } from '../../crm-kit/list-controls';
import { DomainOrdersPanel } from './domain-orders-panel';
import { InvoicesPanel } from './invoices-panel';
import * as styles from './users-tab.module.css';

type UserSort = 'createdAt' | 'name' | 'email' | 'role';

function initials(user: TUserListItem): string {
  const letters = [user.firstName, user.lastName].map((part) => part?.trim().charAt(0) ?? '').join('');
  return (letters || user.email.charAt(0)).toUpperCase();
}

function Avatar({ user }: { user: TUserListItem }) {
  // Decorative: the name is written beside it.
  return user.profileImageUrl ? (
    <img className={styles.avatar} src={user.profileImageUrl} alt="" width={32} height={32} />
  ) : (
    <span className={styles.avatar} aria-hidden="true">
      {initials(user)}
    </span>
  );
}

/**
 * User Management: the accounts, their roles, Make Admin / Remove Admin and delete, each confirmed first; under them
 * the clients' billing: unpaid invoices, then domain orders, each reached from the links at the top.
 */
export function UsersTab() {
  const platform = usePlatform();
  const { mode } = useCrmApi();
  // The server refuses self-demotion and self-deletion anyway; the own row simply does not offer them.
  const selfId = mode === 'sample' ? sampleCurrentUserId() : platform.session.user?.id;
  const list = useListState<UserSort>({ field: 'createdAt', order: 'desc' });
  const users = useCrmQuery(
    'GET /api/crm/users',
    {
      query: {
        search: list.deferredSearch || undefined,
        sort: list.sort.field,
        order: list.sort.order,
        page: list.page,
        pageSize: list.pageSize,
      },
    },
    { placeholderData: keepPreviousData },
  );
  const changeRole = useCrmMutation('PATCH /api/crm/users/:id', ['GET /api/crm/users']);
  const deleteUser = useCrmMutation('DELETE /api/crm/users/:id', ['GET /api/crm/users', 'GET /api/projects']);

  const columns = useMemo<DataColumn<TUserListItem, UserSort>[]>(() => {
    const setRole = (user: TUserListItem, role: 'admin' | 'client') =>
      changeRole.mutate(
        { params: { id: user.id }, body: { role } },
        {
          onSuccess: () =>
            platform.toast({
              title: role === 'admin' ? 'Admin role granted' : 'Admin role removed',
              description: userDisplayName(user),
              variant: 'success',
            }),
          onError: (error) => platform.toast({ title: apiErrorMessage(error, 'Could not change the role'), variant: 'destructive' }),
        },
      );
    const remove = (user: TUserListItem) =>
      deleteUser.mutate(
        { params: { id: user.id } },
        {
          onSuccess: () => platform.toast({ title: 'User deleted successfully', description: user.email, variant: 'success' }),
          onError: (error) => platform.toast({ title: apiErrorMessage(error, 'Error: Failed to delete user'), variant: 'destructive' }),
        },
      );
    return [
      {
        id: 'user',
        header: 'User',
        sortField: 'name',
        stackedAs: 'title',
        cell: (user) => (
          <span className={styles.user}>
            <Avatar user={user} />
            <span>
              {userDisplayName(user)}
              {user.id === selfId ? <span className={layout.muted}> (you)</span> : null}
            </span>
          </span>
        ),
      },
      { id: 'email', header: 'Email', sortField: 'email', cell: (user) => <EmailAddress email={user.email} link={false} /> },
      { id: 'role', header: 'Role', sortField: 'role', cell: (user) => <RoleBadge role={user.role} /> },
      { id: 'joined', header: 'Joined', sortField: 'createdAt', cell: (user) => formatNzDate(user.createdAt) },
      {
        id: 'actions',
        header: 'Actions',
        stackedAs: 'actions',
        cell: (user) => {
          const name = userDisplayName(user);
          if (user.id === selfId) return <span className={layout.muted}>—</span>;
          return (
            <span className={styles.actions}>
              {user.role === 'admin' ? (
                <ConfirmActionButton
                  action="Remove Admin"
                  label={`Remove Admin from ${name}`}
                  title={`Remove admin role from ${name}?`}
                  description={`${user.email} will no longer be able to open the CRM.`}
                  onConfirm={() => setRole(user, 'client')}
                />
              ) : (
                <ConfirmActionButton
                  action="Make Admin"
                  label={`Make ${name} an admin`}
                  title={`Make ${name} an admin?`}
                  description={`${user.email} will be able to open the CRM and change every record.`}
                  onConfirm={() => setRole(user, 'admin')}
                />
              )}
              <ConfirmActionButton
                action="Delete"
                label={`Delete user ${name}`}
                title={`Delete user ${name}?`}
                description={`${user.email} is signed out at once and their projects and companies are deleted. This cannot be undone.`}
                destructive
                onConfirm={() => remove(user)}
              />
            </span>
          );
        },
      },
    ];
    // Built once per viewer: the mutations' mutate functions are stable.
  }, [selfId, platform]);

  const counts = users.data?.counts;
  return (
    <section aria-labelledby="users-heading" className={layout.stack}>
      <div className={styles.header}>
        <h2 id="users-heading">User Management</h2>
        <nav aria-label="Billing" className={styles.billingLinks}>
          <a href="#unpaid-invoices">Unpaid invoices</a>
          <a href="#domain-orders">Domain orders</a>
        </nav>
      </div>
      <StatTiles
        tiles={[
          { label: 'Total Users', value: counts?.total ?? '—' },
          { label: 'Administrators', value: counts?.admins ?? '—' },
          { label: 'Clients', value: counts?.clients ?? '—' },
        ]}
      />
      <ListToolbar>
        <SearchBox label="Search users" placeholder="Name or e-mail" value={list.search} onChange={list.setSearch} />
      </ListToolbar>
      <DataTable
        label="Users"
        columns={columns}
        rows={users.data?.items}
        rowId={(user) => user.id}
        loading={users.isFetching}
        error={users.error ? apiErrorMessage(users.error, 'Could not load users') : null}
        empty={list.deferredSearch ? 'No users match your search.' : 'No users yet.'}
        sort={list.sort}
        onSortChange={list.setSort}
        paging={users.data ? { page: users.data.page, pageSize: users.data.pageSize, total: users.data.total } : undefined}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
      <InvoicesPanel />
      <DomainOrdersPanel />
    </section>
  );
}
