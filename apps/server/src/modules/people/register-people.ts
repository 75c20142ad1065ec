import type { FastifyInstance } from 'fastify';
import { registerInvitationRoutes } from './invitations.routes.ts';
import { createInvitationsService } from './invitations.service.ts';

/** People beyond the organisation's list: invitations (issue 15), under the `/api/v2` prefix. */
export async function registerPeople(api: FastifyInstance) {
  registerInvitationRoutes(api, createInvitationsService(api));
}
