import type { FastifyInstance } from 'fastify';
import { registerIssueRoutes } from './issues.routes.ts';
import { createIssuesService } from './issues.service.ts';

/** Issues: their service and routes, under the `/api/v2` prefix. */
export async function registerIssues(api: FastifyInstance) {
  registerIssueRoutes(api, createIssuesService(api));
}
