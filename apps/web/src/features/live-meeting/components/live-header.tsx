import { formatClock, meetingElapsedMs } from '@cairn/domain/live-meeting/live-meeting-rules';
import { ActionIcon, Badge, Button, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconChevronLeft,
  IconChevronRight,
  IconDeviceTv,
  IconDoorExit,
  IconDots,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { type TFunction, useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';
import { useLiveMeetingScope } from './live-meeting-scope.tsx';

/** Asks before ending: everyone leaves for the summary. */
function confirmEnd(t: TFunction, onConfirm: () => void) {
  modals.openConfirmModal({
    title: t('live.end.title'),
    children: <Text size="sm">{t('live.end.text')}</Text>,
    labels: { confirm: t('live.header.end'), cancel: t('live.end.cancel') },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

/** The status of the meeting: not started, running with its clock, or paused. */
function StatusLine({ serverNow }: { serverNow: number }) {
  const { view, isTv } = useLiveMeetingScope();
  const { t } = useTranslation();
  const section = view.agenda[view.agendaIndex];
  const isRunning = view.status === 'Running';
  const isPaused = isRunning && view.pausedAt !== null;
  return (
    <Group gap="xs" wrap="wrap">
      <Badge
        variant="light"
        color={isPaused ? 'yellow' : isRunning ? 'green' : 'gray'}
        size={isTv ? 'xl' : 'md'}
      >
        {isPaused
          ? t('live.header.paused')
          : isRunning
            ? t('live.header.running')
            : t('live.header.notStarted')}
      </Badge>
      {isRunning ? (
        <Text size={isTv ? 'xl' : 'sm'} fw={600} ff="monospace" aria-label={t('live.header.clock')}>
          {formatClock(meetingElapsedMs(view, serverNow))}
        </Text>
      ) : null}
      {isRunning && section ? (
        <Text size={isTv ? 'xl' : 'sm'} c="dimmed">
          {section.name}
        </Text>
      ) : null}
    </Group>
  );
}

/** The scribe's navigation: previous / next section, pause or resume. */
function ScribeControls() {
  const { view, act } = useLiveMeetingScope();
  const { t } = useTranslation();
  const isFirst = view.agendaIndex <= 0;
  const isLast = view.agendaIndex >= view.agenda.length - 1;
  const isPaused = view.pausedAt !== null;
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('live.header.previous')}
        disabled={isFirst}
        onClick={() => act('set-agenda-item', { index: view.agendaIndex - 1 })}
      >
        <IconChevronLeft size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={isPaused ? t('live.header.resume') : t('live.header.pause')}
        onClick={() => act(isPaused ? 'resume' : 'pause')}
      >
        {isPaused ? <IconPlayerPlay size={18} aria-hidden /> : <IconPlayerPause size={18} aria-hidden />}
      </ActionIcon>
      {isLast ? (
        <Button color="red" onClick={() => confirmEnd(t, () => act('end'))}>
          {t('live.header.end')}
        </Button>
      ) : (
        <Button
          rightSection={<IconChevronRight size={16} aria-hidden />}
          onClick={() => act('next-agenda-item', { fromIndex: view.agendaIndex })}
        >
          {t('live.header.next')}
        </Button>
      )}
    </Group>
  );
}

/** Join, start, the scribe's controls, and the menu (scribe, TV view, leave, end). */
function Actions() {
  const { view, personId, isAttendee, isScribe, act, pendingAction } = useLiveMeetingScope();
  const { t } = useTranslation();
  const isRunning = view.status === 'Running';
  const isTheScribe = view.scribePersonId === personId;
  return (
    <Group gap="xs" wrap="wrap" justify="flex-end">
      {!isAttendee ? (
        <Button onClick={() => act('join')} loading={pendingAction === 'join'}>
          {t('live.header.join')}
        </Button>
      ) : null}
      {isAttendee && isTheScribe && !isRunning ? (
        <Button color="green" onClick={() => act('start')} loading={pendingAction === 'start'}>
          {t('live.header.start')}
        </Button>
      ) : null}
      {isScribe ? <ScribeControls /> : null}
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label={t('live.header.more')}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {isAttendee && !isTheScribe ? (
            <Menu.Item
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => act('make-me-scribe')}
            >
              {t('live.header.makeMeScribe')}
            </Menu.Item>
          ) : null}
          <Menu.Item
            leftSection={<IconDeviceTv size={16} aria-hidden />}
            component={Link}
            to={`/meeting/live/${view.meetingThreadId}?display=tv`}
            target="_blank"
          >
            {t('live.header.tvView')}
          </Menu.Item>
          {isAttendee ? (
            <Menu.Item leftSection={<IconDoorExit size={16} aria-hidden />} onClick={() => act('leave')}>
              {t('live.header.leave')}
            </Menu.Item>
          ) : null}
          {isScribe ? (
            <Menu.Item color="red" onClick={() => confirmEnd(t, () => act('end'))}>
              {t('live.header.end')}
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

/** The top of the live page: title, status and clock, and what the viewer can do. */
export function LiveHeader({ serverNow }: { serverNow: number }) {
  const { view, isTv } = useLiveMeetingScope();
  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
      <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Title order={1} fz={isTv ? 48 : { base: 'h3', sm: 'h2' }} style={{ overflowWrap: 'break-word' }}>
          {view.title}
        </Title>
        <StatusLine serverNow={serverNow} />
      </Stack>
      {isTv ? null : <Actions />}
    </Group>
  );
}
