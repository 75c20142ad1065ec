import { READER_SCOPED_TYPES } from '@cairn/domain/realtime/live-event-map';
import type { TDbOrTx } from '../../db/client.ts';
import type { TChangeAction } from '../../db/events.repository.ts';
import type { TChangeDeps, TRecord } from '../../db/run-change.ts';
import { uniqueViolationOf } from '../../db/unique-violation.ts';
import { invalidField, notFound } from '../../http/errors.ts';
import type { TLeadershipViewer } from '../meetings/index.ts';
import type { TItemActor } from '../traction-items/index.ts';
import { createDocumentAccess } from './document-access.ts';
import type {
  TDocumentFolderRow,
  TDocumentKind,
  TDocumentRevisionRow,
  TPresentedFolder,
} from './document-kind.ts';

const verbOf = (action: TChangeAction) =>
  action === 'created' ? 'Added' : action === 'deleted' ? 'Deleted' : 'Updated';

/**
 * What the folder and revision services of a document share: the `events` rows and live events
 * of a change, the unique-title checks (422 on the field the caller typed in), the folders as
 * answered, and a revision as answered after a change.
 */
export function createDocumentChanges<R extends TDocumentRevisionRow, V extends TLeadershipViewer, S, W>(
  kind: TDocumentKind<R, V, S, W>,
  deps: TChangeDeps,
) {
  const access = createDocumentAccess(kind, deps.db);
  const { repo } = access;
  const { texts } = kind;
  const folderExists = (field: string) => invalidField(field, texts.folderExists.text, texts.folderExists.id);
  const revisionExists = (field: string) =>
    invalidField(field, texts.revisionExists.text, texts.revisionExists.id);

  /** A folder's change: every member of the organisation reads folders (the whole room when the type is reader-scoped). */
  const isFolderTypeScoped = (READER_SCOPED_TYPES as ReadonlySet<string>).has(kind.events.folder);
  const recordFolder = (record: TRecord, id: string, action: TChangeAction, data?: object) =>
    record({
      entityType: kind.events.folder,
      entityId: id,
      action,
      data: data as Record<string, unknown>,
      live: isFolderTypeScoped ? { verb: verbOf(action), readers: 'org' } : { verb: verbOf(action) },
    });

  /** A revision's change: heard by whoever may read it as it was (`before`) or is now (`revision`). */
  const recordRevision = async (
    record: TRecord,
    tx: TDbOrTx,
    revision: R,
    action: TChangeAction,
    data?: object,
    before?: R,
  ) =>
    record({
      entityType: kind.events.revision,
      entityId: revision.id,
      action,
      data: data as Record<string, unknown>,
      live: {
        verb: verbOf(action),
        readers: await access.readersOf(revision.orgId, before ? [before, revision] : [revision], tx),
      },
    });

  /** 422 on `field` when another folder of the organisation has this title (trimmed, any case). */
  async function checkFolderTitle(
    tx: TDbOrTx,
    orgId: string,
    title: string,
    exceptId: string | null,
    field: string,
  ) {
    if (await repo.folderTitleTaken(tx, orgId, title, exceptId)) throw folderExists(field);
  }

  /** 422 on `field` when a live revision of the folder has this title. */
  async function checkRevisionTitle(
    tx: TDbOrTx,
    folderId: string,
    title: string,
    exceptId: string | null,
    field: string,
  ) {
    if (await repo.revisionTitleTaken(tx, folderId, title, exceptId)) throw revisionExists(field);
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
      if (constraint === `${kind.prefix}_collections_org_title_idx`)
        throw folderExists(field.folder ?? 'title');
      if (constraint === `${kind.prefix}_revisions_collection_title_idx`)
        throw revisionExists(field.revision ?? 'title');
      throw error;
    }
  }

  /** The organisation's folder, or 404. */
  async function folderOf(actor: TItemActor, collectionId: string, tx: TDbOrTx = deps.db) {
    const folder = await repo.folder(tx, actor.orgId, collectionId);
    if (!folder) throw notFound('folder');
    return folder;
  }

  /** The folder a move (or a copy) goes to: 422 on `collectionId` when it is not the organisation's. */
  async function targetFolder(actor: TItemActor, collectionId: string, tx: TDbOrTx) {
    const folder = await repo.folder(tx, actor.orgId, collectionId);
    if (!folder) throw invalidField('collectionId', texts.folderNotFound);
    return folder;
  }

  /** A new folder in a change (Create folder, or Move to a folder named there). */
  async function insertFolder(actor: TItemActor, title: string, field: string, tx: TDbOrTx, record: TRecord) {
    await checkFolderTitle(tx, actor.orgId, title, null, field);
    const [folder] = await tx
      .insert(kind.tables.collections)
      .values({ orgId: actor.orgId, title: title.trim(), createdByPersonId: actor.person.id })
      .returning();
    if (!folder) throw new Error(`insert ${kind.prefix} folder`);
    await recordFolder(record, folder.id, 'created', { title: folder.title });
    return folder;
  }

  /** Folders with the revisions the viewer may see. */
  async function presentFolders(
    viewer: V,
    folders: TDocumentFolderRow[],
    tx: TDbOrTx = deps.db,
  ): Promise<TPresentedFolder<S>[]> {
    const orgId = folders[0]?.orgId;
    const rows = orgId
      ? await repo.revisionsOf(
          tx,
          orgId,
          folders.map((folder) => folder.id),
        )
      : [];
    const seen = rows.filter((revision) => kind.policy.canSee(viewer, revision));
    const summaries = await kind.presentSummaries(seen, tx);
    return folders.map((folder) => ({
      id: folder.id,
      title: folder.title,
      isCompanyFolder: folder.isCompanyFolder,
      version: folder.version,
      revisions: summaries.filter((_, index) => seen[index]?.collectionId === folder.id),
    }));
  }

  /** One folder as answered. */
  async function presentFolder(viewer: V, folder: TDocumentFolderRow): Promise<TPresentedFolder<S>> {
    const [presented] = await presentFolders(viewer, [folder]);
    if (!presented) throw new Error(`present ${kind.prefix} folder`);
    return presented;
  }

  /** The revision after a change, whole, as the caller may read it. */
  async function answer(actor: TItemActor, revisionId: string): Promise<W> {
    const viewer = await access.viewerOf(actor);
    const revision = await repo.revision(deps.db, actor.orgId, revisionId);
    if (!revision) throw notFound(texts.noun);
    return kind.present(viewer, revision, deps.db);
  }

  return {
    access,
    repo,
    recordFolder,
    recordRevision,
    checkFolderTitle,
    checkRevisionTitle,
    guarded,
    folderOf,
    targetFolder,
    insertFolder,
    presentFolders,
    presentFolder,
    answer,
  };
}

export type TDocumentChanges<R extends TDocumentRevisionRow, V extends TLeadershipViewer, S, W> = ReturnType<
  typeof createDocumentChanges<R, V, S, W>
>;
