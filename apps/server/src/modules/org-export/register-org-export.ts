import type { FastifyInstance } from 'fastify';
import type { TJobHandler } from '../jobs/index.ts';
import { registerOrgExportRoutes } from './org-export.routes.ts';
import { createOrgExportService, type TOrgExportService } from './org-export.service.ts';

/** Organisation export and import: the routes; the export job's handler is installed by the app (app.ts). */
export async function registerOrgExport(api: FastifyInstance) {
  await registerOrgExportRoutes(api, createOrgExportService(api));
}

/** The job that builds one export (queued by `POST org/export`). */
export function createOrgExportJobHandler(deps: Parameters<typeof createOrgExportService>[0]): TJobHandler {
  const service: TOrgExportService = createOrgExportService(deps);
  return service.runJob;
}
