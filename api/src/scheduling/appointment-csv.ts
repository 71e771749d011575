import { bookingServiceLabel, SCHEDULING_TIME_ZONE } from '@agency/contracts';
import type { CsvColumn } from '../common/csv/csv-download';
import type { AppointmentRow } from './appointment-row';

const NZ_PARTS = new Intl.DateTimeFormat('en-NZ', {
  timeZone: SCHEDULING_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

// Fixed names: ICU versions disagree on some abbreviations ('Sep' or 'Sept').
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Tue 2 Dec 2025 10:00' in New Zealand time, assembled from parts so no locale punctuation slips in. */
export function nzDateTime(instant: Date): string {
  const part = Object.fromEntries(NZ_PARTS.formatToParts(instant).map((entry) => [entry.type, entry.value]));
  return `${part.weekday} ${Number(part.day)} ${MONTHS[Number(part.month) - 1]} ${part.year} ${part.hour}:${part.minute}`;
}

/** The appointment export's columns, in the order the Appointments tab shows them and then the rest. */
export const APPOINTMENT_CSV_COLUMNS: CsvColumn<AppointmentRow>[] = [
  { header: 'Client', value: (row) => row.client_name },
  { header: 'Email', value: (row) => row.client_email },
  { header: 'Phone', value: (row) => row.client_phone },
  { header: 'Company', value: (row) => row.company_name },
  { header: 'Service', value: (row) => bookingServiceLabel(row.service_interest) },
  { header: 'Date & Time (NZ)', value: (row) => nzDateTime(row.starts_at) },
  { header: 'Duration (min)', value: (row) => row.duration },
  { header: 'Status', value: (row) => row.status },
  { header: 'Notes', value: (row) => row.notes },
  { header: 'Created (ISO)', value: (row) => row.created_at.toISOString() },
];

/** appointments-YYYY-MM-DD.csv, dated in New Zealand. */
export function appointmentExportFileName(now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: SCHEDULING_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `appointments-${day}.csv`;
}
