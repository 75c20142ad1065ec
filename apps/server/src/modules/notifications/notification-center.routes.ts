import { NOTIFICATION_TEXTS } from '@cairn/domain/notifications/notifications.constants';
import { NOTIFICATION_ENDPOINTS as E } from '@cairn/domain/notifications/notifications.endpoints';
import { searchTotals } from '@cairn/domain/search/search-window';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { actorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import {
  NOTIFICATION_MARKS,
  type TNotificationCenterService,
  type TNotificationMarkName,
} from './notification-center.service.ts';
import { presentNotification } from './notifications.presenters.ts';

/**
 * The notification centre's calls (000 §7, issue 15; docs/api-notifications.md): every one reads
 * or marks the signed-in user's own notifications, in any organisation; another's id is a 404.
 */
export function registerNotificationCenterRoutes(api: FastifyInstance, service: TNotificationCenterService) {
  addRoute(api, E.search, async (request) => {
    const { userId } = actorOf(request);
    const [found, unreadCount] = await Promise.all([
      service.search(userId, request.body),
      service.unreadCount(userId),
    ]);
    return ok({
      items: found.items.map(presentNotification),
      ...searchTotals(found.total, request.body.includeTotalCount),
      unreadCount,
    });
  });

  addRoute(api, E.list, async (request) => {
    const { userId } = actorOf(request);
    const { ids } = request.query;
    // Without ids: the newest page, as the panel first shows it.
    const rows = ids ? await service.byIds(userId, ids) : (await service.latest(userId)).items;
    return ok({ notifications: rows.map(presentNotification) });
  });

  addRoute(api, E.markAllRead, async (request) => {
    const { userId } = actorOf(request);
    const count = await service.markAllRead(userId, request.body);
    return ok({ count, unreadCount: await service.unreadCount(userId) }, [
      { id: 'NOTIFICATIONS_READ', type: 'success', text: NOTIFICATION_TEXTS.allRead(count) },
    ]);
  });

  for (const name of Object.keys(NOTIFICATION_MARKS) as TNotificationMarkName[]) {
    addRoute(api, E.mark[name], async (request) => {
      const { userId } = actorOf(request);
      const row = await service.mark(userId, request.body.id, name);
      return ok({ notification: presentNotification(row), unreadCount: await service.unreadCount(userId) });
    });
  }
}
