import { ZIdParam, ZIdsQuery } from '@cairn/domain/common/ids.schemas';
import {
  ZCreateOrgRequest,
  ZOrgAnswer,
  ZOrgsAnswer,
  ZUpdateOrgRequest,
} from '@cairn/domain/orgs/orgs.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/respond.ts';
import { actorOf, orgActorOf } from '../../plugins/guard.ts';
import { presentOrg } from './orgs.presenters.ts';
import type { TOrgsService } from './orgs.service.ts';

const tags = ['orgs'];

/** `POST orgs`, `GET orgs?ids=`, `GET org/{id}`, `PUT org/{id}` (docs/api.md, Organisations). */
export function registerOrgRoutes(api: FastifyInstance, service: TOrgsService) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/orgs',
    {
      config: { permission: 'session' },
      schema: { tags, body: ZCreateOrgRequest, response: { 201: ZOrgAnswer } },
    },
    async (request, reply) => {
      const org = await service.create(actorOf(request), request.body);
      return reply.status(201).send(ok({ org: presentOrg(org) }));
    },
  );

  r.get(
    '/orgs',
    {
      config: { permission: 'session' },
      schema: { tags, querystring: ZIdsQuery, response: { 200: ZOrgsAnswer } },
    },
    async (request) => {
      const orgs = await service.listMine(actorOf(request), request.query.ids);
      return ok({ orgs: orgs.map(presentOrg) });
    },
  );

  r.get(
    '/org/:id',
    { config: { permission: 'org.read' }, schema: { tags, params: ZIdParam, response: { 200: ZOrgAnswer } } },
    async (request) => {
      const org = await service.getCurrent(orgActorOf(request), request.params.id);
      return ok({ org: presentOrg(org) });
    },
  );

  r.put(
    '/org/:id',
    {
      config: { permission: 'org.update' },
      schema: { tags, params: ZIdParam, body: ZUpdateOrgRequest, response: { 200: ZOrgAnswer } },
    },
    async (request) => {
      const org = await service.updateCurrent(orgActorOf(request), request.params.id, request.body);
      return ok({ org: presentOrg(org) });
    },
  );
}
