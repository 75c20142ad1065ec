import { FEATURE_FLAG_NAMES, mergeFeatureFlags } from '@cairn/domain/flags/feature-flags';
import { ZFeatureFlagsAnswer, ZVersionAnswer } from '@cairn/domain/platform/platform.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/respond.ts';
import { actorOf } from '../../plugins/guard.ts';
import { readSetting } from './app-settings.repository.ts';
import { FEATURE_FLAGS_KEY as FLAGS_KEY } from './feature-flags.repository.ts';
import { updateFeatureFlags } from './feature-flags.service.ts';

const ZFlagOverrides = z.partialRecord(z.enum(FEATURE_FLAG_NAMES as [string, ...string[]]), z.boolean());

/** Feature flags (defaults merged with the instance admin's overrides) and the build version. */
export async function registerPlatformRoutes(api: FastifyInstance) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/version',
    { config: { public: true }, schema: { tags: ['platform'], response: { 200: ZVersionAnswer } } },
    async () => ok({ version: api.config.version }),
  );

  r.get(
    '/app-configuration/feature-flags',
    { config: { public: true }, schema: { tags: ['platform'], response: { 200: ZFeatureFlagsAnswer } } },
    async () => {
      const overrides = (await readSetting<Record<string, boolean>>(api.db, FLAGS_KEY)) ?? {};
      return ok({ featureFlags: mergeFeatureFlags(overrides) });
    },
  );

  r.put(
    '/app-configuration/feature-flags',
    {
      config: { permission: 'session' },
      schema: {
        tags: ['platform'],
        body: z.object({ featureFlags: ZFlagOverrides }),
        response: { 200: ZFeatureFlagsAnswer },
      },
    },
    async (request) => {
      const featureFlags = await updateFeatureFlags(api, actorOf(request), request.body.featureFlags);
      return ok({ featureFlags });
    },
  );
}
