import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import { ActionIcon, Menu, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArchive, IconCrown, IconDots, IconPencil, IconUserShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useModalNavigate } from '../../../lib/navigation/modal-route.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useArchiveMeeting } from '../api/archive-meeting.ts';
import { useSetLeadershipTeam } from '../api/set-leadership-team.ts';
import { editPathOf } from '../utils/meeting-paths.ts';
import type { TMeetingPermissions } from '../utils/meeting-permissions.ts';
import { ReassignOwnerPanel } from './reassign-owner-panel.tsx';
import '../texts.ts';

export type TMeetingActionsMenuProps = {
  meeting: TMeeting;
  permissions: TMeetingPermissions;
  /** Called after the meeting was archived (the overview leaves for the list). */
  onArchived?: () => void;
};

/**
 * The "more actions" menu of a meeting: edit, "Reassign the Meeting Owner", the leadership team
 * mark (Owner and Admin) and archive (after a confirmation). Shows only what the viewer may
 * do, and nothing at all for an Observer.
 */
export function MeetingActionsMenu({ meeting, permissions, onArchived }: TMeetingActionsMenuProps) {
  const { t } = useTranslation();
  const openModal = useModalNavigate();
  const archive = useArchiveMeeting();
  const leadership = useSetLeadershipTeam();
  const [isReassigning, setReassigning] = useState(false);
  const canEdit = permissions.canEdit(meeting);
  const canArchive = permissions.canArchive(meeting);
  const canMark = permissions.canMarkLeadership;
  if (!canEdit && !canArchive && !canMark) return null;

  const handleLeadership = () => {
    const isLeadershipTeam = !meeting.isLeadershipTeam;
    leadership.mutate(
      { id: meeting.id, isLeadershipTeam },
      {
        onSuccess: (saved) =>
          notifySuccess(
            isLeadershipTeam
              ? t('meeting.toast.leadershipTeamSet', { title: saved.title })
              : t('meeting.toast.leadershipTeamCleared', { title: saved.title }),
          ),
      },
    );
  };

  const handleArchive = () => {
    modals.openConfirmModal({
      title: t('meeting.archive.title', { title: meeting.title }),
      children: <Text size="sm">{t('meeting.archive.text')}</Text>,
      labels: { confirm: t('meeting.archive.confirm'), cancel: t('meeting.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        archive.mutate(meeting.id, {
          onSuccess: (saved) => {
            notifySuccess(t('meeting.archive.done', { title: saved.title }));
            onArchived?.();
          },
        }),
    });
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <Tooltip label={t('meeting.actions.more')} openDelay={400}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size={36}
              aria-label={t('meeting.actions.moreFor', { title: meeting.title })}
              loading={archive.isPending || leadership.isPending}
            >
              <IconDots size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          {canEdit ? (
            <Menu.Item
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => openModal(editPathOf(meeting.id))}
            >
              {t('meeting.edit.title')}
            </Menu.Item>
          ) : null}
          {canEdit ? (
            <Menu.Item
              leftSection={<IconUserShare size={16} aria-hidden />}
              onClick={() => setReassigning(true)}
            >
              {t('meeting.reassign.title')}
            </Menu.Item>
          ) : null}
          {canMark ? (
            <Menu.Item leftSection={<IconCrown size={16} aria-hidden />} onClick={handleLeadership}>
              {meeting.isLeadershipTeam ? t('meeting.leadership.unmark') : t('meeting.leadership.mark')}
            </Menu.Item>
          ) : null}
          {canArchive ? (
            <>
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconArchive size={16} aria-hidden />}
                onClick={handleArchive}
              >
                {t('meeting.archive.action')}
              </Menu.Item>
            </>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      {canEdit && isReassigning ? (
        <ReassignOwnerPanel meeting={meeting} opened onClose={() => setReassigning(false)} />
      ) : null}
    </>
  );
}
