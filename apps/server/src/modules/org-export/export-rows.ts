import { asc, eq, getTableColumns } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../db/client.ts';
import type { TCsvCell } from '../../lib/csv.ts';
import type { TExportKind } from './export-kinds.ts';

/** A row as it is written to a file: dates as ISO strings, everything else as JSON has it. */
export type TExportRow = Record<string, unknown>;

/** Rows read per query: large organisations are exported a page at a time. */
const PAGE_ROWS = 2000;

/** The table's columns by field name. */
export function columnsOf(table: PgTable): Record<string, PgColumn> {
  return getTableColumns(table) as Record<string, PgColumn>;
}

/** The columns a table's rows are ordered by: its primary key. */
function keyColumnsOf(table: PgTable): PgColumn[] {
  const columns = Object.values(columnsOf(table));
  const single = columns.filter((column) => column.primary);
  if (single.length) return single;
  return getTableConfig(table).primaryKeys[0]?.columns ?? columns.slice(0, 1);
}

/** The field names a kind writes (every column but the instance-local ones). */
export function fieldsOf(kind: TExportKind): string[] {
  return Object.keys(columnsOf(kind.table)).filter((field) => !kind.omit?.includes(field));
}

/** One row as written: the kind's fields, dates as ISO strings. */
function exportRowOf(kind: TExportKind, row: Record<string, unknown>): TExportRow {
  const out: TExportRow = {};
  for (const field of fieldsOf(kind)) {
    const value = row[field];
    out[field] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** A field's value as a spreadsheet cell: objects as JSON, booleans as words, null empty. */
export function csvCellOf(value: unknown): TCsvCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return JSON.stringify(value);
}

/** The organisation's rows of a kind, a page at a time, in primary-key order. */
export async function* pagesOf(db: TDbOrTx, kind: TExportKind, orgId: string): AsyncGenerator<TExportRow[]> {
  const columns = columnsOf(kind.table);
  const orgColumn = columns.orgId;
  if (!orgColumn) throw new Error(`${kind.file}: the table has no org_id`);
  const order = keyColumnsOf(kind.table).map((column) => asc(column));
  for (let offset = 0; ; offset += PAGE_ROWS) {
    const rows = (await db
      .select()
      .from(kind.table)
      .where(eq(orgColumn, orgId))
      .orderBy(...order)
      .limit(PAGE_ROWS)
      .offset(offset)) as Record<string, unknown>[];
    if (rows.length) yield rows.map((row) => exportRowOf(kind, row));
    if (rows.length < PAGE_ROWS) return;
  }
}
