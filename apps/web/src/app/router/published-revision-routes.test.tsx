import { DEFAULT_FEATURE_FLAGS } from '@cairn/domain/flags/feature-flags';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { createTestQueryClient, LocationProbe, TestMantine } from '../../test/render.tsx';
import { buildTestSession } from '../../test/sessions.ts';
import { AppRoutes } from './app-routes.tsx';

const COLLECTION = '11111111-1111-4111-8111-111111111111';
const DRAFT = '22222222-2222-4222-8222-222222222222';
const PUBLISHED = '33333333-3333-4333-8333-333333333333';

function renderAt(path: string) {
  mockFetch({
    'GET /api/v2/session': { body: { succeeded: true, messages: [], ...buildTestSession() } },
    'GET /api/v2/app-configuration/feature-flags': {
      body: { succeeded: true, messages: [], featureFlags: DEFAULT_FEATURE_FLAGS },
    },
  });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <TestMantine>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </TestMantine>
    </QueryClientProvider>,
  );
}
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the {publishedId?} of the V/TO and chart routes (000 §2.1)', () => {
  it('opens the published V/TO revision', async () => {
    renderAt(`/vto/detail/${COLLECTION}/${DRAFT}/${PUBLISHED}`);
    await waitFor(() => expect(location()).toBe(`/vto/detail/${COLLECTION}/${PUBLISHED}`));
  });

  it('keeps the sub-page after the published id', async () => {
    renderAt(`/vto/detail/${COLLECTION}/${DRAFT}/${PUBLISHED}/traction`);
    await waitFor(() => expect(location()).toBe(`/vto/detail/${COLLECTION}/${PUBLISHED}/traction`));
  });

  it('leaves a sub-page name where it is', async () => {
    renderAt(`/vto/detail/${COLLECTION}/${DRAFT}/traction`);
    // The page itself answers (the mocked server has no such revision).
    expect(await screen.findByText('This V/TO could not be loaded')).toBeInTheDocument();
    expect(location()).toBe(`/vto/detail/${COLLECTION}/${DRAFT}/traction`);
  });

  it('opens the published chart revision', async () => {
    renderAt(`/ac/collection/${COLLECTION}/revision/${DRAFT}/${PUBLISHED}`);
    await waitFor(() => expect(location()).toBe(`/ac/collection/${COLLECTION}/revision/${PUBLISHED}`));
  });
});
