/*
 * One figure of the insights page as a CSV file (issue 32: "a CSV download per figure"). The
 * cells are dates, counts and rates only, never text a person typed, so no cell needs quoting;
 * an empty cell is a rate with nothing to count.
 */

/** A column: the key of the row it reads and its header. */
export type TCsvColumn<TRow> = { key: keyof TRow & string; label: string };

/** The rows as CSV text with a header line, lines ended by CRLF (RFC 4180). */
export function insightsCsv<TRow extends Record<string, string | number | null>>(
  columns: readonly TCsvColumn<TRow>[],
  rows: readonly TRow[],
): string {
  const header = columns.map((column) => column.label).join(',');
  const lines = rows.map((row) => columns.map((column) => String(row[column.key] ?? '')).join(','));
  return `${[header, ...lines].join('\r\n')}\r\n`;
}
