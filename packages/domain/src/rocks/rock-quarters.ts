/*
 * Rocks are a quarter's goals, and a team talks about them by quarter ("Q4 2026"). A rock belongs
 * to the calendar quarter its due date falls in; these turn a day into its quarter and a quarter
 * into the span of days the rock search's `due-between` filter takes.
 */

/** A calendar quarter: its year and its number, 1 to 4. */
export type TQuarter = { year: number; quarter: 1 | 2 | 3 | 4 };

const pad = (n: number) => String(n).padStart(2, '0');

/** The quarter a `YYYY-MM-DD` day is in. */
export function quarterOf(date: string): TQuarter {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return { year, quarter: Math.ceil(month / 3) as TQuarter['quarter'] };
}

/** The quarter `count` quarters after `from` (negative goes back), across years. */
export function shiftQuarter(from: TQuarter, count: number): TQuarter {
  const index = from.year * 4 + (from.quarter - 1) + count;
  return { year: Math.floor(index / 4), quarter: ((index % 4) + 1) as TQuarter['quarter'] };
}

/** The quarter's first and last day, both included. */
export function quarterSpan({ year, quarter }: TQuarter): { from: string; to: string } {
  const lastMonth = quarter * 3;
  const lastDay = new Date(Date.UTC(year, lastMonth, 0)).getUTCDate();
  return { from: `${year}-${pad(lastMonth - 2)}-01`, to: `${year}-${pad(lastMonth)}-${pad(lastDay)}` };
}

/** Writes a quarter in a language (Intl has no quarters): `Q4 2026` in English, `T4 2026` in French. */
export type TQuarterName = (quarter: number, year: number) => string;

const englishQuarterName: TQuarterName = (quarter, year) => `Q${quarter} ${year}`;

/** How the quarter is written in lists: `Q4 2026`, or by `name` in the reader's language. */
export const quarterLabel = ({ year, quarter }: TQuarter, name: TQuarterName = englishQuarterName) =>
  name(quarter, year);

/** How the quarter is written in addresses and stored: `2026-Q4`. */
export const quarterKey = ({ year, quarter }: TQuarter) => `${year}-Q${quarter}`;

/** The quarter a `YYYY-Qn` key names, or null when it names none. */
export function parseQuarterKey(key: string): TQuarter | null {
  const match = /^(\d{4})-Q([1-4])$/.exec(key);
  return match ? { year: Number(match[1]), quarter: Number(match[2]) as TQuarter['quarter'] } : null;
}

/** The label of a `YYYY-Qn` key (`2026-Q3` is `Q3 2026`); a key that names no quarter shows as it is. */
export function quarterLabelOfKey(key: string, name?: TQuarterName): string {
  const quarter = parseQuarterKey(key);
  return quarter ? quarterLabel(quarter, name) : key;
}
