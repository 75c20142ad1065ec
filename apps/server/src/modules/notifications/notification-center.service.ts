import {
  NOTIFICATION_EVENTS,
  NOTIFICATION_PAGING,
  type TNotificationEvent,
} from '@cairn/domain/notifications/notifications.constants';
import type {
  TMarkAllReadRequest,
  TNotificationSearchRequest,
} from '@cairn/domain/notifications/notifications.schemas';
import { runChange, type TChangeDeps } from '../../db/run-change.ts';
import { notFound } from '../../http/errors.ts';
import { createNotificationsRepository, type TNotificationMark } from './notifications.repository.ts';

/** What each single mark sets, and the live event that says so. */
export const NOTIFICATION_MARKS = {
  read: { set: { isRead: true }, event: NOTIFICATION_EVENTS.read },
  unread: { set: { isRead: false }, event: NOTIFICATION_EVENTS.unread },
  remove: { set: { isRemoved: true }, event: NOTIFICATION_EVENTS.removed },
} as const satisfies Record<string, { set: TNotificationMark; event: TNotificationEvent }>;
export type TNotificationMarkName = keyof typeof NOTIFICATION_MARKS;

/** The notification centre of the signed-in user: their notifications only, whatever the organisation. */
export function createNotificationCenterService(deps: TChangeDeps) {
  const repo = createNotificationsRepository(deps.db);
  const actorOf = (userId: string) => ({ userId, orgId: null });

  return {
    search: (userId: string, request: TNotificationSearchRequest) => repo.search(userId, request),
    byIds: (userId: string, ids: string[]) => repo.byIds(userId, ids),
    latest: (userId: string) =>
      repo.search(userId, {
        startIndex: 0,
        endIndex: NOTIFICATION_PAGING.pageSize,
        includeTotalCount: false,
        includeStatusCounts: false,
        filters: {},
        sorts: [],
      }),
    unreadCount: (userId: string) => repo.unreadCount(userId),

    /** Marks one of the caller's notifications; 404 for an id that is not theirs. */
    async mark(userId: string, id: string, name: TNotificationMarkName) {
      const { set, event } = NOTIFICATION_MARKS[name];
      await runChange(deps, actorOf(userId), async (tx, record, afterCommit) => {
        const row = await repo.mark(userId, id, set, tx);
        if (!row) throw notFound('notification');
        await record({
          entityType: 'notification',
          entityId: id,
          action: name === 'remove' ? 'removed' : name,
        });
        afterCommit({ event, payload: { userId, notificationId: id } });
      });
      const [row] = await repo.byIds(userId, [id]);
      if (!row) throw notFound('notification');
      return row;
    },

    /** Marks the caller's unread notifications read (those listed, when the body lists them). */
    async markAllRead(userId: string, body: TMarkAllReadRequest) {
      const ids = Array.isArray(body) ? body.map((n) => n.id) : body?.ids;
      return runChange(deps, actorOf(userId), async (tx, record, afterCommit) => {
        const count = await repo.markAllRead(userId, ids, tx);
        if (count > 0) {
          await record({ entityType: 'notification', entityId: userId, action: 'read', data: { count } });
          afterCommit({ event: NOTIFICATION_EVENTS.read, payload: { userId, notificationId: null } });
        }
        return count;
      });
    },
  };
}

export type TNotificationCenterService = ReturnType<typeof createNotificationCenterService>;
