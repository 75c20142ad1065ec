import '@mantine/core/styles/Timeline.css';
import { endSentence } from '@cairn/domain/common/sentence';
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
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useModalNavigate } from '../../../lib/navigation/modal-route.tsx';
import { useSession } from '../../../lib/session/session-query.ts';
import '../texts.ts';

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
  const { t } = useTranslation();
  const { data: session } = useSession();
  const openModal = useModalNavigate();
  if (!session) return <LoadingView />;
  const { user, org, person } = session;
  const isManager = Boolean(person && can(person, 'people.add'));
  const steps: TStep[] = [
    {
      title: t('welcome.step.org.title'),
      text: org ? t('welcome.step.org.done', { org: endSentence(org.name) }) : t('welcome.step.org.text'),
      isDone: Boolean(org),
      action: org ? null : (
        <Button
          leftSection={<IconBuildingCommunity size={16} aria-hidden />}
          onClick={() => openModal(PATHS.createOrg)}
        >
          {t('welcome.step.org.action')}
        </Button>
      ),
    },
    {
      title: t('welcome.step.invite.title'),
      text: t('welcome.step.invite.text'),
      isDone: false,
      action:
        org && isManager ? (
          <Button
            variant="light"
            component={Link}
            to={PATHS.people(org.id)}
            leftSection={<IconUsersPlus size={16} aria-hidden />}
          >
            {t('welcome.step.invite.action')}
          </Button>
        ) : null,
    },
    {
      title: t('welcome.step.meeting.title'),
      text: t('welcome.step.meeting.text'),
      isDone: false,
      action:
        org && person && can(person, 'meetings.create') ? (
          <Button
            variant="light"
            leftSection={<IconCalendarEvent size={16} aria-hidden />}
            onClick={() => openModal(PATHS.newMeeting)}
          >
            {t('welcome.step.meeting.action')}
          </Button>
        ) : null,
    },
    {
      title: t('welcome.step.dashboard.title'),
      text: t('welcome.step.dashboard.text'),
      isDone: false,
      action: org ? (
        <Button
          variant="default"
          component={Link}
          to={PATHS.dashboard}
          leftSection={<IconLayoutDashboard size={16} aria-hidden />}
        >
          {t('welcome.step.dashboard.action')}
        </Button>
      ) : null,
    },
  ];
  return (
    <Container size="sm" px={0} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <PageTitle
            title={user.firstName ? t('welcome.titleNamed', { name: user.firstName }) : t('welcome.title')}
          />
          <Text c="dimmed" mt={-12}>
            {t('welcome.intro')}
          </Text>
          {org ? null : (
            <Text fw={600} mt="sm">
              {t('welcome.noOrganization')}
            </Text>
          )}
        </div>
        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-label={t('welcome.setupHeading')}
        >
          <Stack gap="md">
            <Title order={2} fz="h4">
              {t('welcome.setupHeading')}
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
  const { t } = useTranslation();
  const { data: session } = useSession();
  if (!session) return <LoadingView />;
  if (!session.org) return <OrgSetupWelcome />;
  return (
    <Container size="md" px={0} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <PageTitle title={t('welcome.member.title', { org: session.org.name })} />
          <Text c="dimmed" mt={-12}>
            {t('welcome.member.intro')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <ToolCard
            icon={<IconLayoutDashboard size={20} />}
            title={t('welcome.tool.dashboard.title')}
            text={t('welcome.tool.dashboard.text')}
            action={t('welcome.tool.dashboard.action')}
            to={PATHS.dashboard}
          />
          <ToolCard
            icon={<IconCalendarEvent size={20} />}
            title={t('welcome.tool.meetings.title')}
            text={t('welcome.tool.meetings.text')}
            action={t('welcome.tool.meetings.action')}
            to={PATHS.meetings}
          />
          <ToolCard
            icon={<IconChecklist size={20} />}
            title={t('welcome.tool.todos.title')}
            text={t('welcome.tool.todos.text')}
            action={t('welcome.tool.todos.action')}
            to={PATHS.todos}
          />
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
