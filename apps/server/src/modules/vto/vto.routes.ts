import { VTO_ENDPOINTS as E } from '@cairn/domain/vto/vto.endpoints';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { ok } from '../../http/respond.ts';
import { orgActorOf } from '../../plugins/guard.ts';
import type { TVtoAccess } from './vto-access.ts';
import type { TVtoFoldersService } from './vto-folders.service.ts';

/** Folders and revisions, one route per endpoint of `VTO_ENDPOINTS` (issue 13, docs/api-vto.md). */
export function registerVtoRoutes(api: FastifyInstance, folders: TVtoFoldersService, access: TVtoAccess) {
  addRoute(api, E.collections, async (request) =>
    ok({ collections: await folders.list(orgActorOf(request)) }),
  );

  addRoute(api, E.companyFolder, async (request) =>
    ok({ collection: await folders.companyFolder(orgActorOf(request)) }),
  );

  addRoute(api, E.createFolder, async (request) =>
    ok({ collection: await folders.createFolder(orgActorOf(request), request.body) }),
  );

  addRoute(api, E.folder, async (request) =>
    ok({ collection: await folders.folder(orgActorOf(request), request.params.collectionId) }),
  );

  addRoute(api, E.renameFolder, async (request) =>
    ok({
      collection: await folders.renameFolder(orgActorOf(request), request.params.collectionId, request.body),
    }),
  );

  addRoute(api, E.deleteFolder, async (request) => {
    await folders.deleteFolder(orgActorOf(request), request.params.collectionId);
    return ok({});
  });

  addRoute(api, E.createRevision, async (request) =>
    ok({
      revision: await folders.createRevision(orgActorOf(request), request.params.collectionId, request.body),
    }),
  );

  addRoute(api, E.revision, async (request) => {
    const { viewer, record } = await access.readable(
      orgActorOf(request),
      request.params.collectionId,
      request.params.revisionId,
    );
    return ok({ revision: await access.whole(viewer, record) });
  });

  for (const [endpoint, isPublished] of [
    [E.publish, true],
    [E.unpublish, false],
  ] as const) {
    addRoute(api, endpoint, async (request) => {
      const { collectionId, revisionId } = request.params;
      const actor = orgActorOf(request);
      const revision = await folders.setPublished(
        actor,
        collectionId,
        revisionId,
        isPublished,
        request.body?.version,
      );
      return ok({ revision });
    });
  }

  addRoute(api, E.rename, async (request) => {
    const { collectionId, revisionId } = request.params;
    return ok({
      revision: await folders.rename(orgActorOf(request), collectionId, revisionId, request.body),
    });
  });

  addRoute(api, E.sharing, async (request) => {
    const { collectionId, revisionId } = request.params;
    const { isTractionLtOnly, version } = request.body;
    return ok({
      revision: await folders.setSharing(
        orgActorOf(request),
        collectionId,
        revisionId,
        isTractionLtOnly,
        version,
      ),
    });
  });

  addRoute(api, E.copy, async (request) => {
    const { collectionId, revisionId } = request.params;
    return ok({ revision: await folders.copy(orgActorOf(request), collectionId, revisionId, request.body) });
  });

  addRoute(api, E.move, async (request) => {
    const { collectionId, revisionId } = request.params;
    return ok({ revision: await folders.move(orgActorOf(request), collectionId, revisionId, request.body) });
  });

  addRoute(api, E.remove, async (request) => {
    await folders.remove(orgActorOf(request), request.params.collectionId, request.params.revisionId);
    return ok({});
  });
}
