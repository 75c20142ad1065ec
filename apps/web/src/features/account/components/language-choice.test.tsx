import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature } from '../../test-support/render-feature.tsx';
import { LanguageChoice } from './language-choice.tsx';

function renderChoice(localePreference: string | null = null) {
  const session = buildSession('Member');
  session.user.localePreference = localePreference;
  return renderFeature(<LanguageChoice session={session} />, { url: '/account', path: '/account', session });
}

describe('LanguageChoice', () => {
  it('saves the language picked, each named in itself, through the profile call', async () => {
    const api = mockApi({
      'PUT /user/profile': { body: { user: { id: 'u', firstName: 'A', lastName: 'B', userLocale: 'de' } } },
    });
    const user = userEvent.setup({ delay: null });
    renderChoice();
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('Browser language');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Deutsch' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /user/profile')[0]?.body).toMatchObject({ userLocale: 'de' }),
    );
  });

  it('goes back to the browser language with null, and back to the choice when the save fails', async () => {
    const api = mockApi({ 'PUT /user/profile': { status: 422, body: { messages: [] } } });
    const user = userEvent.setup({ delay: null });
    renderChoice('fr');
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('Français');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Browser language' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /user/profile')[0]?.body).toMatchObject({ userLocale: null }),
    );
    await waitFor(() => expect(select).toHaveValue('Français'));
  });
});
