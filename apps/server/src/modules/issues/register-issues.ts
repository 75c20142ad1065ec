import type { FastifyInstance } from 'fastify';
import { createRocksService } from '../rocks/rocks.service.ts';
import { createVtoTractionService } from '../vto/vto-traction.service.ts';
import { registerIssueRoutes } from './issues.routes.ts';
import { createIssuesService } from './issues.service.ts';

/** Issues: their service and routes, under the `/api/v2` prefix; a V/TO issue goes onto the V/TO's long-term list. */
export async function registerIssues(api: FastifyInstance) {
  const issues = createIssuesService(api);
  const vto = createVtoTractionService(api, { issues, rocks: createRocksService(api) });
  registerIssueRoutes(api, issues, vto);
}
