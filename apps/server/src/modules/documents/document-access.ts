import { errorMessage } from '@cairn/domain/errors';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { forbidden, HttpError, notFound } from '../../http/errors.ts';
import { policyReaders, type TLeadershipViewer } from '../meetings/index.ts';
import type { TItemActor } from '../traction-items/index.ts';
import type { TDocumentKind, TDocumentRevisionRow } from './document-kind.ts';
import { createDocumentsRepository } from './documents.repository.ts';

/** A revision the caller may read, with the viewer it was decided for. */
export type TFoundRevision<R, V> = { viewer: V; revision: R };

/**
 * Finding a document's revisions the caller may read or change (002 §3-§5), the same for every
 * document: another organisation's ids, and revisions the policy hides, are 404 ("not found",
 * never which); a deleted one the caller could read is 404 with the document's "removed" message.
 */
export function createDocumentAccess<R extends TDocumentRevisionRow, V extends TLeadershipViewer, S, W>(
  kind: TDocumentKind<R, V, S, W>,
  db: TDb,
) {
  const repo = createDocumentsRepository<R>(kind.tables, kind);
  const { texts } = kind;

  /** 002 §8: the revision was deleted while someone had it open (404 with its own id and text). */
  const removed = () => new HttpError(404, [errorMessage(texts.removed.id, texts.removed.text)]);

  const viewerOf = (actor: TItemActor, tx: TDbOrTx = db) => kind.viewerOf(actor, tx);

  /** The revision in that folder the caller may read: 404 otherwise, or "removed" when deleted. */
  async function readable(
    actor: TItemActor,
    collectionId: string,
    revisionId: string,
    tx: TDbOrTx = db,
  ): Promise<TFoundRevision<R, V>> {
    const found = await visible(actor, collectionId, revisionId, tx);
    if (found.revision.deletedAt) throw removed();
    return found;
  }

  /** Like `readable`, deleted revisions included (a copy may start from one, 002 §4). */
  async function visible(
    actor: TItemActor,
    collectionId: string,
    revisionId: string,
    tx: TDbOrTx = db,
  ): Promise<TFoundRevision<R, V>> {
    const viewer = await viewerOf(actor, tx);
    const revision = await repo.revision(tx, actor.orgId, revisionId);
    if (!revision || revision.collectionId !== collectionId || !kind.policy.canSee(viewer, revision)) {
      throw notFound(texts.noun);
    }
    return { viewer, revision };
  }

  /** The revision the caller may change (403 with the document's text otherwise). */
  async function editable(actor: TItemActor, collectionId: string, revisionId: string, tx: TDbOrTx = db) {
    const found = await readable(actor, collectionId, revisionId, tx);
    if (actor.person.role === 'Observer') throw forbidden(texts.observerCannotEdit);
    if (!kind.policy.canEdit(found.viewer, found.revision)) throw forbidden(texts.cannotEdit);
    return found;
  }

  /** 403 unless the caller may make, rename, copy and delete folders and revisions (never an Observer). */
  async function manager(actor: TItemActor, tx: TDbOrTx = db): Promise<V> {
    const viewer = await viewerOf(actor, tx);
    if (!kind.policy.canManageFolders(viewer)) throw forbidden(texts.observerCannotManage);
    return viewer;
  }

  /** Who hears the live event of a revision's change: whoever the policy lets read it in any of `states`. */
  function readersOf(orgId: string, states: readonly R[], tx: TDbOrTx = db) {
    return policyReaders(tx, orgId, (viewer) => states.some((state) => kind.policy.canSee(viewer, state)));
  }

  return { repo, viewerOf, readable, visible, editable, manager, readersOf, removed };
}
