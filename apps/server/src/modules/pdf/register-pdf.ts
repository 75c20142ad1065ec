import type { FastifyInstance } from 'fastify';
import { createHeadlinesService } from '../headlines/index.ts';
import { createIssuesService } from '../issues/index.ts';
import { createRocksService } from '../rocks/index.ts';
import { createTodosService } from '../todos/index.ts';
import { registerPdfRoutes } from './pdf.routes.ts';
import { createPdfService } from './pdf.service.ts';

/** The PDFs (issue 31): meeting summaries and lists, scorecards, the V/TO and the chart, under `/api/v2`. */
export async function registerPdf(api: FastifyInstance) {
  const deps = { db: api.db, live: api.live, notifier: api.notifier };
  const items = {
    todos: createTodosService(deps),
    issues: createIssuesService(deps),
    rocks: createRocksService(deps),
    headlines: createHeadlinesService(deps),
  };
  registerPdfRoutes(api, createPdfService({ db: api.db, live: api.live, items }));
}
