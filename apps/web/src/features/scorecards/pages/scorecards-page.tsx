import { Alert, Anchor, Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { type TScorecardOfMeeting, useScorecardsOfMeetings } from '../api/get-scorecards-of-meetings.ts';
import '../texts.ts';

const scorecardPath = (card: TScorecardOfMeeting) =>
  `/traction/${card.tractionId}/${card.tractionId}/scorecard`;

/** One meeting's scorecard: its name, its size and the way in. */
function ScorecardCard({ card }: { card: TScorecardOfMeeting }) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap={6}>
        <Anchor component={Link} to={scorecardPath(card)} fw={600} size="lg" lineClamp={2}>
          {card.title}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('scorecard.list.size', {
            measurables: t('scorecard.list.measurables', { count: card.measurableCount }),
            people: t('scorecard.list.people', { count: card.peopleCount }),
          })}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * Scorecards (`/scorecards`): the scorecard of every meeting the caller is in, by meeting name,
 * each with how many measurables it shows, so a person who owns numbers in several meetings
 * finds each without opening the meetings first.
 */
export function ScorecardsPage() {
  const { t } = useTranslation();
  const scorecards = useScorecardsOfMeetings();
  const cards = scorecards.data ?? [];
  return (
    <Stack gap="md">
      <PageTitle title={t('scorecard.list.title')} />
      {scorecards.isPending ? <LoadingView label={t('scorecard.list.loading')} /> : null}
      {scorecards.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('scorecard.list.loadFailed')}>
          <Button size="xs" variant="white" onClick={() => scorecards.refetch()}>
            {t('scorecard.list.tryAgain')}
          </Button>
        </Alert>
      ) : null}
      {scorecards.isSuccess && cards.length === 0 ? (
        <EmptyState
          icon={<IconChartLine size={28} />}
          title={t('scorecard.list.emptyTitle')}
          text={t('scorecard.list.emptyText')}
          action={
            <Button component={Link} to="/meetings">
              {t('scorecard.list.goToMeetings')}
            </Button>
          }
        />
      ) : null}
      {cards.length > 0 ? (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {cards.map((card) => (
            <ScorecardCard key={card.id} card={card} />
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
