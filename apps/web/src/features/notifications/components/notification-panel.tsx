import { notificationGroupOf } from '@cairn/domain/notifications/notification-age';
import {
  NOTIFICATION_GROUPS,
  NOTIFICATION_PAGING,
  type TNotificationGroup,
} from '@cairn/domain/notifications/notifications.constants';
import type { TNotification } from '@cairn/domain/notifications/notifications.schemas';
import { Alert, Box, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconBellCheck, IconChecks } from '@tabler/icons-react';
import { useMemo, useRef } from 'react';
import { PlainList } from '../../../components/plain-list.tsx';
import { SidePanel } from '../../../components/side-panel/side-panel.tsx';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useMarkAllRead, useNotificationPages } from '../api/notifications-api.ts';
import '../texts.ts';
import { NotificationItem } from './notification-item.tsx';

/** Each age group's name (the domain keeps the group codes). */
const GROUP_KEYS: Readonly<Record<TNotificationGroup, TTextKey>> = {
  Today: 'notifications.group.today',
  'This Week': 'notifications.group.thisWeek',
  Older: 'notifications.group.older',
};

type TNotificationPanelProps = { isOpen: boolean; onClose: () => void; currentOrgId: string | null };

/** The notifications grouped Today / This Week / Older (000 §4), empty groups left out. */
export function groupNotifications(items: TNotification[], now: Date) {
  const groups = new Map<TNotificationGroup, TNotification[]>(NOTIFICATION_GROUPS.map((g) => [g, []]));
  for (const item of items) groups.get(notificationGroupOf(new Date(item.createdAt), now))?.push(item);
  return NOTIFICATION_GROUPS.map((group) => ({ group, items: groups.get(group) ?? [] })).filter(
    (g) => g.items.length > 0,
  );
}

/**
 * The notification panel (000 §2.4): grouped by age, each with read / unread / remove and, where
 * it asks a question, Approve and Deny; 'Mark all as read'; more pages load 10 px from the
 * bottom after a 300 ms pause (000 §9).
 */
export function NotificationPanel({ isOpen, onClose, currentOrgId }: TNotificationPanelProps) {
  const { t } = useTranslation();
  const pages = useNotificationPages();
  const markAll = useMarkAllRead();
  const viewport = useRef<HTMLDivElement>(null);
  const items = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);
  const unreadCount = pages.data?.pages[0]?.unreadCount ?? 0;
  const groups = groupNotifications(items, new Date());

  const loadMore = useDebouncedCallback(() => {
    if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
  }, NOTIFICATION_PAGING.debounceMs);
  const handleScroll = () => {
    const element = viewport.current;
    if (!element) return;
    const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
    if (distance <= NOTIFICATION_PAGING.thresholdPx) loadMore();
  };

  return (
    <SidePanel
      name="notifications"
      opened={isOpen}
      onClose={onClose}
      padding={0}
      title={
        <Title order={2} fz="h4">
          {t('notifications.title')}
        </Title>
      }
      styles={{
        header: { paddingInline: 'var(--mantine-spacing-md)' },
        content: { display: 'flex', flexDirection: 'column' },
        body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
      }}
    >
      <Stack gap={0} style={{ flex: 1, minHeight: 0 }}>
        <Group justify="space-between" px="md" pb="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {unreadCount ? t('notifications.unread', { count: unreadCount }) : t('notifications.noneUnread')}
          </Text>
          {unreadCount > 0 ? (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconChecks size={16} aria-hidden />}
              loading={markAll.isPending}
              onClick={() => markAll.mutate(items.filter((n) => !n.isRead))}
            >
              {t('notifications.markAllRead')}
            </Button>
          ) : null}
        </Group>
        {/* Focusable, so the list scrolls from the keyboard too. */}
        <Box
          ref={viewport}
          onScroll={handleScroll}
          tabIndex={0}
          aria-label={t('notifications.list')}
          role="region"
          style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}
        >
          {pages.isPending ? (
            <Center py="xl">
              <Loader size="sm" aria-label={t('notifications.loading')} />
            </Center>
          ) : pages.isError ? (
            <Alert color="red" m="md" title={t('notifications.loadFailed')}>
              <Button variant="light" size="xs" mt="xs" onClick={() => void pages.refetch()}>
                {t('notifications.tryAgain')}
              </Button>
            </Alert>
          ) : groups.length === 0 ? (
            <Stack align="center" gap="xs" py={48} px="md" ta="center">
              <IconBellCheck size={40} color="var(--mantine-color-dimmed)" aria-hidden />
              <Text fw={600}>{t('notifications.empty')}</Text>
              <Text size="sm" c="dimmed" maw={300}>
                {t('notifications.emptyHint')}
              </Text>
            </Stack>
          ) : (
            <Stack gap="md" pb="md">
              {groups.map(({ group, items: groupItems }) => (
                <section key={group} aria-label={t(GROUP_KEYS[group])}>
                  <Text
                    component="h3"
                    size="xs"
                    fw={700}
                    tt="uppercase"
                    c="dimmed"
                    px="md"
                    py={6}
                    m={0}
                    bg="var(--mantine-color-gray-0)"
                  >
                    {t(GROUP_KEYS[group])}
                  </Text>
                  <PlainList gap={0}>
                    {groupItems.map((notification) => (
                      <NotificationItem
                        key={notification.id}
                        notification={notification}
                        showOrg={notification.orgId !== null && notification.orgId !== currentOrgId}
                      />
                    ))}
                  </PlainList>
                </section>
              ))}
              {pages.isFetchingNextPage ? (
                <Center>
                  <Loader size="xs" aria-label={t('notifications.loadingMore')} />
                </Center>
              ) : null}
            </Stack>
          )}
        </Box>
      </Stack>
    </SidePanel>
  );
}
