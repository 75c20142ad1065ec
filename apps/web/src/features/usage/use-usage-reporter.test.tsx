import { DEFAULT_FEATURE_FLAGS } from '@cairn/domain/flags/feature-flags';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../test-support/mock-api.ts';
import { buildSession, renderFeature } from '../test-support/render-feature.tsx';
import { useUsageReporter } from './use-usage-reporter.ts';

/** A page that counts its visits and can go elsewhere. */
function Browsing() {
  useUsageReporter();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate('/rocks')}>
        rocks
      </button>
      <button type="button" onClick={() => navigate('/todos')}>
        todos
      </button>
      <button type="button" onClick={() => navigate('/privacy')}>
        privacy
      </button>
    </>
  );
}

const hidePage = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

const browse = async () => {
  renderFeature(<Browsing />, { url: '/todos', path: '/*', session: buildSession('Member') });
  fireEvent.click(await screen.findByRole('button', { name: 'rocks' }));
  fireEvent.click(screen.getByRole('button', { name: 'todos' }));
  fireEvent.click(screen.getByRole('button', { name: 'privacy' }));
};

describe('useUsageReporter', () => {
  it('sends one batch of views per area when the page is hidden, leaving uncounted pages out', async () => {
    const api = mockApi({
      'GET /app-configuration/feature-flags': { body: { featureFlags: DEFAULT_FEATURE_FLAGS } },
      'GET /account/usage-counting': { body: { usageCounting: { isOptedOut: false } } },
      'POST /usage/page-views': { body: { counted: { pageViews: true, activePerson: true } } },
    });
    await browse();
    await waitFor(() => expect(api.callsTo('GET /account/usage-counting')).toHaveLength(1));
    // Pages opened before the opt-out was known wait in the batch: the first page counts too.
    fireEvent.click(screen.getByRole('button', { name: 'rocks' }));
    fireEvent.click(screen.getByRole('button', { name: 'todos' }));
    expect(api.callsTo('POST /usage/page-views')).toHaveLength(0);
    hidePage();
    await waitFor(() => expect(api.callsTo('POST /usage/page-views')).toHaveLength(1));
    expect(api.callsTo('POST /usage/page-views')[0]?.body).toEqual({
      views: [
        { area: 'todos', count: 3 },
        { area: 'rocks', count: 2 },
      ],
    });
    hidePage();
    expect(api.callsTo('POST /usage/page-views')).toHaveLength(1);
  });

  it('sends nothing for a person who opted out', async () => {
    const api = mockApi({
      'GET /app-configuration/feature-flags': { body: { featureFlags: DEFAULT_FEATURE_FLAGS } },
      'GET /account/usage-counting': { body: { usageCounting: { isOptedOut: true } } },
    });
    await browse();
    await waitFor(() => expect(api.callsTo('GET /account/usage-counting')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'rocks' }));
    hidePage();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('POST /usage/page-views')).toHaveLength(0);
  });

  it('asks nothing and sends nothing when both flags are off', async () => {
    const api = mockApi({
      'GET /app-configuration/feature-flags': {
        body: { featureFlags: { ...DEFAULT_FEATURE_FLAGS, ProductAnalytics: false, DataCollection: false } },
      },
    });
    await browse();
    await waitFor(() => expect(api.callsTo('GET /app-configuration/feature-flags')).toHaveLength(1));
    hidePage();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('GET /account/usage-counting')).toHaveLength(0);
    expect(api.callsTo('POST /usage/page-views')).toHaveLength(0);
  });
});
