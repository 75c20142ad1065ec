import { PEOPLE_ENDPOINTS as E } from '@cairn/domain/orgs/people.endpoints';
import { displayName } from '@cairn/domain/people/display-name';
import { OWNERSHIP_TEXTS } from '@cairn/domain/people/people.constants';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import type { TOwnershipService } from './ownership.service.ts';

/** `PUT org/owner/{id}`: transfer the Owner level to person `id` (docs/api-people.md). */
export function registerOwnershipRoutes(api: FastifyInstance, service: TOwnershipService) {
  addRoute(api, E.transferOwnership, async (request) => {
    const actor = orgActorOf(request);
    const { person, previousOwnerId } = await service.transfer(actor, request.params.id);
    const name = displayName(person);
    return ok(
      { person: { id: person.id, name }, org: { id: actor.orgId }, previousOwner: { id: previousOwnerId } },
      [{ id: 'OWNER_TRANSFERRED', type: 'success', text: OWNERSHIP_TEXTS.transferred(name) }],
    );
  });
}
