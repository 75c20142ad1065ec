import { ZIdParam, ZIdsQuery } from '@cairn/domain/common/ids.schemas';
import {
  ZAddMemberAnswer,
  ZAddMemberRequest,
  ZChangeRoleRequest,
  ZPeopleAnswer,
  ZPeopleSearchAnswer,
  ZPeopleSearchRequest,
  ZPersonAnswer,
  ZRemovedPersonAnswer,
} from '@cairn/domain/orgs/orgs.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/respond.ts';
import { orgActorOf } from '../../plugins/guard.ts';
import { presentPerson } from './orgs.presenters.ts';
import type { TPeopleService } from './people.service.ts';
import { searchPeople } from './people-search.ts';

const tags = ['people'];

/** `GET people?ids=`, `POST people/search`, `PUT org/add-member`, `PUT person/{id}/role`, `DELETE person/{id}` (docs/api.md, People). */
export function registerPeopleRoutes(api: FastifyInstance, service: TPeopleService) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/people',
    {
      config: { permission: 'people.read' },
      schema: { tags, querystring: ZIdsQuery, response: { 200: ZPeopleAnswer } },
    },
    async (request) => {
      const people = await service.list(orgActorOf(request), request.query.ids);
      return ok({ people: people.map(presentPerson) });
    },
  );

  r.post(
    '/people/search',
    {
      config: { permission: 'people.read' },
      schema: { tags, body: ZPeopleSearchRequest, response: { 200: ZPeopleSearchAnswer } },
    },
    async (request) => {
      const page = await searchPeople(api.db, orgActorOf(request), request.body);
      return ok({ ...page, items: page.items.map(presentPerson) });
    },
  );

  r.put(
    '/org/add-member',
    {
      config: { permission: 'people.add' },
      schema: { tags, body: ZAddMemberRequest, response: { 200: ZAddMemberAnswer } },
    },
    async (request) => {
      const person = await service.add(orgActorOf(request), request.body);
      return ok({ id: person.id, person: presentPerson(person) });
    },
  );

  r.put(
    '/person/:id/role',
    {
      config: { permission: 'people.changeRole' },
      schema: { tags, params: ZIdParam, body: ZChangeRoleRequest, response: { 200: ZPersonAnswer } },
    },
    async (request) => {
      const person = await service.changeRole(orgActorOf(request), request.params.id, request.body);
      return ok({ person: presentPerson(person) });
    },
  );

  r.delete(
    '/person/:id',
    {
      config: { permission: 'people.remove' },
      schema: { tags, params: ZIdParam, response: { 200: ZRemovedPersonAnswer } },
    },
    async (request) => {
      await service.remove(orgActorOf(request), request.params.id);
      return ok({ personId: request.params.id });
    },
  );
}
