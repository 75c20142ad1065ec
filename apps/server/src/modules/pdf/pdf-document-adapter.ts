import type { TAcRevision } from '@cairn/domain/ac/ac.schemas';
import type { TVtoRevision } from '@cairn/domain/vto/vto.schemas';
import type { TChangeDeps } from '../../db/run-change.ts';
import { readAcRevision } from '../ac/index.ts';
import type { TItemActor } from '../traction-items/index.ts';
import { readVtoRevision } from '../vto/index.ts';

/**
 * THE ONE PLACE the PDFs read a V/TO or chart revision: through the document modules' own reads
 * (their read rules: 404 for what the caller may not read, leadership-only figures and the
 * traction page only for those allowed), answered as the page's read answers it.
 */
export function createDocumentAdapter(deps: TChangeDeps) {
  return {
    /** `GET vto/collection/{c}/revision/{r}`'s answer. */
    vtoRevision: (actor: TItemActor, collectionId: string, revisionId: string): Promise<TVtoRevision> =>
      readVtoRevision(deps.db, actor, collectionId, revisionId),

    /** `GET ac/collection/{c}/revision/{r}`'s answer. */
    chartRevision: (actor: TItemActor, collectionId: string, revisionId: string): Promise<TAcRevision> =>
      readAcRevision(deps.db, actor, collectionId, revisionId),
  };
}
