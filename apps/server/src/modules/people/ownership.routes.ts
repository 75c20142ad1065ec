import { ZIdParam } from '@cairn/domain/common/ids.schemas';
import { displayName } from '@cairn/domain/people/display-name';
import { ZTransferOwnershipAnswer } from '@cairn/domain/people/invitations.schemas';
import { OWNERSHIP_TEXTS } from '@cairn/domain/people/people.constants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/respond.ts';
import { orgActorOf } from '../../plugins/guard.ts';
import type { TOwnershipService } from './ownership.service.ts';

/** `PUT org/owner/{id}`: transfer the Owner level to person `id` (docs/api-people.md). */
export function registerOwnershipRoutes(api: FastifyInstance, service: TOwnershipService) {
  api.withTypeProvider<ZodTypeProvider>().put(
    '/org/owner/:id',
    {
      config: { permission: 'org.transferOwnership' },
      schema: { tags: ['people'], params: ZIdParam, response: { 200: ZTransferOwnershipAnswer } },
    },
    async (request) => {
      const actor = orgActorOf(request);
      const { person, previousOwnerId } = await service.transfer(actor, request.params.id);
      const name = displayName(person);
      return ok(
        { person: { id: person.id, name }, org: { id: actor.orgId }, previousOwner: { id: previousOwnerId } },
        [{ id: 'OWNER_TRANSFERRED', type: 'success', text: OWNERSHIP_TEXTS.transferred(name) }],
      );
    },
  );
}
