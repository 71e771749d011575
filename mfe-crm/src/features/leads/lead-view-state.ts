import {
  LEAD_VIEW_COLUMNS,
  ZLeadExportQuery,
  ZLeadViewDefinition,
  type TLeadFilters,
  type TLeadSortField,
  type TLeadViewColumn,
  type TLeadViewDefinition,
  type TSortOrder,
} from '@agency/contracts';

/*
 * The table's view (filters, sort, visible columns) lives in the address, beside ?tab=leads: a reload or a shared
 * link opens the same view. The address is read with the API's own query schema, so a hand-edited link that the
 * server would refuse falls back to the default view instead of failing the list.
 */

/** The columns shown when the address names none: the table as it always was. */
export const DEFAULT_COLUMNS: TLeadViewColumn[] = ['company', 'contact', 'status', 'value', 'createdAt'];
export const DEFAULT_SORT: { field: TLeadSortField; order: TSortOrder } = { field: 'createdAt', order: 'desc' };

/** The address's parameters this view owns; any other (tab, view=board) is left as it is. */
const VIEW_PARAMS = ['status', 'source', 'valueMin', 'valueMax', 'createdFrom', 'createdTo', 'hasBooking', 'sort', 'order', 'columns', 'savedView'] as const;

export function viewFromParams(params: URLSearchParams): TLeadViewDefinition {
  const raw: Record<string, string> = {};
  for (const name of VIEW_PARAMS) {
    const value = params.get(name);
    if (value !== null && value !== '') raw[name] = value;
  }
  const query = ZLeadExportQuery.safeParse(raw);
  const columns = (raw.columns ?? '').split(',').filter((column): column is TLeadViewColumn => (LEAD_VIEW_COLUMNS as readonly string[]).includes(column));
  if (!query.success) return { filters: {}, sort: DEFAULT_SORT, columns: raw.columns === undefined ? DEFAULT_COLUMNS : columns };
  const { sort, order, search: _search, ...filters } = query.data;
  return {
    filters: withoutEmpty(filters),
    sort: { field: sort, order },
    // 'none' keeps "every optional column hidden" apart from "no columns named" (the default).
    columns: raw.columns === undefined ? DEFAULT_COLUMNS : columns,
  };
}

/** The address for a view: the current one with the view's parameters replaced. */
export function paramsWithView(current: URLSearchParams, view: TLeadViewDefinition, savedViewId: string | null): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const name of VIEW_PARAMS) params.delete(name);
  const { filters, sort, columns } = view;
  if (filters.status?.length) params.set('status', filters.status.join(','));
  if (filters.source?.length) params.set('source', filters.source.join(','));
  if (filters.valueMin !== undefined) params.set('valueMin', String(filters.valueMin));
  if (filters.valueMax !== undefined) params.set('valueMax', String(filters.valueMax));
  if (filters.createdFrom) params.set('createdFrom', filters.createdFrom);
  if (filters.createdTo) params.set('createdTo', filters.createdTo);
  if (filters.hasBooking !== undefined) params.set('hasBooking', String(filters.hasBooking));
  if (sort.field !== DEFAULT_SORT.field || sort.order !== DEFAULT_SORT.order) {
    params.set('sort', sort.field);
    params.set('order', sort.order);
  }
  if (columns.join(',') !== DEFAULT_COLUMNS.join(',')) params.set('columns', columns.length ? columns.join(',') : 'none');
  if (savedViewId) params.set('savedView', savedViewId);
  return params;
}

/** The list's query for a view's filters: lists as the comma-separated text the query string carries. */
export function filterQuery(filters: TLeadFilters) {
  return {
    status: filters.status?.join(','),
    source: filters.source?.join(','),
    valueMin: filters.valueMin === undefined ? undefined : String(filters.valueMin),
    valueMax: filters.valueMax === undefined ? undefined : String(filters.valueMax),
    createdFrom: filters.createdFrom,
    createdTo: filters.createdTo,
    hasBooking: filters.hasBooking === undefined ? undefined : filters.hasBooking ? ('true' as const) : ('false' as const),
  };
}

export function hasFilters(filters: TLeadFilters): boolean {
  return Object.values(withoutEmpty(filters)).some((value) => value !== undefined);
}

/** Leaves out empty lists and unset values, so two equal views compare equal. */
export function withoutEmpty(filters: TLeadFilters): TLeadFilters {
  const entries = Object.entries(filters).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0));
  return ZLeadViewDefinition.shape.filters.parse(Object.fromEntries(entries));
}

export function sameView(a: TLeadViewDefinition, b: TLeadViewDefinition): boolean {
  return JSON.stringify(normal(a)) === JSON.stringify(normal(b));
}

function normal(view: TLeadViewDefinition) {
  const filters = withoutEmpty(view.filters);
  return {
    filters: Object.fromEntries(Object.entries(filters).sort(([x], [y]) => x.localeCompare(y))),
    sort: view.sort,
    columns: [...view.columns].sort(),
  };
}
