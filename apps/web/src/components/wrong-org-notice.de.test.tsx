import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showTexts } from '../lib/i18n/texts.ts';
import { sessionQueryKey } from '../lib/session/session-query.ts';
import { mockFetch } from '../test/fetch-mock.ts';
import { showGermanTexts } from '../test/german.ts';
import { createTestQueryClient, renderWithProviders } from '../test/render.tsx';
import { buildTestSession } from '../test/sessions.ts';
import { WrongOrgNotice } from './wrong-org-notice.tsx';

beforeEach(() => showGermanTexts());
// The web tests share one module graph: every test leaves the app in English.
afterEach(() => showTexts(null));

/** Issue 33: the wrong-organisation question (002 §8) in the person's language. */
describe('The wrong-organisation notice in German', () => {
  it('asks in German, naming both organisations as they are', async () => {
    mockFetch({});
    const session = buildTestSession();
    session.user.orgs = [
      ...session.user.orgs,
      { id: '99999999-9999-4999-8999-999999999999', name: 'Southwind', logoUrl: null },
    ];
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(sessionQueryKey, session);
    renderWithProviders(
      <WrongOrgNotice title="Meeting nicht gefunden" text="Weg?" backTo="/meetings" backLabel="Zurück" />,
      { route: '/meeting/abc', queryClient },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Falsche Organisation' });
    expect(dialog).toHaveTextContent(
      'Sie können diesen Inhalt nicht öffnen, solange Sie in der Organisation Acme sind',
    );
    expect(within(dialog).getByRole('button', { name: 'Zu Southwind wechseln' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'In Acme bleiben' })).toBeInTheDocument();
  });
});
