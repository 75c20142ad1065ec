import { PEOPLE_ENDPOINTS as E } from '@cairn/domain/orgs/people.endpoints';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { presentPerson } from './orgs.presenters.ts';
import { createOrgsRepository } from './orgs.repository.ts';
import type { TPersonRow } from './people.repository.ts';
import type { TPeopleService } from './people.service.ts';
import { searchPeople } from './people-search.ts';

/** `GET people?ids=`, `POST people/search`, `PUT org/add-member`, `PUT person/{id}/role`, `DELETE person/{id}` (docs/api.md, People). */
export function registerPeopleRoutes(api: FastifyInstance, service: TPeopleService) {
  const orgsRepo = createOrgsRepository(api.db);
  /** Presents the people of the caller's organisation, licences judged with its free domains. */
  const presenter = async (orgId: string) => {
    const freeDomains = await orgsRepo.freeDomains(orgId);
    return (row: TPersonRow) => presentPerson(row, freeDomains);
  };

  addRoute(api, E.list, async (request) => {
    const actor = orgActorOf(request);
    const [people, present] = await Promise.all([
      service.list(actor, request.query.ids),
      presenter(actor.orgId),
    ]);
    return ok({ people: people.map(present) });
  });

  addRoute(api, E.search, async (request) => {
    const actor = orgActorOf(request);
    const [page, present] = await Promise.all([
      searchPeople(api.db, actor, request.body),
      presenter(actor.orgId),
    ]);
    return ok({ ...page, items: page.items.map(present) });
  });

  addRoute(api, E.addMember, async (request) => {
    const actor = orgActorOf(request);
    const person = await service.add(actor, request.body);
    return ok({ id: person.id, person: (await presenter(actor.orgId))(person) });
  });

  addRoute(api, E.changeRole, async (request) => {
    const actor = orgActorOf(request);
    const person = await service.changeRole(actor, request.params.id, request.body);
    return ok({ person: (await presenter(actor.orgId))(person) });
  });

  addRoute(api, E.remove, async (request) => {
    await service.remove(orgActorOf(request), request.params.id);
    return ok({ personId: request.params.id });
  });
}
