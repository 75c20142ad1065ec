import { z } from 'zod';
import { IDS_QUERY_MAX } from '../common/ids.constants.ts';
import { ZUuid } from '../common/ids.schemas.ts';
import { ZEnvelope } from '../errors.ts';
import { searchAnswerSchema, searchRequestSchema, ZSearchFlagFilter } from '../search/search.schemas.ts';
import { NOTIFICATION_KINDS } from './notifications.constants.ts';

/**
 * One notification (000 §3, issue 15). `type` is its kind; `approvalUrl` and `denyUrl` are API
 * paths (under /api/v2) the web POSTs to for Approve and Deny, null when it asks nothing;
 * `orgId`/`orgName` the organisation it comes from (null for none), since the bell follows the
 * user across organisations.
 */
export const ZNotification = z.object({
  id: z.uuid(),
  type: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  message: z.string(),
  createdAt: z.string(),
  isRead: z.boolean(),
  isRemoved: z.boolean(),
  isActioned: z.boolean(),
  approvalUrl: z.string().nullable(),
  denyUrl: z.string().nullable(),
  orgId: z.uuid().nullable(),
  orgName: z.string().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

/**
 * `POST notification-center/search`: the caller's notifications, newest first. `is-read` keeps
 * read or unread ones, `is-removed` removed ones (default: not removed), `ids` those ids.
 */
export const ZNotificationSearchRequest = searchRequestSchema({
  filters: {
    'is-read': ZSearchFlagFilter,
    'is-removed': ZSearchFlagFilter,
    ids: z.array(ZUuid).max(IDS_QUERY_MAX),
  },
  sorts: ['createdAt'],
});
export type TNotificationSearchRequest = z.infer<typeof ZNotificationSearchRequest>;

/** The search answer, with the bell's badge: unread and not removed (000 §4). */
export const ZNotificationSearchAnswer = searchAnswerSchema(ZNotification).extend({
  unreadCount: z.number().int(),
});
export type TNotificationSearchAnswer = z.infer<typeof ZNotificationSearchAnswer>;

/** `GET notification-center?ids=`. */
export const ZNotificationsAnswer = ZEnvelope.extend({ notifications: z.array(ZNotification) });

/** `PUT notification-center/read`, `/unread`, `/remove`: one notification (its id; the rest is ignored). */
export const ZNotificationRef = z.object({ id: ZUuid });

/** The answer of one mark: the notification after it, and the new badge count. */
export const ZNotificationChangeAnswer = ZEnvelope.extend({
  notification: ZNotification,
  unreadCount: z.number().int(),
});

/**
 * `PUT notification-center/read/all`: the unread notifications the panel holds (000 §7), as
 * `{ ids }` or a list of notifications; without a body every unread one of the caller.
 */
export const ZMarkAllReadRequest = z
  .union([
    z.object({ ids: z.array(ZUuid).max(IDS_QUERY_MAX).optional() }),
    z.array(ZNotificationRef).max(IDS_QUERY_MAX),
  ])
  .optional();
export type TMarkAllReadRequest = z.infer<typeof ZMarkAllReadRequest>;

export const ZMarkAllReadAnswer = ZEnvelope.extend({
  count: z.number().int(),
  unreadCount: z.number().int(),
});

/** The live payload of every notification event: whose and which (null: several, e.g. read/all). */
export type TNotificationEventPayload = {
  userId: string;
  personId?: string | null;
  notificationId: string | null;
};

const ZChannels = z.object({ inApp: z.boolean(), email: z.boolean() });

/** Every kind's channels, as `GET user/notification-preferences` answers them (defaults filled in). */
export const ZNotificationPreferences = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, ZChannels])) as Record<
    (typeof NOTIFICATION_KINDS)[number],
    typeof ZChannels
  >,
);
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;

/** `PUT user/notification-preferences`: the kinds to change (others keep their choice). */
export const ZNotificationPreferencesRequest = z.object({
  preferences: ZNotificationPreferences.partial(),
});

export const ZNotificationPreferencesAnswer = ZEnvelope.extend({ preferences: ZNotificationPreferences });
