import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ColorTagSwatch, formatMeetingDate, meetingSearchQueryOptions } from '../../meetings/index.ts';
import { MEETINGS_BODY } from './widget-search.ts';
import '../texts.ts';

/** A meeting's row: colour tag, title (opens it), next date, and Join while its Level 10 runs. */
function MeetingWidgetRow({ meeting }: { meeting: TMeeting }) {
  const { t } = useTranslation();
  const isRunning = meeting.liveStatus === 'Running';
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py={6}>
      <Group gap="xs" wrap="nowrap" miw={0}>
        <ColorTagSwatch colorTag={meeting.colorTag} />
        <Stack gap={0} miw={0}>
          <Anchor component={Link} to={`/traction/${meeting.id}/${meeting.id}`} fw={600} truncate="end">
            {meeting.title}
          </Anchor>
          <Text size="xs" c="dimmed">
            {meeting.nextDate ? formatMeetingDate(meeting.nextDate) : t('dashboard.meetings.notScheduled')}
          </Text>
        </Stack>
      </Group>
      {isRunning ? (
        <Button component={Link} to={`/meeting/live/${meeting.id}`} size="xs" color="green">
          {t('dashboard.meetings.join')}
        </Button>
      ) : null}
    </Group>
  );
}

/** The Meetings widget: the caller's meetings with their next date and colour tag (issue #16). */
export function MeetingsWidgetBody() {
  const { t } = useTranslation();
  const search = useQuery(meetingSearchQueryOptions(MEETINGS_BODY));
  if (search.isPending) return <LoadingView />;
  const meetings = search.data?.items ?? [];
  if (meetings.length === 0) {
    return <EmptyState title={t('dashboard.meetings.emptyTitle')} text={t('dashboard.meetings.emptyText')} />;
  }
  return (
    <Stack gap={0}>
      {meetings.map((meeting) => (
        <MeetingWidgetRow key={meeting.id} meeting={meeting} />
      ))}
    </Stack>
  );
}
