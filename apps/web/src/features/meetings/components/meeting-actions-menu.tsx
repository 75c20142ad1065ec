import { MEETING_TEXTS } from '@cairn/domain/meetings/meetings.constants';
import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import { ActionIcon, Menu, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArchive, IconCrown, IconDots, IconPencil, IconUserShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useModalNavigate } from '../../../lib/navigation/modal-route.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useArchiveMeeting } from '../api/archive-meeting.ts';
import { useSetLeadershipTeam } from '../api/set-leadership-team.ts';
import { editPathOf } from '../utils/meeting-paths.ts';
import type { TMeetingPermissions } from '../utils/meeting-permissions.ts';
import { ReassignOwnerPanel } from './reassign-owner-panel.tsx';

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
              ? MEETING_TEXTS.leadershipTeamSet(saved.title)
              : MEETING_TEXTS.leadershipTeamCleared(saved.title),
          ),
      },
    );
  };

  const handleArchive = () => {
    modals.openConfirmModal({
      title: `Archive ${meeting.title}?`,
      children: (
        <Text size="sm">
          It leaves the meeting list and no longer has a next date. Nothing is deleted, and its title becomes
          free for a new meeting.
        </Text>
      ),
      labels: { confirm: 'Archive', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        archive.mutate(meeting.id, {
          onSuccess: (saved) => {
            notifySuccess(`Archived: ${saved.title}`);
            onArchived?.();
          },
        }),
    });
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <Tooltip label="More actions" openDelay={400}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size={36}
              aria-label={`More actions for ${meeting.title}`}
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
              Edit meeting
            </Menu.Item>
          ) : null}
          {canEdit ? (
            <Menu.Item
              leftSection={<IconUserShare size={16} aria-hidden />}
              onClick={() => setReassigning(true)}
            >
              Reassign the Meeting Owner
            </Menu.Item>
          ) : null}
          {canMark ? (
            <Menu.Item leftSection={<IconCrown size={16} aria-hidden />} onClick={handleLeadership}>
              {meeting.isLeadershipTeam
                ? 'Unmark as leadership team meeting'
                : 'Mark as leadership team meeting'}
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
                Archive meeting
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
