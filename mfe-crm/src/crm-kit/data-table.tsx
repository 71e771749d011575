import { useMemo, type ReactNode } from 'react';
import { rowSortingFeature, tableFeatures, useTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { Button } from '@agency/design-system/button';
import { layout } from '@agency/design-system/layout';
import { Select } from '@agency/design-system/select';
import { Spinner } from '@agency/design-system/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@agency/design-system/table';
import * as styles from './data-table.module.css';

/*
 * The CRM's one table: TanStack Table (headless) lays out the columns and the sort state, the design system's table
 * draws them. Sorting and paging are the server's (manualSorting, a page of rows plus a total), so the table never
 * reorders or slices what it is given: a click asks the caller to fetch another page.
 *
 * On a phone the rows stack: each row is a small card (its title and actions on top, then one labelled line per
 * cell) and the header becomes a row of sort buttons, instead of seven columns squeezed into 360 pixels. The elements
 * stay a table and carry their table roles explicitly, since some browsers drop a table's semantics once its rows
 * are no longer displayed as table rows.
 */

export type SortOrder = 'asc' | 'desc';

export interface DataColumn<Row, Field extends string = string> {
  /** Unique within the table. */
  id: string;
  header: string;
  /** Drawn in the header instead of the text, e.g. a "select all on this page" checkbox (named by its own label). */
  headerContent?: () => ReactNode;
  /**
   * The cell's content, called as a plain function at each render (never mounted as a component of its own): what it
   * returns is reconciled with the last render, so a cell's state (a field being typed in, an open disclosure)
   * survives any re-render. Return elements of components defined at module level, never components made inline.
   */
  cell: (row: Row) => ReactNode;
  /** The server's sort field (the list's `sort=` value) when this column sorts. */
  sortField?: Field;
  /** Cell class, e.g. to right-align numbers. */
  className?: string;
  /**
   * Where the cell goes when the rows stack on a phone (each row a small card): 'title' heads the card, 'actions' sits
   * beside it; any other cell is a line of its own, labelled with the column's header.
   */
  stackedAs?: 'title' | 'actions';
}

export interface DataSort<Field extends string = string> {
  field: Field;
  order: SortOrder;
}

export interface DataPaging {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Rows over all pages. */
  total: number;
}

export interface DataTableProps<Row extends object, Field extends string = string> {
  /** Names the table and its scrolling region, e.g. 'Leads'. */
  label: string;
  columns: DataColumn<Row, Field>[];
  /** The current page's rows; undefined while the first page loads. */
  rows: Row[] | undefined;
  rowId: (row: Row) => string;
  loading?: boolean;
  /** Shown instead of the rows when the read failed. */
  error?: string | null;
  /** Shown when there are no rows, e.g. 'No leads match your search.' */
  empty: ReactNode;
  sort?: DataSort<Field>;
  onSortChange?: (sort: DataSort<Field>) => void;
  paging?: DataPaging;
  onPageChange?: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  pageSizes?: readonly number[];
}

const features = tableFeatures({ rowSortingFeature });

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

const STACKED_CLASS = { title: styles.titleCell, actions: styles.actionsCell } as const;

export function DataTable<Row extends object, Field extends string = string>({
  label,
  columns,
  rows,
  rowId,
  loading = false,
  error = null,
  empty,
  sort,
  onSortChange,
  paging,
  onPageChange,
  onPageSizeChange,
  pageSizes = [10, 20, 50, 100],
}: DataTableProps<Row, Field>) {
  const sortable = onSortChange !== undefined;
  // Headers and sort state only: the body's cells are drawn below from `columns` itself. TanStack mounts a column's
  // `cell` function as a component, so a function made anew at a render would remount every cell of the table (and
  // drop whatever was open or typed in them) whenever the caller re-rendered.
  const tableColumns = useMemo<ColumnDef<typeof features, Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.headerContent ?? column.header,
        accessorFn: (row: Row) => row,
        enableSorting: column.sortField !== undefined && sortable,
        // A new sort on text starts A to Z; the caller flips it.
        sortDescFirst: false,
        meta: { sortField: column.sortField },
      })),
    [columns, sortable],
  );

  const sorting: SortingState = useMemo(() => {
    const column = sort && columns.find((item) => item.sortField === sort.field);
    return column && sort ? [{ id: column.id, desc: sort.order === 'desc' }] : [];
  }, [columns, sort]);

  const data = useMemo(() => rows ?? [], [rows]);

  const table = useTable({
    features,
    columns: tableColumns,
    data,
    getRowId: (row) => rowId(row),
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      const column = first && columns.find((item) => item.id === first.id);
      if (column?.sortField && onSortChange) onSortChange({ field: column.sortField, order: first?.desc ? 'desc' : 'asc' });
    },
  });

  const columnCount = columns.length;
  const pageCount = paging ? Math.max(1, Math.ceil(paging.total / paging.pageSize)) : 1;

  let body: ReactNode;
  const stateRow = (content: ReactNode) => (
    <TableRow role="row" className={styles.stateRow}>
      <TableCell role="cell" colSpan={columnCount} className={styles.state}>
        {content}
      </TableCell>
    </TableRow>
  );
  if (error) {
    body = stateRow(<span role="alert">{error}</span>);
  } else if (rows === undefined) {
    body = stateRow(<Spinner label={`Loading ${label.toLowerCase()}...`} />);
  } else if (rows.length === 0) {
    body = stateRow(<span className={layout.muted}>{empty}</span>);
  } else {
    // Rows keyed by the caller's id, cells by column id: a refetch that reorders or filters the rows moves each row's
    // elements with it instead of handing one row's state to another.
    body = table.getRowModel().rows.map((row) => (
      <TableRow key={row.id} role="row" className={styles.row}>
        {columns.map((column) => (
          <TableCell
            key={column.id}
            role="cell"
            className={[column.className, column.stackedAs ? STACKED_CLASS[column.stackedAs] : styles.line].filter(Boolean).join(' ')}
            // The column's name, drawn by CSS only while the rows stack: not part of the cell's text or name (the
            // table's header names the cell for assistive technology).
            data-label={column.stackedAs ? undefined : column.header}
          >
            <div className={styles.cellValue}>{column.cell(row.original)}</div>
          </TableCell>
        ))}
      </TableRow>
    ));
  }

  return (
    <div>
      <Table role="table" className={styles.table} aria-label={label} aria-busy={loading || rows === undefined ? true : undefined}>
        <TableHeader role="rowgroup" className={styles.header}>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id} role="row" className={styles.headerRow}>
              {group.headers.map((header) => {
                const column = header.column;
                const sorted = column.getIsSorted();
                const canSort = column.getCanSort();
                return (
                  <TableHead
                    key={header.id}
                    role="columnheader"
                    // On a phone only the sort buttons show; the other headers stay for assistive technology.
                    className={canSort ? styles.sortHead : styles.plainHead}
                    aria-sort={canSort ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
                  >
                    {canSort ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={() => column.toggleSorting(sorted === 'asc')}
                      >
                        <table.FlexRender header={header} />
                        <span className={styles.sortIcon} aria-hidden="true">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </TableHead>
                );
              })}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody role="rowgroup" className={styles.body}>
          {body}
        </TableBody>
      </Table>
      {paging && rows !== undefined && !error ? (
        <nav className={styles.pager} aria-label={`${label} pages`}>
          <p className={layout.muted} aria-live="polite">
            Page {paging.page} of {pageCount} · {paging.total} {paging.total === 1 ? 'row' : 'rows'}
          </p>
          <div className={styles.pagerButtons}>
            {onPageSizeChange ? (
              <label className={styles.pageSize}>
                <span>Rows per page</span>
                <span className={styles.pageSizeSelect}>
                  <Select
                    value={String(paging.pageSize)}
                    onChange={(event) => onPageSizeChange(Number(event.target.value))}
                    options={pageSizes.map(String)}
                  />
                </span>
              </label>
            ) : null}
            <Button
              variant="outline"
              size="sm"
              disabled={paging.page <= 1 || loading}
              onClick={() => onPageChange?.(paging.page - 1)}
            >
              Previous
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={paging.page >= pageCount || loading}
              onClick={() => onPageChange?.(paging.page + 1)}
            >
              Next
            </Button>
          </div>
        </nav>
      ) : null}
    </div>
  );
}
