import { QUARTERLY_ENDPOINTS as E } from '@cairn/domain/quarterly/quarterly.endpoints';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { createQuarterlyService } from './quarterly.service.ts';

/** The quarterly session of a meeting (issue 32; docs/api-quarterly.md). */
export async function registerQuarterly(api: FastifyInstance) {
  const service = createQuarterlyService(api);
  addRoute(api, E.state, async (request) =>
    ok(await service.state(orgActorOf(request), request.params.meetingThreadId)),
  );
  addRoute(api, E.start, async (request) =>
    ok({ session: await service.start(orgActorOf(request), request.params.meetingThreadId, request.body) }),
  );
  addRoute(api, E.finish, async (request) =>
    ok({ session: await service.finish(orgActorOf(request), request.params.id, request.body) }),
  );
}
