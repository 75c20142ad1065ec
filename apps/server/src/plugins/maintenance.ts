import { HTTP_TEXTS } from '@cairn/domain/common/http-texts';
import { errorMessage, MessageCode } from '@cairn/domain/errors';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.ts';

/** The calls that still answer while the operator has the instance down: what the page needs. */
const ANSWERED_IN_MAINTENANCE = new Set([
  '/api/v2/version',
  '/api/v2/health',
  '/api/v2/app-configuration/feature-flags',
  '/api/v2/app-configuration/instance',
]);

const MAINTENANCE_TEXT = HTTP_TEXTS.maintenance;

/**
 * MAINTENANCE=1 (docs/configuration.md): the operator has taken the whole instance down, say for
 * a move to PostgreSQL. Every API call but the four above answers 503 `MAINTENANCE` before it
 * reads a session or the database; the web app and its files are still served, and show only the
 * maintenance page. (The MaintenancePage flag is the administrator's softer switch: the web shows
 * the page to everyone but them; see app/router/maintenance-gate.tsx.)
 */
export function registerMaintenance(app: FastifyInstance) {
  if (!app.config.instance.maintenance) return;
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url ?? request.url;
    const isApi = url.startsWith('/api/v2/') || url === '/mcp';
    if (isApi && !ANSWERED_IN_MAINTENANCE.has(url)) {
      throw new HttpError(503, [errorMessage(MessageCode.Maintenance, MAINTENANCE_TEXT)]);
    }
  });
}
