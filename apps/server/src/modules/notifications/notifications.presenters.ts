import type { TNotificationKind } from '@cairn/domain/notifications/notifications.constants';
import type { TNotification } from '@cairn/domain/notifications/notifications.schemas';
import type { TNotificationRow } from './notifications.repository.ts';

/** A notification as every answer carries it (000 §3). */
export function presentNotification(row: TNotificationRow): TNotification {
  return {
    id: row.id,
    type: row.kind as TNotificationKind,
    title: row.title,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    isRead: row.isRead,
    isRemoved: row.isRemoved,
    isActioned: row.isActioned,
    approvalUrl: row.approvalUrl,
    denyUrl: row.denyUrl,
    orgId: row.orgId,
    orgName: row.orgName,
  };
}
