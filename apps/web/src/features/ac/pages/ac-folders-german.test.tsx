import de from '@cairn/domain/i18n/locales/de.json';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale } from '../../../lib/i18n/i18n.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { mockApi } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature } from '../../test-support/render-feature.tsx';
import { AcHomePage } from './ac-home-page.tsx';

const LOAD = { timeout: 8000 };
const COMPANY = '11111111-1111-4111-8111-111111111111';
const EMPTY = '22222222-2222-4222-8222-222222222222';
const REVISION = '33333333-3333-4333-8333-333333333333';

// The web tests share one module graph: every test leaves the app in English.
afterEach(async () => {
  await applyLocale('en');
});

describe('the chart folders in German (issue 33)', { timeout: 30_000 }, () => {
  it("speaks the chart's own words, and dates in the person's locale", async () => {
    mockFetch({ 'GET /api/v2/loki/languages/de.json': { body: de } });
    await applyLocale('de-DE');
    mockApi({
      'GET /ac/collections': {
        body: {
          collections: [
            {
              id: COMPANY,
              title: 'Acme',
              isCompanyFolder: true,
              version: 0,
              revisions: [
                {
                  id: REVISION,
                  collectionId: COMPANY,
                  title: 'Plan 2027',
                  isPublished: false,
                  createdById: null,
                  updated: '2026-11-25T10:00:00.000Z',
                  version: 1,
                },
              ],
            },
            { id: EMPTY, title: 'Archiv', isCompanyFolder: false, version: 0, revisions: [] },
          ],
        },
      },
    });
    renderFeature(<AcHomePage />, { url: '/ac', path: '/ac', session: buildSession('Owner') });

    const company = await screen.findByRole('region', { name: 'Acme' }, LOAD);
    expect(screen.getByRole('button', { name: 'Ordner erstellen' })).toBeInTheDocument();
    expect(within(company).getByText('Unternehmen')).toBeInTheDocument();
    expect(within(company).getByRole('button', { name: 'Neues Chart' })).toBeInTheDocument();
    const table = within(company).getByRole('table', { name: 'Charts in Acme' });
    expect(within(table).getByText('Entwurf')).toBeInTheDocument();
    expect(within(table).getByText('25.11.2026')).toBeInTheDocument();
    const archive = screen.getByRole('region', { name: 'Archiv' });
    expect(
      within(archive).getByText('Noch keine Charts in diesem Ordner. Beginnen Sie eines mit „Neues Chart“.'),
    ).toBeInTheDocument();
  });
});
