import type { FastifyInstance } from 'fastify';
import { registerOrgRoutes } from './orgs.routes.ts';
import { createOrgsService } from './orgs.service.ts';
import { registerPeopleRoutes } from './people.routes.ts';
import { createPeopleService } from './people.service.ts';

/** Organisations and people: their services and routes, under the `/api/v2` prefix. */
export async function registerOrgs(api: FastifyInstance) {
  registerOrgRoutes(api, createOrgsService(api));
  registerPeopleRoutes(api, createPeopleService(api));
}
