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
