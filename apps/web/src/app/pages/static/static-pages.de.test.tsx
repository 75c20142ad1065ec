import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showTexts } from '../../../lib/i18n/texts.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { showGermanTexts } from '../../../test/german.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CookiePolicyPage } from './cookie-policy-page.tsx';
import { PrivacyPage } from './privacy-page.tsx';

beforeEach(() => {
  mockFetch({});
  showGermanTexts();
});
// The web tests share one module graph: every test leaves the app in English.
afterEach(() => showTexts(null));

/** Issue 33: the legal pages read in the person's language, their links still where they were. */
describe('The static pages in German', () => {
  it('writes the privacy policy in German, with its links to contact and the cookie policy', async () => {
    renderWithProviders(<PrivacyPage />, { route: '/privacy' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Was gespeichert wird' })).toBeInTheDocument();
    expect(screen.getByText(/Ihr Konto: Vor- und Nachname/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Cookie-Richtlinie' })).toHaveAttribute('href', '/cookies');
    expect(screen.queryByText(/What is stored/)).not.toBeInTheDocument();
  });

  it('keeps the cookie names as the browser shows them and says what each is for in German', async () => {
    renderWithProviders(<CookiePolicyPage />, { route: '/cookies' });
    const [cookies] = await screen.findAllByRole('table');
    expect(within(cookies).getByRole('columnheader', { name: 'Zweck' })).toBeInTheDocument();
    expect(within(cookies).getByText('cairn_session')).toBeInTheDocument();
    expect(within(cookies).getByText(/^Hält Sie angemeldet\./)).toBeInTheDocument();
  });
});
