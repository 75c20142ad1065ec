import { AC_ENDPOINTS as E } from '@cairn/domain/ac/ac.endpoints';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { registerDocumentRoutes } from '../documents/index.ts';
import type { TAcChartsService } from './ac-charts.service.ts';
import type { TAcSeatsService } from './ac-seats.service.ts';

/** The chart's routes, one per endpoint of `AC_ENDPOINTS` (issue #14; docs/api-ac.md). */
export function registerAcRoutes(api: FastifyInstance, charts: TAcChartsService, seats: TAcSeatsService) {
  // A delete answers the deleted folder's or chart's id.
  registerDocumentRoutes(
    api,
    {
      ...E,
      folder: E.collection,
      createRevision: E.createChart,
      revision: E.chart,
      remove: E.removeChart,
    },
    charts,
    (id) => ({ id }),
  );
  addRoute(api, E.copy, async (request) => {
    const { collectionId, revisionId } = request.params;
    return ok({ revision: await charts.copy(orgActorOf(request), collectionId, revisionId, request.body) });
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
