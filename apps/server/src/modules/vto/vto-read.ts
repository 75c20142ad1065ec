import type { TVtoRevision } from '@cairn/domain/vto/vto.schemas';
import type { TDb } from '../../db/client.ts';
import type { TItemActor } from '../traction-items/index.ts';
import { createVtoAccess } from './vto-access.ts';

/**
 * One V/TO revision with every section the caller may read, as `GET vto/collection/{c}/revision/{r}`
 * answers it: 404 when it is another organisation's or hidden from the caller, the "removed" 404
 * when deleted. For other modules that show a revision (the PDF routes).
 */
export async function readVtoRevision(
  db: TDb,
  actor: TItemActor,
  collectionId: string,
  revisionId: string,
): Promise<TVtoRevision> {
  const access = createVtoAccess(db);
  const { viewer, revision } = await access.readable(actor, collectionId, revisionId);
  return access.whole(viewer, revision);
}
