import { randomUUID } from 'node:crypto';
import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import type { TExportKind } from './export-kinds.ts';
import { columnsOf, fieldsOf } from './export-rows.ts';

type TRow = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Every id of the export (rows' `id`, the organisation's, the meetings' scorecards) with a new one. */
export function newIdsFor(orgId: string, kinds: readonly { kind: TExportKind; rows: TRow[] }[]) {
  const ids = new Map<string, string>([[orgId, randomUUID()]]);
  for (const { rows } of kinds) {
    for (const row of rows) {
      for (const field of ['id', 'scorecardId']) {
        const value = row[field];
        if (typeof value === 'string' && UUID.test(value) && !ids.has(value)) ids.set(value, randomUUID());
      }
    }
  }
  return ids;
}

/** A value with every id of the export replaced by its new one, however deep (summaries, widgets). */
export function remapIds(value: unknown, ids: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') return ids.get(value) ?? value;
  if (value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((item) => remapIds(item, ids));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [ids.get(key) ?? key, remapIds(item, ids)]),
    );
  }
  return value;
}

/** The fields of a kind that point at another row (its foreign keys). */
function referenceFields(kind: TExportKind): string[] {
  const byName = new Map(
    Object.entries(columnsOf(kind.table)).map(([field, column]) => [column.name, field]),
  );
  return getTableConfig(kind.table).foreignKeys.flatMap((key) =>
    key.reference().columns.map((column) => byName.get(column.name) ?? column.name),
  );
}

/** Why a value does not fit its column, or null when it does. */
function typeProblem(column: PgColumn, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  switch (column.columnType) {
    case 'PgUUID':
      return typeof value === 'string' && UUID.test(value) ? null : 'must be an id';
    case 'PgTimestamp':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? null : 'must be an instant';
    case 'PgDateString':
      return typeof value === 'string' && DAY.test(value) ? null : 'must be a date (YYYY-MM-DD)';
    case 'PgInteger':
    case 'PgSmallInt':
      return Number.isInteger(value) ? null : 'must be a whole number';
    case 'PgBigInt53':
    case 'PgDoublePrecision':
    case 'PgReal':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'must be a number';
    case 'PgBoolean':
      return typeof value === 'boolean' ? null : 'must be true or false';
    case 'PgText':
      return typeof value === 'string' ? null : 'must be text';
    case 'PgArray':
      return Array.isArray(value) ? null : 'must be a list';
    default:
      return null;
  }
}

/**
 * The reasons a kind's rows break the rules before anything is written: a row that is not an
 * object, a required field missing, a value of the wrong type, a reference to a row the export
 * does not hold. Each reason names the file and the row (1 first).
 */
export function rowProblems(
  kind: TExportKind,
  rows: unknown[],
  ids: ReadonlyMap<string, string>,
  limit: number,
): string[] {
  const problems: string[] = [];
  const columns = columnsOf(kind.table);
  const references = new Set(referenceFields(kind));
  const fields = fieldsOf(kind);
  for (const [index, row] of rows.entries()) {
    if (problems.length >= limit) break;
    const where = `${kind.file}.json row ${index + 1}`;
    if (!row || typeof row !== 'object' || Array.isArray(row)) {
      problems.push(`${where}: not an object`);
      continue;
    }
    for (const field of fields) {
      const column = columns[field];
      const value = (row as TRow)[field];
      if ((value === undefined || value === null) && column.notNull && !column.hasDefault) {
        problems.push(`${where}: ${field} is required`);
        break;
      }
      const problem = typeProblem(column, value);
      if (problem) {
        problems.push(`${where}: ${field} ${problem}`);
        break;
      }
      if (references.has(field) && typeof value === 'string' && !ids.has(value)) {
        problems.push(`${where}: ${field} names a row that is not in the export`);
        break;
      }
    }
  }
  return problems;
}

/** A kind's row ready to insert: its fields only, ids remapped, instants as dates. */
export function insertableRow(kind: TExportKind, row: TRow, ids: ReadonlyMap<string, string>): TRow {
  const columns = columnsOf(kind.table);
  const out: TRow = {};
  for (const field of fieldsOf(kind)) {
    const value = row[field];
    if (value === undefined) continue;
    const mapped = remapIds(value, ids);
    out[field] =
      columns[field].columnType === 'PgTimestamp' && typeof mapped === 'string' ? new Date(mapped) : mapped;
  }
  return out;
}

/** Rows ordered so a row comes after the row of its own kind it points at (delegated rocks, cascades). */
export function parentsFirst(rows: TRow[], selfRef: string | undefined): TRow[] {
  if (!selfRef) return rows;
  const byId = new Map(rows.map((row) => [row.id as string, row]));
  const placed = new Set<string>();
  const ordered: TRow[] = [];
  const place = (row: TRow, depth: number) => {
    const id = row.id as string;
    if (placed.has(id)) return;
    placed.add(id);
    const parent = byId.get(row[selfRef] as string);
    if (parent && depth < rows.length) place(parent, depth + 1);
    ordered.push(row);
  };
  for (const row of rows) place(row, 0);
  return ordered;
}
