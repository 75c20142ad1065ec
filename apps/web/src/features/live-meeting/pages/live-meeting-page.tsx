import { SIDE_MENU_EXPANDED_MIN_WIDTH } from '@cairn/domain/live-meeting/live-meeting.constants';
import { can } from '@cairn/domain/permissions/can';
import { Alert, Box, Button, Collapse, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure, useHotkeys, useMediaQuery } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { useDocumentTitle } from '../../../components/page-title.tsx';
import { usePeopleOfOrg } from '../../../components/person-picker/people-query.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatPersonName } from '../../../lib/person-name.ts';
import { useSession } from '../../../lib/session/session-query.ts';
import { summaryPathOf, useMeeting } from '../../meetings/index.ts';
import { type TLiveView, useLiveActions, useLiveMeeting } from '../api/live-meeting-api.ts';
import { AgendaSideMenu } from '../components/agenda-side-menu.tsx';
import { AttendeePanel } from '../components/attendee-panel.tsx';
import { LiveHeader } from '../components/live-header.tsx';
import { LiveMeetingScopeProvider, type TLiveMeetingScope } from '../components/live-meeting-scope.tsx';
import { MeetingChecklist } from '../components/meeting-checklist.tsx';
import { ReactionBar, ReactionStream } from '../components/reactions.tsx';
import { useLiveMeetingEvents } from '../hooks/use-live-meeting-events.ts';
import { SectionView } from '../sections/section-view.tsx';
import '../texts.ts';
import classes from './tv-view.module.css';

/** The client clock, ticking each second while the page is open (timers are drawn from it). */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The scribe's section keys: N / → next, P / ← previous. */
function useSectionKeys(scope: TLiveMeetingScope | null) {
  const move = (step: 1 | -1) => {
    if (!scope?.isScribe) return;
    const { view, act } = scope;
    if (step === 1) act('next-agenda-item', { fromIndex: view.agendaIndex });
    else if (view.agendaIndex > 0) act('set-agenda-item', { index: view.agendaIndex - 1 });
  };
  useHotkeys([
    ['n', () => move(1)],
    ['ArrowRight', () => move(1)],
    ['p', () => move(-1)],
    ['ArrowLeft', () => move(-1)],
  ]);
}

/** "Reconnecting… N changes waiting" while clicks wait for the connection. */
function WaitingNotice({ waiting }: { waiting: number }) {
  const { t } = useTranslation();
  if (waiting === 0) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconWifiOff size={18} aria-hidden />} role="status">
      {t('live.reconnecting', { count: waiting })}
    </Alert>
  );
}

function LiveMeetingView({ view, isTv }: { view: TLiveView; isTv: boolean }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { data: session } = useSession();
  const people = usePeopleOfOrg();
  const meeting = useMeeting(view.meetingThreadId);
  const now = useNow();
  const isWide = useMediaQuery(`(min-width: ${SIDE_MENU_EXPANDED_MIN_WIDTH}px)`, true);
  const [isMenuOpen, menu] = useDisclosure(true);
  useEffect(() => {
    if (isWide) menu.open();
    else menu.close();
  }, [isWide, menu.open, menu.close]);

  const onEnded = useCallback(
    (meetingId: string) => navigate(summaryPathOf(view.meetingThreadId, meetingId)),
    [navigate, view.meetingThreadId],
  );
  const actions = useLiveActions(view.meetingThreadId, { onEnded });
  const reactions = useLiveMeetingEvents(view.meetingThreadId, onEnded);

  const person = session?.person ?? null;
  const personId = person?.id;
  const isAttendee = view.attendees.some((a) => a.personId === personId && a.presence !== 'Away');
  const scope: TLiveMeetingScope = {
    view,
    personId,
    isAttendee,
    isScribe: !isTv && view.scribePersonId === personId && view.status === 'Running',
    canChange: !isTv && isAttendee && Boolean(person && can(person, 'content.change')),
    isTv,
    act: actions.act,
    pendingAction: actions.pendingAction,
    nameOf: (id) => {
      const found = people.byId.get(id);
      return found ? formatPersonName(found) : t('live.attendees.unknown');
    },
  };
  useSectionKeys(scope);
  const serverNow = now + view.clockOffsetMs;

  return (
    <LiveMeetingScopeProvider value={scope}>
      <Stack gap="md" className={isTv ? classes.tv : undefined}>
        <LiveHeader serverNow={serverNow} />
        <WaitingNotice waiting={actions.waiting} />
        {!isTv && !isAttendee ? (
          <Text size="sm" c="dimmed">
            {t('live.notJoined')}
          </Text>
        ) : null}
        {!isTv && isAttendee && view.status === 'NotStarted' && view.scribePersonId !== personId ? (
          <Text size="sm" c="dimmed">
            {t('live.waitingForScribe')}
          </Text>
        ) : null}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 4, lg: 3 }}>
            <Paper withBorder radius="md" p="sm">
              <Stack gap="sm">
                {isWide ? null : (
                  <Group justify="space-between">
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={menu.toggle}
                      aria-expanded={isMenuOpen}
                    >
                      {isMenuOpen ? t('live.agenda.hide') : t('live.agenda.show')}
                    </Button>
                  </Group>
                )}
                <Collapse expanded={isMenuOpen}>
                  <Stack gap="md">
                    <AgendaSideMenu
                      live={view}
                      serverNow={serverNow}
                      onSelect={
                        scope.isScribe ? (index) => actions.act('set-agenda-item', { index }) : undefined
                      }
                    />
                    {isTv ? null : <AttendeePanel inviteeIds={meeting.data?.inviteeIds ?? []} />}
                  </Stack>
                </Collapse>
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8, lg: 9 }}>
            <Stack gap="sm">
              {view.status === 'Running' ? <SectionView /> : null}
              {view.status === 'NotStarted' && !isTv ? (
                <MeetingChecklist
                  meetingThreadId={view.meetingThreadId}
                  canEdit={Boolean(person && can(person, 'content.change'))}
                />
              ) : null}
              {!isTv && isAttendee && view.status === 'Running' ? (
                <Box>
                  <ReactionBar />
                </Box>
              ) : null}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
      <ReactionStream reactions={reactions} />
    </LiveMeetingScopeProvider>
  );
}

/**
 * The live Level 10 meeting (`/meeting/live/{id}`, issue #12): one shared screen. The header
 * holds the title, status and clock, join / start and the scribe's navigation; the side menu the
 * agenda with every section's times and who is here; the main column the section the scribe is
 * on, the same on every screen. `?display=tv` is the read-only big-type view for the room.
 */
export function LiveMeetingPage() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const isTv = searchParams.get('display') === 'tv';
  const live = useLiveMeeting(id);
  const { t } = useTranslation();
  useDocumentTitle(live.data ? live.data.title : t('live.agenda.title'));
  if (live.isPending) return <LoadingView label={t('live.loading')} />;
  if (live.isError) return <EmptyState title={t('live.notFound')} text={t('live.notFoundText')} />;
  return <LiveMeetingView view={live.data} isTv={isTv} />;
}
