import { AC_ENDPOINTS as E } from '@cairn/domain/ac/ac.endpoints';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { ok } from '../../http/respond.ts';
import { orgActorOf } from '../../plugins/guard.ts';
import type { TAcChartsService } from './ac-charts.service.ts';
import type { TAcSeatsService } from './ac-seats.service.ts';

/** The chart's routes, one per endpoint of `AC_ENDPOINTS` (issue #14; docs/api-ac.md). */
export function registerAcRoutes(api: FastifyInstance, charts: TAcChartsService, seats: TAcSeatsService) {
  addRoute(api, E.collections, async (request) =>
    ok({ collections: await charts.list(orgActorOf(request)) }),
  );
  addRoute(api, E.companyFolder, async (request) =>
    ok({ collection: await charts.companyFolder(orgActorOf(request)) }),
  );
  addRoute(api, E.collection, async (request) =>
    ok({ collection: await charts.collection(orgActorOf(request), request.params.collectionId) }),
  );
  addRoute(api, E.createFolder, async (request) =>
    ok({ collection: await charts.createFolder(orgActorOf(request), request.body.title) }),
  );
  addRoute(api, E.deleteFolder, async (request) =>
    ok(await charts.deleteFolder(orgActorOf(request), request.params.collectionId)),
  );
  addRoute(api, E.renameFolder, async (request) =>
    ok({
      collection: await charts.renameFolder(orgActorOf(request), request.params.collectionId, request.body),
    }),
  );

  addRoute(api, E.createChart, async (request) =>
    ok({
      revision: await charts.createRevision(
        orgActorOf(request),
        request.params.collectionId,
        request.body.title,
      ),
    }),
  );
  addRoute(api, E.chart, async (request) => {
    const { collectionId, revisionId } = request.params;
    return ok({ revision: await charts.revision(orgActorOf(request), collectionId, revisionId) });
  });
  for (const [endpoint, isPublished] of [
    [E.publish, true],
    [E.unpublish, false],
  ] as const) {
    addRoute(api, endpoint, async (request) => {
      const { collectionId, revisionId } = request.params;
      const version = request.body?.version;
      return ok({
        revision: await charts.updateRevision(orgActorOf(request), collectionId, revisionId, {
          isPublished,
          version,
        }),
      });
    });
  }
  addRoute(api, E.rename, async (request) => {
    const { collectionId, revisionId } = request.params;
    return ok({
      revision: await charts.updateRevision(orgActorOf(request), collectionId, revisionId, request.body),
    });
  });
  addRoute(api, E.copy, async (request) => {
    const { collectionId, revisionId } = request.params;
    return ok({
      revision: await charts.copyRevision(orgActorOf(request), collectionId, revisionId, request.body),
    });
  });
  addRoute(api, E.move, async (request) => {
    const { collectionId, revisionId } = request.params;
    return ok({
      revision: await charts.moveRevision(orgActorOf(request), collectionId, revisionId, request.body),
    });
  });
  addRoute(api, E.removeChart, async (request) => {
    const { collectionId, revisionId } = request.params;
    return ok(await charts.deleteRevision(orgActorOf(request), collectionId, revisionId));
  });
  addRoute(api, E.visibility, async (request) => {
    const { collectionId, revisionId } = request.params;
    return ok({
      revision: await charts.setVisibility(orgActorOf(request), collectionId, revisionId, request.body),
    });
  });

  addRoute(api, E.createSeat, async (request) =>
    ok({ seat: await seats.create(orgActorOf(request), request.params, request.body) }),
  );
  addRoute(api, E.insertSeat, async (request) =>
    ok({ seat: await seats.insert(orgActorOf(request), request.params, request.body) }),
  );
  addRoute(api, E.editSeat, async (request) =>
    ok({ seat: await seats.edit(orgActorOf(request), request.params, request.params.seatId, request.body) }),
  );
  addRoute(api, E.seatNotes, async (request) =>
    ok({
      seat: await seats.setNotes(
        orgActorOf(request),
        request.params,
        request.params.seatId,
        request.body.notes,
      ),
    }),
  );
  addRoute(api, E.seat, async (request) =>
    ok({ seat: await seats.get(orgActorOf(request), request.params, request.params.seatId) }),
  );
  addRoute(api, E.removeSeat, async (request) => {
    const actor = orgActorOf(request);
    const { seatId } = request.params;
    const removed = await seats.remove(actor, request.params, seatId, request.query.holderOnly === 'true');
    if (!removed.deleted) return ok({ seat: await seats.get(actor, request.params, seatId) });
    return ok({ seatId, deleted: true as const });
  });
}
