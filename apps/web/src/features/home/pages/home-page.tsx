import { can } from '@cairn/domain/permissions/can';
import { ROLE_LABELS } from '@cairn/domain/permissions/roles';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { LoadingView } from '../../../components/loading-view.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useSession } from '../../../lib/session/session-query.ts';
import { AddPeoplePrompt } from '../components/add-people-prompt.tsx';
import { NoOrgView } from '../components/no-org-view.tsx';
import { TeamCard } from '../components/team-card.tsx';

/** A greeting that fits the user's local time of day. */
function greetingFor(date: Date): string {
  const hour = date.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/**
 * Home (`/`). Without an organisation: the spec's message and the create button. With one: a
 * greeting, the organisation's people with their roles and, for Owner and Admin, a prompt to
 * add people.
 */
export function HomePage() {
  const { data: session } = useSession();
  if (!session) return <LoadingView />;

  const { user, org, person } = session;
  if (!org || !person) return <NoOrgView firstName={user.firstName} />;

  const greeting = user.firstName ? `${greetingFor(new Date())}, ${user.firstName}` : greetingFor(new Date());
  const canAddPeople = can(person, 'people.add');

  return (
    <Stack gap="lg">
      <div>
        <PageTitle title={greeting} />
        <Text c="dimmed" mt={-12}>
          You are in {org.name} as {ROLE_LABELS[person.role]}.
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: canAddPeople ? 2 : 1 }} spacing="lg">
        <TeamCard orgId={org.id} myPersonId={person.id} />
        {canAddPeople ? <AddPeoplePrompt orgId={org.id} orgName={org.name} /> : null}
      </SimpleGrid>
    </Stack>
  );
}
