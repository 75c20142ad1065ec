import type { FastifyInstance } from 'fastify';
import { registerAcRoutes } from './ac.routes.ts';
import { createAcChartsService } from './ac-charts.service.ts';
import { createAcSeatsService } from './ac-seats.service.ts';

/** The Accountability Chart: folders, charts and seats, under the `/api/v2` prefix. */
export async function registerAc(api: FastifyInstance) {
  const deps = { db: api.db, live: api.live };
  registerAcRoutes(api, createAcChartsService(deps), createAcSeatsService(deps));
}
