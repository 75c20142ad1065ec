import type { TGettingStarted, TGettingStartedStep } from '@cairn/domain/dashboard/getting-started';
import {
  Anchor,
  Button,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
// Only this card shows a Progress, on the lazy home page (app/styles.ts keeps the shared ones).
import '@mantine/core/styles/Progress.css';
import { Link } from 'react-router';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useDismissGettingStarted, useGettingStarted } from '../api/getting-started-api.ts';
import '../texts.ts';

/** Where each step is done. */
const STEP_PATHS: Record<TGettingStartedStep, (orgId: string) => string> = {
  invite: (orgId) => `/org/detail/${orgId}/people`,
  meeting: () => '/meeting/new',
  measurables: () => '/scorecards',
  rocks: () => '/rocks',
  vto: () => '/vto',
  firstMeeting: () => '/meetings',
};

/** Each step's name and sentence. */
const STEP_KEYS: Record<TGettingStartedStep, { title: TTextKey; text: TTextKey }> = {
  invite: {
    title: 'dashboard.gettingStarted.step.inviteTitle',
    text: 'dashboard.gettingStarted.step.inviteText',
  },
  meeting: {
    title: 'dashboard.gettingStarted.step.meetingTitle',
    text: 'dashboard.gettingStarted.step.meetingText',
  },
  measurables: {
    title: 'dashboard.gettingStarted.step.measurablesTitle',
    text: 'dashboard.gettingStarted.step.measurablesText',
  },
  rocks: {
    title: 'dashboard.gettingStarted.step.rocksTitle',
    text: 'dashboard.gettingStarted.step.rocksText',
  },
  vto: { title: 'dashboard.gettingStarted.step.vtoTitle', text: 'dashboard.gettingStarted.step.vtoText' },
  firstMeeting: {
    title: 'dashboard.gettingStarted.step.firstMeetingTitle',
    text: 'dashboard.gettingStarted.step.firstMeetingText',
  },
};

/** One step: ticked when done, else a link to where it is done. */
function Step({ step, isDone, orgId }: { step: TGettingStartedStep; isDone: boolean; orgId: string }) {
  const { t } = useTranslation();
  const title = t(STEP_KEYS[step].title);
  const text = t(STEP_KEYS[step].text);
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon
        size={24}
        radius="xl"
        variant={isDone ? 'filled' : 'light'}
        color={isDone ? 'green.8' : 'gray'}
        aria-hidden
      >
        {isDone ? <IconCheck size={16} /> : null}
      </ThemeIcon>
      <Stack gap={0}>
        {isDone ? (
          <Text fw={600} td="line-through" c="dimmed">
            {title} <VisuallyHidden>{t('dashboard.gettingStarted.done')}</VisuallyHidden>
          </Text>
        ) : (
          <Anchor component={Link} to={STEP_PATHS[step](orgId)} fw={600}>
            {title}
          </Anchor>
        )}
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </Stack>
    </Group>
  );
}

/** The card itself, for an answer with steps left. */
function GettingStartedSteps({ orgId, gettingStarted }: { orgId: string; gettingStarted: TGettingStarted }) {
  const { t } = useTranslation();
  const dismiss = useDismissGettingStarted(orgId);
  const done = gettingStarted.steps.filter((step) => step.isDone).length;
  const total = gettingStarted.steps.length;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="getting-started"
    >
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <Stack gap={2}>
          <Title order={2} fz="h4" id="getting-started">
            {t('dashboard.gettingStarted.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('dashboard.gettingStarted.progress', { done, count: total })}
          </Text>
        </Stack>
        <Button
          variant="subtle"
          size="xs"
          style={{ flexShrink: 0 }}
          loading={dismiss.isPending}
          onClick={() => dismiss.mutate(true)}
        >
          {t('dashboard.gettingStarted.dismiss')}
        </Button>
      </Group>
      <Progress
        value={(done / total) * 100}
        size="sm"
        mb="md"
        aria-label={t('dashboard.gettingStarted.progressLabel', { done, count: total })}
      />
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {gettingStarted.steps.map(({ step, isDone }) => (
          <Step key={step} step={step} isDone={isDone} orgId={orgId} />
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/**
 * A new organisation's first week on the dashboard of its leaders (issue 35 point 11): invite
 * the team, create the Level 10, add measurables, set rocks, fill in the V/TO, run the first
 * meeting. Gone once every step is done or the person dismisses it.
 */
export function GettingStartedCard({ orgId, isLeader }: { orgId: string; isLeader: boolean }) {
  const { data } = useGettingStarted(orgId, isLeader);
  if (!data || data.isDismissed || data.steps.every((step) => step.isDone)) return null;
  return <GettingStartedSteps orgId={orgId} gettingStarted={data} />;
}
