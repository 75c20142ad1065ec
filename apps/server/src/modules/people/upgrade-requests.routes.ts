import { ZUpgradeAnswerParams, ZUpgradePersonAnswer } from '@cairn/domain/people/invitations.schemas';
import { UPGRADE_TEXTS } from '@cairn/domain/people/people.constants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/respond.ts';
import { actorOf, orgActorOf } from '../../plugins/guard.ts';
import { presentPerson } from '../orgs/orgs.presenters.ts';
import { createOrgsRepository } from '../orgs/orgs.repository.ts';
import type { TUpgradeRequestsService } from './upgrade-requests.service.ts';

const tags = ['people'];
const notice = (id: string, text: string) => [{ id, type: 'success' as const, text }];

/** `POST person/upgrade`, `person/approveupgrade/{personId}/{orgId}`, `person/denyupgrade/...` (docs/api-people.md). */
export function registerUpgradeRequestRoutes(api: FastifyInstance, service: TUpgradeRequestsService) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const orgsRepo = createOrgsRepository(api.db);

  r.post(
    '/person/upgrade',
    { config: { permission: 'org.read' }, schema: { tags, response: { 200: ZUpgradePersonAnswer } } },
    async (request) => {
      const actor = orgActorOf(request);
      const person = await service.request(actor);
      const freeDomains = await orgsRepo.freeDomains(actor.orgId);
      return ok(
        { person: presentPerson(person, freeDomains) },
        notice('UPGRADE_REQUESTED', UPGRADE_TEXTS.requested),
      );
    },
  );

  for (const [path, decide] of [
    ['approveupgrade', service.approve],
    ['denyupgrade', service.deny],
  ] as const) {
    r.post(
      `/person/${path}/:personId/:orgId`,
      {
        // The organisation is the path's, not the session's: the bell answers for any of the user's organisations.
        config: { permission: 'session' },
        schema: { tags, params: ZUpgradeAnswerParams, response: { 200: ZUpgradePersonAnswer } },
      },
      async (request) => {
        const { personId, orgId } = request.params;
        const { person, text } = await decide(actorOf(request), personId, orgId);
        const freeDomains = await orgsRepo.freeDomains(orgId);
        return ok({ person: presentPerson(person, freeDomains) }, notice('UPGRADE_ANSWERED', text));
      },
    );
  }
}
