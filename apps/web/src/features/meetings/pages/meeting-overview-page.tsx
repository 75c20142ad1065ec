import { can } from '@cairn/domain/permissions/can';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { type ComponentType, useDeferredValue, useMemo } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { useDocumentTitle } from '../../../components/page-title.tsx';
import { usePeopleOfOrg } from '../../../components/person-picker/people-query.ts';
import { WrongOrgNotice } from '../../../components/wrong-org-notice.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ModalLink } from '../../../lib/navigation/modal-route.tsx';
import { useSession } from '../../../lib/session/session-query.ts';
import { useMeeting } from '../api/get-meeting.ts';
import { AgendaCard } from '../components/agenda-card.tsx';
import { ColorTagMenu } from '../components/color-tag-menu.tsx';
import { swatchOf } from '../components/color-tag-swatch.tsx';
import { FavoriteButton } from '../components/favorite-button.tsx';
import { InviteesCard } from '../components/invitees-card.tsx';
import { LeadershipBadge } from '../components/leadership-badge.tsx';
import { MeetingActionsMenu } from '../components/meeting-actions-menu.tsx';
import { MeetingFacts } from '../components/meeting-facts.tsx';
import { MeetingItemLists } from '../components/meeting-item-lists.tsx';
import { MeetingPdfMenu } from '../components/meeting-pdf-menu.tsx';
import { MeetingTabs } from '../components/meeting-tabs.tsx';
import { editPathOf, MEETINGS_PATH, overviewPathOf } from '../utils/meeting-paths.ts';
import { meetingPermissionsOf } from '../utils/meeting-permissions.ts';
import '../texts.ts';

const OVERVIEW = 'meetingoverview';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function BackToMeetings() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={MEETINGS_PATH} size="sm" style={{ alignSelf: 'flex-start' }}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('meeting.list.title')}
      </Group>
    </Anchor>
  );
}

/**
 * A meeting (`/traction/{tractionId}/{threadId}/{subPage?}`), sub-page `meetingoverview` (the
 * default): its header (title, colour, favourite, leadership badge, owner, next date and
 * schedule), agenda with the total and invitees, with edit controls for those who may edit.
 * The thread id is the meeting's own id for now (docs/web.md, Meetings). The summary of an ended
 * meeting belongs to the live-meeting feature: the app passes it in (app/router/meeting-overview-route.tsx).
 */
export function MeetingOverviewPage({ SummaryPage }: { SummaryPage: ComponentType }) {
  const { t } = useTranslation();
  const { tractionId = '', subPage } = useParams();
  const navigate = useNavigate();
  const { data: session } = useSession();
  const meeting = useMeeting(tractionId);
  // The page renders its answer at a deferred priority, in slices the browser paints between:
  // an answer of TanStack Query renders synchronously, the whole page in one long task (issue 38).
  const answer = useMemo(() => ({ tractionId, data: meeting.data }), [tractionId, meeting.data]);
  const deferred = useDeferredValue(answer);
  // Not the previous meeting's for a moment when another one opens.
  const data = deferred.tractionId === tractionId ? deferred.data : undefined;
  const people = usePeopleOfOrg();
  useDocumentTitle(data?.title ?? t('meeting.documentTitle'));

  // `/{meetingId}`: the summary of one of its ended meetings (what the recap email links to).
  if (subPage && UUID.test(subPage)) return <SummaryPage />;
  if (subPage && subPage !== OVERVIEW) return <Navigate to={overviewPathOf(tractionId)} replace />;
  if (meeting.isError) {
    const status = isApiError(meeting.error) ? meeting.error.status : 0;
    if (status === 404 || status === 422) {
      return (
        <WrongOrgNotice
          title={t('meeting.overview.notFoundTitle')}
          text={t('meeting.overview.notFoundText')}
          backTo={MEETINGS_PATH}
          backLabel={t('meeting.overview.back')}
        />
      );
    }
    if (status === 403) {
      return (
        <EmptyState
          title={t('meeting.overview.notInvitedTitle')}
          text={t('meeting.overview.notInvitedText')}
          action={
            <Button component={Link} to={MEETINGS_PATH} variant="default">
              {t('meeting.overview.back')}
            </Button>
          }
        />
      );
    }
    return (
      <Alert color="red" variant="light" role="alert" title={t('meeting.overview.loadFailed')}>
        <Button size="xs" variant="white" onClick={() => meeting.refetch()} loading={meeting.isFetching}>
          {t('meeting.tryAgain')}
        </Button>
      </Alert>
    );
  }

  if (!data) return <LoadingView label={t('meeting.loading')} />;
  const permissions = meetingPermissionsOf(session?.person ?? null);
  const isArchived = Boolean(data.archivedAt);
  const canEdit = !isArchived && permissions.canEdit(data);
  const stripe = swatchOf(data.colorTag);
  const canChangeItems = Boolean(session?.person && can(session.person, 'content.change'));

  return (
    <Stack gap="md">
      <BackToMeetings />
      <Paper
        withBorder
        radius="md"
        p={{ base: 'sm', sm: 'md' }}
        style={{ borderTop: `6px solid ${stripe ?? 'var(--mantine-color-gray-2)'}` }}
      >
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
            <Group gap="xs" align="flex-start" wrap="nowrap" style={{ flex: '1 1 16rem', minWidth: 0 }}>
              <FavoriteButton meeting={data} />
              <Stack gap={4} miw={0}>
                <Title order={1} fz={{ base: 'h3', sm: 'h2' }} style={{ overflowWrap: 'break-word' }}>
                  {data.title}
                </Title>
                {data.isLeadershipTeam ? (
                  <div>
                    <LeadershipBadge />
                  </div>
                ) : null}
              </Stack>
            </Group>
            {isArchived ? null : (
              // Wraps on a phone: Edit, Download PDF, the colour tag and the menu are wider than 375 px.
              <Group gap={4} wrap="wrap">
                {canEdit ? (
                  <Button
                    component={ModalLink}
                    to={editPathOf(data.id)}
                    variant="light"
                    leftSection={<IconPencil size={16} aria-hidden />}
                  >
                    {t('meeting.overview.edit')}
                  </Button>
                ) : null}
                <MeetingPdfMenu meetingId={data.id} />
                <ColorTagMenu meeting={data} canChange={canEdit} />
                <MeetingActionsMenu
                  meeting={data}
                  permissions={permissions}
                  onArchived={() => navigate(MEETINGS_PATH)}
                />
              </Group>
            )}
          </Group>
          {isArchived ? (
            <Alert color="gray" variant="light" title={t('meeting.overview.archivedTitle')}>
              <Text size="sm">{t('meeting.overview.archivedText')}</Text>
            </Alert>
          ) : null}
          <MeetingFacts meeting={data} peopleById={people.byId} />
        </Stack>
      </Paper>
      {isArchived ? null : <MeetingTabs meetingId={data.id} current="overview" />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <AgendaCard items={data.agenda.items} />
        <InviteesCard meeting={data} people={people} />
      </SimpleGrid>
      <MeetingItemLists tractionId={data.id} canChange={!isArchived && canChangeItems} />
    </Stack>
  );
}
