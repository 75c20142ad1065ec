import type { FastifyInstance } from 'fastify';
import type { TVtoTractionService } from '../vto/index.ts';
import { registerIssueRoutes } from './issues.routes.ts';
import { createIssuesService, type TIssuesService } from './issues.service.ts';

/**
 * Issues: their service and routes, under the `/api/v2` prefix; a V/TO issue goes onto the V/TO's
 * long-term list through the V/TO's traction service, which app.ts composes (the V/TO module uses
 * the issues module, so this one only names its type).
 */
export async function registerIssues(
  api: FastifyInstance,
  vtoTractionOf: (issues: TIssuesService) => TVtoTractionService,
) {
  const issues = createIssuesService(api);
  registerIssueRoutes(api, issues, vtoTractionOf(issues));
}
