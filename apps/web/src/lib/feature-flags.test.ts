import { DEFAULT_FEATURE_FLAGS, FEATURE_FLAG_TEXTS } from '@cairn/domain/flags/feature-flags';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock.ts';
import { fetchFeatureFlags } from './feature-flags.ts';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('feature flags', () => {
  it('merges the server map over the defaults and ignores unknown names', async () => {
    mockFetch({
      'GET /api/v2/app-configuration/feature-flags': {
        body: {
          succeeded: true,
          messages: [],
          featureFlags: { SmartRocks: true, Insights: false, NotAFlag: true },
        },
      },
    });
    const flags = await fetchFeatureFlags();
    expect(flags.SmartRocks).toBe(true);
    expect(flags.Insights).toBe(false);
    expect(flags.StyleGuide).toBe(DEFAULT_FEATURE_FLAGS.StyleGuide);
    expect(flags).not.toHaveProperty('NotAFlag');
  });

  it('uses the defaults and says so when the flags cannot be loaded', async () => {
    const show = vi.spyOn(notifications, 'show');
    mockFetch({
      'GET /api/v2/app-configuration/feature-flags': {
        status: 500,
        body: { succeeded: false, messages: [] },
      },
    });
    const flags = await fetchFeatureFlags();
    expect(flags).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: FEATURE_FLAG_TEXTS.loadFailed }));
  });

  it('uses the defaults when the network is down', async () => {
    const show = vi.spyOn(notifications, 'show');
    mockFetch({ 'GET /api/v2/app-configuration/feature-flags': 'network-error' });
    expect(await fetchFeatureFlags()).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Unable to load feature flags, using default values.' }),
    );
  });
});
