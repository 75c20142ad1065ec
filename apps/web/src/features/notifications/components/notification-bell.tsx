import type { TSessionAnswer } from '@cairn/domain/account/session.schemas';
import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useNotificationBadge } from '../api/notifications-api.ts';
import '../texts.ts';

/** The panel is a chunk of its own, fetched the first time the bell is opened. */
const NotificationPanel = lazy(() =>
  import('./notification-panel.tsx').then((module) => ({ default: module.NotificationPanel })),
);

/** What the badge shows: the count, capped so it stays round. */
const badgeLabel = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The notification bell of the top header (000 §2.3): the unread (not removed) count as a badge,
 * and the panel on click. Live notification events refresh the count (lib/live-client.ts).
 */
export function NotificationBell({ session }: { session: TSessionAnswer }) {
  const [isOpen, { open, close }] = useDisclosure(false);
  const [wasOpened, setWasOpened] = useState(false);
  const { t } = useTranslation();
  const { data: unread = 0 } = useNotificationBadge(true);
  const label = unread ? t('notifications.bell.label', { count: unread }) : t('notifications.title');

  return (
    <>
      <Tooltip label={t('notifications.title')} withinPortal>
        <Indicator
          label={badgeLabel(unread)}
          size={18}
          offset={6}
          disabled={unread === 0}
          color="red"
          styles={{ indicator: { fontWeight: 700, fontSize: 11 } }}
        >
          <ActionIcon
            variant="subtle"
            color="gray"
            size={36}
            radius="xl"
            aria-label={label}
            aria-haspopup="dialog"
            aria-expanded={isOpen}
            onClick={() => {
              setWasOpened(true);
              open();
            }}
          >
            <IconBell size={22} aria-hidden />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      {wasOpened ? (
        <Suspense fallback={null}>
          <NotificationPanel isOpen={isOpen} onClose={close} currentOrgId={session.orgId} />
        </Suspense>
      ) : null}
    </>
  );
}
