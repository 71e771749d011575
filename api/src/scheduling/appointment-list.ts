import type { z } from 'zod';
import type { ZAppointmentExportQuery } from '@agency/contracts';
import { likePattern } from '../common/sql/like-pattern';
import type { AppointmentRow } from './appointment-row';

export type AppointmentFilter = z.output<typeof ZAppointmentExportQuery>;

/** The column each sortable field orders by; id breaks ties in the same direction, so pages never overlap. */
const SORT_COLUMNS: Record<AppointmentFilter['sort'], keyof AppointmentRow> = {
  appointmentDate: 'starts_at',
  createdAt: 'created_at',
  clientName: 'client_name',
  status: 'status',
};

/** Keyset position in a sorted list: the sort column's value and the id of the last row read. */
export interface AppointmentCursor {
  value: unknown;
  id: string;
}

/**
 * The WHERE and ORDER BY of the CRM's appointment table, shared by the page and the export so both hold the same rows.
 * 'upcoming' means not ended yet (one under way still counts), 'past' that it has ended.
 */
export function appointmentQuery(filter: AppointmentFilter, after: AppointmentCursor | null = null) {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.when === 'upcoming') conditions.push('ends_at > now()');
  if (filter.when === 'past') conditions.push('ends_at <= now()');
  if (filter.status) {
    params.push(filter.status);
    conditions.push(`status = $${params.length}`);
  }
  if (filter.search) {
    params.push(likePattern(filter.search));
    const at = `$${params.length}`;
    conditions.push(`(client_name ILIKE ${at} OR client_email ILIKE ${at} OR company_name ILIKE ${at})`);
  }
  const column = SORT_COLUMNS[filter.sort];
  const direction = filter.order === 'desc' ? 'DESC' : 'ASC';
  if (after) {
    params.push(after.value, after.id);
    conditions.push(`(${column}, id) ${direction === 'ASC' ? '>' : '<'} ($${params.length - 1}, $${params.length})`);
  }
  return {
    where: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '',
    orderBy: `ORDER BY ${column} ${direction}, id ${direction}`,
    params,
    /**
     * The sort column as PostgreSQL prints it, selected beside the row for the cursor: a timestamp keeps its microseconds,
     * which a JavaScript Date would cut to milliseconds, and a batch would then start before its own last row.
     */
    sortKey: `${column}::text AS sort_key`,
    cursorOf: (row: AppointmentRow & { sort_key: string }): AppointmentCursor => ({ value: row.sort_key, id: row.id }),
  };
}
