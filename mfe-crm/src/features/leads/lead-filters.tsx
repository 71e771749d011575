import { useId } from 'react';
import {
  LEAD_SOURCES,
  LEAD_STATUSES,
  LEAD_VIEW_COLUMN_LABELS,
  LEAD_VIEW_COLUMNS,
  type TLeadFilters,
  type TLeadViewColumn,
  type TLeadViewDefinition,
} from '@agency/contracts';
import { Input } from '@agency/design-system/input';
import { Select } from '@agency/design-system/select';
import { humanise } from '../../crm-kit/list-controls';
import * as styles from './lead-filters.module.css';

const BOOKING_OPTIONS = [
  { value: 'true', label: 'Has booked' },
  { value: 'false', label: 'Has not booked' },
];

function toggled<T extends string>(list: readonly T[] | undefined, value: T, on: boolean, order: readonly T[]): T[] {
  const next = new Set(list ?? []);
  if (on) next.add(value);
  else next.delete(value);
  return order.filter((item) => next.has(item));
}

/** A value field's text as the filter's number: empty (or not a number yet) means no bound. */
function bound(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) / 100 : undefined;
}

/**
 * The view's filters and columns in one disclosure under the toolbar: checkboxes for the statuses and sources (any of
 * the ticked ones), two value bounds, two created days, the booking question, and which columns show.
 */
export function LeadFilters({ view, onChange }: { view: TLeadViewDefinition; onChange: (update: (view: TLeadViewDefinition) => TLeadViewDefinition) => void }) {
  const id = useId();
  const { filters } = view;
  // Each change applies to the address's latest view, so two quick clicks both count.
  const setFilter = (change: (filters: TLeadFilters) => Partial<TLeadFilters>) =>
    onChange((latest) => ({ ...latest, filters: { ...latest.filters, ...change(latest.filters) } }));
  const setFilters = (next: Partial<TLeadFilters>) => setFilter(() => next);
  const setColumn = (column: TLeadViewColumn, on: boolean) => onChange((latest) => ({ ...latest, columns: toggled(latest.columns, column, on, LEAD_VIEW_COLUMNS) }));

  return (
    <details className={styles.panel}>
      <summary className={styles.summary}>Filters and columns</summary>
      <div className={styles.body}>
        <fieldset className={styles.group}>
          <legend>Statuses</legend>
          {LEAD_STATUSES.map((status) => (
            <label key={status} className={styles.check}>
              <input
                type="checkbox"
                checked={filters.status?.includes(status) ?? false}
                onChange={(event) => {
                  const on = event.target.checked;
                  setFilter((latest) => ({ status: toggled(latest.status, status, on, LEAD_STATUSES) }));
                }}
              />
              {humanise(status)}
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.group}>
          <legend>Sources</legend>
          {LEAD_SOURCES.map((source) => (
            <label key={source} className={styles.check}>
              <input
                type="checkbox"
                checked={filters.source?.includes(source) ?? false}
                onChange={(event) => {
                  const on = event.target.checked;
                  setFilter((latest) => ({ source: toggled(latest.source, source, on, LEAD_SOURCES) }));
                }}
              />
              {humanise(source)}
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.group}>
          <legend>Value and date</legend>
          <label className={styles.field} htmlFor={`${id}-min`}>
            Lowest value ($)
            <Input key={`min-${filters.valueMin ?? ''}`} id={`${id}-min`} type="number" min={0} step="0.01" inputMode="decimal" defaultValue={filters.valueMin ?? ''} onBlur={(event) => setFilters({ valueMin: bound(event.target.value) })} />
          </label>
          <label className={styles.field} htmlFor={`${id}-max`}>
            Highest value ($)
            <Input key={`max-${filters.valueMax ?? ''}`} id={`${id}-max`} type="number" min={0} step="0.01" inputMode="decimal" defaultValue={filters.valueMax ?? ''} onBlur={(event) => setFilters({ valueMax: bound(event.target.value) })} />
          </label>
          <label className={styles.field} htmlFor={`${id}-from`}>
            Created from
            <Input id={`${id}-from`} type="date" value={filters.createdFrom ?? ''} onChange={(event) => setFilters({ createdFrom: event.target.value || undefined })} />
          </label>
          <label className={styles.field} htmlFor={`${id}-to`}>
            Created to
            <Input id={`${id}-to`} type="date" value={filters.createdTo ?? ''} onChange={(event) => setFilters({ createdTo: event.target.value || undefined })} />
          </label>
          <label className={styles.field} htmlFor={`${id}-booking`}>
            Booking
            <Select
              id={`${id}-booking`}
              value={filters.hasBooking === undefined ? '' : String(filters.hasBooking)}
              placeholder="Any"
              options={BOOKING_OPTIONS}
              onChange={(event) => setFilters({ hasBooking: event.target.value === '' ? undefined : event.target.value === 'true' })}
            />
          </label>
        </fieldset>
        <fieldset className={styles.group}>
          <legend>Columns</legend>
          {LEAD_VIEW_COLUMNS.map((column) => (
            <label key={column} className={styles.check}>
              <input type="checkbox" checked={view.columns.includes(column)} onChange={(event) => setColumn(column, event.target.checked)} />
              {LEAD_VIEW_COLUMN_LABELS[column]}
            </label>
          ))}
        </fieldset>
      </div>
    </details>
  );
}
