import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

/** One column of an export: its header and how to read the cell from a row. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null;
}

/**
 * Streams rows as a CSV download. csv-stringify quotes commas, quotes and line breaks, and with escape_formulas it
 * prefixes a quote to cells starting with = + - @ (and tab or carriage return), so a spreadsheet shows them as text
 * instead of running them (CSV injection). The byte-order mark makes Excel read the file as UTF-8.
 */
export function sendCsv<Row>(reply: FastifyReply, fileName: string, columns: CsvColumn<Row>[], rows: AsyncIterable<Row>): FastifyReply {
  const records = Readable.from(
    (async function* () {
      for await (const row of rows) yield columns.map((column) => column.value(row) ?? '');
    })(),
  );
  const csv = stringify({ header: true, columns: columns.map((column) => column.header), escape_formulas: true, bom: true });
  records.on('error', (error) => csv.destroy(error));
  // pipe() does not pass a destroy upstream: when the download is abandoned, the row source must be stopped by hand,
  // or its generator stays suspended holding whatever it holds (a pooled connection, a transaction) for good.
  csv.on('close', () => {
    if (!records.readableEnded) records.destroy();
  });
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(records.pipe(csv));
}

/**
 * Reads a query's rows in batches with keyset paging, so an export of any size holds one batch in memory at a time.
 * `fetchBatch(after)` returns the next rows after the cursor (null for the first batch), in a stable order.
 */
export async function* inBatches<Row, Cursor>(
  fetchBatch: (after: Cursor | null) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
): AsyncGenerator<Row> {
  let after: Cursor | null = null;
  for (;;) {
    const rows = await fetchBatch(after);
    yield* rows;
    if (rows.length === 0) return;
    after = cursorOf(rows[rows.length - 1]!);
  }
}
