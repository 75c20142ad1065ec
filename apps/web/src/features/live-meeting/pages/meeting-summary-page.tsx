import { formatClock, isGoodRating, isOverTime } from '@cairn/domain/live-meeting/live-meeting-rules';
import { PDF_ENDPOINTS } from '@cairn/domain/pdf/pdf.endpoints';
import { ZScorecardGrid } from '@cairn/domain/scorecards/scorecards.schemas';
import { formatGoal, formatMeasurableValue } from '@cairn/domain/scorecards/value-format';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { useDocumentTitle } from '../../../components/page-title.tsx';
import { DownloadPdfButton } from '../../../components/pdf/download-pdf-button.tsx';
import { PlainList } from '../../../components/plain-list.tsx';
import { downloadFile } from '../../../lib/download-file.ts';
import { useFeatureFlag } from '../../../lib/feature-flags.ts';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { formatLocale } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatMeetingDate, historyPathOf } from '../../meetings/index.ts';
import { type TMeetingSummary, useMeetingSummary } from '../api/meeting-history-api.ts';
import { formatMeetingLength, formatMinutes, formatPercent } from '../components/live-format.ts';
import '../texts.ts';

/** A card of the summary with a title and a count. */
function SummaryCard({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h5">
            {title}
          </Title>
          {count === undefined ? null : (
            <Badge variant="light" color="gray">
              {count}
            </Badge>
          )}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** A plain list of titles, or what it says when there are none. */
function TitleList({ items, empty }: { items: readonly { id: string; title: string }[]; empty: string }) {
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <Stack gap={4} component="ul" m={0} pl="md">
      {items.map((item) => (
        <Text key={item.id} component="li" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {item.title}
        </Text>
      ))}
    </Stack>
  );
}

/** Each section's planned minutes against the time it took; over time in red. */
function SectionTimes({ summary }: { summary: TMeetingSummary['summary'] }) {
  const { t } = useTranslation();
  return (
    <Table verticalSpacing={6} aria-label={t('live.summary.sections')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('live.summary.section')}</Table.Th>
          <Table.Th ta="right">{t('live.summary.planned')}</Table.Th>
          <Table.Th ta="right">{t('live.summary.actual')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {summary.sections.map((section) => {
          const over = isOverTime(section.elapsedMs, section.lengthInMinutes);
          return (
            <Table.Tr key={section.id}>
              <Table.Td>{section.name}</Table.Td>
              <Table.Td ta="right">{formatMinutes(t, section.lengthInMinutes)}</Table.Td>
              <Table.Td ta="right" c={over ? 'red.7' : undefined} fw={over ? 600 : undefined}>
                {formatClock(section.elapsedMs)}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** The scorecard as it stood when the meeting ended: each number's latest value against its goal. */
function ScorecardAsItStood({ scorecard }: { scorecard: unknown }) {
  const { t } = useTranslation();
  const grid = ZScorecardGrid.safeParse(scorecard);
  if (!grid.success || grid.data.measurables.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('live.summary.noScorecard')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing={6} aria-label={t('live.summary.scorecard')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('live.summary.measurable')}</Table.Th>
            <Table.Th ta="right">{t('live.summary.goal')}</Table.Th>
            <Table.Th ta="right">{t('live.summary.latest')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {grid.data.measurables.map((measurable) => {
            const latest = [...measurable.values].reverse().find((value) => value.value !== null);
            // Values and goals in the reader's locale, as the scorecard writes them (`1.234,5` in German).
            const format = { ...measurable, locale: formatLocale() };
            return (
              <Table.Tr key={measurable.id}>
                <Table.Td>{measurable.title}</Table.Td>
                <Table.Td ta="right">{formatGoal(measurable, format)}</Table.Td>
                <Table.Td
                  ta="right"
                  fw={600}
                  c={latest?.isOnTarget === false ? 'red.7' : latest?.isOnTarget ? 'teal.8' : 'dimmed'}
                >
                  {latest?.value == null ? '—' : formatMeasurableValue(latest.value, format, measurable)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A figure on top: label and value. */
function Figure({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} c={tone}>
        {value}
      </Text>
    </Paper>
  );
}

function SummaryView({ meeting }: { meeting: TMeetingSummary }) {
  const { summary } = meeting;
  const average = meeting.averageRating;
  const rocksPercent = summary.rocks.onTrackPercent;
  const canPrint = useFeatureFlag('MeetingPdfs');
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Anchor
        component={Link}
        to={historyPathOf(meeting.meetingThreadId)}
        size="sm"
        style={{ alignSelf: 'flex-start' }}
      >
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('live.history.title')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {meeting.title}
          </Title>
          <Text c="dimmed">
            {formatMeetingDate(meeting.startedAt)} · {formatMeetingLength(t, meeting.durationMs)}
          </Text>
        </Stack>
        {canPrint ? (
          <DownloadPdfButton
            size="sm"
            onDownload={() =>
              downloadFile(PDF_ENDPOINTS.meeting, {
                params: { meetingId: meeting.meetingThreadId, type: 'summary' },
                query: { meetingId: meeting.meetingId },
              })
            }
          />
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure
          label={t('live.summary.rating')}
          value={average === null ? '—' : formatNumber(average)}
          tone={average === null ? undefined : isGoodRating(average) ? 'teal.8' : 'orange.8'}
        />
        <Figure label={t('live.summary.issuesSolved')} value={formatNumber(summary.issuesSolved.length)} />
        <Figure label={t('live.summary.todosAdded')} value={formatNumber(summary.todosAdded.length)} />
        <Figure
          label={t('live.summary.rocksOnTrack')}
          value={rocksPercent === null ? '—' : formatPercent(rocksPercent)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SummaryCard title={t('live.summary.sections')}>
          <SectionTimes summary={summary} />
        </SummaryCard>
        <SummaryCard title={t('live.attendees.title')} count={summary.attendees.length}>
          <PlainList gap={6}>
            {summary.attendees.map((attendee) => (
              <Group key={attendee.personId} component="li" justify="space-between" gap="xs">
                <Text size="sm">{attendee.name}</Text>
                {attendee.rating === null ? (
                  <Text size="sm" c="dimmed">
                    {t('live.summary.notRated')}
                  </Text>
                ) : (
                  <Badge color={isGoodRating(attendee.rating) ? 'teal' : 'orange'}>{attendee.rating}</Badge>
                )}
              </Group>
            ))}
          </PlainList>
          {average === null ? null : (
            <Text size="sm" fw={600}>
              {t('live.rating.average', { value: formatNumber(average) })} ·{' '}
              {isGoodRating(average) ? t('live.summary.good') : t('live.summary.notGood')}
            </Text>
          )}
        </SummaryCard>
        <SummaryCard title={t('live.summary.todosAdded')} count={summary.todosAdded.length}>
          <TitleList items={summary.todosAdded} empty={t('live.summary.none')} />
        </SummaryCard>
        <SummaryCard title={t('live.summary.todosCompleted')} count={summary.todosCompleted.length}>
          <TitleList items={summary.todosCompleted} empty={t('live.summary.none')} />
        </SummaryCard>
        <SummaryCard title={t('live.summary.issuesSolved')} count={summary.issuesSolved.length}>
          <TitleList items={summary.issuesSolved} empty={t('live.summary.none')} />
        </SummaryCard>
        <SummaryCard title={t('live.summary.headlines')} count={summary.headlinesReviewed.length}>
          <TitleList items={summary.headlinesReviewed} empty={t('live.summary.none')} />
        </SummaryCard>
        <SummaryCard title={t('live.summary.rocks')}>
          <Text size="sm">
            {t('live.summary.rocksLine', {
              onTrack: summary.rocks.onTrack,
              offTrack: summary.rocks.offTrack,
            })}
          </Text>
        </SummaryCard>
        <SummaryCard title={t('live.summary.scorecard')}>
          <ScorecardAsItStood scorecard={summary.scorecard} />
        </SummaryCard>
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The frozen summary of one ended meeting (`/traction/{tractionId}/{threadId}/{meetingId}`):
 * date and length, each section's time, attendees and ratings, to-dos, issues, headlines, rocks
 * and the scorecard as they stood when it ended. The recap email links here.
 */
export function MeetingSummaryPage() {
  const { subPage = '' } = useParams();
  const summary = useMeetingSummary(subPage);
  const { t } = useTranslation();
  useDocumentTitle(
    summary.data ? t('live.summary.documentTitle', { meeting: summary.data.title }) : t('live.summary.title'),
  );
  if (summary.isPending) return <LoadingView label={t('live.summary.loading')} />;
  if (summary.isError)
    return <EmptyState title={t('live.summary.notFound')} text={t('live.summary.notFoundText')} />;
  return <SummaryView meeting={summary.data} />;
}
