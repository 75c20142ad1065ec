import { DEFAULT_FEATURE_FLAGS } from '@cairn/domain/flags/feature-flags';
import de from '@cairn/domain/i18n/locales/de.json';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RocksPage } from '../../features/rocks/pages/rocks-page.tsx';
import { BASE_HANDLERS } from '../../features/test-support/item-fixtures.ts';
import { mockApi } from '../../features/test-support/mock-api.ts';
import { buildSession, renderFeature } from '../../features/test-support/render-feature.tsx';
import { applyLocale } from '../../lib/i18n/i18n.ts';
import { LanguageSync } from '../../lib/i18n/language-sync.tsx';
import { setOrgTerms } from '../../lib/i18n/org-terms.ts';
import { refreshTexts } from '../../lib/i18n/texts.ts';
import { mockFetch } from '../../test/fetch-mock.ts';
import { NavMenu } from './nav-menu.tsx';

// The web tests share one module graph: every test leaves the app in English, in the usual words.
afterEach(async () => {
  setOrgTerms({});
  refreshTexts();
  await applyLocale('en');
});

/** The Rocks page and the left menu of an organisation that calls its rocks Goals. */
function renderWithGoals(userLocale: string) {
  const session = buildSession('Owner');
  session.user.userLocale = userLocale;
  if (session.org) session.org.terms = { rock: { singular: 'Goal', plural: 'Goals' } };
  mockApi({
    ...BASE_HANDLERS,
    'GET /app-configuration/feature-flags': { body: { featureFlags: DEFAULT_FEATURE_FLAGS } },
    'POST /rocks/search': { body: { items: [], totalCount: 0, totalPages: 0, statusCounts: {} } },
  });
  renderFeature(
    <>
      <LanguageSync />
      <NavMenu session={session} isCollapsed={false} onNavigate={() => undefined} />
      <RocksPage />
    </>,
    { url: '/', path: '/', session },
  );
}

describe("the organisation's own words on screen (issue 33)", { timeout: 30_000 }, () => {
  it('names Rocks Goals in the page title and the menu', async () => {
    renderWithGoals('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Goals' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Goals' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Rocks' })).not.toBeInTheDocument();
  });

  it('names them Goals in German too', async () => {
    mockFetch({ 'GET /api/v2/loki/languages/de.json': { body: de } });
    await applyLocale('de-DE');
    renderWithGoals('de-DE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Goals' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Goals' })).toBeInTheDocument();
    // The rest of the page stays German.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Meetings' })).toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Quartal' })).toBeInTheDocument();
  });
});
