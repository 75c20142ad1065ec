import { BILLING_OFF_SUBSCRIPTION, type TSessionAnswer } from '@cairn/domain/account/session.schemas';
import type { TRole } from '@cairn/domain/permissions/roles';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { sessionQueryKey, type TSession } from '../../lib/session/session-query.ts';
import { FEATURE_ORG_ID, FEATURE_PERSON_ID } from '../../test/people.ts';

export const USER_ID = '11111111-1111-4111-8111-111111111111';
export const ORG_ID = FEATURE_ORG_ID;
export const PERSON_ID = FEATURE_PERSON_ID;

/** A signed-in session; `role` null means the user has no organisation yet. */
export function buildSession(role: TRole | null = 'Owner', orgName = 'Northwind'): TSessionAnswer {
  return {
    session: { id: '44444444-4444-4444-8444-444444444444', expiresAt: '2099-01-01T00:00:00.000Z' },
    user: {
      id: USER_ID,
      email: 'frances@example.com',
      username: 'frances@example.com',
      firstName: 'Frances',
      lastName: 'Founder',
      defaultOrgId: role ? ORG_ID : null,
      orgs: role ? [{ id: ORG_ID, name: orgName, logoUrl: null }] : [],
      navBarOpen: null,
      userLocale: 'en',
      localePreference: null,
      licenses: role ? [{ orgId: ORG_ID, hasLicense: role !== 'Observer' && role !== 'Implementer' }] : [],
      permissions: [],
      reverseScorecard: false,
      showAverage: true,
      showTotal: false,
      theme: 0,
      dashboard: 1,
      isInstanceAdmin: false,
      twoFactorEnabled: false,
      avatarUrl: null,
    },
    hasAccount: true,
    orgId: role ? ORG_ID : null,
    org: role
      ? {
          id: ORG_ID,
          name: orgName,
          themeColor: '#ff7900',
          timeZone: 'UTC',
          weekStart: 'Monday',
          requireTwoFactor: false,
          terms: {},
        }
      : null,
    person: role ? { id: PERSON_ID, role, upgradeRequestStatus: 'None' } : null,
    permissions: [],
    subscription: role ? BILLING_OFF_SUBSCRIPTION : null,
  };
}

/** Shows where the router went, for tests that check navigation (also beside a component). */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

type TRenderOptions = {
  /** The address the test starts at, e.g. '/login?redirect=%2Fx'. */
  url: string;
  /** The route pattern the component is mounted under, e.g. '/login'. */
  path: string;
  /** The cached session: an answer, null (signed out) or undefined (not loaded). */
  session?: TSession;
};

/**
 * Renders a feature component as the app would: Mantine with modals and toasts, a fresh
 * QueryClient (no retries) and a router at `url`. Any other path shows a probe with the location.
 */
export function renderFeature(ui: ReactElement, { url, path, session }: TRenderOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000 }, mutations: { retry: false } },
  });
  if (session !== undefined) queryClient.setQueryData(sessionQueryKey, session);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <ModalsProvider>
          <Notifications />
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={<LocationProbe />} />
            </Routes>
          </MemoryRouter>
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
