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
import { createOrgsRepository } from './orgs.repository.ts';
import type { TPersonRow } from './people.repository.ts';
import type { TPeopleService } from './people.service.ts';
import { searchPeople } from './people-search.ts';

const tags = ['people'];

/** `GET people?ids=`, `POST people/search`, `PUT org/add-member`, `PUT person/{id}/role`, `DELETE person/{id}` (docs/api.md, People). */
export function registerPeopleRoutes(api: FastifyInstance, service: TPeopleService) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const orgsRepo = createOrgsRepository(api.db);
  /** Presents the people of the caller's organisation, licences judged with its free domains. */
  const presenter = async (orgId: string) => {
    const freeDomains = await orgsRepo.freeDomains(orgId);
    return (row: TPersonRow) => presentPerson(row, freeDomains);
  };

  r.get(
    '/people',
    {
      config: { permission: 'people.read' },
      schema: { tags, querystring: ZIdsQuery, response: { 200: ZPeopleAnswer } },
    },
    async (request) => {
      const actor = orgActorOf(request);
      const [people, present] = await Promise.all([
        service.list(actor, request.query.ids),
        presenter(actor.orgId),
      ]);
      return ok({ people: people.map(present) });
    },
  );

  r.post(
    '/people/search',
    {
      config: { permission: 'people.read' },
      schema: { tags, body: ZPeopleSearchRequest, response: { 200: ZPeopleSearchAnswer } },
    },
    async (request) => {
      const actor = orgActorOf(request);
      const [page, present] = await Promise.all([
        searchPeople(api.db, actor, request.body),
        presenter(actor.orgId),
      ]);
      return ok({ ...page, items: page.items.map(present) });
    },
  );

  r.put(
    '/org/add-member',
    {
      config: { permission: 'people.add' },
      schema: { tags, body: ZAddMemberRequest, response: { 200: ZAddMemberAnswer } },
    },
    async (request) => {
      const actor = orgActorOf(request);
      const person = await service.add(actor, request.body);
      return ok({ id: person.id, person: (await presenter(actor.orgId))(person) });
    },
  );

  r.put(
    '/person/:id/role',
    {
      config: { permission: 'people.changeRole' },
      schema: { tags, params: ZIdParam, body: ZChangeRoleRequest, response: { 200: ZPersonAnswer } },
    },
    async (request) => {
      const actor = orgActorOf(request);
      const person = await service.changeRole(actor, request.params.id, request.body);
      return ok({ person: (await presenter(actor.orgId))(person) });
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
