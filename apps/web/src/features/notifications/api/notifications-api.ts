import { NOTIFICATION_PAGING } from '@cairn/domain/notifications/notifications.constants';
import type {
  TNotification,
  TNotificationPreferences,
  TNotificationSearchAnswer,
} from '@cairn/domain/notifications/notifications.schemas';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { sessionQueryKey } from '../../../lib/session/session-query.ts';

/** Every notification query starts with the live type, so a notification event refreshes them all. */
const NOTIFICATION_KEY = ['notification'] as const;
const search = (startIndex: number, endIndex: number, includeTotalCount: boolean) =>
  apiSend<TNotificationSearchAnswer>('POST', '/notification-center/search', {
    startIndex,
    endIndex,
    includeTotalCount,
  });

/** The bell's badge: unread and not removed (000 §4), from a search that asks for no rows. */
export const notificationBadgeQueryOptions = queryOptions({
  queryKey: [...NOTIFICATION_KEY, 'badge'],
  queryFn: async () => (await search(0, 0, false)).unreadCount,
});

export const useNotificationBadge = (isEnabled: boolean) =>
  useQuery({ ...notificationBadgeQueryOptions, enabled: isEnabled });

/** The panel's list, newest first, a page at a time (000 §9 paging). */
export function useNotificationPages() {
  const size = NOTIFICATION_PAGING.pageSize;
  return useInfiniteQuery({
    queryKey: [...NOTIFICATION_KEY, 'pages'],
    initialPageParam: 0,
    queryFn: ({ pageParam }) => search(pageParam, pageParam + size, pageParam === 0),
    getNextPageParam: (last, _pages, startIndex) =>
      last.items.length < size ? undefined : startIndex + size,
  });
}

export type TNotificationMark = 'read' | 'unread' | 'remove';

/** Marks one notification; the list and badge refresh (the live event refreshes other tabs). */
export function useMarkNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ notification, mark }: { notification: TNotification; mark: TNotificationMark }) =>
      apiSend('PUT', `/notification-center/${mark}`, { id: notification.id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEY }),
  });
}

/** 'Mark all as read' sends the unread notifications the panel holds (000 §4, §7). */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (unread: TNotification[]) =>
      apiSend('PUT', '/notification-center/read/all', { ids: unread.map((n) => n.id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEY }),
  });
}

/**
 * Approve / Deny: POST the notification's link (000 §7) and show `messages[0].text`. What it
 * answered may change roles and people, so those refresh too.
 */
export function useAnswerNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => apiSend('POST', `/${url.replace(/^\/+/, '')}`),
    onSuccess: (answer) => {
      const text = answer.messages[0]?.text;
      if (text) notifySuccess(text);
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEY }),
        queryClient.invalidateQueries({ queryKey: ['person'] }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]);
    },
  });
}

/** The account's notification channels per kind. */
export const notificationPreferencesQueryOptions = queryOptions({
  queryKey: [...NOTIFICATION_KEY, 'preferences'],
  queryFn: async () =>
    (await apiGet<{ preferences: TNotificationPreferences }>('/user/notification-preferences')).preferences,
});

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: Partial<TNotificationPreferences>) =>
      apiSend<{ preferences: TNotificationPreferences }>('PUT', '/user/notification-preferences', {
        preferences,
      }),
    onSuccess: (answer) =>
      queryClient.setQueryData(notificationPreferencesQueryOptions.queryKey, answer.preferences),
  });
}
