/** Calendar dates as spreadsheets write them, read into `YYYY-MM-DD` (issue 37 point 3). */

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a real calendar day, or null (31 February is not one). */
function dayOf(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthOf = (word: string) => MONTHS.indexOf(word.slice(0, 3).toLowerCase()) + 1;

/** Days from Excel's epoch (1899-12-30) to a date: a number cell that is a date. */
function excelSerial(serial: number): string | null {
  if (!Number.isInteger(serial) || serial < 1 || serial > 2_958_465) return null;
  const date = new Date(Date.UTC(1899, 11, 30) + serial * 86_400_000);
  return dayOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/**
 * A day from a cell: a spreadsheet date; `2026-03-31` or `2026/03/31`; `3/31/2026` (month first,
 * as US exports write it; day first when the first number is over 12); `31.03.2026`; `Mar 31, 2026`,
 * `31 March 2026`; an Excel serial number. Null when it is none of these.
 */
export function readDay(cell: string | Date): string | null {
  if (cell instanceof Date) return dayOf(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
  const text = cell.trim();
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/.exec(text);
  if (match) return dayOf(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (match) {
    const [a, b] = [Number(match[1]), Number(match[2])];
    return a > 12 ? dayOf(Number(match[3]), b, a) : dayOf(Number(match[3]), a, b);
  }
  match = /^(\d{1,2})[.-](\d{1,2})[.-](\d{4})$/.exec(text);
  if (match) return dayOf(Number(match[3]), Number(match[2]), Number(match[1]));
  match = /^([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})$/.exec(text);
  if (match && monthOf(match[1])) return dayOf(Number(match[3]), monthOf(match[1]), Number(match[2]));
  match = /^(\d{1,2}) ([A-Za-z]{3,9})\.?,? (\d{4})$/.exec(text);
  if (match && monthOf(match[2])) return dayOf(Number(match[3]), monthOf(match[2]), Number(match[1]));
  if (/^\d{5}$/.test(text)) return excelSerial(Number(text));
  return null;
}
