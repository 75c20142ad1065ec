import { displayName } from '@cairn/domain/people/display-name';
import { LICENCE_ENDPOINTS as E } from '@cairn/domain/people/licences.endpoints';
import { LICENCE_TEXTS } from '@cairn/domain/people/people.constants';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { presentPerson } from '../orgs/index.ts';
import type { TBillingPermissionService } from './billing-permission.service.ts';

/**
 * `PUT person/{id}/permission/billing` (grant) and `DELETE person/{id}/permission/billing`
 * (002 §7, remove): the Owner's (docs/api-people.md). Both answer `{ person }` with its
 * `permissions`.
 */
export function registerBillingPermissionRoutes(api: FastifyInstance, service: TBillingPermissionService) {
  addRoute(api, E.grantBilling, async (request) => {
    const { person, freeDomains } = await service.grant(orgActorOf(request), request.params.id);
    return ok({ person: presentPerson(person, freeDomains) }, [
      { id: 'BILLING_GRANTED', type: 'success', text: LICENCE_TEXTS.billingGranted(displayName(person)) },
    ]);
  });

  addRoute(api, E.removeBilling, async (request) => {
    const { person, freeDomains } = await service.remove(orgActorOf(request), request.params.id);
    return ok({ person: presentPerson(person, freeDomains) }, [
      { id: 'BILLING_REMOVED', type: 'success', text: LICENCE_TEXTS.billingRemoved(displayName(person)) },
    ]);
  });
}
