import { HEADLINE_ENDPOINTS as E } from '@cairn/domain/headlines/headlines.endpoints';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { ok } from '../../http/respond.ts';
import { orgActorOf } from '../../plugins/guard.ts';
import { createdMessage, updatedMessage } from '../traction-items/item-presenters.ts';
import { cascadedMessage, presentHeadline } from './headlines.presenters.ts';
import type { THeadlinesService } from './headlines.service.ts';

/** The Headline routes, one per endpoint of `HEADLINE_ENDPOINTS` (docs/api.md, Headlines). */
export function registerHeadlineRoutes(api: FastifyInstance, service: THeadlinesService) {
  addRoute(api, E.create, async (request) => {
    const row = await service.create(orgActorOf(request), request.body);
    return ok({ headline: presentHeadline(row) }, [createdMessage(row.title)]);
  });

  addRoute(api, E.get, async (request) =>
    ok({ headline: presentHeadline(await service.get(orgActorOf(request), request.params.id)) }),
  );

  addRoute(api, E.list, async (request) => {
    const rows = await service.list(orgActorOf(request), request.query.ids);
    return ok({ headlines: rows.map(presentHeadline) });
  });

  addRoute(api, E.search, async (request) => {
    const page = await service.search(orgActorOf(request), request.body);
    return ok({ ...page, items: page.items.map(presentHeadline) });
  });

  addRoute(api, E.update, async (request) => {
    const row = await service.update(orgActorOf(request), request.params.id, request.body);
    return ok({ headline: presentHeadline(row) }, [updatedMessage(row.title)]);
  });

  addRoute(api, E.review, async (request) => {
    const row = await service.review(orgActorOf(request), request.params.id, request.body);
    return ok({ headline: presentHeadline(row) });
  });

  addRoute(api, E.reassign, async (request) => {
    const row = await service.reassign(orgActorOf(request), request.params.id, request.body);
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
