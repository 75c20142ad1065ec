import type { TDb, TDbOrTx } from '../../db/client.ts';
import { vtoPolicy } from '../../policies/vto.ts';
import { createDocumentAccess } from '../documents/index.ts';
import type { TItemActor } from '../traction-items/index.ts';
import { vtoDocument } from './vto-document.ts';
import { createVtoPresenter } from './vto-present.ts';

/**
 * Finding revisions the caller may read or change (the document kernel's rules with the V/TO's
 * descriptor), and answering them whole or by section (002 §3-§5).
 */
export function createVtoAccess(db: TDb) {
  const kind = vtoDocument(db);
  const documents = createDocumentAccess(kind, db);
  const present = createVtoPresenter(db, documents.repo);
  const { repo } = present;

  /**
   * The live revisions both the caller and `ownerId` may change (Move Issue's V/TO destinations,
   * 000 §2.4): for each, the rules of `vtoPolicy.canEdit`. A person of another organisation
   * or none: nothing.
   */
  async function editableForBoth(actor: TItemActor, ownerId: string, tx: TDbOrTx = db) {
    const role = await repo.personRole(actor.orgId, ownerId, tx);
    if (!role) return [];
    const [caller, ownerTeam, folders] = await Promise.all([
      documents.viewerOf(actor, tx),
      repo.leadership(actor.orgId, ownerId, tx),
      documents.repo.folders(tx, actor.orgId),
    ]);
    const owner = { personId: ownerId, role, isLeadership: ownerTeam.isInvitee };
    const folderTitle = new Map(folders.map((f) => [f.id, f.title]));
    const revisions = await documents.repo.revisionsOf(
      tx,
      actor.orgId,
      folders.map((f) => f.id),
    );
    return revisions
      .filter((revision) => vtoPolicy.canEdit(caller, revision) && vtoPolicy.canEdit(owner, revision))
      .map((revision) => ({
        collectionId: revision.collectionId,
        revisionId: revision.id,
        title: revision.title,
        folderTitle: folderTitle.get(revision.collectionId) ?? '',
        isPublished: revision.isPublished,
      }));
  }

  return {
    kind,
    repo,
    revisions: documents.repo,
    viewerOf: documents.viewerOf,
    readable: documents.readable,
    editable: documents.editable,
    readersOf: documents.readersOf,
    editableForBoth,
    section: present.section,
    whole: present.whole,
    quarterlyRocks: present.quarterlyRocks,
  };
}
