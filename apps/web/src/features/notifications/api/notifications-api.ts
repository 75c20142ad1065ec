import { NOTIFICATION_PAGING } from '@cairn/domain/notifications/notifications.constants';
import { NOTIFICATION_ENDPOINTS as E } from '@cairn/domain/notifications/notifications.endpoints';
import type {
  TNotification,
  TNotificationPreferences,
} from '@cairn/domain/notifications/notifications.schemas';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { call } from '../../../lib/call.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { sessionQueryKey } from '../../../lib/session/session-query.ts';
import '../texts.ts';

/** Every notification query starts with the live type, so a notification event refreshes them all. */
const NOTIFICATION_KEY = ['notification'] as const;
const search = (startIndex: number, endIndex: number, includeTotalCount: boolean) =>
  call(E.search, { body: { startIndex, endIndex, includeTotalCount } });

/** The bell's badge: unread and not removed (000 §4), from a search that asks for no rows. */
const notificationBadgeQueryOptions = queryOptions({
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

export type TNotificationMark = keyof typeof E.mark;

/** Marks one notification; the list and badge refresh (the live event refreshes other tabs). */
export function useMarkNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ notification, mark }: { notification: TNotification; mark: TNotificationMark }) =>
      call(E.mark[mark], { body: { id: notification.id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEY }),
  });
}

/** 'Mark all as read' sends the unread notifications the panel holds (000 §4, §7). */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (unread: TNotification[]) => call(E.markAllRead, { body: { ids: unread.map((n) => n.id) } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEY }),
  });
}

/**
 * Approve / Deny: POST the notification's link (000 §7) and show `messages[0].text` ('Request
 * Completed' when it sends none). The link is
 * the server's own (an upgrade's approve or deny), so it is followed as written rather than
 * through an endpoint. What it answered may change roles and people, so those refresh too.
 */
export function useAnswerNotification() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (url: string) => apiSend('POST', `/${url.replace(/^\/+/, '')}`),
    onSuccess: (answer) => {
      // 000 §8: the server's text, else the spec's generic success toast 'Request Completed'.
      notifySuccess(answer.messages[0]?.text || t('notifications.requestCompleted'));
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
  queryFn: async ({ signal }) => (await call(E.preferences, { signal })).preferences,
});

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: Partial<TNotificationPreferences>) =>
      call(E.setPreferences, { body: { preferences } }),
    onSuccess: (answer) =>
      queryClient.setQueryData(notificationPreferencesQueryOptions.queryKey, answer.preferences),
  });
}
