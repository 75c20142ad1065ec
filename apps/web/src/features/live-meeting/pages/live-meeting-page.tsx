import { Alert, Avatar, Badge, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { useDocumentTitle } from '../../../components/page-title.tsx';
import { useSession } from '../../../lib/session/session-query.ts';
import { usePeople } from '../../orgs/api/get-people.ts';
import { type TLiveView, useLiveAction, useLiveMeeting } from '../api/live-meeting-api.ts';
import { AgendaSideMenu } from '../components/agenda-side-menu.tsx';
import { LIVE_UI_TEXTS } from '../components/live-texts.ts';

/** The client clock, ticking each second while the page is open (timers are drawn from it). */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Join, Start and Next section, as the caller's place in the meeting allows. */
function MeetingActions({ live, personId }: { live: TLiveView; personId: string | undefined }) {
  const act = useLiveAction(live.meetingThreadId);
  const isAttendee = live.attendees.some((a) => a.personId === personId && a.presence !== 'Away');
  const isScribe = live.scribePersonId === personId;
  const last = live.agendaIndex >= live.agenda.length - 1;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {!isAttendee && (
          <Button onClick={() => act.mutate({ action: 'join' })} loading={act.isPending}>
            {LIVE_UI_TEXTS.join}
          </Button>
        )}
        {isAttendee && isScribe && live.status === 'NotStarted' && (
          <Button onClick={() => act.mutate({ action: 'start' })} loading={act.isPending}>
            {LIVE_UI_TEXTS.start}
          </Button>
        )}
        {isScribe && live.status === 'Running' && !last && (
          <Button
            variant="light"
            onClick={() => act.mutate({ action: 'next-agenda-item', body: { fromIndex: live.agendaIndex } })}
          >
            {LIVE_UI_TEXTS.next}
          </Button>
        )}
      </Group>
      {isAttendee && !isScribe && live.status === 'NotStarted' && (
        <Text size="sm" c="dimmed">
          {LIVE_UI_TEXTS.waitingForScribe}
        </Text>
      )}
      {act.isError && (
        <Alert color="red" role="alert">
          {act.error.message}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * The live Level 10 meeting (`/meeting/live/{id}`, issue #12), first shell: the meeting's title
 * and status, join and start, the agenda side menu with every section's planned and elapsed time
 * (server instants plus the measured clock offset), and who is in the meeting.
 */
export function LiveMeetingPage() {
  const { id = '' } = useParams();
  const live = useLiveMeeting(id);
  const { data: session } = useSession();
  const act = useLiveAction(id);
  const people = usePeople(session?.orgId ?? '');
  const now = useNow();
  useDocumentTitle(live.data ? live.data.title : LIVE_UI_TEXTS.agenda);
  if (live.isPending) return <LoadingView label={LIVE_UI_TEXTS.loading} />;
  if (live.isError) return <EmptyState title={LIVE_UI_TEXTS.notFound} text={LIVE_UI_TEXTS.notFoundText} />;
  const view = live.data;
  const personId = session?.person?.id;
  const isScribe = view.scribePersonId === personId && view.status === 'Running';
  const section = view.agenda[view.agendaIndex];
  const nameOf = new Map((people.data ?? []).map((p) => [p.id, `${p.firstName} ${p.lastName}`.trim()]));
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={0}>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {view.title}
          </Title>
          <Group gap="xs">
            <Badge variant="light" color={view.status === 'Running' ? 'green' : 'gray'}>
              {view.status === 'Running' ? LIVE_UI_TEXTS.running : LIVE_UI_TEXTS.notStarted}
            </Badge>
            {section && view.status === 'Running' && <Text size="sm">{section.name}</Text>}
          </Group>
        </Stack>
        <MeetingActions live={view} personId={personId} />
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, xs: 4, md: 3 }}>
          <AgendaSideMenu
            live={view}
            serverNow={now + view.clockOffsetMs}
            onSelect={
              isScribe ? (index) => act.mutate({ action: 'set-agenda-item', body: { index } }) : undefined
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 8, md: 9 }}>
          <Stack gap="xs" aria-label={LIVE_UI_TEXTS.attendees} component="section">
            <Text fw={600}>{LIVE_UI_TEXTS.attendees}</Text>
            {view.attendees.map((a) => (
              <Group key={a.personId} gap="xs">
                <Avatar src={a.avatarUrl} size="sm" />
                <Text size="sm" c={a.presence === 'Away' ? 'dimmed' : undefined}>
                  {nameOf.get(a.personId) ?? LIVE_UI_TEXTS.attendee}
                  {a.personId === view.scribePersonId ? ` · ${LIVE_UI_TEXTS.scribe}` : ''}
                  {` · ${LIVE_UI_TEXTS.presence[a.presence]}`}
                </Text>
              </Group>
            ))}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
