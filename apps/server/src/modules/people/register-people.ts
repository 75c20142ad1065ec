import type { FastifyInstance } from 'fastify';
import { registerInvitationRoutes } from './invitations.routes.ts';
import { createInvitationsService } from './invitations.service.ts';
import { registerOwnershipRoutes } from './ownership.routes.ts';
import { createOwnershipService } from './ownership.service.ts';

/** People beyond the organisation's list: invitations and ownership transfer (issue 15), under the `/api/v2` prefix. */
export async function registerPeople(api: FastifyInstance) {
  registerInvitationRoutes(api, createInvitationsService(api));
  registerOwnershipRoutes(api, createOwnershipService(api));
}
