import { HEADLINE_ENDPOINTS as E } from '@cairn/domain/headlines/headlines.endpoints';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { createdMessage, registerItemRoutes } from '../traction-items/index.ts';
import { cascadedMessage, presentHeadline } from './headlines.presenters.ts';
import type { THeadlinesService } from './headlines.service.ts';

/** The Headline routes, one per endpoint of `HEADLINE_ENDPOINTS` (docs/api.md, Headlines). */
export function registerHeadlineRoutes(api: FastifyInstance, service: THeadlinesService) {
  registerItemRoutes(api, E, {
    one: 'headline',
    many: 'headlines',
    get: service.get,
    list: service.list,
    search: (actor, body) => service.search(actor, body),
    update: service.update,
    reassign: service.reassign,
    present: (_actor, rows) => rows.map(presentHeadline),
  });

  addRoute(api, E.create, async (request) => {
    const row = await service.create(orgActorOf(request), request.body);
    return ok({ headline: presentHeadline(row) }, [createdMessage(row.title)]);
  });

  addRoute(api, E.review, async (request) => {
    const row = await service.review(orgActorOf(request), request.params.id, request.body);
    return ok({ headline: presentHeadline(row) });
  });

  addRoute(api, E.remove, async (request) => {
    const row = await service.remove(orgActorOf(request), request.params.id);
    return ok({ headlineId: row.id });
  });

  addRoute(api, E.cascade, async (request) => {
    const rows = await service.cascade(orgActorOf(request), request.body);
    return ok({ headlines: rows.map(presentHeadline) }, [cascadedMessage(rows.length)]);
  });
}
