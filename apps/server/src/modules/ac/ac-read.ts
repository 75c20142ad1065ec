import type { TAcRevision } from '@cairn/domain/ac/ac.schemas';
import type { TDb } from '../../db/client.ts';
import type { TItemActor } from '../traction-items/index.ts';
import { createAcAccess } from './ac-access.ts';

/**
 * One chart revision with its seats (holders, roles, LT marks) and visibility, as
 * `GET ac/collection/{c}/revision/{r}` answers it: 404 when it is another organisation's or hidden
 * from the caller, the "removed" 404 when deleted. For other modules that show a chart (the PDF routes).
 */
export async function readAcRevision(
  db: TDb,
  actor: TItemActor,
  collectionId: string,
  revisionId: string,
): Promise<TAcRevision> {
  const access = createAcAccess(db);
  const { viewer, revision } = await access.readable(actor, collectionId, revisionId);
  return access.presentRevision(viewer, revision);
}
