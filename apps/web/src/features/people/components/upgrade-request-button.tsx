import type { TSessionAnswer } from '@cairn/domain/account/session.schemas';
import { type TUpgradeRequestStatus, UPGRADE_TEXTS } from '@cairn/domain/people/people.constants';
import { ActionIcon, Badge, Button, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowUpCircle, IconCircleX, IconClockHour4 } from '@tabler/icons-react';
import { useRequestUpgrade } from '../api/upgrade-requests.ts';

/** How an open or refused request shows (000 §4). */
const STATUS_BADGES: Partial<
  Record<TUpgradeRequestStatus, { color: string; Icon: typeof IconClockHour4; text: string }>
> = {
  Pending: { color: 'yellow', Icon: IconClockHour4, text: UPGRADE_TEXTS.pending },
  Denied: { color: 'gray', Icon: IconCircleX, text: UPGRADE_TEXTS.denied },
};

/**
 * What a Free Observer sees in the header (000 §4): 'Request Upgrade' (confirmed: it goes to the
 * organisation owner), then 'Upgrade pending approval' or 'Upgrade not approved'. Nobody else
 * sees anything.
 */
export function UpgradeRequestButton({ session }: { session: TSessionAnswer }) {
  const request = useRequestUpgrade();
  const person = session.person;
  if (person?.role !== 'Observer') return null;

  // An open or refused request shows where it stands instead of the button.
  const status = STATUS_BADGES[person.upgradeRequestStatus];
  if (status) {
    const { color, Icon, text } = status;
    return (
      <Badge
        variant="light"
        color={color}
        size="lg"
        leftSection={<Icon size={14} aria-hidden />}
        visibleFrom="sm"
      >
        {text}
      </Badge>
    );
  }
  const confirm = () =>
    modals.openConfirmModal({
      title: UPGRADE_TEXTS.confirmTitle,
      children: <Text size="sm">{UPGRADE_TEXTS.confirm}</Text>,
      labels: { confirm: UPGRADE_TEXTS.request, cancel: 'Cancel' },
      onConfirm: () => request.mutate(),
    });
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconArrowUpCircle size={16} aria-hidden />}
        loading={request.isPending}
        onClick={confirm}
        visibleFrom="sm"
      >
        {UPGRADE_TEXTS.request}
      </Button>
      {/* A phone's header has room for an icon only. */}
      <Tooltip label={UPGRADE_TEXTS.request}>
        <ActionIcon
          variant="light"
          size={36}
          radius="xl"
          aria-label={UPGRADE_TEXTS.request}
          loading={request.isPending}
          onClick={confirm}
          hiddenFrom="sm"
        >
          <IconArrowUpCircle size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
