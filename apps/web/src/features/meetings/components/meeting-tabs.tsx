import { Button, Group, Tabs } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useFeatureFlag } from '../../../lib/feature-flags.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { historyPathOf, livePathOf } from '../utils/live-paths.ts';
import { overviewPathOf, quarterlyPathOf } from '../utils/meeting-paths.ts';
import '../texts.ts';

type TMeetingTab = 'overview' | 'history' | 'quarterly';
const PATHS: Record<TMeetingTab, (meetingId: string) => string> = {
  overview: overviewPathOf,
  history: historyPathOf,
  quarterly: quarterlyPathOf,
};

/**
 * The sub-pages of a meeting (its overview, its past meetings and, with the QuarterlyPulsing flag,
 * its quarterly session) and the way into its live meeting, where the team holds it every week.
 */
export function MeetingTabs({ meetingId, current }: { meetingId: string; current: TMeetingTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hasQuarterly = useFeatureFlag('QuarterlyPulsing');
  return (
    <Group justify="space-between" align="flex-end" gap="xs" wrap="wrap">
      <Tabs
        value={current}
        onChange={(value) => navigate(PATHS[(value as TMeetingTab | null) ?? 'overview'](meetingId))}
      >
        <Tabs.List>
          <Tabs.Tab value="overview">{t('meeting.tabs.overview')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('meeting.tabs.history')}</Tabs.Tab>
          {hasQuarterly ? <Tabs.Tab value="quarterly">{t('meeting.tabs.quarterly')}</Tabs.Tab> : null}
        </Tabs.List>
      </Tabs>
      <Button
        component={Link}
        to={livePathOf(meetingId)}
        color="green"
        leftSection={<IconPlayerPlay size={16} aria-hidden />}
      >
        {t('meeting.tabs.live')}
      </Button>
    </Group>
  );
}
