import { RATING_MAX } from '@cairn/domain/live-meeting/live-meeting.constants';
import { isGoodRating } from '@cairn/domain/live-meeting/live-meeting-rules';
import { Alert, Anchor, Badge, Group, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { useDocumentTitle } from '../../../components/page-title.tsx';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import {
  formatMeetingDate,
  MeetingTabs,
  quarterlyPathOf,
  summaryPathOf,
  useMeeting,
} from '../../meetings/index.ts';
import {
  HISTORY_PAGE_SIZE,
  type TMeetingHistoryPage,
  useMeetingHistory,
} from '../api/meeting-history-api.ts';
import { formatMeetingLength, formatPercent } from '../components/live-format.ts';
import '../texts.ts';
import { quarterKeyLabel } from '../../../components/quarter-name.ts';

const TREND_WIDTH = 240;
const TREND_HEIGHT = 48;

/** The average ratings of the listed meetings, oldest first, as a small line (8 marked). */
function RatingTrend({ items }: { items: TMeetingHistoryPage['items'] }) {
  const { t } = useTranslation();
  const rated = items.filter((item) => item.averageRating !== null).reverse();
  if (rated.length < 2) return null;
  const x = (index: number) => (index / (rated.length - 1)) * (TREND_WIDTH - 8) + 4;
  const y = (rating: number) => TREND_HEIGHT - 4 - (rating / RATING_MAX) * (TREND_HEIGHT - 8);
  const points = rated.map((item, index) => `${x(index)},${y(item.averageRating ?? 0)}`).join(' ');
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {t('live.history.trend')}
      </Text>
      <svg
        width={TREND_WIDTH}
        height={TREND_HEIGHT}
        role="img"
        aria-label={t('live.history.trendText', { count: rated.length })}
        style={{ maxWidth: '100%' }}
      >
        <line
          x1={0}
          x2={TREND_WIDTH}
          y1={y(8)}
          y2={y(8)}
          stroke="var(--mantine-color-teal-3)"
          strokeDasharray="4 4"
        />
        <polyline points={points} fill="none" stroke="var(--mantine-color-blue-6)" strokeWidth={2} />
        {rated.map((item, index) => (
          <circle
            key={item.meetingId}
            cx={x(index)}
            cy={y(item.averageRating ?? 0)}
            r={3}
            fill="var(--mantine-color-blue-6)"
          />
        ))}
      </svg>
    </Stack>
  );
}

/** A quarterly session in the list: its quarter, attendees and rock completion, linking to the session page. */
function QuarterlyRow({ threadId, item }: { threadId: string; item: TMeetingHistoryPage['items'][number] }) {
  const { t } = useTranslation();
  const label = t('live.history.quarterly', { quarter: quarterKeyLabel(item.quarter ?? '', t) });
  return (
    <Table.Tr>
      <Table.Td>
        <Stack gap={2}>
          <Anchor component={Link} to={quarterlyPathOf(threadId)}>
            {formatMeetingDate(item.date)}
          </Anchor>
          <Badge variant="light" color="violet" size="sm">
            {label}
          </Badge>
        </Stack>
      </Table.Td>
      <Table.Td>{formatMeetingLength(t, item.durationMs)}</Table.Td>
      <Table.Td ta="right">{formatNumber(item.attendeeCount)}</Table.Td>
      <Table.Td ta="right" colSpan={3}>
        {item.rockCompletionRate === null
          ? t('live.history.noRocks')
          : t('live.history.rocksDone', { percent: formatPercent(item.rockCompletionRate) })}
      </Table.Td>
    </Table.Tr>
  );
}

function HistoryTable({ threadId, data }: { threadId: string; data: TMeetingHistoryPage }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('live.history.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('live.history.date')}</Table.Th>
            <Table.Th>{t('live.history.duration')}</Table.Th>
            <Table.Th ta="right">{t('live.attendees.title')}</Table.Th>
            <Table.Th ta="right">{t('live.history.rating')}</Table.Th>
            <Table.Th ta="right">{t('live.summary.issuesSolved')}</Table.Th>
            <Table.Th ta="right">{t('live.summary.todosAdded')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.items.map((item) => {
            const date = formatMeetingDate(item.date);
            if (item.kind === 'quarterly')
              return <QuarterlyRow key={item.meetingId} threadId={threadId} item={item} />;
            return (
              <Table.Tr key={item.meetingId}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={summaryPathOf(threadId, item.meetingId)}
                    aria-label={t('live.history.open', { date })}
                  >
                    {date}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatMeetingLength(t, item.durationMs)}</Table.Td>
                <Table.Td ta="right">{formatNumber(item.attendeeCount)}</Table.Td>
                <Table.Td ta="right">
                  {item.averageRating === null ? (
                    '—'
                  ) : (
                    <Badge color={isGoodRating(item.averageRating) ? 'teal' : 'orange'} variant="light">
                      {formatNumber(item.averageRating)}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right">{formatNumber(item.issuesSolved)}</Table.Td>
                <Table.Td ta="right">{formatNumber(item.todosAdded)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A meeting's past meetings (`/traction/{tractionId}/{threadId}/meetinghistory`): each ended
 * meeting with its date, length, attendees, rating and counts, linking to its summary, and the
 * rating trend of the page shown.
 */
export function MeetingHistoryPage() {
  const { tractionId = '' } = useParams();
  const [page, setPage] = useState(1);
  const meeting = useMeeting(tractionId);
  const history = useMeetingHistory(tractionId, page);
  const { t } = useTranslation();
  useDocumentTitle(
    meeting.data ? t('live.history.documentTitle', { meeting: meeting.data.title }) : t('live.history.title'),
  );
  if (history.isPending) return <LoadingView label={t('live.history.loading')} />;
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        {meeting.data?.title ?? t('live.history.title')}
      </Title>
      <MeetingTabs meetingId={tractionId} current="history" />
      {history.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('live.history.failed')} />
      ) : history.data.total === 0 ? (
        <EmptyState title={t('live.history.empty')} text={t('live.history.emptyText')} />
      ) : (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="md">
            <RatingTrend items={history.data.items} />
            <HistoryTable threadId={tractionId} data={history.data} />
            {history.data.total > HISTORY_PAGE_SIZE ? (
              <Group justify="center">
                <Pagination
                  total={Math.ceil(history.data.total / HISTORY_PAGE_SIZE)}
                  value={page}
                  onChange={setPage}
                />
              </Group>
            ) : null}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
