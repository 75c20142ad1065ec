import { ADMIN_FEATURE_FLAGS, DEFAULT_FEATURE_FLAGS } from '@cairn/domain/flags/feature-flags';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature } from '../../test-support/render-feature.tsx';
import { FeatureFlagsPage } from './feature-flags-page.tsx';

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const adminSession = () => {
  const session = buildSession('Owner');
  return { ...session, user: { ...session.user, isInstanceAdmin: true } };
};

describe('FeatureFlagsPage', () => {
  it('lets the instance administrator switch a flag for everyone and says so', async () => {
    const api = mockApi({
      'GET /app-configuration/feature-flags': { body: { featureFlags: DEFAULT_FEATURE_FLAGS } },
      'GET /app-configuration/investigation-banner': { body: { investigationBanner: { text: '' } } },
      'PUT /app-configuration/feature-flags': {
        body: { featureFlags: { ...DEFAULT_FEATURE_FLAGS, CascadeHeadlines: true } },
      },
    });
    renderFeature(<FeatureFlagsPage />, {
      url: '/admin/feature-flags',
      path: '/admin/feature-flags',
      session: adminSession(),
    });
    const cascade = await screen.findByRole('switch', { name: 'Cascade headlines' });
    expect(cascade).not.toBeChecked();
    // One switch per flag an administrator may change (fifteen since the shell's banner, chat and single sign-on).
    expect(screen.getAllByRole('switch')).toHaveLength(ADMIN_FEATURE_FLAGS.length);
    expect(ADMIN_FEATURE_FLAGS).toHaveLength(15);
    await userEvent.click(cascade);
    await waitFor(() => expect(api.callsTo('PUT /app-configuration/feature-flags')).toHaveLength(1));
    expect(api.callsTo('PUT /app-configuration/feature-flags')[0]?.body).toEqual({
      featureFlags: { CascadeHeadlines: true },
    });
    expect(await screen.findByText('Cascade headlines is on for everyone.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Cascade headlines' })).toBeChecked();
    expect(screen.getByText('Changed from the default')).toBeInTheDocument();
  });

  it('tells anyone else the page is not theirs, with no switches', async () => {
    mockApi({ 'GET /app-configuration/feature-flags': { body: { featureFlags: DEFAULT_FEATURE_FLAGS } } });
    renderFeature(<FeatureFlagsPage />, {
      url: '/admin/feature-flags',
      path: '/admin/feature-flags',
      session: buildSession('Owner'),
    });
    expect(screen.getByText('Only the instance administrator can change feature flags.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
