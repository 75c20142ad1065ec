import { Button, Group, Tabs } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { historyPathOf, livePathOf } from '../utils/live-paths.ts';
import { overviewPathOf } from '../utils/meeting-paths.ts';

const TEXTS = { overview: 'Overview', history: 'Past meetings', live: 'Go to the live meeting' } as const;

/**
 * The sub-pages of a meeting (its overview and its past meetings) and the way into its live
 * meeting, where the team holds it every week.
 */
export function MeetingTabs({ meetingId, current }: { meetingId: string; current: 'overview' | 'history' }) {
  const navigate = useNavigate();
  return (
    <Group justify="space-between" align="flex-end" gap="xs" wrap="wrap">
      <Tabs
        value={current}
        onChange={(value) =>
          navigate(value === 'history' ? historyPathOf(meetingId) : overviewPathOf(meetingId))
        }
      >
        <Tabs.List>
          <Tabs.Tab value="overview">{TEXTS.overview}</Tabs.Tab>
          <Tabs.Tab value="history">{TEXTS.history}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Button
        component={Link}
        to={livePathOf(meetingId)}
        color="green"
        leftSection={<IconPlayerPlay size={16} aria-hidden />}
      >
        {TEXTS.live}
      </Button>
    </Group>
  );
}
