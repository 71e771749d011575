import { useCallback, useMemo, useState } from 'react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, apiUrl } from '@agency/api-client';
import { bookingServiceLabel, formatNzDateTime, NZ_TIME_ZONE, type TAppointment } from '@agency/contracts';
import { layout } from '@agency/design-system/layout';
import { usePlatform } from '@agency/design-system/platform-context';
import { ConfirmDeleteButton } from '../../crm-kit/confirm-delete-button';
import { EmailAddress } from '../../crm-kit/email-address';
import { ExportCsvButton, ExportUnavailableNote } from '../../crm-kit/export-csv';
import { crmKey, useCrmApi, useCrmMutation, useCrmQuery } from '../../crm-kit/crm-api';
import { DataTable, type DataColumn, type DataSort } from '../../crm-kit/data-table';
import { AppointmentStatusBadge } from '../../crm-kit/status-badge';
import { useDebouncedValue } from '../../crm-kit/use-debounced-value';
import * as tab from '../../crm-kit/tab-layout.module.css';
import { FilterSelect, ListToolbar, SearchBox } from '../../crm-kit/list-controls';

type AppointmentSort = 'appointmentDate' | 'createdAt' | 'clientName' | 'status';
type When = 'upcoming' | 'past' | 'all';

const WHEN_OPTIONS = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
];

/** Appointments: every booking in New Zealand time, filtered, sorted and paged by the server; delete cancels. */
export function AppointmentsTab() {
  const { mode } = useCrmApi();
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const [when, setWhen] = useState<When>('all');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<DataSort<AppointmentSort>>({ field: 'appointmentDate', order: 'asc' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const searchText = useDebouncedValue(search.trim());
  const filter = { when, search: searchText || undefined, sort: sort.field, order: sort.order };

  const appointments = useCrmQuery(
    'GET /api/scheduling/appointments',
    { query: { ...filter, page, pageSize } },
    { placeholderData: keepPreviousData },
  );
  const cancel = useCrmMutation('DELETE /api/scheduling/appointments/:id', [
    'GET /api/scheduling/appointments',
    'GET /api/crm/summary',
    'GET /api/crm/analytics',
  ]);

  const { mutate: cancelMutate } = cancel;
  const remove = useCallback(
    (appointment: TAppointment) =>
      cancelMutate(
        { params: { id: appointment.id } },
        {
          onSuccess: () => {
            // The lead's timeline shows the booking's status.
            void queryClient.invalidateQueries({ queryKey: crmKey(mode, 'GET /api/leads/:id') });
            platform.toast({ title: 'Appointment deleted successfully', variant: 'success' });
          },
          onError: () => platform.toast({ title: 'Error: Failed to delete appointment', variant: 'destructive' }),
        },
      ),
    [cancelMutate, queryClient, mode, platform],
  );

  // Stable between renders, so a refetch never remounts the cells.
  const columns = useMemo<DataColumn<TAppointment, AppointmentSort>[]>(
    () => [
      {
        id: 'client',
        header: 'Client',
        sortField: 'clientName',
        stackedAs: 'title',
        cell: (item) => (
          <span className={tab.contact}>
            <span className={tab.name}>{item.clientName}</span>
            {item.companyName ? <span className={layout.muted}>{item.companyName}</span> : null}
          </span>
        ),
      },
      { id: 'service', header: 'Service', cell: (item) => bookingServiceLabel(item.serviceInterest) },
      {
        id: 'contact',
        header: 'Contact',
        cell: (item) => (
          <span className={tab.contact}>
            <EmailAddress email={item.clientEmail} />
            {item.clientPhone ? <span>{item.clientPhone}</span> : null}
          </span>
        ),
      },
      {
        id: 'date',
        header: 'Date & Time',
        sortField: 'appointmentDate',
        cell: (item) => <time dateTime={item.appointmentDate}>{formatNzDateTime(item.appointmentDate)}</time>,
      },
      { id: 'status', header: 'Status', sortField: 'status', cell: (item) => <AppointmentStatusBadge status={item.status} /> },
      {
        id: 'actions',
        header: 'Actions',
        stackedAs: 'actions',
        cell: (item) =>
          item.status === 'scheduled' ? (
            <ConfirmDeleteButton subject={`appointment with ${item.clientName}`} onConfirm={() => remove(item)} />
          ) : (
            <span className={layout.muted}>—</span>
          ),
      },
    ],
    [remove],
  );

  return (
    <section aria-labelledby="appointments-heading">
      <div className={tab.header}>
        <h2 id="appointments-heading" className={tab.heading}>
          Appointments
        </h2>
        <div className={tab.actions}>
          <ExportCsvButton href={apiUrl('GET /api/scheduling/appointments/export', { query: filter })} noteId="appointments-export-note" />
        </div>
      </div>
      <ExportUnavailableNote id="appointments-export-note" className={tab.note} />
      <div className={tab.toolbar}>
        <ListToolbar>
          <SearchBox
            label="Search appointments"
            placeholder="Client name, email or company"
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
          <FilterSelect
            label="When"
            value={when === 'all' ? '' : when}
            onChange={(value) => {
              setWhen((value || 'all') as When);
              setPage(1);
            }}
            options={WHEN_OPTIONS}
            allLabel="All"
          />
        </ListToolbar>
      </div>
      <p className={`${layout.muted} ${tab.note}`}>Times are New Zealand time ({NZ_TIME_ZONE}).</p>
      <DataTable
        label="Appointments"
        columns={columns}
        rows={appointments.data?.items}
        rowId={(item) => item.id}
        loading={appointments.isFetching}
        error={appointments.isError ? apiErrorMessage(appointments.error, 'Could not load appointments') : null}
        empty={searchText || when !== 'all' ? 'No appointments match.' : 'No appointments yet.'}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        paging={appointments.data ? { page: appointments.data.page, pageSize: appointments.data.pageSize, total: appointments.data.total } : undefined}
        onPageChange={setPage}
        onPageSizeChange={(next) => {
          setPageSize(next);
          setPage(1);
        }}
      />
    </section>
  );
}
