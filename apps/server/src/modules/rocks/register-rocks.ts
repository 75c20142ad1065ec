import type { FastifyInstance } from 'fastify';
import { registerRockRoutes } from './rocks.routes.ts';
import { createRocksService } from './rocks.service.ts';

/** Rocks: their service and routes, under the `/api/v2` prefix. */
export async function registerRocks(api: FastifyInstance) {
  registerRockRoutes(api, createRocksService(api));
}
