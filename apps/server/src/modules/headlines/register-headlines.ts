import type { FastifyInstance } from 'fastify';
import { registerHeadlineRoutes } from './headlines.routes.ts';
import { createHeadlinesService } from './headlines.service.ts';

/** Headlines: their service and routes, under the `/api/v2` prefix. */
export async function registerHeadlines(api: FastifyInstance) {
  registerHeadlineRoutes(api, createHeadlinesService(api));
}
