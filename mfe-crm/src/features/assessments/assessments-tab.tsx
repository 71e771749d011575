import { useMemo } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { apiErrorMessage } from '@agency/api-client';
import { formatNzDate, ONBOARDING_CHAT_STATUSES, type TOnboardingChat } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { layout } from '@agency/design-system/layout';
import { useCrmQuery } from '../../crm-kit/crm-api';
import { percent, shortSessionId } from '../../crm-kit/crm-data';
import { DataTable, type DataColumn } from '../../crm-kit/data-table';
import { useRowDialog } from '../../crm-kit/row-dialogs';
import { StatTiles } from '../../crm-kit/stat-tiles';
import { AssessmentStatusBadge } from '../../crm-kit/status-badge';
import { FilterSelect, humanise, ListToolbar, useListState } from '../../crm-kit/list-controls';
import { TranscriptDialog } from './transcript-dialog';
import * as styles from './assessments-tab.module.css';

export const contactName = (chat: TOnboardingChat): string => chat.contactInfo.name?.trim() || 'Anonymous';

const STATUS_OPTIONS = ONBOARDING_CHAT_STATUSES.map((status) => ({ value: status, label: humanise(status) }));

/** User Assessments: the onboarding chats, a transcript per session, and conversion into a lead. */
export function AssessmentsTab() {
  const list = useListState<'createdAt'>({ field: 'createdAt', order: 'desc' });
  const dialog = useRowDialog<string>();
  const { open: openTranscript } = dialog;
  const chats = useCrmQuery(
    'GET /api/crm/onboarding-chats',
    {
      query: {
        status: (list.filter || undefined) as TOnboardingChat['status'] | undefined,
        page: list.page,
        pageSize: list.pageSize,
      },
    },
    { placeholderData: keepPreviousData },
  );

  const columns = useMemo<DataColumn<TOnboardingChat>[]>(
    () => [
      {
        id: 'session',
        header: 'Session',
        stackedAs: 'title',
        cell: (chat) => (
          <Button
            variant="link"
            className={styles.session}
            onClick={(event) => openTranscript(chat.id, event.currentTarget)}
            aria-label={`Open transcript of session ${shortSessionId(chat.sessionId)}, ${contactName(chat)}`}
          >
            <span className={styles.sessionId}>{shortSessionId(chat.sessionId)}</span>
            <span>{contactName(chat)}</span>
          </Button>
        ),
      },
      { id: 'service', header: 'Service Interest', cell: (chat) => chat.serviceInterest ?? '—' },
      { id: 'company', header: 'Company', cell: (chat) => chat.companyName ?? '—' },
      { id: 'budget', header: 'Budget', cell: (chat) => chat.budget ?? '—' },
      { id: 'timeline', header: 'Timeline', cell: (chat) => chat.timeline ?? '—' },
      { id: 'status', header: 'Status', cell: (chat) => <AssessmentStatusBadge status={chat.status} /> },
      { id: 'created', header: 'Created', cell: (chat) => formatNzDate(chat.createdAt) },
    ],
    [openTranscript],
  );

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
      <ListToolbar>
        <FilterSelect label="Status" allLabel="All statuses" value={list.filter} onChange={list.setFilter} options={STATUS_OPTIONS} />
      </ListToolbar>
      <DataTable
        label="User assessments"
        columns={columns}
        rows={chats.data?.items}
        rowId={(chat) => chat.id}
        loading={chats.isFetching}
        error={chats.error ? apiErrorMessage(chats.error, 'Could not load assessments') : null}
        empty={list.filter ? 'No assessments with this status.' : 'No assessments yet.'}
        paging={chats.data ? { page: chats.data.page, pageSize: chats.data.pageSize, total: chats.data.total } : undefined}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
      <TranscriptDialog chatId={dialog.subject} onClose={dialog.close} onCloseAutoFocus={dialog.onCloseAutoFocus} />
    </section>
  );
}
