import { Alert, Anchor, Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { type TScorecardOfMeeting, useScorecardsOfMeetings } from '../api/get-scorecards-of-meetings.ts';

const scorecardPath = (card: TScorecardOfMeeting) =>
  `/traction/${card.tractionId}/${card.tractionId}/scorecard`;
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** One meeting's scorecard: its name, its size and the way in. */
function ScorecardCard({ card }: { card: TScorecardOfMeeting }) {
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap={6}>
        <Anchor component={Link} to={scorecardPath(card)} fw={600} size="lg" lineClamp={2}>
          {card.title}
        </Anchor>
        <Text size="sm" c="dimmed">
          {plural(card.measurableCount, 'measurable', 'measurables')} ·{' '}
          {plural(card.peopleCount, 'person', 'people')}
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
  const scorecards = useScorecardsOfMeetings();
  const cards = scorecards.data ?? [];
  return (
    <Stack gap="md">
      <PageTitle title="Scorecards" />
      {scorecards.isPending ? <LoadingView label="Loading scorecards" /> : null}
      {scorecards.isError ? (
        <Alert color="red" variant="light" role="alert" title="The scorecards could not be loaded">
          <Button size="xs" variant="white" onClick={() => scorecards.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {scorecards.isSuccess && cards.length === 0 ? (
        <EmptyState
          icon={<IconChartLine size={28} />}
          title="No scorecards yet"
          text="Every meeting has a scorecard: the weekly numbers its team reviews. Create a meeting, then add measurables to its scorecard."
          action={
            <Button component={Link} to="/meetings">
              Go to meetings
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
