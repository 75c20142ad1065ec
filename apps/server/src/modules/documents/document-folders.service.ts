import { eq } from 'drizzle-orm';
import { runChange, type TChangeDeps } from '../../db/run-change.ts';
import { orgs } from '../../db/schema/index.ts';
import { uniqueViolationOf } from '../../db/unique-violation.ts';
import { checkVersion, updateVersioned } from '../../db/versioned-update.ts';
import { conflict } from '../../http/errors.ts';
import type { TLeadershipViewer } from '../meetings/index.ts';
import type { TItemActor } from '../traction-items/index.ts';
import type { TDocumentChanges } from './document-changes.ts';
import type { TDocumentFolderRow, TDocumentKind, TDocumentRevisionRow } from './document-kind.ts';

/**
 * A document's folders (001 §2-§5, §9): the list with the revisions each caller may see, the
 * company folder made on first use, create, rename, and delete when empty.
 */
export function createDocumentFoldersService<
  R extends TDocumentRevisionRow,
  V extends TLeadershipViewer,
  S,
  W,
>(kind: TDocumentKind<R, V, S, W>, deps: TChangeDeps, changes: TDocumentChanges<R, V, S, W>) {
  const { access, repo } = changes;
  const { texts } = kind;

  /** 001 §9: the company folder, made on first use with the default name (another name taken: "(company)"). */
  async function ensureCompanyFolder(actor: TItemActor): Promise<TDocumentFolderRow> {
    const existing = await repo.companyFolder(deps.db, actor.orgId);
    if (existing) return existing;
    try {
      return await runChange(deps, actor, async (tx, record) => {
        const [org] = await tx.select({ name: orgs.name }).from(orgs).where(eq(orgs.id, actor.orgId));
        let title = kind.companyFolderTitle(org?.name ?? '');
        if (await repo.folderTitleTaken(tx, actor.orgId, title, null)) title = `${title} (company)`;
        const [folder] = await tx
          .insert(kind.tables.collections)
          .values({ orgId: actor.orgId, title, isCompanyFolder: true })
          .returning();
        if (!folder) throw new Error(`insert ${kind.prefix} company folder`);
        await changes.recordFolder(record, folder.id, 'created', { title, isCompanyFolder: true });
        return folder;
      });
    } catch (error) {
      // Two first visits at once: the other one made it.
      const again =
        uniqueViolationOf(error) !== undefined ? await repo.companyFolder(deps.db, actor.orgId) : undefined;
      if (again) return again;
      throw error;
    }
  }

  return {
    /** Every folder (the company folder made first when missing) with the revisions the caller may see. */
    async list(actor: TItemActor) {
      await ensureCompanyFolder(actor);
      return changes.presentFolders(await access.viewerOf(actor), await repo.folders(deps.db, actor.orgId));
    },

    async companyFolder(actor: TItemActor) {
      const folder = await ensureCompanyFolder(actor);
      return changes.presentFolder(await access.viewerOf(actor), folder);
    },

    async folder(actor: TItemActor, collectionId: string) {
      const folder = await changes.folderOf(actor, collectionId);
      return changes.presentFolder(await access.viewerOf(actor), folder);
    },

    async createFolder(actor: TItemActor, body: { title: string }) {
      const viewer = await access.manager(actor);
      const folder = await changes.guarded({}, () =>
        runChange(deps, actor, (tx, record) => changes.insertFolder(actor, body.title, 'title', tx, record)),
      );
      return changes.presentFolder(viewer, folder);
    },

    async renameFolder(actor: TItemActor, collectionId: string, body: { title: string; version?: number }) {
      const viewer = await access.manager(actor);
      const folder = await changes.guarded({}, () =>
        runChange(deps, actor, async (tx, record) => {
          const current = await changes.folderOf(actor, collectionId, tx);
          checkVersion(current.version, body.version);
          await changes.checkFolderTitle(tx, actor.orgId, body.title, current.id, 'title');
          const updated = await updateVersioned(tx, kind.tables.collections, current, {
            title: body.title.trim(),
          });
          await changes.recordFolder(record, current.id, 'updated', { title: updated.title });
          return updated;
        }),
      );
      return changes.presentFolder(viewer, folder);
    },

    /** An empty folder other than the company folder (409 otherwise). */
    async deleteFolder(actor: TItemActor, collectionId: string) {
      await access.manager(actor);
      await runChange(deps, actor, async (tx, record) => {
        const folder = await changes.folderOf(actor, collectionId, tx);
        if (folder.isCompanyFolder) throw conflict(texts.companyFolderKept);
        if ((await repo.revisionsOf(tx, actor.orgId, [folder.id])).length)
          throw conflict(texts.folderNotEmpty);
        await tx.delete(kind.tables.collections).where(eq(kind.tables.collections.id, folder.id));
        await changes.recordFolder(record, folder.id, 'deleted');
      });
    },
  };
}

export type TDocumentFoldersService = ReturnType<typeof createDocumentFoldersService>;
