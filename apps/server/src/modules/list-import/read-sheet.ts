import { LIST_IMPORT_TEXTS } from '@cairn/domain/items/list-import.schemas';
import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { invalidField } from '../../http/errors.ts';
import { withoutCsvGuard } from '../../lib/csv.ts';

/** A cell as read: text, or a date when the spreadsheet stored one. */
export type TCell = string | Date;

/** `PK\x03\x04`: an XLSX file is a zip. */
const isZip = (file: Buffer) =>
  file.length > 3 && file[0] === 0x50 && file[1] === 0x4b && file[2] === 3 && file[3] === 4;

/** One XLSX cell's value as text or a date (formulas by their result, rich text by its text). */
function xlsxCell(value: ExcelJS.CellValue): TCell {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('result' in value) return xlsxCell(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

/** The first worksheet's rows (the header first), each cell text or a date. */
async function readXlsx(file: Buffer): Promise<TCell[][]> {
  // Loaded on the first spreadsheet, not at start: exceljs is 400 modules few instances ever need.
  const { default: excel } = await import('exceljs');
  const book = new excel.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const rows: TCell[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: TCell[] = [];
    for (let column = 1; column <= row.cellCount; column++) cells.push(xlsxCell(row.getCell(column).value));
    rows.push(cells);
  });
  return rows;
}

/**
 * The rows of a CSV or XLSX file (told apart by their first bytes), the header first. CSV goes
 * through csv-parse as the scorecard import does (BOM, trimmed, ragged rows allowed) and loses
 * the quote Cairn's own CSVs put before formula-like text.
 */
export async function readSheet(file: Buffer): Promise<TCell[][]> {
  try {
    if (isZip(file))
      return (await readXlsx(file)).map((row) =>
        row.map((cell) => (typeof cell === 'string' ? cell.trim() : cell)),
      );
    const lines: string[][] = parse(file, {
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
    });
    return lines.map((line) => line.map(withoutCsvGuard));
  } catch {
    throw invalidField('file', LIST_IMPORT_TEXTS.unreadable);
  }
}
