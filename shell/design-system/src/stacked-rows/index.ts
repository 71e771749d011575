import * as styles from './stacked-rows.module.css';

/**
 * Class names for a table whose rows stack on a phone (up to 40rem wide): `table` on Table, `header` on TableHeader
 * (then read by assistive technology only), `body` on TableBody, `row` on each body TableRow, and on each cell `title`
 * (top left), `aside` (top right: a status, the actions) or `line` (a line of its own, labelled on screen by its
 * `data-label`, the column's name, which stays out of the cell's accessible name). Give the table and its parts their
 * table roles (role="table", "rowgroup", "row", "cell"): some browsers drop them once the rows no longer display as rows.
 *
 * A module of its own, not part of `table`: a shared module is supplied by whichever app loads it first, so an export
 * added to an existing module would be missing where an older build supplied it (README, 'Versioning').
 */
export const stackedRows = {
  table: styles.table,
  header: styles.header,
  body: styles.body,
  row: styles.row,
  title: styles.title,
  aside: styles.aside,
  line: styles.line,
};
