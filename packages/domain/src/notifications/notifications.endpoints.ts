import { defineEndpoint } from '../common/endpoint.ts';
import { ZIdsQuery } from '../common/ids.schemas.ts';
import {
  ZMarkAllReadAnswer,
  ZMarkAllReadRequest,
  ZNotificationChangeAnswer,
  ZNotificationPreferencesAnswer,
  ZNotificationPreferencesRequest,
  ZNotificationRef,
  ZNotificationSearchAnswer,
  ZNotificationSearchRequest,
  ZNotificationsAnswer,
} from './notifications.schemas.ts';

const tag = 'notifications';

/** Marks one of the caller's notifications read, unread or removed. */
const mark = <const M extends string>(name: M, summary: string) =>
  defineEndpoint({
    method: 'PUT',
    path: `/notification-center/${name}`,
    access: 'session',
    tag,
    summary,
    body: ZNotificationRef,
    answer: ZNotificationChangeAnswer,
  });

/**
 * The notification centre (000 §7, issue 15; docs/api-notifications.md): every call reads or
 * marks the signed-in user's own notifications, in any organisation; another's id is a 404.
 */
export const NOTIFICATION_ENDPOINTS = {
  /** A window, newest first, with the unread count. */
  search: defineEndpoint({
    method: 'POST',
    path: '/notification-center/search',
    access: 'session',
    tag,
    summary: "Search the caller's notifications",
    body: ZNotificationSearchRequest,
    answer: ZNotificationSearchAnswer,
  }),
  /** These ids, or without ids the newest page. */
  list: defineEndpoint({
    method: 'GET',
    path: '/notification-center',
    access: 'session',
    tag,
    summary: "List the caller's notifications",
    query: ZIdsQuery,
    answer: ZNotificationsAnswer,
  }),
  markAllRead: defineEndpoint({
    method: 'PUT',
    path: '/notification-center/read/all',
    access: 'session',
    tag,
    summary: "Mark all of the caller's notifications read",
    body: ZMarkAllReadRequest,
    answer: ZMarkAllReadAnswer,
  }),
  mark: {
    read: mark('read', 'Mark a notification read'),
    unread: mark('unread', 'Mark a notification unread'),
    remove: mark('remove', 'Remove a notification from the centre'),
  },
  /** Per kind, whether it shows in the app and whether it is mailed; the user's, in every organisation. */
  preferences: defineEndpoint({
    method: 'GET',
    path: '/user/notification-preferences',
    access: 'session',
    tag,
    summary: "Read the caller's notification preferences",
    answer: ZNotificationPreferencesAnswer,
  }),
  setPreferences: defineEndpoint({
    method: 'PUT',
    path: '/user/notification-preferences',
    access: 'session',
    tag,
    summary: "Set the caller's notification preferences",
    body: ZNotificationPreferencesRequest,
    answer: ZNotificationPreferencesAnswer,
  }),
} as const;
