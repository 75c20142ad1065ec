import type { TSessionAnswer } from '@cairn/domain/account/session.schemas';
import type { TUpgradeRequestStatus } from '@cairn/domain/people/people.constants';
import { ActionIcon, Badge, Button, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowUpCircle, IconCircleX, IconClockHour4 } from '@tabler/icons-react';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useRequestUpgrade } from '../api/upgrade-requests.ts';
import '../texts.ts';

/** How an open or refused request shows (000 §4). */
const STATUS_BADGES: Partial<
  Record<TUpgradeRequestStatus, { color: string; Icon: typeof IconClockHour4; textKey: TTextKey }>
> = {
  Pending: { color: 'yellow', Icon: IconClockHour4, textKey: 'people.upgrade.pending' },
  Denied: { color: 'gray', Icon: IconCircleX, textKey: 'people.upgrade.denied' },
};

/**
 * What a Free Observer sees in the header (000 §4): 'Request Upgrade' (confirmed: it goes to the
 * organisation owner), then 'Upgrade pending approval' or 'Upgrade not approved'. Nobody else
 * sees anything.
 */
export function UpgradeRequestButton({ session }: { session: TSessionAnswer }) {
  const { t } = useTranslation();
  const request = useRequestUpgrade();
  const person = session.person;
  if (person?.role !== 'Observer') return null;

  // An open or refused request shows where it stands instead of the button.
  const status = STATUS_BADGES[person.upgradeRequestStatus];
  if (status) {
    const { color, Icon, textKey } = status;
    return (
      <Badge
        variant="light"
        color={color}
        size="lg"
        leftSection={<Icon size={14} aria-hidden />}
        visibleFrom="sm"
      >
        {t(textKey)}
      </Badge>
    );
  }
  const confirm = () =>
    modals.openConfirmModal({
      title: t('people.upgrade.confirmTitle'),
      children: <Text size="sm">{t('people.upgrade.confirm')}</Text>,
      labels: { confirm: t('people.upgrade.request'), cancel: t('people.upgrade.cancel') },
      onConfirm: () =>
        request.mutate(undefined, { onSuccess: () => notifySuccess(t('people.upgrade.requested')) }),
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
        {t('people.upgrade.request')}
      </Button>
      {/* A phone's header has room for an icon only. */}
      <Tooltip label={t('people.upgrade.request')}>
        <ActionIcon
          variant="light"
          size={36}
          radius="xl"
          aria-label={t('people.upgrade.request')}
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
