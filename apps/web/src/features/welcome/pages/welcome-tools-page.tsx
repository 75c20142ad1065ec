import '@mantine/core/styles/Timeline.css';
import { ACCOUNT_TEXTS } from '@cairn/domain/account/account.constants';
import { can } from '@cairn/domain/permissions/can';
import { Button, Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import {
  IconBuildingCommunity,
  IconCalendarEvent,
  IconCheck,
  IconChecklist,
  IconLayoutDashboard,
  IconUsersPlus,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { LoadingView } from '../../../components/loading-view.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useModalNavigate } from '../../../lib/navigation/modal-route.tsx';
import { useSession } from '../../../lib/session/session-query.ts';
import { WELCOME_TEXTS as TEXTS } from '../components/welcome-texts.ts';

/** Where a welcome page leads (routes of 000 §2.1). */
const PATHS = {
  createOrg: '/org/create',
  newMeeting: '/meeting/new',
  dashboard: '/',
  meetings: '/meetings',
  todos: '/todos',
  people: (orgId: string) => `/org/detail/${orgId}/people`,
};

type TStep = { title: string; text: string; isDone: boolean; action: ReactNode };

/** The set-up timeline: done steps are ticked, the others offer their action. */
function SetupSteps({ steps }: { steps: TStep[] }) {
  const active = steps.findIndex((step) => !step.isDone);
  return (
    <Timeline active={active === -1 ? steps.length - 1 : active - 1} bulletSize={28} lineWidth={2}>
      {steps.map((step, index) => (
        <Timeline.Item
          key={step.title}
          bullet={step.isDone ? <IconCheck size={16} aria-hidden /> : <Text size="sm">{index + 1}</Text>}
          title={
            <Title order={3} fz="h5">
              {step.title}
            </Title>
          }
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm" c="dimmed">
              {step.text}
            </Text>
            {step.action}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/**
 * `/welcome/tools` (000 §2.1 entry route, no organisation needed): the set-up guide. Without an
 * organisation the first step creates one; with one, what is done is ticked and the next steps
 * (invite the team, create the weekly meeting) are a click away for those who may.
 */
function OrgSetupWelcome() {
  const { data: session } = useSession();
  const openModal = useModalNavigate();
  if (!session) return <LoadingView />;
  const { user, org, person } = session;
  const isManager = Boolean(person && can(person, 'people.add'));
  const steps: TStep[] = [
    {
      title: TEXTS.steps.org.title,
      text: org ? TEXTS.steps.org.done(org.name) : TEXTS.steps.org.todo,
      isDone: Boolean(org),
      action: org ? null : (
        <Button
          leftSection={<IconBuildingCommunity size={16} aria-hidden />}
          onClick={() => openModal(PATHS.createOrg)}
        >
          {TEXTS.steps.org.action}
        </Button>
      ),
    },
    {
      title: TEXTS.steps.invite.title,
      text: TEXTS.steps.invite.text,
      isDone: false,
      action:
        org && isManager ? (
          <Button
            variant="light"
            component={Link}
            to={PATHS.people(org.id)}
            leftSection={<IconUsersPlus size={16} aria-hidden />}
          >
            {TEXTS.steps.invite.action}
          </Button>
        ) : null,
    },
    {
      title: TEXTS.steps.meeting.title,
      text: TEXTS.steps.meeting.text,
      isDone: false,
      action:
        org && person && can(person, 'meetings.create') ? (
          <Button
            variant="light"
            leftSection={<IconCalendarEvent size={16} aria-hidden />}
            onClick={() => openModal(PATHS.newMeeting)}
          >
            {TEXTS.steps.meeting.action}
          </Button>
        ) : null,
    },
    {
      title: TEXTS.steps.dashboard.title,
      text: TEXTS.steps.dashboard.text,
      isDone: false,
      action: org ? (
        <Button
          variant="default"
          component={Link}
          to={PATHS.dashboard}
          leftSection={<IconLayoutDashboard size={16} aria-hidden />}
        >
          {TEXTS.steps.dashboard.action}
        </Button>
      ) : null,
    },
  ];
  return (
    <Container size="sm" px={0} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <PageTitle title={TEXTS.title(user.firstName)} />
          <Text c="dimmed" mt={-12}>
            {TEXTS.intro}
          </Text>
          {org ? null : (
            <Text fw={600} mt="sm">
              {ACCOUNT_TEXTS.noOrganization}
            </Text>
          )}
        </div>
        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-label={TEXTS.setupHeading}
        >
          <Stack gap="md">
            <Title order={2} fz="h4">
              {TEXTS.setupHeading}
            </Title>
            <SetupSteps steps={steps} />
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

/** One tool a new member starts with: what it is and the way in. */
function ToolCard(props: { icon: ReactNode; title: string; text: string; action: string; to: string }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={props.title}>
      <Stack gap="sm" h="100%">
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          {props.icon}
        </ThemeIcon>
        <Title order={2} fz="h5">
          {props.title}
        </Title>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {props.text}
        </Text>
        <Button variant="light" component={Link} to={props.to}>
          {props.action}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * `/welcome/tools/user`: the welcome of someone who joined an organisation (by invitation): the
 * three places their week lives. Without an organisation it is the set-up guide.
 */
function MemberWelcome() {
  const { data: session } = useSession();
  if (!session) return <LoadingView />;
  if (!session.org) return <OrgSetupWelcome />;
  return (
    <Container size="md" px={0} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <PageTitle title={TEXTS.userTitle(session.org.name)} />
          <Text c="dimmed" mt={-12}>
            {TEXTS.userIntro}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <ToolCard
            icon={<IconLayoutDashboard size={20} />}
            {...TEXTS.tools.dashboard}
            to={PATHS.dashboard}
          />
          <ToolCard icon={<IconCalendarEvent size={20} />} {...TEXTS.tools.meetings} to={PATHS.meetings} />
          <ToolCard icon={<IconChecklist size={20} />} {...TEXTS.tools.todos} to={PATHS.todos} />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

/** The entry routes `/welcome/tools` and `/welcome/tools/user` (000 §2.1, §2.2). */
export function WelcomeToolsPage() {
  const { pathname } = useLocation();
  return pathname.replace(/\/$/, '').endsWith('/user') ? <MemberWelcome /> : <OrgSetupWelcome />;
}
