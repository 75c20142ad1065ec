import type { FastifyInstance } from 'fastify';
import { createIssuesService } from '../issues/index.ts';
import { createRocksService } from '../rocks/index.ts';
import { registerVtoRoutes } from './vto.routes.ts';
import { createVtoFoldersService } from './vto-folders.service.ts';
import { registerVtoSectionRoutes } from './vto-sections.routes.ts';
import { createVtoSectionsService } from './vto-sections.service.ts';
import { registerVtoTractionRoutes } from './vto-traction.routes.ts';
import { createVtoTractionService } from './vto-traction.service.ts';

/** The V/TO: folders, revisions and their sections, under the `/api/v2` prefix (issue 13). */
export async function registerVto(api: FastifyInstance) {
  const deps = { db: api.db, live: api.live, notifier: api.notifier };
  registerVtoRoutes(api, createVtoFoldersService(deps));
  registerVtoSectionRoutes(api, createVtoSectionsService(deps));
  const items = { issues: createIssuesService(deps), rocks: createRocksService(deps) };
  registerVtoTractionRoutes(api, createVtoTractionService(deps, items));
}
