import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { buildTestSession } from '../../test/sessions.ts';
import { sessionQueryKey } from './session-query.ts';
import { SESSION_RENEWAL_MARGIN_MS, useSessionRenewal } from './use-session-renewal.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useSessionRenewal', () => {
  it('reloads the session 300 s before it expires, and again before the renewed expiry', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') });
    const renewedUntil = '2026-11-24T14:00:00.000Z';
    const { calls } = mockFetch({
      'GET /api/v2/session': {
        body: { ...buildTestSession({ session: { id: 's', expiresAt: renewedUntil } }), succeeded: true },
      },
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData(
      sessionQueryKey,
      buildTestSession({ session: { id: 's', expiresAt: '2026-11-24T13:00:00.000Z' } }),
    );
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    renderHook(() => useSessionRenewal(), { wrapper });

    await act(async () => vi.advanceTimersByTime(60 * 60_000 - SESSION_RENEWAL_MARGIN_MS - 1));
    expect(calls).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(1));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await vi.waitFor(() =>
      expect(
        queryClient.getQueryData<{ session: { expiresAt: string } }>(sessionQueryKey)?.session.expiresAt,
      ).toBe(renewedUntil),
    );
    await act(async () => vi.advanceTimersByTime(60 * 60_000));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
  });
});
