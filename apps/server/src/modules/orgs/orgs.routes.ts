import { TWO_FACTOR_ENDPOINTS } from '@cairn/domain/account/two-factor.endpoints';
import { ORG_ENDPOINTS as E } from '@cairn/domain/orgs/orgs.endpoints';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { actorOf, orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { presentOrg } from './orgs.presenters.ts';
import type { TOrgsService } from './orgs.service.ts';

/** `POST orgs`, `GET orgs?ids=`, `GET org/{id}`, `PUT org/{id}`, `PUT org/{id}/two-factor`, `PUT org/terms` (docs/api.md, Organisations). */
export function registerOrgRoutes(api: FastifyInstance, service: TOrgsService) {
  addRoute(api, E.create, async (request) => {
    const org = await service.create(actorOf(request), request.body);
    return ok({ org: presentOrg(org) });
  });

  addRoute(api, E.listMine, async (request) => {
    const orgs = await service.listMine(actorOf(request), request.query.ids);
    return ok({ orgs: orgs.map(presentOrg) });
  });

  addRoute(api, E.get, async (request) => {
    const org = await service.getCurrent(orgActorOf(request), request.params.id);
    return ok({ org: presentOrg(org) });
  });

  addRoute(api, TWO_FACTOR_ENDPOINTS.orgRequirement, async (request) => {
    const { params, body } = request;
    const required = await service.setTwoFactorRequirement(
      orgActorOf(request),
      params.id,
      body.requireTwoFactor,
    );
    return ok({ requireTwoFactor: required });
  });

  addRoute(api, E.terms, async (request) => {
    const terms = await service.setTerms(orgActorOf(request), request.body.terms);
    return ok({ terms });
  });

  addRoute(api, E.update, async (request) => {
    const org = await service.updateCurrent(orgActorOf(request), request.params.id, request.body);
    return ok({ org: presentOrg(org) });
  });
}
