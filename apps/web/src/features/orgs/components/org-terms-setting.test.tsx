import de from '@cairn/domain/i18n/locales/de.json';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLocale } from '../../../lib/i18n/i18n.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { mockApi } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature } from '../../test-support/render-feature.tsx';
import { OrgTermsSetting } from './org-terms-setting.tsx';

const TERMS = 'PUT /org/terms';

// The web tests share one module graph: every test leaves the app in English.
afterEach(async () => {
  vi.unstubAllGlobals();
  notifications.clean();
  await applyLocale('en');
});

function renderSetting() {
  const session = buildSession('Owner');
  const api = mockApi({
    [TERMS]: (call) => ({ body: call.body as Record<string, unknown> }),
    'GET /session': { body: session },
  });
  renderFeature(<OrgTermsSetting terms={{ issue: { singular: 'Topic', plural: 'Topics' } }} />, {
    url: '/',
    path: '/',
    session,
  });
  return { api, user: userEvent.setup({ delay: null }) };
}

describe('Your words (issue 33)', { timeout: 30_000 }, () => {
  it('saves the renamed terms, keeps a row left empty at the usual words, and resets', async () => {
    const { api, user } = renderSetting();
    expect(screen.getByRole('textbox', { name: 'Issues, singular' })).toHaveValue('Topic');
    expect(screen.getByRole('textbox', { name: 'Rocks, plural' })).toHaveAttribute('placeholder', 'Rocks');
    await user.type(screen.getByRole('textbox', { name: 'Rocks, singular' }), ' Goal ');
    await user.type(screen.getByRole('textbox', { name: 'Rocks, plural' }), 'Goals');
    await user.click(screen.getByRole('button', { name: 'Save words' }));
    await waitFor(() => expect(api.callsTo(TERMS)).toHaveLength(1));
    expect(api.callsTo(TERMS)[0].body).toEqual({
      terms: { issue: { singular: 'Topic', plural: 'Topics' }, rock: { singular: 'Goal', plural: 'Goals' } },
    });
    expect(await screen.findByText('Your words are saved.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    await waitFor(() => expect(api.callsTo(TERMS)).toHaveLength(2));
    expect(api.callsTo(TERMS)[1].body).toEqual({ terms: {} });
    expect(screen.getByRole('textbox', { name: 'Issues, singular' })).toHaveValue('');
  });

  it('says what to fix, in German, and saves nothing', async () => {
    mockFetch({ 'GET /api/v2/loki/languages/de.json': { body: de } });
    await applyLocale('de-DE');
    const { api, user } = renderSetting();
    expect(screen.getByRole('heading', { name: 'Eigene Begriffe' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'To-Dos, Einzahl' }), 'Aufgabe');
    await user.type(screen.getByRole('textbox', { name: 'Rocks, Mehrzahl' }), 'x'.repeat(31));
    await user.click(screen.getByRole('button', { name: 'Wörter speichern' }));
    // The To-Dos' plural and the Rocks' singular are missing.
    expect(await screen.findAllByText('Geben Sie ein Wort ein')).toHaveLength(2);
    expect(screen.getByText('Höchstens 30 Zeichen')).toBeInTheDocument();
    expect(api.callsTo(TERMS)).toHaveLength(0);
  });
});
