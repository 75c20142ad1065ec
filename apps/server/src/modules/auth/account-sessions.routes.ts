import { TWO_FACTOR_ENDPOINTS as E } from '@cairn/domain/account/two-factor.endpoints';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { actorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { deviceLabel } from './device-label.ts';
import { findUserSessions } from './sessions.repository.ts';

/**
 * Account settings' sessions list (issue 28 point 7): the caller's own live sessions with their
 * device, last address and last use. Ending one is `DELETE session/{id}` (another person's id is
 * a 404) or `DELETE session/others`.
 */
export async function registerAccountSessionRoutes(api: FastifyInstance) {
  addRoute(api, E.sessions, async (request) => {
    const actor = actorOf(request);
    const rows = await findUserSessions(api.db, actor.userId);
    const sessions = rows.map((row) => ({
      id: row.id,
      device: deviceLabel(row.userAgent),
      ipAddress: row.ipAddress || null,
      lastSeenAt: (row.lastSeenAt ?? row.createdAt).toISOString(),
      createdAt: row.createdAt.toISOString(),
      isCurrent: row.id === actor.sessionId,
    }));
    // The current session first, the others as last seen.
    sessions.sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent));
    return ok({ sessions });
  });
}
