import { mergeFeatureFlags } from '@cairn/domain/flags/feature-flags';
import { PLATFORM_ENDPOINTS as E } from '@cairn/domain/platform/platform.endpoints';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { actorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { readSetting } from './app-settings.repository.ts';
import { FEATURE_FLAGS_KEY as FLAGS_KEY } from './feature-flags.repository.ts';
import { updateFeatureFlags } from './feature-flags.service.ts';
import { databaseAnswers } from './health.ts';

/** Feature flags (defaults merged with the instance admin's overrides), the build version and health. */
export async function registerPlatformRoutes(api: FastifyInstance) {
  addRoute(api, E.version, async () => ok({ version: api.config.version }));

  addRoute(api, E.health, async (_request, reply) => {
    if (await databaseAnswers(api.db)) return { status: 'ok' as const, database: 'ok' as const };
    reply.status(503);
    return { status: 'unavailable' as const, database: 'unavailable' as const };
  });

  addRoute(api, E.featureFlags, async () => {
    const overrides = (await readSetting<Record<string, boolean>>(api.db, FLAGS_KEY)) ?? {};
    return ok({ featureFlags: mergeFeatureFlags(overrides) });
  });

  addRoute(api, E.setFeatureFlags, async (request) => {
    const featureFlags = await updateFeatureFlags(api, actorOf(request), request.body.featureFlags);
    return ok({ featureFlags });
  });
}
