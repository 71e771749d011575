import { useMemo } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { apiErrorMessage } from '@agency/api-client';
import { formatNzDateTime, OUTBOX_STATUSES, type TOutboxEmail, type TOutboxStatus } from '@agency/contracts';
import { Badge, type BadgeVariant } from '@agency/design-system/badge';
import { Button } from '@agency/design-system/button';
import { layout } from '@agency/design-system/layout';
import { usePlatform } from '@agency/design-system/platform-context';
import { useCrmMutation, useCrmQuery } from '../../crm-kit/crm-api';
import { DataTable, type DataColumn } from '../../crm-kit/data-table';
import { EmailAddress } from '../../crm-kit/email-address';
import { StatTiles } from '../../crm-kit/stat-tiles';
import { FilterSelect, humanise, ListToolbar, SearchBox, useListState } from '../../crm-kit/list-controls';
import * as styles from './emails-tab.module.css';

const STATUS_VARIANT: Record<TOutboxStatus, BadgeVariant> = { sent: 'success', pending: 'warning', failed: 'destructive', skipped: 'outline' };
const STATUS_OPTIONS = OUTBOX_STATUSES.map((status) => ({ value: status, label: humanise(status) }));

export function EmailStatusBadge({ status }: { status: TOutboxStatus }) {
  return <Badge variant={STATUS_VARIANT[status] ?? 'outline'}>{status}</Badge>;
}

/** The last error, cut to one line; the whole text in a disclosure (keyboard and screen readers reach it). */
function LastError({ text }: { text: string | null }) {
  if (!text) return <span className={layout.muted}>—</span>;
  if (text.length <= 40) return <span>{text}</span>;
  return (
    <details className={styles.error}>
      <summary title={text}>{`${text.slice(0, 40)}…`}</summary>
      <p>{text}</p>
    </details>
  );
}

/** E-mails: the outbox with its delivery status, and Retry for failed mails. */
export function EmailsTab() {
  const platform = usePlatform();
  const list = useListState<'createdAt'>({ field: 'createdAt', order: 'desc' });
  const emails = useCrmQuery(
    'GET /api/crm/emails',
    {
      query: {
        status: (list.filter || undefined) as TOutboxStatus | undefined,
        search: list.deferredSearch || undefined,
        page: list.page,
        pageSize: list.pageSize,
      },
    },
    { placeholderData: keepPreviousData },
  );
  const retry = useCrmMutation('POST /api/crm/emails/:id/retry', ['GET /api/crm/emails']);
  const { mutate: retryMutate } = retry;
  const retryingId = retry.isPending ? retry.variables?.params.id : undefined;

  const columns = useMemo<DataColumn<TOutboxEmail>[]>(
    () => [
      { id: 'to', header: 'Recipient', cell: (mail) => <EmailAddress email={mail.to} link={false} /> },
      { id: 'subject', header: 'Subject', stackedAs: 'title', cell: (mail) => <span className={styles.wrap}>{mail.subject}</span> },
      { id: 'kind', header: 'Kind', cell: (mail) => <span className={styles.nowrap}>{mail.kind}</span> },
      { id: 'status', header: 'Status', cell: (mail) => <EmailStatusBadge status={mail.status} /> },
      { id: 'attempts', header: 'Attempts', cell: (mail) => mail.attempts, className: styles.number },
      { id: 'error', header: 'Last error', cell: (mail) => <LastError text={mail.lastError} /> },
      { id: 'created', header: 'Created', cell: (mail) => <span className={styles.nowrap}>{formatNzDateTime(mail.createdAt)}</span> },
      {
        id: 'actions',
        header: 'Actions',
        stackedAs: 'actions',
        cell: (mail) =>
          mail.status === 'failed' ? (
            <Button
              variant="outline"
              size="sm"
              aria-label={`Retry e-mail to ${mail.to}: ${mail.subject}`}
              disabled={retryingId === mail.id}
              onClick={() =>
                retryMutate(
                  { params: { id: mail.id } },
                  {
                    onSuccess: () => platform.toast({ title: 'E-mail queued for retry', description: mail.to, variant: 'success' }),
                    onError: (error) => platform.toast({ title: apiErrorMessage(error, 'Could not retry the e-mail'), variant: 'destructive' }),
                  },
                )
              }
            >
              Retry
            </Button>
          ) : (
            <span className={layout.muted}>—</span>
          ),
      },
    ],
    [platform, retryMutate, retryingId],
  );

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
      <ListToolbar>
        <SearchBox label="Search e-mails" placeholder="Recipient or subject" value={list.search} onChange={list.setSearch} />
        <FilterSelect label="Status" allLabel="All statuses" value={list.filter} onChange={list.setFilter} options={STATUS_OPTIONS} />
      </ListToolbar>
      <DataTable
        label="E-mails"
        columns={columns}
        rows={emails.data?.items}
        rowId={(mail) => mail.id}
        loading={emails.isFetching}
        error={emails.error ? apiErrorMessage(emails.error, 'Could not load e-mails') : null}
        empty={list.filter || list.deferredSearch ? 'No e-mails match.' : 'No e-mails yet.'}
        paging={emails.data ? { page: emails.data.page, pageSize: emails.data.pageSize, total: emails.data.total } : undefined}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
    </section>
  );
}
