import type { TLiveAttendee } from '@cairn/domain/live-meeting/live-meeting.schemas';
import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconDoorEnter, IconDoorExit, IconUsersGroup } from '@tabler/icons-react';
import { PersonAvatar } from '../../../components/person-avatar/person-avatar.tsx';
import { PlainList } from '../../../components/plain-list.tsx';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';
import { useLiveMeetingScope } from './live-meeting-scope.tsx';

const PRESENCE_COLORS = { Online: 'green', InRoom: 'blue', Away: 'gray' } as const;
const PRESENCE_TEXTS: Record<TLiveAttendee['presence'], TTextKey> = {
  Online: 'live.presence.online',
  InRoom: 'live.presence.inRoom',
  Away: 'live.presence.away',
};

function AttendeeRow({ attendee }: { attendee: TLiveAttendee }) {
  const { view, personId, isScribe, act, nameOf } = useLiveMeetingScope();
  const name = nameOf(attendee.personId);
  const isSelf = attendee.personId === personId;
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" component="li">
      <PersonAvatar person={{ name, avatarUrl: attendee.avatarUrl }} size={26} color="initials" name={name} />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={500} truncate c={attendee.presence === 'Away' ? 'dimmed' : undefined}>
          {isSelf ? t('live.attendees.self', { name }) : name}
        </Text>
        <Group gap={4}>
          <Badge size="xs" variant="dot" color={PRESENCE_COLORS[attendee.presence]}>
            {t(PRESENCE_TEXTS[attendee.presence])}
          </Badge>
          {attendee.personId === view.scribePersonId ? (
            <Badge size="xs" variant="light">
              {t('live.scribe')}
            </Badge>
          ) : null}
        </Group>
      </Stack>
      {isScribe && attendee.presence === 'InRoom' ? (
        <Tooltip label={t('live.attendees.markAway', { name })}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('live.attendees.markAway', { name })}
            onClick={() => act('leave-offline', { personId: attendee.personId })}
          >
            <IconDoorExit size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}

/**
 * Who is in the meeting: online, in the room (marked by the scribe) or away, and the scribe.
 * Invitees not here are listed below; the scribe marks one present in the room with a click, or
 * all of them with "Everyone's here" (a team in one room; the server starts the next meeting
 * with the same room).
 */
export function AttendeePanel({ inviteeIds }: { inviteeIds: readonly string[] }) {
  const { view, isScribe, act, nameOf, pendingAction } = useLiveMeetingScope();
  const here = new Set(view.attendees.filter((a) => a.presence !== 'Away').map((a) => a.personId));
  const missing = inviteeIds.filter((id) => !here.has(id));
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-label={t('live.attendees.title')}>
      <Text fw={600} size="sm">
        {t('live.attendees.title')}
      </Text>
      <PlainList gap={8}>
        {view.attendees
          .filter((a) => a.presence !== 'Away')
          .map((attendee) => (
            <AttendeeRow key={attendee.personId} attendee={attendee} />
          ))}
      </PlainList>
      {missing.length > 0 ? (
        <>
          <Group justify="space-between" gap="xs" mt={4} wrap="nowrap">
            <Text size="xs" c="dimmed">
              {t('live.attendees.invited')}
            </Text>
            {isScribe ? (
              <Tooltip label={t('live.attendees.everyoneHereHint')} multiline w={220}>
                <Button
                  size="compact-xs"
                  variant="light"
                  leftSection={<IconUsersGroup size={14} aria-hidden />}
                  loading={pendingAction === 'everyone-here'}
                  onClick={() => act('everyone-here')}
                >
                  {t('live.attendees.everyoneHere')}
                </Button>
              </Tooltip>
            ) : null}
          </Group>
          <PlainList gap={6}>
            {missing.map((id) => (
              <Group key={id} gap="xs" wrap="nowrap" component="li">
                <PersonAvatar person={{ name: nameOf(id) }} size={26} color="gray" />
                <Text size="sm" c="dimmed" style={{ flex: 1, minWidth: 0 }} truncate>
                  {nameOf(id)}
                </Text>
                {isScribe ? (
                  <Tooltip label={t('live.attendees.markInRoom', { name: nameOf(id) })}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('live.attendees.markInRoom', { name: nameOf(id) })}
                      onClick={() => act('join-offline', { personId: id })}
                    >
                      <IconDoorEnter size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                ) : null}
              </Group>
            ))}
          </PlainList>
        </>
      ) : null}
    </Stack>
  );
}
