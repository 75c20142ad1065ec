import { cleanNumberInput, parseNumberText } from '@cairn/domain/scorecards/value-format';

/** One pasted cell: a number, null for an empty cell (clears it), or 'invalid'. */
export type TPastedValue = number | null | 'invalid';

/** True when clipboard text holds more than one cell (tab or line separated). */
export function isBlock(text: string): boolean {
  return /[\t\r\n]/.test(text.replace(/(\r?\n)+$/, ''));
}

/**
 * A block copied from a spreadsheet (rows by line, cells by tab) as values: each cell is read
 * with the number-field rules (002 §5: "$1,200" is 1200), an empty cell clears, and a cell that
 * names no number is 'invalid'. A trailing line break (spreadsheets add one) is not a row.
 */
export function parsePastedBlock(text: string): TPastedValue[][] {
  const lines = text.replace(/(\r?\n)+$/, '').split(/\r?\n/);
  return lines.map((line) =>
    line.split('\t').map((cell): TPastedValue => {
      if (cell.trim() === '') return null;
      const value = parseNumberText(cleanNumberInput(cell));
      return value === null ? 'invalid' : value;
    }),
  );
}
