/// <reference path="../css-modules.d.ts" />
import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import * as styles from './table.module.css';

const join = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

export interface TableProps extends HTMLAttributes<HTMLTableElement> {
  /** Names the scrolling region for keyboard and screen-reader users when the table overflows. */
  'aria-label'?: string;
}

/** A data table inside a horizontally scrolling, keyboard-focusable region. */
export function Table({ className, 'aria-label': ariaLabel, ...props }: TableProps) {
  return (
    // The region is focusable so keyboard users can scroll a wide table (axe: scrollable-region-focusable).
    <div
      className={styles.scroll}
      role={ariaLabel ? 'region' : undefined}
      // Not the table's own name: a table usually sits in a section headed with that name, and two regions named
      // alike are one landmark too many to tell apart (axe: landmark-unique).
      aria-label={ariaLabel ? `${ariaLabel}, scrollable table` : undefined}
      tabIndex={0}
    >
      <table className={join(styles.table, className)} aria-label={ariaLabel} {...props} />
    </div>
  );
}

export function TableCaption({ className, ...props }: HTMLAttributes<HTMLTableCaptionElement>) {
  return <caption className={join(styles.caption, className)} {...props} />;
}

export function TableHeader({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={join(styles.header, className)} {...props} />;
}

export function TableBody({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className={join(styles.body, className)} {...props} />;
}

export function TableFooter({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tfoot className={join(styles.footer, className)} {...props} />;
}

export function TableRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={join(styles.row, className)} {...props} />;
}

export function TableHead({ className, scope = 'col', ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope={scope} className={join(styles.head, className)} {...props} />;
}

export function TableCell({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={join(styles.cell, className)} {...props} />;
}

/**
 * Class names for a table whose rows stack on a phone (up to 40rem wide): `table` on Table, `header` on TableHeader
 * (then read by assistive technology only), `body` on TableBody, `row` on each body TableRow, and on each cell `title`
 * (top left), `aside` (top right: a status, the actions) or `line` (a line of its own, labelled on screen by its
 * `data-label`, the column's name, which stays out of the cell's accessible name). Give the table and its parts their
 * table roles (role="table", "rowgroup", "row", "cell"): some browsers drop them once the rows no longer display as rows.
 */
export const stackedRows = {
  table: styles.stacked,
  header: styles.stackedHeader,
  body: styles.stackedBody,
  row: styles.stackedRow,
  title: styles.stackedTitle,
  aside: styles.stackedAside,
  line: styles.stackedLine,
};
