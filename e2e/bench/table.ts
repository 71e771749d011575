/** Prints rows as an aligned plain-text table. */
export function printTable(title: string, rows: Record<string, string | number>[]): void {
  const columns = Object.keys(rows[0] ?? {});
  const width = (column: string) => Math.max(column.length, ...rows.map((row) => String(row[column]).length));
  const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(width(columns[index] ?? ''))).join('  ');
  console.log(`\n${title}\n${line(columns)}\n${columns.map((column) => '-'.repeat(width(column))).join('  ')}`);
  for (const row of rows) console.log(line(columns.map((column) => String(row[column]))));
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
