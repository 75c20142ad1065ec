import { VTO_ENDPOINTS as E } from '@cairn/domain/vto/vto.endpoints';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { registerDocumentRoutes } from '../documents/index.ts';
import type { TVtoFoldersService } from './vto-folders.service.ts';

/** Folders and revisions, one route per endpoint of `VTO_ENDPOINTS` (issue 13, docs/api-vto.md). */
export function registerVtoRoutes(api: FastifyInstance, service: TVtoFoldersService) {
  // A delete answers the bare envelope.
  registerDocumentRoutes(api, E, service, () => ({}));

  addRoute(api, E.sharing, async (request) => {
    const { collectionId, revisionId } = request.params;
    const { isTractionLtOnly, version } = request.body;
    const actor = orgActorOf(request);
    return ok({
      revision: await service.setSharing(actor, collectionId, revisionId, isTractionLtOnly, version),
    });
  });

  addRoute(api, E.copy, async (request) => {
    const { collectionId, revisionId } = request.params;
    return ok({ revision: await service.copy(orgActorOf(request), collectionId, revisionId, request.body) });
  });
}
