import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { Anchor, Box, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatMeetingDate } from '../utils/format-date.ts';
import { overviewPathOf } from '../utils/meeting-paths.ts';
import type { TMeetingPermissions } from '../utils/meeting-permissions.ts';
import { ColorTagMenu } from './color-tag-menu.tsx';
import { swatchOf } from './color-tag-swatch.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import { InviteeAvatars } from './invitee-avatars.tsx';
import { LeadershipBadge } from './leadership-badge.tsx';
import { MeetingActionsMenu } from './meeting-actions-menu.tsx';
import '../texts.ts';

export type TMeetingRowProps = {
  meeting: TMeeting;
  peopleById: ReadonlyMap<string, TPerson>;
  permissions: TMeetingPermissions;
  /** The clock the next date is told against (tests pass a fixed one). */
  now?: Date;
};

/** When the meeting next starts, or that it has no schedule. */
function NextDate({ nextDate, now }: { nextDate: string | null; now?: Date }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <IconCalendarEvent size={16} aria-hidden color="var(--mantine-color-dimmed)" />
      {nextDate ? (
        <Text size="sm" c="dimmed">
          {/* Phones drop the visible "Next:" so that the date fits one line; the icon says it. */}
          <Box component="span" visibleFrom="xs">
            {t('meeting.row.next')}{' '}
          </Box>
          <VisuallyHidden component="span" hiddenFrom="xs">
            {t('meeting.row.next')}{' '}
          </VisuallyHidden>
          {formatMeetingDate(nextDate, now)}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {t('meeting.noSchedule')}
        </Text>
      )}
    </Group>
  );
}

/**
 * One meeting of the list: its colour as a stripe, the favourite star, the title (to its
 * overview), the leadership team badge, the next date, the invitees, and the colour and
 * action menus for those who may change it.
 */
export function MeetingRow({ meeting, peopleById, permissions, now }: TMeetingRowProps) {
  const stripe = swatchOf(meeting.colorTag) ?? 'var(--mantine-color-gray-2)';
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      py="xs"
      pl="xs"
      pr={4}
      style={{ borderLeft: `6px solid ${stripe}` }}
      data-testid="meeting-row"
    >
      <Group gap="xs" wrap="nowrap" align="center">
        <FavoriteButton meeting={meeting} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap" align="center">
            <Anchor
              component={Link}
              to={overviewPathOf(meeting.id)}
              fw={600}
              c="inherit"
              style={{ overflowWrap: 'break-word', minWidth: 0 }}
            >
              {meeting.title}
            </Anchor>
            {meeting.isLeadershipTeam ? <LeadershipBadge /> : null}
          </Group>
          <NextDate nextDate={meeting.nextDate} now={now} />
          <Box hiddenFrom="sm" mt={4}>
            <InviteeAvatars ids={meeting.inviteeIds} byId={peopleById} max={5} />
          </Box>
        </Stack>
        <Box visibleFrom="sm">
          <InviteeAvatars ids={meeting.inviteeIds} byId={peopleById} />
        </Box>
        <Group gap={0} wrap="nowrap">
          <ColorTagMenu meeting={meeting} canChange={permissions.canEdit(meeting)} />
          <MeetingActionsMenu meeting={meeting} permissions={permissions} />
        </Group>
      </Group>
    </Paper>
  );
}
