import type { FastifyInstance } from 'fastify';
import { registerNotificationCenterRoutes } from './notification-center.routes.ts';
import { createNotificationCenterService } from './notification-center.service.ts';
import { registerNotificationPreferenceRoutes } from './notification-preferences.routes.ts';

/** The notification centre's calls, under the `/api/v2` prefix (the notifier itself is `app.notifier`). */
export async function registerNotifications(api: FastifyInstance) {
  registerNotificationCenterRoutes(api, createNotificationCenterService({ db: api.db, live: api.live }));
  registerNotificationPreferenceRoutes(api);
}
