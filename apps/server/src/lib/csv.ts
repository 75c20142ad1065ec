/**
 * Every CSV file Cairn writes goes through here (RFC 4180 quoting, CRLF lines), so that none
 * can hand a spreadsheet a live formula (OWASP "CSV injection"): a text cell starting with
 * = + - @, a tab or a carriage return gets a leading single quote, which spreadsheets show as
 * text. A number Cairn writes as a number (a negative value, `-5`) is data and stays as it is:
 * it can only be a number, and a quote would turn it into text for everyone who sums it.
 */

/** What starts a formula in Excel, LibreOffice or Google Sheets (OWASP's list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as Cairn has it: text (names, labels, periods) or a number it computed or stored. */
export type TCsvCell = string | number;

/** Text a spreadsheet would run as a formula, with the quote that keeps it text. */
export function neutraliseCsvText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell read back from a file Cairn wrote: the quote the export added taken off again. */
export function withoutCsvGuard(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** One cell as written: numbers as numbers, text neutralised, quoted when it holds , " or a line break. */
export function csvCell(cell: TCsvCell): string {
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = neutraliseCsvText(cell);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV document: one line per row, CRLF after each (RFC 4180). */
export function csvDocument(rows: readonly (readonly TCsvCell[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
