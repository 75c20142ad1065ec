import { HOME_PAGES } from '@cairn/domain/account/person-preferences';
import { can } from '@cairn/domain/permissions/can';
import { ROLE_LABELS } from '@cairn/domain/permissions/roles';
import { Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LoadingView } from '../../../components/loading-view.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useSession } from '../../../lib/session/session-query.ts';
import { DashboardWidgets, GettingStartedCard } from '../../dashboard/index.ts';
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
 * create button. With one: a greeting and the person's dashboard of widgets (issue #16); right
 * after sign-in it opens the page the person chose instead, when that is another one.
 */
export function HomePage() {
  const { data: session } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  // Right after sign-in, the first page the person chose (Manage account, Preferences). The mark
  // is cleared on landing, so a choice made later (this page stays under the popup) moves nothing.
  const isAfterSignIn = Boolean((location.state as { isAfterSignIn?: boolean } | null)?.isAfterSignIn);
  const firstPage = session
    ? (HOME_PAGES.find((page) => page.id === session.user.dashboard)?.path ?? '/')
    : null;
  useEffect(() => {
    if (isAfterSignIn && firstPage === '/')
      navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [isAfterSignIn, firstPage, navigate, location.pathname, location.search]);
  if (!session) return <LoadingView />;

  const { user, org, person } = session;
  if (!org || !person) return <NoOrgView firstName={user.firstName} />;
  if (isAfterSignIn && firstPage && firstPage !== '/') return <Navigate to={firstPage} replace />;

  const greeting = user.firstName ? `${greetingFor(new Date())}, ${user.firstName}` : greetingFor(new Date());

  return (
    <Stack gap="lg">
      <div>
        <PageTitle title={greeting} />
        <Text c="dimmed" mt={-12}>
          You are in {org.name} as {ROLE_LABELS[person.role]}.
        </Text>
      </div>
      <GettingStartedCard orgId={org.id} isLeader={can(person, 'org.update')} />
      <DashboardWidgets orgId={org.id} personId={person.id} canChange={can(person, 'content.change')} />
    </Stack>
  );
}
