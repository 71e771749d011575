import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { apiErrorMessage, apiUrl } from '@agency/api-client';
import { formatNzDate, LEAD_STATUSES, type TLead, type TLeadFilters, type TLeadSortField, type TLeadViewColumn, type TLeadViewDefinition } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Spinner } from '@agency/design-system/spinner';
import { layout } from '@agency/design-system/layout';
import { visuallyHidden } from '@agency/design-system/visually-hidden';
import { usePlatform } from '@agency/design-system/platform-context';
import { retryableLazy } from '@agency/design-system/lazy-page';
import { ConfirmDeleteButton } from '../../crm-kit/confirm-delete-button';
import { EmailAddress } from '../../crm-kit/email-address';
import { ExportCsvButton, ExportUnavailableNote } from '../../crm-kit/export-csv';
import { crmKey, useCrmApi, useCrmMutation, useCrmQuery } from '../../crm-kit/crm-api';
import { formatMoney } from '../../crm-kit/crm-data';
import { DataTable, type DataColumn, type DataSort } from '../../crm-kit/data-table';
import { FilterSelect, humanise, ListToolbar, SearchBox } from '../../crm-kit/list-controls';
import { useDebouncedValue } from '../../crm-kit/use-debounced-value';
import { LeadStatusControl, LeadValueControl, leadName } from '../../crm-kit/lead-controls';
import * as tab from '../../crm-kit/tab-layout.module.css';
import * as styles from './leads-tab.module.css';
import { LeadBulkBar, selectionCount, type LeadSelection } from './lead-bulk-bar';
import { LeadFilters } from './lead-filters';
import { LeadViewPicker } from './lead-view-picker';
import { filterQuery, hasFilters, paramsWithView, viewFromParams } from './lead-view-state';

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
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const searchText = useDebouncedValue(search.trim());
  // Filters, sort and columns are in the address (lead-view-state.ts): a reload or a link opens the same view. The
  // screen keeps its own copy, changed at once (a checkbox never flickers back while the address catches up), and
  // writes it to the address after each change.
  const [{ current, savedViewId }, setViewState] = useState(() => ({ current: viewFromParams(searchParams), savedViewId: searchParams.get('savedView') }));
  // setSearchParams is a new function after each change of the address: the effect follows the view only.
  const writeAddress = useRef(setSearchParams);
  writeAddress.current = setSearchParams;
  // The view as the address last held it. Not written on mount: the view was just read from the address, and this
  // tab may be rendered ahead while another is open, when a write (from that render's parameters) would undo the
  // tab switch that is under way.
  const written = useRef(JSON.stringify([current, savedViewId]));
  useEffect(() => {
    const next = JSON.stringify([current, savedViewId]);
    if (next === written.current) return;
    written.current = next;
    writeAddress.current((params) => paramsWithView(params, current, savedViewId), { replace: true });
  }, [current, savedViewId]);
  /** A change of the view, applied to the latest one (two quick changes both count); a saved view's id when one opens. */
  const updateView = (update: (latest: TLeadViewDefinition) => TLeadViewDefinition, savedId?: string | null) => {
    setViewState((latest) => ({ current: update(latest.current), savedViewId: savedId === undefined ? latest.savedViewId : savedId }));
    setPage(1);
  };
  const setCurrent = (next: TLeadViewDefinition, savedId: string | null) => updateView(() => next, savedId);
  const setFilters = (filters: TLeadFilters) => updateView((latest) => ({ ...latest, filters }));
  const singleStatus = current.filters.status?.length === 1 ? current.filters.status[0] : '';
  const sort: DataSort<TLeadSortField> = current.sort;
  const filter: LeadListFilter = { search: searchText || undefined, ...filterQuery(current.filters) };

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
              value={singleStatus ?? ''}
              onChange={(value) => setFilters({ ...current.filters, status: value ? [value as TLead['status']] : undefined })}
              options={STATUS_OPTIONS}
              allLabel={current.filters.status?.length ? current.filters.status.map(humanise).join(', ') : 'All statuses'}
            />
          ) : null}
          {/* On the toolbar's line where there is room: the first lead stays on the first screen. */}
          {view === 'table' ? (
            <LeadViewPicker current={current} savedViewId={savedViewId} onOpen={(saved) => setCurrent(saved ? saved.definition : viewFromParams(new URLSearchParams()), saved?.id ?? null)} />
          ) : null}
        </ListToolbar>
      </div>
      {view === 'table' ? <LeadFilters view={current} onChange={(update) => updateView(update)} /> : null}
      {view === 'table' ? (
        <LeadTable
          filter={filter}
          filters={current.filters}
          columns={current.columns}
          sort={sort}
          onSortChange={(next) => updateView((latest) => ({ ...latest, sort: next }))}
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

/** The list's query for the table: the search and the view's filters as query-string text. */
type LeadListFilter = { search?: string } & ReturnType<typeof filterQuery>;

interface LeadTableProps {
  filter: LeadListFilter;
  /** The same filters as JSON, for a bulk action over "all matching". */
  filters: TLeadFilters;
  columns: TLeadViewColumn[];
  sort: DataSort<TLeadSortField>;
  onSortChange: (sort: DataSort<TLeadSortField>) => void;
  page: number;
  onPageChange: (page: number) => void;
  pageSize: number;
  onPageSizeChange: (pageSize: number) => void;
}

const NO_SELECTION: LeadSelection = { kind: 'ids', names: new Map() };

function LeadTable({ filter, filters, columns: visible, sort, onSortChange, page, onPageChange, pageSize, onPageSizeChange }: LeadTableProps) {
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

  // A new search or filter starts a new selection (what was ticked under the old one may no longer be listed). The
  // selection is kept with the filter it was made under rather than by remounting the table, which would drop the
  // rows shown while the new answer is on its way.
  const scope = JSON.stringify({ search: filter.search, filters });
  const [scoped, setScoped] = useState<{ scope: string; selection: LeadSelection }>(() => ({ scope, selection: NO_SELECTION }));
  const selection = scoped.scope === scope ? scoped.selection : NO_SELECTION;
  const setSelection = (update: LeadSelection | ((current: LeadSelection) => LeadSelection)) =>
    setScoped((latest) => {
      const base = latest.scope === scope ? latest.selection : NO_SELECTION;
      return { scope, selection: typeof update === 'function' ? update(base) : update };
    });
  const pageRows = leads.data?.items ?? [];
  const total = leads.data?.total ?? 0;
  const isSelected = (lead: TLead) => selection.kind === 'filter' || selection.names.has(lead.id);
  const allOnPage = pageRows.length > 0 && pageRows.every(isSelected);
  const toggle = (rows: TLead[], on: boolean) =>
    setSelection((current) => {
      const names = new Map(current.kind === 'ids' ? current.names : pageRows.map((lead) => [lead.id, leadName(lead)]));
      for (const lead of rows) {
        if (on) names.set(lead.id, leadName(lead));
        else names.delete(lead.id);
      }
      return { kind: 'ids', names };
    });
  const clear = () => setSelection(NO_SELECTION);

  // Stable between renders (a refetch re-renders this table every time): the cells' components keep their state.
  const allColumns = useMemo<DataColumn<TLead, TLeadSortField>[]>(
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
      { id: 'source', header: 'Source', cell: (lead) => humanise(lead.source) },
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
  const columns: DataColumn<TLead, TLeadSortField>[] = [
    {
      id: 'select',
      header: 'Select',
      // The header names the column for assistive technology; "Select all on this page" sits over the table, where a
      // phone (whose rows stack and whose header shows only the sort buttons) shows it too.
      headerContent: () => <span className={visuallyHidden}>Select</span>,
      cell: (lead) => (
        <input type="checkbox" aria-label={`Select ${leadName(lead)}`} checked={isSelected(lead)} onChange={(event) => toggle([lead], event.target.checked)} />
      ),
    },
    ...allColumns.filter((column) => column.id === 'name' || column.id === 'actions' || visible.includes(column.id as TLeadViewColumn)),
  ];
  const count = selectionCount(selection);

  return (
    <>
      <LeadBulkBar selection={selection} onDone={clear} />
      {pageRows.length > 0 ? (
        <label className={styles.selectPage}>
          <input type="checkbox" checked={allOnPage} onChange={(event) => toggle(pageRows, event.target.checked)} />
          Select all on this page
        </label>
      ) : null}
      {allOnPage && selection.kind === 'ids' && total > count ? (
        <p className={styles.selectAll}>
          All {count} on this page are selected.{' '}
          <Button variant="link" size="sm" onClick={() => setSelection({ kind: 'filter', filter: { ...filters, search: filter.search }, count: total })}>
            Select all {total.toLocaleString('en-NZ')} matching
          </Button>
        </p>
      ) : null}
      {selection.kind === 'filter' ? (
        <p className={styles.selectAll}>
          All {total.toLocaleString('en-NZ')} matching leads are selected.{' '}
          <Button variant="link" size="sm" onClick={clear}>
            Clear selection
          </Button>
        </p>
      ) : null}
    <DataTable
      label="Leads"
      columns={columns}
      rows={leads.data?.items}
      rowId={(lead) => lead.id}
      loading={leads.isFetching}
      error={leads.isError ? apiErrorMessage(leads.error, 'Could not load leads') : null}
      empty={filter.search || hasFilters(filters) ? 'No leads match your search.' : 'No leads yet.'}
      sort={sort}
      onSortChange={onSortChange}
      paging={leads.data ? { page: leads.data.page, pageSize: leads.data.pageSize, total: leads.data.total } : undefined}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
    />
    </>
  );
}
