import type { TDbOrTx } from '../../db/client.ts';
import { runChange, type TChangeDeps } from '../../db/run-change.ts';
import { checkVersion, updateVersioned } from '../../db/versioned-update.ts';
import { invalidField } from '../../http/errors.ts';
import type { TLeadershipViewer } from '../meetings/index.ts';
import type { TItemActor } from '../traction-items/index.ts';
import type { TFoundRevision } from './document-access.ts';
import type { TDocumentChanges } from './document-changes.ts';
import type {
  TDocumentFolderRow,
  TDocumentKind,
  TDocumentRevisionRow,
  TNewRevision,
} from './document-kind.ts';

/**
 * What a copy asks for: its title ("{source title} (copy)" when absent) and the field that title
 * came in, and its folder when not the source's.
 */
export type TCopyRequest = { title?: string; titleField: string; collectionId?: string };

/** Where a move goes: an existing folder, or a new one made by name (001 §2, §5). */
export type TMoveRequest = { collectionId?: string; newFolderTitle?: string };

/**
 * The life of a document's revisions (001 §2-§5, 002 §4): create a draft, publish or take it back,
 * rename, change its own settings (who sees it), copy, move, delete. Every change checks the
 * version when sent, stamps the revision (`kind.stamp`) and is heard by whoever may read the
 * revision before or after it; the answer is the revision whole (`kind.present`).
 */
export function createDocumentRevisionsService<
  R extends TDocumentRevisionRow,
  V extends TLeadershipViewer,
  S,
  W,
>(kind: TDocumentKind<R, V, S, W>, deps: TChangeDeps, changes: TDocumentChanges<R, V, S, W>) {
  const { access } = changes;
  const { texts } = kind;
  const { revisions } = kind.tables;

  /** Updates the revision's columns at `version` with the document's stamp; answers the new row. */
  const update = (actor: TItemActor, revision: R, fields: Partial<R>, tx: TDbOrTx) =>
    updateVersioned(tx, revisions, revision, { ...kind.stamp(actor), ...fields }) as Promise<R>;

  /**
   * A change of the revision's own columns (publish, unpublish, and the document's settings: the
   * V/TO's sharing, the chart's visibility). `check` may refuse it first (422).
   */
  async function setFields(
    actor: TItemActor,
    collectionId: string,
    revisionId: string,
    change: { fields: Partial<R>; version?: number },
    check?: (found: TFoundRevision<R, V>, tx: TDbOrTx) => Promise<void> | void,
  ): Promise<W> {
    await runChange(deps, actor, async (tx, record) => {
      const found = await access.editable(actor, collectionId, revisionId, tx);
      checkVersion(found.revision.version, change.version);
      await check?.(found, tx);
      const after = await update(actor, found.revision, change.fields, tx);
      await changes.recordRevision(record, tx, after, 'updated', change.fields, found.revision);
    });
    return changes.answer(actor, revisionId);
  }

  /** The folder a copy goes to: its source's, or the one asked for (404 or 422 as the document says). */
  async function copyTarget(actor: TItemActor, source: string, asked: string | undefined, tx: TDbOrTx) {
    if (!asked) return changes.folderOf(actor, source, tx);
    return kind.copy.missingFolder === 'notFound'
      ? changes.folderOf(actor, asked, tx)
      : changes.targetFolder(actor, asked, tx);
  }

  return {
    setFields,

    /** A new draft in the folder, made by the document (`kind.insertRevision`); its creator is the caller. */
    async createRevision(actor: TItemActor, collectionId: string, body: { title: string }) {
      await access.manager(actor);
      const id = await changes.guarded({}, () =>
        runChange(deps, actor, async (tx, record) => {
          const folder = await changes.folderOf(actor, collectionId, tx);
          await changes.checkRevisionTitle(tx, folder.id, body.title, null, 'title');
          const revision = await kind.insertRevision(
            tx,
            {
              orgId: actor.orgId,
              collectionId: folder.id,
              title: body.title.trim(),
              createdByPersonId: actor.person.id,
            },
            actor,
          );
          await changes.recordRevision(record, tx, revision, 'created', { title: revision.title });
          return revision.id;
        }),
      );
      return changes.answer(actor, id);
    },

    /** The revision whole, as the caller may read it. */
    async revision(actor: TItemActor, collectionId: string, revisionId: string) {
      const { viewer, revision } = await access.readable(actor, collectionId, revisionId);
      return kind.present(viewer, revision, deps.db);
    },

    /** `PUT .../publish` and `.../unpublish` (002 §4: draft or final). */
    setPublished: (actor: TItemActor, c: string, r: string, isPublished: boolean, version?: number) =>
      setFields(actor, c, r, { fields: { isPublished } as Partial<R>, version }),

    async rename(actor: TItemActor, c: string, r: string, body: { title: string; version?: number }) {
      await changes.guarded({}, () =>
        runChange(deps, actor, async (tx, record) => {
          const found = await access.editable(actor, c, r, tx);
          checkVersion(found.revision.version, body.version);
          await changes.checkRevisionTitle(tx, c, body.title, r, 'title');
          const title = body.title.trim();
          const after = await update(actor, found.revision, { title } as Partial<R>, tx);
          await changes.recordRevision(record, tx, after, 'updated', { title }, found.revision);
        }),
      );
      return changes.answer(actor, r);
    },

    /**
     * `PUT .../copy` (001 §3, §5): a new draft of the caller, made by the document's `insertCopy`
     * (which parts, with new ids). Non-observers copy what they can read.
     */
    async copy(
      actor: TItemActor,
      c: string,
      r: string,
      request: TCopyRequest,
      insertCopy: (tx: TDbOrTx, source: TFoundRevision<R, V>, base: TNewRevision) => Promise<R>,
    ) {
      await access.manager(actor);
      const id = await changes.guarded({ revision: request.titleField }, () =>
        runChange(deps, actor, async (tx, record) => {
          const source = kind.copy.ofRemoved
            ? await access.visible(actor, c, r, tx)
            : await access.readable(actor, c, r, tx);
          const title = (request.title ?? `${source.revision.title} (copy)`).trim();
          const target = await copyTarget(actor, c, request.collectionId, tx);
          await changes.checkRevisionTitle(tx, target.id, title, null, request.titleField);
          const copy = await insertCopy(tx, source, {
            orgId: actor.orgId,
            collectionId: target.id,
            title,
            createdByPersonId: actor.person.id,
          });
          await changes.recordRevision(record, tx, copy, 'created', { copiedFrom: r, title: copy.title });
          return copy.id;
        }),
      );
      return changes.answer(actor, id);
    },

    /** `PUT .../move` (001 §2, §5): to another folder, or to a new one made by name. */
    async move(actor: TItemActor, c: string, r: string, body: TMoveRequest) {
      await changes.guarded({ folder: 'newFolderTitle' }, () =>
        runChange(deps, actor, async (tx, record) => {
          const found = await access.editable(actor, c, r, tx);
          const target: TDocumentFolderRow = body.collectionId
            ? await changes.targetFolder(actor, body.collectionId, tx)
            : await changes.insertFolder(actor, body.newFolderTitle ?? '', 'newFolderTitle', tx, record);
          if (target.id === c) throw invalidField('collectionId', texts.sameFolder);
          await changes.checkRevisionTitle(tx, target.id, found.revision.title, r, 'title');
          const after = await update(actor, found.revision, { collectionId: target.id } as Partial<R>, tx);
          await changes.recordRevision(record, tx, after, kind.events.moved, { from: c, to: target.id });
        }),
      );
      return changes.answer(actor, r);
    },

    /** `DELETE .../revision/{r}`: soft, so open pages can say it was removed (002 §8). */
    async remove(actor: TItemActor, c: string, r: string) {
      await runChange(deps, actor, async (tx, record) => {
        const found = await access.editable(actor, c, r, tx);
        await update(actor, found.revision, { deletedAt: new Date() } as Partial<R>, tx);
        await changes.recordRevision(record, tx, found.revision, 'deleted');
      });
    },
  };
}

export type TDocumentRevisionsService = ReturnType<typeof createDocumentRevisionsService>;
