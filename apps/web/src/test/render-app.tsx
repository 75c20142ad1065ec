import { DEFAULT_FEATURE_FLAGS, type TFeatureFlags } from '@cairn/domain/flags/feature-flags';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { type InitialEntry, MemoryRouter } from 'react-router';
import { AppRoutes } from '../app/router/app-routes.tsx';
import type { TSession } from '../lib/session/session-query.ts';
import { mockFetch } from './fetch-mock.ts';
import { createTestQueryClient, LocationProbe, TestMantine } from './render.tsx';

/** Serves the session (or 401 when null) and the feature flags; answers the recorded calls. */
export function serveSession(
  session: TSession,
  flags: Partial<TFeatureFlags> = {},
  instance: { isUnderMaintenance?: boolean } = {},
) {
  return mockFetch({
    'GET /api/v2/session': session
      ? { body: { succeeded: true, messages: [], ...session } }
      : { status: 401, body: { succeeded: false, messages: [] } },
    'GET /api/v2/app-configuration/feature-flags': {
      body: { succeeded: true, messages: [], featureFlags: { ...DEFAULT_FEATURE_FLAGS, ...flags } },
    },
    'GET /api/v2/app-configuration/instance': {
      body: {
        succeeded: true,
        messages: [],
        instance: {
          isUnderMaintenance: instance.isUnderMaintenance ?? false,
          investigationBanner: null,
          support: { url: null, email: null, chatUrl: null },
          socialLinks: [],
        },
      },
    },
  });
}

/** The whole app's routes and guards at `entry`, with a probe of where they lead (`currentLocation`). */
export function renderAppAt(entry: InitialEntry) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <TestMantine>
        <MemoryRouter initialEntries={[entry]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </TestMantine>
    </QueryClientProvider>,
  );
}

/** Where the app is now (path and query). */
export const currentLocation = () => screen.getByTestId('location').textContent;
