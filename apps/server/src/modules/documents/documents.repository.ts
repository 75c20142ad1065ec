import { and, asc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import type { TDocumentCollectionsTable, TDocumentRevisionsTable } from '../../db/schema/documents.ts';
import type { TDocumentFolderRow, TDocumentRevisionRow } from './document-kind.ts';

/** The key titles are unique by (001 §5): trimmed, any case; the unique indexes use the same. */
const titleKey = (title: string) => title.trim().toLowerCase();

type TOrders = {
  folderOrder: 'companyFirstByTitle' | 'created';
  revisionOrder: 'lastChangedFirst' | 'created';
};

/**
 * Reads of a document's folders and revisions, every query scoped by the organisation. Revisions
 * come back as the document's own row type `R` (its table has the kernel's columns and its own).
 */
export function createDocumentsRepository<R extends TDocumentRevisionRow>(
  tables: { collections: TDocumentCollectionsTable; revisions: TDocumentRevisionsTable },
  orders: TOrders,
) {
  const { collections: folders, revisions } = tables;
  const folderOrder: SQL[] =
    orders.folderOrder === 'created'
      ? [asc(folders.createdAt)]
      : [sql`${folders.isCompanyFolder} desc`, asc(sql`lower(${folders.title})`)];
  const revisionOrder: SQL =
    orders.revisionOrder === 'created' ? asc(revisions.createdAt) : sql`${revisions.updatedAt} desc`;

  return {
    async folders(tx: TDbOrTx, orgId: string): Promise<TDocumentFolderRow[]> {
      return tx
        .select()
        .from(folders)
        .where(eq(folders.orgId, orgId))
        .orderBy(...folderOrder);
    },

    async folder(tx: TDbOrTx, orgId: string, id: string): Promise<TDocumentFolderRow | undefined> {
      const [row] = await tx
        .select()
        .from(folders)
        .where(and(eq(folders.orgId, orgId), eq(folders.id, id)));
      return row;
    },

    async companyFolder(tx: TDbOrTx, orgId: string): Promise<TDocumentFolderRow | undefined> {
      const [row] = await tx
        .select()
        .from(folders)
        .where(and(eq(folders.orgId, orgId), eq(folders.isCompanyFolder, true)));
      return row;
    },

    /** Whether another folder of the organisation has this title. */
    async folderTitleTaken(tx: TDbOrTx, orgId: string, title: string, exceptId: string | null) {
      const [clash] = await tx
        .select({ id: folders.id })
        .from(folders)
        .where(
          and(
            eq(folders.orgId, orgId),
            sql`lower(trim(${folders.title})) = ${titleKey(title)}`,
            exceptId ? ne(folders.id, exceptId) : undefined,
          ),
        );
      return Boolean(clash);
    },

    /** The live revisions of these folders, in the document's order. */
    async revisionsOf(tx: TDbOrTx, orgId: string, folderIds: string[]): Promise<R[]> {
      if (folderIds.length === 0) return [];
      const rows = await tx
        .select()
        .from(revisions)
        .where(
          and(
            eq(revisions.orgId, orgId),
            inArray(revisions.collectionId, folderIds),
            isNull(revisions.deletedAt),
          ),
        )
        .orderBy(revisionOrder);
      return rows as R[];
    },

    /** A revision, removed or not (a removed one answers "removed by another user"). */
    async revision(tx: TDbOrTx, orgId: string, id: string): Promise<R | undefined> {
      const [row] = await tx
        .select()
        .from(revisions)
        .where(and(eq(revisions.orgId, orgId), eq(revisions.id, id)));
      return row as R | undefined;
    },

    /** Whether another live revision of the folder has this title. */
    async revisionTitleTaken(tx: TDbOrTx, folderId: string, title: string, exceptId: string | null) {
      const [clash] = await tx
        .select({ id: revisions.id })
        .from(revisions)
        .where(
          and(
            eq(revisions.collectionId, folderId),
            isNull(revisions.deletedAt),
            sql`lower(trim(${revisions.title})) = ${titleKey(title)}`,
            exceptId ? ne(revisions.id, exceptId) : undefined,
          ),
        );
      return Boolean(clash);
    },
  };
}
