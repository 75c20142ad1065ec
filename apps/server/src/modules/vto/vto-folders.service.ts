import { companyFolderTitle, folderTitleKey, VTO_TEXTS } from '@cairn/domain/vto/vto.constants';
import type {
  TVtoCollection,
  TVtoCopyRequest,
  TVtoFolderRequest,
  TVtoMoveRequest,
  TVtoRevisionTitleRequest,
} from '@cairn/domain/vto/vto.schemas';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { runChange, type TChangeDeps, type TRecord } from '../../db/run-change.ts';
import { orgs, vtoCollections, vtoRevisions } from '../../db/schema/index.ts';
import { uniqueViolationOf } from '../../db/unique-violation.ts';
import { checkVersion, updateVersioned } from '../../db/versioned-update.ts';
import { conflict, forbidden, invalidField, notFound } from '../../http/errors.ts';
import { vtoPolicy } from '../../policies/vto.ts';
import type { TItemActor } from '../traction-items/item-types.ts';
import type { TVtoCollectionRow, TVtoRevisionRow } from './vto.repository.ts';
import { createVtoAccess, presentSummary, type TVtoViewerContext } from './vto-access.ts';
import { copyRevisionParts } from './vto-copy.ts';

/** 001 §5: the id of the unique-folder-title message. */
export const UNIQUE_FOLDER_TITLE_ID = 'VALIDATION_UNIQUE_VTO_FOLDER_TITLE';

const folderExists = (field: string) => invalidField(field, VTO_TEXTS.folderExists, UNIQUE_FOLDER_TITLE_ID);
const revisionExists = (field: string) =>
  invalidField(field, VTO_TEXTS.revisionExists, 'VALIDATION_UNIQUE_VTO_TITLE');

/** Folders and the life of revisions: create, publish, rename, copy, move, delete (001 §2-§5, 002 §4). */
export function createVtoFoldersService(deps: TChangeDeps) {
  const access = createVtoAccess(deps.db);
  const { repo } = access;

  const recordFolder = (
    record: TRecord,
    id: string,
    action: 'created' | 'updated' | 'deleted',
    data?: object,
  ) =>
    record({
      entityType: 'vto',
      entityId: id,
      action,
      data: data as Record<string, unknown>,
      live: { verb: action === 'created' ? 'Added' : action === 'deleted' ? 'Deleted' : 'Updated' },
    });
  /** A revision's change: heard by whoever may read it as it was (`before`) or is now (`revision`). */
  const recordRevision = async (
    record: TRecord,
    tx: TDbOrTx,
    revision: TVtoRevisionRow,
    action: 'created' | 'updated' | 'deleted' | 'moved',
    data?: object,
    before?: TVtoRevisionRow,
  ) =>
    record({
      entityType: 'vtorevision',
      entityId: revision.id,
      action,
      data: data as Record<string, unknown>,
      live: {
        verb: action === 'created' ? 'Added' : action === 'deleted' ? 'Deleted' : 'Updated',
        readers: await access.readersOf(revision.orgId, before ? [before, revision] : [revision], tx),
      },
    });

  /** A folder with the revisions the viewer may see. */
  async function present(viewer: TVtoViewerContext, folders: TVtoCollectionRow[], tx: TDbOrTx = deps.db) {
    const orgId = folders[0]?.orgId;
    const records = orgId
      ? await repo.revisionsOf(
          orgId,
          folders.map((f) => f.id),
          tx,
        )
      : [];
    return folders.map(
      (folder): TVtoCollection => ({
        id: folder.id,
        title: folder.title,
        isCompanyFolder: folder.isCompanyFolder,
        version: folder.version,
        revisions: records
          .filter((r) => r.revision.collectionId === folder.id && vtoPolicy.canSee(viewer, r.revision))
          .map(presentSummary),
      }),
    );
  }

  /** 422 on `field` when another folder of the organisation has this title (trimmed, any case). */
  async function checkFolderTitle(
    orgId: string,
    title: string,
    exceptId: string | null,
    field: string,
    tx: TDbOrTx,
  ) {
    const [clash] = await tx
      .select({ id: vtoCollections.id })
      .from(vtoCollections)
      .where(
        and(
          eq(vtoCollections.orgId, orgId),
          sql`lower(trim(${vtoCollections.title})) = ${folderTitleKey(title)}`,
          exceptId ? ne(vtoCollections.id, exceptId) : undefined,
        ),
      );
    if (clash) throw folderExists(field);
  }

  /** 422 on `field` when a live revision of the folder has this title. */
  async function checkRevisionTitle(
    collectionId: string,
    title: string,
    exceptId: string | null,
    field: string,
    tx: TDbOrTx,
  ) {
    const [clash] = await tx
      .select({ id: vtoRevisions.id })
      .from(vtoRevisions)
      .where(
        and(
          eq(vtoRevisions.collectionId, collectionId),
          isNull(vtoRevisions.deletedAt),
          sql`lower(trim(${vtoRevisions.title})) = ${folderTitleKey(title)}`,
          exceptId ? ne(vtoRevisions.id, exceptId) : undefined,
        ),
      );
    if (clash) throw revisionExists(field);
  }

  /** Turns a unique violation that raced past the checks into the same 422. */
  async function guarded<T>(
    field: { folder?: string; revision?: string },
    work: () => Promise<T>,
  ): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const constraint = uniqueViolationOf(error);
      if (constraint === 'vto_collections_org_title_idx') throw folderExists(field.folder ?? 'title');
      if (constraint === 'vto_revisions_collection_title_idx')
        throw revisionExists(field.revision ?? 'title');
      throw error;
    }
  }

  async function insertFolder(actor: TItemActor, title: string, field: string, tx: TDbOrTx, record: TRecord) {
    await checkFolderTitle(actor.orgId, title, null, field, tx);
    const [folder] = await tx
      .insert(vtoCollections)
      .values({ orgId: actor.orgId, title, createdByPersonId: actor.person.id })
      .returning();
    if (!folder) throw new Error('insert vto folder');
    await recordFolder(record, folder.id, 'created', { title });
    return folder;
  }

  /** 001 §9: the company folder, made on first use with the default name. */
  async function ensureCompanyFolder(actor: TItemActor): Promise<TVtoCollectionRow> {
    const existing = await repo.companyFolder(actor.orgId);
    if (existing) return existing;
    try {
      return await runChange(deps, actor, async (tx, record) => {
        const [org] = await tx.select({ name: orgs.name }).from(orgs).where(eq(orgs.id, actor.orgId));
        let title = companyFolderTitle(org?.name ?? 'Company');
        const [clash] = await tx
          .select({ id: vtoCollections.id })
          .from(vtoCollections)
          .where(
            and(
              eq(vtoCollections.orgId, actor.orgId),
              sql`lower(trim(${vtoCollections.title})) = ${folderTitleKey(title)}`,
            ),
          );
        if (clash) title = `${title} (company)`;
        const [folder] = await tx
          .insert(vtoCollections)
          .values({ orgId: actor.orgId, title, isCompanyFolder: true })
          .returning();
        if (!folder) throw new Error('insert vto company folder');
        await recordFolder(record, folder.id, 'created', { title, isCompanyFolder: true });
        return folder;
      });
    } catch (error) {
      const again =
        uniqueViolationOf(error) !== undefined ? await repo.companyFolder(actor.orgId) : undefined;
      if (again) return again;
      throw error;
    }
  }

  async function folderOf(actor: TItemActor, collectionId: string, tx: TDbOrTx = deps.db) {
    const folder = await repo.findCollection(actor.orgId, collectionId, tx);
    if (!folder) throw notFound('folder');
    return folder;
  }

  async function manager(actor: TItemActor) {
    const viewer = await access.viewerOf(actor);
    if (!vtoPolicy.canManageFolders(viewer)) throw forbidden(VTO_TEXTS.observersNeverEdit);
    return viewer;
  }

  /** The revision row after a change, as a whole revision. */
  async function answer(actor: TItemActor, revisionId: string) {
    const viewer = await access.viewerOf(actor);
    const record = await repo.findRevision(actor.orgId, revisionId);
    if (!record) throw notFound('V/TO');
    return access.whole(viewer, record);
  }

  /** Stamps the revision as changed by the actor (the lists' "last updated by"); bumps its version. */
  async function touch(actor: TItemActor, id: string, version: number, tx: TDbOrTx, fields: object = {}) {
    return updateVersioned(
      tx,
      vtoRevisions,
      { id, version },
      { updatedByPersonId: actor.person.id, ...fields },
    );
  }

  return {
    async list(actor: TItemActor) {
      await ensureCompanyFolder(actor);
      const viewer = await access.viewerOf(actor);
      return present(viewer, await repo.collections(actor.orgId));
    },

    async companyFolder(actor: TItemActor) {
      const folder = await ensureCompanyFolder(actor);
      const [presented] = await present(await access.viewerOf(actor), [folder]);
      return presented as TVtoCollection;
    },

    async folder(actor: TItemActor, collectionId: string) {
      const folder = await folderOf(actor, collectionId);
      const [presented] = await present(await access.viewerOf(actor), [folder]);
      return presented as TVtoCollection;
    },

    async createFolder(actor: TItemActor, body: TVtoFolderRequest) {
      const viewer = await manager(actor);
      const folder = await guarded({}, () =>
        runChange(deps, actor, (tx, record) => insertFolder(actor, body.title, 'title', tx, record)),
      );
      const [presented] = await present(viewer, [folder]);
      return presented as TVtoCollection;
    },

    async renameFolder(actor: TItemActor, collectionId: string, body: TVtoFolderRequest) {
      const viewer = await manager(actor);
      const folder = await guarded({}, () =>
        runChange(deps, actor, async (tx, record) => {
          const current = await folderOf(actor, collectionId, tx);
          checkVersion(current.version, body.version);
          await checkFolderTitle(actor.orgId, body.title, current.id, 'title', tx);
          const updated = await updateVersioned(tx, vtoCollections, current, { title: body.title });
          await recordFolder(record, current.id, 'updated', { title: body.title });
          return updated;
        }),
      );
      const [presented] = await present(viewer, [folder]);
      return presented as TVtoCollection;
    },

    /** `DELETE vto/collection/{c}`: an empty folder other than the company folder (409 otherwise). */
    async deleteFolder(actor: TItemActor, collectionId: string) {
      await manager(actor);
      await runChange(deps, actor, async (tx, record) => {
        const folder = await folderOf(actor, collectionId, tx);
        if (folder.isCompanyFolder) throw conflict(VTO_TEXTS.companyFolderKept);
        if ((await repo.revisionsOf(actor.orgId, [folder.id], tx)).length)
          throw conflict(VTO_TEXTS.folderNotEmpty);
        await tx.delete(vtoCollections).where(eq(vtoCollections.id, folder.id));
        await recordFolder(record, folder.id, 'deleted');
      });
    },

    /** `POST vto/collection/{c}/revision`: an empty draft whose creator is the caller. */
    async createRevision(actor: TItemActor, collectionId: string, body: TVtoRevisionTitleRequest) {
      await manager(actor);
      const id = await guarded({}, () =>
        runChange(deps, actor, async (tx, record) => {
          const folder = await folderOf(actor, collectionId, tx);
          await checkRevisionTitle(folder.id, body.title, null, 'title', tx);
          const revision = await repo.insertRevision(
            {
              orgId: actor.orgId,
              collectionId: folder.id,
              title: body.title,
              createdByPersonId: actor.person.id,
              updatedByPersonId: actor.person.id,
            },
            {},
            tx,
          );
          await recordRevision(record, tx, revision, 'created', { title: body.title });
          return revision.id;
        }),
      );
      return answer(actor, id);
    },

    /** `PUT .../publish` and `.../unpublish` (002 §4: draft or final). */
    async setPublished(actor: TItemActor, c: string, r: string, isPublished: boolean, version?: number) {
      await runChange(deps, actor, async (tx, record) => {
        const { record: found } = await access.editable(actor, c, r, tx);
        checkVersion(found.revision.version, version);
        const after = await touch(actor, r, found.revision.version, tx, { isPublished });
        await recordRevision(record, tx, after, 'updated', { isPublished }, found.revision);
      });
      return answer(actor, r);
    },

    async rename(actor: TItemActor, c: string, r: string, body: TVtoRevisionTitleRequest) {
      await guarded({}, () =>
        runChange(deps, actor, async (tx, record) => {
          const { record: found } = await access.editable(actor, c, r, tx);
          checkVersion(found.revision.version, body.version);
          await checkRevisionTitle(c, body.title, r, 'title', tx);
          await touch(actor, r, found.revision.version, tx, { title: body.title });
          await recordRevision(record, tx, found.revision, 'updated', { title: body.title });
        }),
      );
      return answer(actor, r);
    },

    async setSharing(actor: TItemActor, c: string, r: string, isTractionLtOnly: boolean, version?: number) {
      await runChange(deps, actor, async (tx, record) => {
        const { record: found } = await access.editable(actor, c, r, tx);
        checkVersion(found.revision.version, version);
        await touch(actor, r, found.revision.version, tx, { isTractionLtOnly });
        await recordRevision(record, tx, found.revision, 'updated', { isTractionLtOnly });
      });
      return answer(actor, r);
    },

    /**
     * `PUT .../copy` (001 §3, §5): a new draft of the caller with the included parts. Non-observers
     * may copy any revision they can read, also one removed by another user (002 §4).
     */
    async copy(actor: TItemActor, c: string, r: string, body: TVtoCopyRequest) {
      const viewer = await manager(actor);
      const id = await guarded({ revision: 'newRevisionName' }, () =>
        runChange(deps, actor, async (tx, record) => {
          const source = await repo.findRevision(actor.orgId, r, tx);
          if (!source || source.revision.collectionId !== c || !vtoPolicy.canSee(viewer, source.revision)) {
            throw notFound('V/TO');
          }
          const target = body.collectionId
            ? await folderOf(actor, body.collectionId, tx)
            : await folderOf(actor, c, tx);
          await checkRevisionTitle(target.id, body.newRevisionName, null, 'newRevisionName', tx);
          const copy = await copyRevisionParts(repo, actor, source.revision, target.id, body, viewer, tx);
          await recordRevision(record, tx, copy, 'created', { copiedFrom: r, title: body.newRevisionName });
          return copy.id;
        }),
      );
      return answer(actor, id);
    },

    /** `PUT .../move` (001 §2, §5): to another folder, or to a new one made by name. */
    async move(actor: TItemActor, c: string, r: string, body: TVtoMoveRequest) {
      await guarded({ folder: 'newFolderTitle' }, () =>
        runChange(deps, actor, async (tx, record) => {
          const { record: found } = await access.editable(actor, c, r, tx);
          const target = body.collectionId
            ? await folderOf(actor, body.collectionId, tx).catch(() => {
                throw invalidField('collectionId', 'The folder could not be found.');
              })
            : await insertFolder(actor, body.newFolderTitle ?? '', 'newFolderTitle', tx, record);
          if (target.id === c) throw invalidField('collectionId', VTO_TEXTS.sameFolder);
          await checkRevisionTitle(target.id, found.revision.title, r, 'title', tx);
          await touch(actor, r, found.revision.version, tx, { collectionId: target.id });
          await recordRevision(record, tx, found.revision, 'moved', { from: c, to: target.id });
        }),
      );
      return answer(actor, r);
    },

    /** `DELETE vto/collection/{c}/revision/{r}`: soft, so open pages can say it was removed. */
    async remove(actor: TItemActor, c: string, r: string) {
      await runChange(deps, actor, async (tx, record) => {
        const { record: found } = await access.editable(actor, c, r, tx);
        await touch(actor, r, found.revision.version, tx, { deletedAt: new Date() });
        await recordRevision(record, tx, found.revision, 'deleted');
      });
    },
  };
}

export type TVtoFoldersService = ReturnType<typeof createVtoFoldersService>;
