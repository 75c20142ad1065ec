import { DASHBOARD_ENDPOINTS as E } from '@cairn/domain/dashboard/dashboard.endpoints';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { createDashboardService } from './dashboard.service.ts';
import { createGettingStartedService } from './getting-started.service.ts';

/**
 * `GET dashboard`, `PUT dashboard`, `POST default-dashboard` (001 §7), and the first steps
 * `GET|PUT dashboard/getting-started` (docs/api-dashboard.md).
 */
export async function registerDashboard(api: FastifyInstance) {
  const service = createDashboardService({ db: api.db, live: api.live });
  const gettingStarted = createGettingStartedService({ db: api.db, live: api.live });

  addRoute(api, E.get, async (request) => ok({ dashboard: await service.get(orgActorOf(request)) }));
  addRoute(api, E.replace, async (request) =>
    ok({ dashboard: await service.replace(orgActorOf(request), request.body) }),
  );
  addRoute(api, E.reset, async (request) => ok({ dashboard: await service.reset(orgActorOf(request)) }));
  addRoute(api, E.gettingStarted, async (request) =>
    ok({ gettingStarted: await gettingStarted.get(orgActorOf(request)) }),
  );
  addRoute(api, E.dismissGettingStarted, async (request) =>
    ok({ gettingStarted: await gettingStarted.setDismissed(orgActorOf(request), request.body.isDismissed) }),
  );
}
