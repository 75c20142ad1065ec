import { HOME_PAGES } from '@cairn/domain/account/person-preferences';
import { can } from '@cairn/domain/permissions/can';
import { Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LoadingView } from '../../../components/loading-view.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import { ROLE_NAME_KEYS } from '../../../lib/i18n/role-names.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSession } from '../../../lib/session/session-query.ts';
import { DashboardBody } from '../../dashboard/index.ts';

/** The key of the greeting that fits the user's local time of day. */
function greetingKeyOf(date: Date): TTextKey {
  const hour = date.getHours();
  if (hour < 12) return 'dashboard.greeting.morning';
  if (hour < 18) return 'dashboard.greeting.afternoon';
  return 'dashboard.greeting.evening';
}

/**
 * Home (`/`), the Dashboard of the left menu. Without an organisation: the spec's message and the
 * create button. With one: a greeting and the person's dashboard of widgets (issue #16); right
 * after sign-in it opens the page the person chose instead, when that is another one.
 */
export function HomePage() {
  const { t } = useTranslation();
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
  // The guard sends a person without an organisation to the welcome route before this renders.
  if (!org || !person) return <LoadingView />;
  if (isAfterSignIn && firstPage && firstPage !== '/') return <Navigate to={firstPage} replace />;

  const greetingKey = greetingKeyOf(new Date());
  const greeting = user.firstName
    ? t('dashboard.greeting.named', { greeting: t(greetingKey), name: user.firstName })
    : t(greetingKey);

  return (
    <Stack gap="lg">
      <div>
        <PageTitle title={greeting} />
        <Text c="dimmed" mt={-12}>
          {t('dashboard.context', { org: org.name, role: t(ROLE_NAME_KEYS[person.role]) })}
        </Text>
      </div>
      <DashboardBody
        orgId={org.id}
        personId={person.id}
        isLeader={can(person, 'org.update')}
        canChange={can(person, 'content.change')}
      />
    </Stack>
  );
}
