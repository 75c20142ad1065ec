import type { TAcRevision } from '@cairn/domain/ac/ac.schemas';
import type { TVtoRevision } from '@cairn/domain/vto/vto.schemas';
import type { TChangeDeps } from '../../db/run-change.ts';
import { createAcChartsService } from '../ac/ac-charts.service.ts';
import type { TItemActor } from '../traction-items/item-types.ts';
import { createVtoAccess } from '../vto/vto-access.ts';

/**
 * THE ONE PLACE the PDFs read a V/TO or chart revision. It calls the V/TO and chart modules'
 * own reads (their read rules: 404 for what the caller may not read, leadership-only figures
 * and the traction page only for those allowed), and answers the revision as the page's read
 * answers it. When those modules change how a revision is read, only this file follows.
 */
export function createDocumentAdapter(deps: TChangeDeps) {
  const vtoAccess = createVtoAccess(deps.db);
  const charts = createAcChartsService(deps);

  return {
    /** `GET vto/collection/{c}/revision/{r}`'s answer. */
    async vtoRevision(actor: TItemActor, collectionId: string, revisionId: string): Promise<TVtoRevision> {
      const { viewer, record } = await vtoAccess.readable(actor, collectionId, revisionId);
      return vtoAccess.whole(viewer, record);
    },

    /** `GET ac/collection/{c}/revision/{r}`'s answer. */
    async chartRevision(actor: TItemActor, collectionId: string, revisionId: string): Promise<TAcRevision> {
      return charts.revision(actor, collectionId, revisionId);
    },
  };
}
