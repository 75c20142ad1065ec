import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLocale } from '../../../lib/i18n/i18n.ts';
import { showTexts } from '../../../lib/i18n/texts.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { showGermanTexts } from '../../../test/german.ts';
import { mockApi } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature } from '../../test-support/render-feature.tsx';
import { SecurityTab } from './security-tab.tsx';

const session = (id: string, device: string, isCurrent: boolean) => ({
  id,
  device,
  ipAddress: '203.0.113.7',
  lastSeenAt: '2026-11-27T12:00:00.000Z',
  createdAt: '2026-11-20T05:00:00.000Z',
  isCurrent,
});
const THIS = session('11111111-1111-4111-8111-111111111111', 'Chrome 120 on macOS', true);
const PHONE = session('22222222-2222-4222-8222-222222222222', 'Firefox 125 on Android', false);
const TABLET = session('33333333-3333-4333-8333-333333333333', 'Safari 17 on iPadOS', false);

beforeEach(async () => {
  // The locale for Intl (a module mock would not reach modules other files loaded first: the web
  // tests share one module graph); the pack is shown straight.
  mockFetch({ 'GET /api/v2/loki/languages/de.json': { body: {} } });
  await applyLocale('de');
  showGermanTexts();
});
// Every test leaves the app in English.
afterEach(async () => {
  showTexts(null);
  notifications.clean();
  await applyLocale('en');
});

/** Issue 33: a German person reads where they are signed in, with German dates and plurals. */
describe('SecurityTab in German', { timeout: 30_000 }, () => {
  it('names the columns, writes the last seen date the German way and counts the ended sessions', async () => {
    mockApi({
      'GET /account/two-factor': {
        body: { twoFactor: { isEnabled: false, requiredBy: ['Acme', 'Globex'] } },
      },
      'GET /account/sessions': [
        { body: { sessions: [THIS, PHONE, TABLET] } },
        { body: { sessions: [THIS] } },
      ],
      'DELETE /session/others': { body: { endedSessions: 2 } },
    });
    const user = userEvent.setup({ delay: null });
    renderFeature(<SecurityTab />, { url: '/account', path: '/account', session: buildSession('Owner') });

    expect(
      await screen.findByText(
        'Acme, Globex verlangen die Zwei-Faktor-Anmeldung. Richten Sie sie ein, um dort weiterzuarbeiten.',
      ),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Ihre Sitzungen' });
    await within(table).findByText('Firefox 125 on Android');
    expect(within(table).getByRole('columnheader', { name: 'Zuletzt aktiv' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Dieses Gerät');
    expect(rows[1]).toHaveTextContent('Jetzt');
    // "27.11.2026, 13:00" in Berlin; the day and month order is what matters, not the test's zone.
    expect(rows[2]).toHaveTextContent(/27\.11\.2026, \d{2}:\d{2}/);

    await user.click(screen.getByRole('button', { name: 'Alle anderen Sitzungen abmelden' }));
    expect(await screen.findByText('Von 2 anderen Sitzungen abgemeldet.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Alle anderen Sitzungen abmelden' })).toBeDisabled(),
    );
  });
});
