import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showTexts } from '../../lib/i18n/texts.ts';
import { mockFetch } from '../../test/fetch-mock.ts';
import { showGermanTexts } from '../../test/german.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { HelpPanel } from './help-panel.tsx';

beforeEach(() => {
  mockFetch({});
  showGermanTexts();
});
// The web tests share one module graph: every test leaves the app in English.
afterEach(() => showTexts(null));

/** Issue 33: the help panel says what each shortcut does in the person's language. */
describe('The help panel in German', () => {
  it('lists the shortcuts in German, with the key caps as printed and Space named', async () => {
    renderWithProviders(<HelpPanel isOpen onClose={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Tastenkürzel' })).toBeInTheDocument();
    expect(screen.getByText('Diese Hilfe öffnen')).toBeInTheDocument();
    expect(screen.getByText('Leertaste')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Über Cairn' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('separator', { name: 'Panelbreite ändern' })).toBeInTheDocument();
  });
});
