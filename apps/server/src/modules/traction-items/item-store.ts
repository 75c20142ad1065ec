import { and, count, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import type { TItemRow, TItemTable } from './item-types.ts';

/** A window of rows: skip `offset`, take at most `limit`. */
export type TRowWindow = { offset: number; limit: number };

/**
 * The Drizzle queries every traction item table shares, built for one table. Every query is
 * scoped by the organisation id and skips soft-deleted rows; changes bump `version` and
 * `updatedAt` and, given a version, apply only while it is still current.
 */
export function createItemStore<T extends TItemTable>(db: TDb, table: T) {
  type TRow = TItemRow<T>;
  type TNew = T['$inferInsert'];
  /** The organisation's rows that are not deleted, narrowed by `where`. */
  const liveRows = (orgId: string, where?: SQL) =>
    and(eq(table.orgId, orgId), isNull(table.deletedAt), where);
  const bump = () => ({ version: sql`${table.version} + 1`, updatedAt: new Date() });

  return {
    table,

    /** Adds rows (already carrying `orgId`) and answers them. */
    async insert(rows: TNew[], tx: TDbOrTx = db): Promise<TRow[]> {
      if (rows.length === 0) return [];
      return (await tx
        .insert(table)
        .values(rows as PgInsertValue<T>[])
        .returning()) as TRow[];
    },

    /**
     * One row of the organisation that is not deleted and matches `where` (the caller's
     * visibility), or undefined; `lock` holds it until the transaction ends.
     */
    async find(
      orgId: string,
      id: string,
      options: { where?: SQL; lock?: boolean } = {},
      tx: TDbOrTx = db,
    ): Promise<TRow | undefined> {
      const query = tx
        .select()
        .from(table as TItemTable)
        .where(liveRows(orgId, and(eq(table.id, id), options.where)))
        .limit(1);
      const [row] = options.lock ? await query.for('update') : await query;
      return row as TRow | undefined;
    },

    /** The organisation's rows matching `where`, in `orderBy` order, optionally one window of them. */
    async list(
      orgId: string,
      where: SQL | undefined,
      orderBy: SQL[],
      window?: TRowWindow,
      tx: TDbOrTx = db,
    ): Promise<TRow[]> {
      const query = tx
        .select()
        .from(table as TItemTable)
        .where(liveRows(orgId, where))
        .orderBy(...orderBy);
      const rows = window ? await query.offset(window.offset).limit(window.limit) : await query;
      return rows as TRow[];
    },

    /**
     * One window of the rows matching `where` and how many match in all, in one statement: the
     * count is an uncorrelated subquery PostgreSQL runs once (its own index path), so a page and
     * its total cost one round trip. The total is undefined when the window is past the end.
     */
    async listWithTotal(
      orgId: string,
      where: SQL | undefined,
      orderBy: SQL[],
      window: TRowWindow,
      tx: TDbOrTx = db,
    ): Promise<{ rows: TRow[]; total: number | undefined }> {
      const matching = tx
        .select({ n: count() })
        .from(table as TItemTable)
        .where(liveRows(orgId, where));
      const found = await tx
        .select({
          row: getTableColumns(table as TItemTable),
          total: sql<number>`(${matching})`.mapWith(Number),
        })
        .from(table as TItemTable)
        .where(liveRows(orgId, where))
        .orderBy(...orderBy)
        .offset(window.offset)
        .limit(window.limit);
      return { rows: found.map((entry) => entry.row) as TRow[], total: found[0]?.total };
    },

    /** How many of the organisation's rows match `where`. */
    async count(orgId: string, where: SQL | undefined, tx: TDbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(table as TItemTable)
        .where(liveRows(orgId, where));
      return row?.n ?? 0;
    },

    /** How many of the organisation's rows match `where`, per status (statuses with none are absent). */
    async countByStatus(
      orgId: string,
      where: SQL | undefined,
      tx: TDbOrTx = db,
    ): Promise<Record<string, number>> {
      const rows = await tx
        .select({ status: table.status, n: count() })
        .from(table as TItemTable)
        .where(liveRows(orgId, where))
        .groupBy(table.status);
      return Object.fromEntries(rows.map((row) => [String(row.status), row.n]));
    },

    /** Applies `change` while `version` is current, bumping it; undefined when stale or gone. */
    async update(
      orgId: string,
      id: string,
      version: number,
      change: Partial<TNew>,
      tx: TDbOrTx = db,
    ): Promise<TRow | undefined> {
      const rows = await tx
        .update(table)
        .set({ ...change, ...bump() } as PgUpdateSetSource<T>)
        .where(liveRows(orgId, and(eq(table.id, id), eq(table.version, version))))
        .returning();
      return (rows as TRow[])[0];
    },

    /** Marks the row deleted while `version` is current (it then leaves every read); undefined when stale or gone. */
    async softDelete(
      orgId: string,
      id: string,
      version: number,
      tx: TDbOrTx = db,
    ): Promise<TRow | undefined> {
      const rows = await tx
        .update(table)
        .set({ deletedAt: new Date(), ...bump() } as PgUpdateSetSource<T>)
        .where(liveRows(orgId, and(eq(table.id, id), eq(table.version, version))))
        .returning();
      return (rows as TRow[])[0];
    },
  };
}

export type TItemStore<T extends TItemTable> = ReturnType<typeof createItemStore<T>>;
