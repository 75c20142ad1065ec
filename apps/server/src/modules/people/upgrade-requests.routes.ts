import { LICENCE_ENDPOINTS as E } from '@cairn/domain/people/licences.endpoints';
import { UPGRADE_TEXTS } from '@cairn/domain/people/people.constants';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { actorOf, orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { createOrgsRepository, presentPerson } from '../orgs/index.ts';
import type { TUpgradeRequestsService } from './upgrade-requests.service.ts';

const notice = (id: string, text: string) => [{ id, type: 'success' as const, text }];

/** `POST person/upgrade`, `person/approveupgrade/{personId}/{orgId}`, `person/denyupgrade/...` (docs/api-people.md). */
export function registerUpgradeRequestRoutes(api: FastifyInstance, service: TUpgradeRequestsService) {
  const orgsRepo = createOrgsRepository(api.db);

  addRoute(api, E.requestUpgrade, async (request) => {
    const actor = orgActorOf(request);
    const person = await service.request(actor);
    const freeDomains = await orgsRepo.freeDomains(actor.orgId);
    return ok(
      { person: presentPerson(person, freeDomains) },
      notice('UPGRADE_REQUESTED', UPGRADE_TEXTS.requested),
    );
  });

  for (const [endpoint, decide] of [
    [E.approveUpgrade, service.approve],
    [E.denyUpgrade, service.deny],
  ] as const) {
    addRoute(api, endpoint, async (request) => {
      // The organisation is the path's, not the session's: the bell answers for any of the user's.
      const { personId, orgId } = request.params;
      const { person, text } = await decide(actorOf(request), personId, orgId);
      const freeDomains = await orgsRepo.freeDomains(orgId);
      return ok({ person: presentPerson(person, freeDomains) }, notice('UPGRADE_ANSWERED', text));
    });
  }
}
