import type { TVtoCopyRequest } from '@cairn/domain/vto/vto.schemas';
import type { TChangeDeps } from '../../db/run-change.ts';
import { createDocumentServices } from '../documents/index.ts';
import type { TItemActor } from '../traction-items/index.ts';
import { createVtoRepository } from './vto.repository.ts';
import { copyRevisionParts } from './vto-copy.ts';
import { vtoDocument } from './vto-document.ts';

/**
 * The V/TO's folders and the life of its revisions (001 §2-§5, 002 §4): the document kernel's,
 * with the V/TO's own two calls: who reads the Traction page (sharing) and a copy by parts.
 */
export function createVtoFoldersService(deps: TChangeDeps) {
  const kind = vtoDocument(deps.db);
  const { folders, revisions } = createDocumentServices(kind, deps);
  const repo = createVtoRepository(deps.db);
  return {
    folders,
    revisions,

    /** `PUT .../sharing`: the Traction page for the leadership team only, or for everyone. */
    setSharing: (actor: TItemActor, c: string, r: string, isTractionLtOnly: boolean, version?: number) =>
      revisions.setFields(actor, c, r, { fields: { isTractionLtOnly }, version }),

    /**
     * `PUT .../copy` (001 §3, §5): a new draft of the caller with the included parts. Non-observers
     * may copy any revision they can read, also one removed by another user (002 §4).
     */
    copy: (actor: TItemActor, c: string, r: string, body: TVtoCopyRequest) =>
      revisions.copy(
        actor,
        c,
        r,
        { title: body.newRevisionName, titleField: 'newRevisionName', collectionId: body.collectionId },
        (tx, source, base) => copyRevisionParts(repo, base, source, body, tx),
      ),
  };
}

export type TVtoFoldersService = ReturnType<typeof createVtoFoldersService>;
