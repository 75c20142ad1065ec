import type { FastifyInstance } from 'fastify';
import { registerBillingPermissionRoutes } from './billing-permission.routes.ts';
import { createBillingPermissionService } from './billing-permission.service.ts';
import { registerInvitationRoutes } from './invitations.routes.ts';
import { createInvitationsService } from './invitations.service.ts';
import { registerLicenceRoutes } from './licences.routes.ts';
import { registerOwnershipRoutes } from './ownership.routes.ts';
import { createOwnershipService } from './ownership.service.ts';
import { registerPersonPreferenceRoutes } from './person-preferences.routes.ts';
import { registerUpgradeRequestRoutes } from './upgrade-requests.routes.ts';
import { createUpgradeRequestsService } from './upgrade-requests.service.ts';

/** People beyond the organisation's list: invitations, ownership transfer, licences and billing permission (issue 15) and a person's theme and home page, under the `/api/v2` prefix. */
export async function registerPeople(api: FastifyInstance) {
  registerInvitationRoutes(api, createInvitationsService(api, { onInvited: api.billing.onInvited }));
  registerOwnershipRoutes(api, createOwnershipService(api));
  registerPersonPreferenceRoutes(api, { db: api.db, live: api.live });
  registerUpgradeRequestRoutes(api, createUpgradeRequestsService(api));
  registerLicenceRoutes(api);
  registerBillingPermissionRoutes(api, createBillingPermissionService(api));
}
