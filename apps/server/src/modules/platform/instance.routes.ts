import { PLATFORM_ENDPOINTS as E } from '@cairn/domain/platform/platform.endpoints';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { actorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { readFeatureFlags } from './feature-flags.repository.ts';
import { assertInstanceAdmin } from './instance-admin-check.ts';
import { BANNER_TEXTS, readInvestigationBanner, updateInvestigationBanner } from './investigation-banner.ts';

/** What the instance tells everyone: support, social links, maintenance, the investigation banner. */
export async function registerInstanceRoutes(api: FastifyInstance) {
  const { instance } = api.config;

  addRoute(api, E.instance, async () => {
    const flags = await readFeatureFlags(api.db);
    const banner = flags.InvestigationBanner ? await readInvestigationBanner(api.db) : '';
    const isChatOn = flags.ZendeskSupport || flags.SalesforceCloudPrechat;
    return ok({
      instance: {
        isUnderMaintenance: instance.maintenance,
        investigationBanner: banner || null,
        support: {
          url: instance.supportUrl,
          email: instance.supportEmail,
          chatUrl: isChatOn ? instance.supportChatUrl : null,
        },
        socialLinks: instance.socialLinks,
      },
    });
  });

  addRoute(api, E.investigationBanner, async (request) => {
    await assertInstanceAdmin(api.db, actorOf(request).userId, BANNER_TEXTS.onlyAdmin);
    return ok({ investigationBanner: { text: await readInvestigationBanner(api.db) } });
  });

  addRoute(api, E.setInvestigationBanner, async (request) => {
    const text = await updateInvestigationBanner(api, actorOf(request), request.body.text);
    return ok({ investigationBanner: { text } });
  });
}
