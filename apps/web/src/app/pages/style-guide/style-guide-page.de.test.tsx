import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showTexts } from '../../../lib/i18n/texts.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { showGermanTexts } from '../../../test/german.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { StyleGuidePage } from './style-guide-page.tsx';

beforeEach(() => {
  mockFetch({});
  showGermanTexts();
});
// The web tests share one module graph: every test leaves the app in English.
afterEach(() => showTexts(null));

/** Issue 33: the style guide shows its kit in the person's language. */
describe('The style guide in German', { timeout: 30_000 }, () => {
  it('names its sections, buttons and fields in German, and the demo form answers in German', async () => {
    renderWithProviders(<StyleGuidePage />, { route: '/style-guide' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Styleguide' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Abschnitte des Styleguides' });
    expect(within(nav).getByRole('link', { name: 'Schaltflächen' })).toHaveAttribute('href', '#buttons');
    expect(screen.getByRole('button', { name: 'To-Do hinzufügen' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveAttribute('placeholder', 'Ein Meeting-Titel');
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText('Bitte kreuzen Sie das Kästchen an.')).toBeInTheDocument();
  });
});
