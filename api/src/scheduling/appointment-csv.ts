import { bookingServiceLabel, formatNzDateTime, nzIsoDate } from '@agency/contracts';
import type { CsvColumn } from '../common/csv/csv-download';
import type { AppointmentRow } from './appointment-row';

/** The appointment export's columns, in the order the Appointments tab shows them and then the rest. */
export const APPOINTMENT_CSV_COLUMNS: CsvColumn<AppointmentRow>[] = [
  { header: 'Client', value: (row) => row.client_name },
  { header: 'Email', value: (row) => row.client_email },
  { header: 'Phone', value: (row) => row.client_phone },
  { header: 'Company', value: (row) => row.company_name },
  { header: 'Service', value: (row) => bookingServiceLabel(row.service_interest) },
  { header: 'Date & Time (NZ)', value: (row) => formatNzDateTime(row.starts_at) },
  { header: 'Duration (min)', value: (row) => row.duration },
  { header: 'Status', value: (row) => row.status },
  { header: 'Notes', value: (row) => row.notes },
  { header: 'Created (ISO)', value: (row) => row.created_at.toISOString() },
];

/** appointments-YYYY-MM-DD.csv, dated in New Zealand. */
export function appointmentExportFileName(now: Date): string {
  return `appointments-${nzIsoDate(now)}.csv`;
}
