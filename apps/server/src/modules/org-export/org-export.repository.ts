import { and, asc, desc, eq, lt } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { orgExportChunks, orgExports } from '../../db/schema/index.ts';

export type TExportRow = typeof orgExports.$inferSelect;

/** The export with this id in this organisation (undefined for another's: a 404). */
export async function findExport(db: TDbOrTx, orgId: string, id: string): Promise<TExportRow | undefined> {
  const [row] = await db
    .select()
    .from(orgExports)
    .where(and(eq(orgExports.id, id), eq(orgExports.orgId, orgId)));
  return row;
}

/** The export with this id, whatever its organisation (the job's read). */
export async function findExportById(db: TDbOrTx, id: string): Promise<TExportRow | undefined> {
  const [row] = await db.select().from(orgExports).where(eq(orgExports.id, id));
  return row;
}

/** The organisation's most recent exports, newest first. */
export function listExports(db: TDbOrTx, orgId: string, limit = 10): Promise<TExportRow[]> {
  return db
    .select()
    .from(orgExports)
    .where(eq(orgExports.orgId, orgId))
    .orderBy(desc(orgExports.createdAt))
    .limit(limit);
}

export async function insertExport(
  db: TDbOrTx,
  values: { orgId: string; requestedByUserId: string; requestedByPersonId: string | null },
): Promise<TExportRow> {
  const [row] = await db.insert(orgExports).values(values).returning();
  return row;
}

export async function updateExport(
  db: TDbOrTx,
  id: string,
  values: Partial<Omit<TExportRow, 'id' | 'orgId'>>,
): Promise<void> {
  await db.update(orgExports).set(values).where(eq(orgExports.id, id));
}

/** Removes the organisation's exports whose download time is over (their chunks go with them). */
export async function deleteExpiredExports(db: TDbOrTx, orgId: string, now: Date): Promise<void> {
  await db.delete(orgExports).where(and(eq(orgExports.orgId, orgId), lt(orgExports.expiresAt, now)));
}

export async function insertChunk(
  db: TDbOrTx,
  exportId: string,
  seq: number,
  data: Uint8Array,
): Promise<void> {
  await db.insert(orgExportChunks).values({ exportId, seq, data });
}

/** Drops what an interrupted run had written, so a retry starts clean. */
export async function deleteChunks(db: TDbOrTx, exportId: string): Promise<void> {
  await db.delete(orgExportChunks).where(eq(orgExportChunks.exportId, exportId));
}

/** One chunk of the zip by its number, or undefined past the last. */
export async function readChunk(db: TDbOrTx, exportId: string, seq: number): Promise<Uint8Array | undefined> {
  const [row] = await db
    .select({ data: orgExportChunks.data })
    .from(orgExportChunks)
    .where(and(eq(orgExportChunks.exportId, exportId), eq(orgExportChunks.seq, seq)))
    .orderBy(asc(orgExportChunks.seq));
  return row?.data;
}
