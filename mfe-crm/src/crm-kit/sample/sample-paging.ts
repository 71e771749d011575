/*
 * The server's list rules over the sample's arrays: sort by one field (nulls last, ties by id so pages never
 * overlap), then cut one 1-based page. Every sample list handler pages through here, like the API does.
 */

export type SampleSortValue = string | number | null | undefined;

export interface SamplePageQuery {
  page?: number;
  pageSize?: number;
  order?: 'asc' | 'desc';
}

export function sortRows<Row extends { id: string }>(rows: Row[], valueOf: (row: Row) => SampleSortValue, order: 'asc' | 'desc' = 'asc'): Row[] {
  const direction = order === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const left = valueOf(a);
    const right = valueOf(b);
    if (left === right) return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    // Missing values sort last whichever the direction, as PostgreSQL's NULLS LAST does.
    if (left === null || left === undefined) return 1;
    if (right === null || right === undefined) return -1;
    const compared = typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right), 'en-NZ', { sensitivity: 'base' });
    return (compared === 0 ? (a.id < b.id ? -1 : 1) : compared) * direction;
  });
}

export function pageRows<Row>(rows: Row[], page = 1, pageSize = 20): { items: Row[]; total: number; page: number; pageSize: number } {
  const start = (page - 1) * pageSize;
  return { items: rows.slice(start, start + pageSize), total: rows.length, page, pageSize };
}

/** Case-insensitive 'contains' over a row's searchable texts; no search matches everything. */
export function matchesSearch(search: string | undefined, ...texts: Array<string | null | undefined>): boolean {
  const needle = search?.trim().toLowerCase();
  if (!needle) return true;
  return texts.some((text) => text?.toLowerCase().includes(needle));
}
