import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showTexts } from '../../../lib/i18n/texts.ts';
import { BUILD_VERSION } from '../../../lib/version-check.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { showGermanTexts } from '../../../test/german.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ResourcesPage } from './resources-page.tsx';

beforeEach(() => {
  mockFetch({});
  showGermanTexts();
});
// The web tests share one module graph: every test leaves the app in English.
afterEach(() => showTexts(null));

function renderTopic(topic: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/resources/:topic" element={<ResourcesPage />} />
    </Routes>,
    { route: `/resources/${topic}` },
  );
}

/** Issue 33: the Resources pages read in the person's language. */
describe('The Resources pages in German', () => {
  it('marks the keys and the buttons of the knowledge base inside German sentences', async () => {
    renderTopic('knowledge-base');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wissensdatenbank' })).toBeInTheDocument();
    // The button's own German name, in italics, and the key in bold.
    expect(screen.getByText('Zum Live-Meeting').tagName).toBe('I');
    expect(screen.getByText('I').tagName).toBe('B');
    expect(screen.getByRole('link', { name: 'Wer diesen Server betreibt' })).toHaveAttribute(
      'href',
      '/about',
    );
  });

  it('lists the release notes in German under the version this server runs', async () => {
    renderTopic('whats-new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Neuigkeiten' })).toBeInTheDocument();
    expect(
      screen.getByText(
        `Auf diesem Server läuft Cairn ${BUILD_VERSION}. Die neuesten Änderungen stehen oben.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Die Woche an einem Ort' })).toBeInTheDocument();
  });

  it('says in German that an unknown topic is no page', async () => {
    renderTopic('nothing-here');
    expect(await screen.findByText('Diese Seite wurde nicht gefunden')).toBeInTheDocument();
  });
});
