import { USAGE_ENDPOINTS as E } from '@cairn/domain/usage/usage.endpoints';
import type { FastifyInstance } from 'fastify';
import { runChange } from '../../db/run-change.ts';
import { addRoute } from '../../http/add-route.ts';
import { actorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { isOptedOut, setOptedOut } from './usage.repository.ts';
import { readUsageOverview, reportUsage } from './usage.service.ts';

/** Instance usage counted at home (docs/usage.md): the web's batches, the admin's page, the opt-out. */
export async function registerUsageRoutes(api: FastifyInstance) {
  addRoute(api, E.report, async (request) => {
    const counted = await reportUsage(api.db, actorOf(request).userId, request.body);
    return ok({ counted });
  });

  addRoute(api, E.overview, async (request) =>
    ok({ usage: await readUsageOverview(api.db, actorOf(request).userId) }),
  );

  addRoute(api, E.counting, async (request) =>
    ok({ usageCounting: { isOptedOut: await isOptedOut(api.db, actorOf(request).userId) } }),
  );

  addRoute(api, E.setCounting, async (request) => {
    const { isOptedOut: next } = request.body;
    const actor = actorOf(request);
    // One change like any other account setting: the `events` row says when it was chosen.
    await runChange(api, { userId: actor.userId, orgId: null }, async (tx, record) => {
      await setOptedOut(tx, actor.userId, next);
      await record({
        entityType: 'user',
        entityId: actor.userId,
        action: 'updated',
        data: { isUsageOptedOut: next },
      });
    });
    return ok({ usageCounting: { isOptedOut: next } });
  });
}
