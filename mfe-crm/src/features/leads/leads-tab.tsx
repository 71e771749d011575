import { Suspense, useCallback, useMemo, useState } from 'react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { apiErrorMessage, apiUrl } from '@agency/api-client';
import { formatNzDate, LEAD_STATUSES, type TLead, type TLeadSortField } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Spinner } from '@agency/design-system/spinner';
import { layout } from '@agency/design-system/layout';
import { usePlatform } from '@agency/design-system/platform-context';
import { retryableLazy } from '@agency/design-system/lazy-page';
import { ConfirmDeleteButton } from '../../crm-kit/confirm-delete-button';
import { EmailAddress } from '../../crm-kit/email-address';
import { ExportCsvButton, ExportUnavailableNote } from '../../crm-kit/export-csv';
import { crmKey, useCrmApi, useCrmMutation, useCrmQuery } from '../../crm-kit/crm-api';
import { formatMoney } from '../../crm-kit/crm-data';
import { DataTable, type DataColumn, type DataSort } from '../../crm-kit/data-table';
import { FilterSelect, ListToolbar, SearchBox } from '../../crm-kit/list-controls';
import { useDebouncedValue } from '../../crm-kit/use-debounced-value';
import { LeadStatusControl, LeadValueControl, leadName } from '../../crm-kit/lead-controls';
import * as tab from '../../crm-kit/tab-layout.module.css';
import * as styles from './leads-tab.module.css';

// The board and its drag-and-drop library download only when the Board view opens.
const LeadBoard = retryableLazy(() => import('./lead-board').then((module) => module.LeadBoard));

const STATUS_OPTIONS = LEAD_STATUSES.map((status) => ({ value: status, label: status }));

export type LeadView = 'table' | 'board';

/** Lead Management: search (server-side), status filter, the table or the board, CSV export. */
export function LeadsTab() {
  const { mode } = useCrmApi();
  const [searchParams, setSearchParams] = useSearchParams();
  // The view is in the address beside the tab (?tab=leads&view=board), so a reload keeps it.
  const view: LeadView = searchParams.get('view') === 'board' ? 'board' : 'table';
  const setView = (next: LeadView) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'board') params.set('view', 'board');
        else params.delete('view');
        return params;
      },
      { replace: true },
    );
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [sort, setSort] = useState<DataSort<TLeadSortField>>({ field: 'createdAt', order: 'desc' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const searchText = useDebouncedValue(search.trim());
  const filter = { search: searchText || undefined, status: (status || undefined) as TLead['status'] | undefined };

  return (
    <section aria-labelledby="leads-heading">
      <div className={tab.header}>
        <h2 id="leads-heading" className={tab.heading}>
          Lead Management
        </h2>
        <div className={tab.actions}>
          <div className={styles.views} role="group" aria-label="View">
            <Button variant={view === 'table' ? 'default' : 'outline'} size="sm" aria-pressed={view === 'table'} onClick={() => setView('table')}>
              Table
            </Button>
            <Button variant={view === 'board' ? 'default' : 'outline'} size="sm" aria-pressed={view === 'board'} onClick={() => setView('board')}>
              Board
            </Button>
          </div>
          <ExportCsvButton href={apiUrl('GET /api/leads/export', { query: { ...filter, sort: sort.field, order: sort.order } })} noteId="leads-export-note" />
        </div>
      </div>
      <ExportUnavailableNote id="leads-export-note" className={tab.note} />
      <div className={tab.toolbar}>
        <ListToolbar>
          <SearchBox
            label="Search leads"
            placeholder="Name, email or company"
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
          {view === 'table' ? (
            <FilterSelect
              label="Status"
              value={status}
              onChange={(value) => {
                setStatus(value);
                setPage(1);
              }}
              options={STATUS_OPTIONS}
              allLabel="All statuses"
            />
          ) : null}
        </ListToolbar>
      </div>
      {view === 'table' ? (
        <LeadTable
          filter={filter}
          sort={sort}
          onSortChange={(next) => {
            setSort(next);
            setPage(1);
          }}
          page={page}
          onPageChange={setPage}
          pageSize={pageSize}
          onPageSizeChange={(next) => {
            setPageSize(next);
            setPage(1);
          }}
        />
      ) : (
        <Suspense fallback={<Spinner label="Loading board..." />}>
          <LeadBoard search={filter.search} />
        </Suspense>
      )}
    </section>
  );
}

interface LeadTableProps {
  filter: { search?: string; status?: TLead['status'] };
  sort: DataSort<TLeadSortField>;
  onSortChange: (sort: DataSort<TLeadSortField>) => void;
  page: number;
  onPageChange: (page: number) => void;
  pageSize: number;
  onPageSizeChange: (pageSize: number) => void;
}

function LeadTable({ filter, sort, onSortChange, page, onPageChange, pageSize, onPageSizeChange }: LeadTableProps) {
  const { basePath, mode } = useCrmApi();
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const leads = useCrmQuery(
    'GET /api/leads',
    { query: { ...filter, sort: sort.field, order: sort.order, page, pageSize } },
    { placeholderData: keepPreviousData },
  );
  const deleteLead = useCrmMutation('DELETE /api/leads/:id', ['GET /api/leads', 'GET /api/crm/summary', 'GET /api/crm/analytics']);

  const { mutate: deleteMutate } = deleteLead;
  const remove = useCallback(
    (lead: TLead) =>
      deleteMutate(
        { params: { id: lead.id } },
        {
          onSuccess: () => {
            queryClient.removeQueries({ queryKey: crmKey(mode, 'GET /api/leads/:id', { params: { id: lead.id } }) });
            platform.toast({ title: 'Lead deleted successfully', variant: 'success' });
          },
          onError: () => platform.toast({ title: 'Error: Failed to delete lead', variant: 'destructive' }),
        },
      ),
    [deleteMutate, queryClient, mode, platform],
  );

  // Stable between renders (a refetch re-renders this table every time): the cells' components keep their state.
  const columns = useMemo<DataColumn<TLead, TLeadSortField>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        sortField: 'name',
        stackedAs: 'title',
        cell: (lead) => (
          <Link className={tab.name} to={`${basePath}/leads/${encodeURIComponent(lead.id)}`}>
            {leadName(lead)}
          </Link>
        ),
      },
      { id: 'company', header: 'Company', sortField: 'company', cell: (lead) => lead.company ?? '—' },
      {
        id: 'contact',
        header: 'Contact',
        cell: (lead) => (
          <span className={tab.contact}>
            <EmailAddress email={lead.email} />
            {lead.phone ? <span>{lead.phone}</span> : null}
          </span>
        ),
      },
      { id: 'status', header: 'Status', sortField: 'status', cell: (lead) => <LeadStatusControl lead={lead} /> },
      {
        id: 'value',
        header: 'Value',
        sortField: 'estimatedValue',
        cell: (lead) => (
          <span className={styles.value}>
            <span>{formatMoney(lead.estimatedValue)}</span>
            <LeadValueControl lead={lead} />
          </span>
        ),
      },
      { id: 'createdAt', header: 'Created', sortField: 'createdAt', cell: (lead) => <span className={styles.nowrap}>{formatNzDate(lead.createdAt)}</span> },
      {
        id: 'actions',
        header: 'Actions',
        stackedAs: 'actions',
        cell: (lead) => <ConfirmDeleteButton subject={`lead ${leadName(lead)}`} onConfirm={() => remove(lead)} />,
      },
    ],
    [basePath, remove],
  );

  return (
    <DataTable
      label="Leads"
      columns={columns}
      rows={leads.data?.items}
      rowId={(lead) => lead.id}
      loading={leads.isFetching}
      error={leads.isError ? apiErrorMessage(leads.error, 'Could not load leads') : null}
      empty={filter.search || filter.status ? 'No leads match your search.' : 'No leads yet.'}
      sort={sort}
      onSortChange={onSortChange}
      paging={leads.data ? { page: leads.data.page, pageSize: leads.data.pageSize, total: leads.data.total } : undefined}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
    />
  );
}
