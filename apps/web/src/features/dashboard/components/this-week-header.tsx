import { todayIn } from '@cairn/domain/common/clock';
import type { TIssue } from '@cairn/domain/issues/issues.schemas';
import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import type { TTodo } from '@cairn/domain/todos/todos.schemas';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { itemSearchQueryOptions } from '../../../components/item-list/use-item-search.ts';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { formatLocale } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useOrgClock } from '../../../lib/session/use-org-clock.ts';
import {
  formatMeetingDate,
  meetingSearchQueryOptions,
  type TMeetingSearchBody,
} from '../../meetings/index.ts';
import { scorecardGridQueryOptions, useScorecardsOfMeetings } from '../../scorecards/index.ts';
import '../texts.ts';

const NEXT_MEETING_BODY: TMeetingSearchBody = {
  startIndex: 0,
  endIndex: 5,
  includeTotalCount: false,
  filters: {},
  sorts: [{ property: 'nextDate', ascending: true }],
};

/** "in 2 days", "in 3 hours", "in 20 minutes", "now": how long until the meeting starts, in the person's locale. */
function countdownTo(iso: string, now: Date = new Date()): string {
  const minutes = Math.round((Date.parse(iso) - now.getTime()) / 60_000);
  const format = new Intl.RelativeTimeFormat(formatLocale(), { numeric: 'auto' });
  if (minutes <= 0) return format.format(0, 'second');
  if (minutes < 60) return format.format(minutes, 'minute');
  if (minutes < 48 * 60) return format.format(Math.round(minutes / 60), 'hour');
  return format.format(Math.round(minutes / (24 * 60)), 'day');
}

/** One figure of the header: a number, what it counts, and where to see them. */
function Figure({ count, label, to }: { count: number | null; label: string; to: string }) {
  return (
    <Stack gap={0}>
      <Text fz={28} fw={700} lh={1.1}>
        {count === null ? '–' : formatNumber(count)}
      </Text>
      <Anchor component={Link} to={to} size="sm">
        {label}
      </Anchor>
    </Stack>
  );
}

/** My weekly measurables with no number for last week, across the scorecards I see. */
function useNumbersMissing(personId: string): number | null {
  const clock = useOrgClock();
  const scorecards = useScorecardsOfMeetings();
  const grids = useQueries({
    queries: (scorecards.data ?? []).map((scorecard) =>
      scorecardGridQueryOptions(scorecard.id, clock.today, 2),
    ),
  });
  if (!scorecards.data || grids.some((grid) => !grid.data)) return null;
  let missing = 0;
  for (const grid of grids) {
    const lastWeek = grid.data?.periods.Weekly[0];
    for (const measurable of grid.data?.measurables ?? []) {
      if (measurable.ownerId !== personId || measurable.formula || measurable.interval !== 'Weekly') continue;
      if (!measurable.values.some((value) => value.intervalId === lastWeek && value.value !== null))
        missing += 1;
    }
  }
  return missing;
}

/** What is still open for the meeting: my to-dos due by it, numbers to fill in, issues I own in it. */
function ReadyFigures({ meeting, personId }: { meeting: TMeeting; personId: string }) {
  const { t } = useTranslation();
  const clock = useOrgClock();
  const numbersMissing = useNumbersMissing(personId);
  const todos = useQuery(
    itemSearchQueryOptions<TTodo>('todo', {
      startIndex: 0,
      endIndex: 100,
      includeTotalCount: false,
      filters: { 'owner-ids': [personId], status: ['Pending', 'NotDone'] },
      sorts: [{ property: 'dueDate', ascending: true }],
    }),
  );
  const issues = useQuery(
    itemSearchQueryOptions<TIssue>('issue', {
      startIndex: 0,
      endIndex: 0,
      includeTotalCount: true,
      filters: { 'owner-ids': [personId], 'traction-ids': [meeting.id], status: ['Open'] },
      sorts: [],
    }),
  );
  // The meeting's calendar day in the organisation's zone: to-dos due that day count.
  const dueBy = meeting.nextDate ? todayIn(new Date(meeting.nextDate), clock.timeZone) : clock.today;
  const dueCount = todos.data ? todos.data.items.filter((todo) => todo.dueDate <= dueBy).length : null;
  const overview = `/traction/${meeting.id}/${meeting.id}/meetingoverview`;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="lg">
      <Figure count={dueCount} label={t('dashboard.thisWeek.todosDue')} to="/todos" />
      <Figure
        count={numbersMissing}
        label={t('dashboard.thisWeek.numbersMissing')}
        to={`/traction/${meeting.id}/${meeting.id}/scorecard`}
      />
      <Figure
        count={issues.data?.totalCount ?? null}
        label={t('dashboard.thisWeek.issuesOwned')}
        to={overview}
      />
    </SimpleGrid>
  );
}

/**
 * "This week" over the widgets: the person's next meeting with a countdown, and what is still
 * open for it, so they can get ready for the Level 10 in one glance.
 */
export function ThisWeekHeader({ personId }: { personId: string }) {
  const { t } = useTranslation();
  const meetings = useQuery(meetingSearchQueryOptions(NEXT_MEETING_BODY));
  const next = meetings.data?.items.find((meeting) => meeting.nextDate);
  if (!next?.nextDate) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('dashboard.thisWeek.title')}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="lg">
        <Stack gap={2}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed">
            {t('dashboard.thisWeek.title')}
          </Text>
          <Text fw={700} size="lg">
            <Anchor component={Link} to={`/traction/${next.id}/${next.id}/meetingoverview`} inherit>
              {next.title}
            </Anchor>
          </Text>
          <Text size="sm" c="dimmed">
            {formatMeetingDate(next.nextDate)} · {countdownTo(next.nextDate)}
          </Text>
        </Stack>
        <ReadyFigures meeting={next} personId={personId} />
      </Group>
    </Paper>
  );
}
