import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { buildTheme } from '../app/theme.ts';

/** A QueryClient for tests: no retries, so failures show at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

/** Renders the current location as text (`data-testid="location"`), for navigation assertions. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</div>;
}

/** Mantine (Cairn's theme, no transitions) and the toast container, without router or query client. */
export function TestMantine({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={{ ...buildTheme(null), respectReducedMotion: false }} env="test">
      <Notifications />
      {children}
    </MantineProvider>
  );
}

/**
 * Renders UI the way the app does: Mantine, a QueryClient and a memory router at `route`.
 * Returns the QueryClient too, to seed or inspect the cache.
 */
export function renderWithProviders(
  ui: ReactElement,
  options: { route?: string; queryClient?: QueryClient; withLocation?: boolean } = {},
): RenderResult & { queryClient: QueryClient } {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <TestMantine>
        <MemoryRouter initialEntries={[options.route ?? '/']}>
          {ui}
          {options.withLocation ? <LocationProbe /> : null}
        </MemoryRouter>
      </TestMantine>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
