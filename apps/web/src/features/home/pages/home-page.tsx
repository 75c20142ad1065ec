import { can } from '@cairn/domain/permissions/can';
import { ROLE_LABELS } from '@cairn/domain/permissions/roles';
import { Stack, Text } from '@mantine/core';
import { LoadingView } from '../../../components/loading-view.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useSession } from '../../../lib/session/session-query.ts';
import { DashboardWidgets } from '../../dashboard/components/dashboard-widgets.tsx';
import { NoOrgView } from '../components/no-org-view.tsx';

/** A greeting that fits the user's local time of day. */
function greetingFor(date: Date): string {
  const hour = date.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/**
 * Home (`/`), the Dashboard of the left menu. Without an organisation: the spec's message and the
 * create button. With one: a greeting and the person's dashboard of widgets (issue #16).
 */
export function HomePage() {
  const { data: session } = useSession();
  if (!session) return <LoadingView />;

  const { user, org, person } = session;
  if (!org || !person) return <NoOrgView firstName={user.firstName} />;

  const greeting = user.firstName ? `${greetingFor(new Date())}, ${user.firstName}` : greetingFor(new Date());

  return (
    <Stack gap="lg">
      <div>
        <PageTitle title={greeting} />
        <Text c="dimmed" mt={-12}>
          You are in {org.name} as {ROLE_LABELS[person.role]}.
        </Text>
      </div>
      <DashboardWidgets orgId={org.id} personId={person.id} canChange={can(person, 'content.change')} />
    </Stack>
  );
}
