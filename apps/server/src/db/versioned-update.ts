import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { conflict } from '../http/errors.ts';
import type { TDbOrTx } from './client.ts';

/** A table with optimistic versions (ARCHITECTURE §4): an id, a version and an update stamp. */
export type TVersionedTable = PgTable & { id: AnyPgColumn; version: AnyPgColumn; updatedAt: AnyPgColumn };

/** 409 unless `sent` is absent or equals the row's current version (then nothing has changed yet). */
export function checkVersion(current: number, sent: number | undefined): void {
  if (sent !== undefined && sent !== current) throw conflict();
}

/**
 * Updates one row while `version` is still current, bumping it, and answers the new row; a
 * stale version (or a row `where` no longer matches) is 409 and changes nothing. `where` adds
 * the scope (the organisation, not deleted). Call it inside `runChange`.
 */
export async function updateVersioned<T extends TVersionedTable>(
  tx: TDbOrTx,
  table: T,
  target: { id: string; version: number; where?: SQL },
  change: PgUpdateSetSource<T>,
): Promise<T['$inferSelect']> {
  const rows = (await tx
    .update(table)
    .set({ ...change, version: sql`${table.version} + 1`, updatedAt: new Date() } as PgUpdateSetSource<T>)
    .where(and(eq(table.id, target.id), eq(table.version, target.version), target.where))
    .returning()) as T['$inferSelect'][];
  const [row] = rows;
  if (!row) throw conflict();
  return row;
}
