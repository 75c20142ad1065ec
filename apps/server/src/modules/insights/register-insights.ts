import { INSIGHTS_ENDPOINTS as E } from '@cairn/domain/insights/insights.endpoints';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { createInsightsService } from './insights.service.ts';

/** `GET insights` (issue 32; docs/api-insights.md). */
export async function registerInsights(api: FastifyInstance) {
  const service = createInsightsService({ db: api.db });
  addRoute(api, E.get, async (request) =>
    ok({ insights: await service.get(orgActorOf(request), request.query) }),
  );
}
