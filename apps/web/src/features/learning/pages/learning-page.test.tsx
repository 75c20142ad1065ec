import type { TLearningItem } from '@cairn/domain/learning/learning.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LearningPage } from './learning-page.tsx';

const item = (anchorVideoKey: string, section: TLearningItem['section'], title: string, fields = {}) => ({
  anchorVideoKey,
  section,
  title,
  summary: `About ${title}`,
  durationMinutes: 3,
  keywords: [],
  kind: 'article' as const,
  video: null,
  hasArticle: true,
  packId: 'cairn',
  packTitle: 'Cairn guides',
  ...fields,
});

const VIDEO_URL = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
const VIDEO = item('acme-l10', 'toolbox', 'Our Level 10', {
  kind: 'video',
  video: { kind: 'embed', url: VIDEO_URL },
  hasArticle: false,
  packId: 'acme',
  packTitle: 'Acme',
});
const SECTIONS = [
  { key: 'eos-one', items: [item('cairn-scorecard', 'eos-one', 'Keeping the Scorecard')] },
  { key: 'toolbox', items: [item('ids', 'toolbox', 'IDS'), VIDEO] },
  { key: 'traction-library', items: [] },
];

function renderLearning(route: string) {
  const { calls } = mockFetch({
    'GET /api/v2/learning': { body: { succeeded: true, messages: [], sections: SECTIONS } },
    'GET /api/v2/learning/items/ids': {
      body: {
        succeeded: true,
        messages: [],
        item: { ...SECTIONS[1]?.items[0], html: '<h2>How to do it</h2>' },
      },
    },
  });
  renderWithProviders(
    <Routes>
      <Route path="/learning-center/toolbox/:anchorVideoKey?" element={<LearningPage />} />
      <Route path="/learning-center/eos-one/:anchorVideoKey?" element={<LearningPage />} />
      <Route path="/learning-center/traction-library/:anchorVideoKey?" element={<LearningPage />} />
    </Routes>,
    { route, withLocation: true },
  );
  return calls;
}

describe('LearningPage', () => {
  it("shows the section's cards, and a key in the address opens that item's article", async () => {
    const calls = renderLearning('/learning-center/toolbox/ids');
    const dialog = await screen.findByRole('dialog', { name: 'IDS' });
    expect(await within(dialog).findByRole('heading', { name: 'How to do it' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Our Level 10/ })).toHaveAttribute(
      'href',
      '/learning-center/toolbox/acme-l10',
    );
    expect(screen.getByRole('link', { name: 'Toolbox' })).toHaveAttribute('aria-current', 'page');
    expect(calls.map((call) => call.url)).toContain('/api/v2/learning/items/ids');
  });

  it('opens a video in a frame at once, without asking for an article it does not have', async () => {
    const calls = renderLearning('/learning-center/toolbox/acme-l10');
    const dialog = await screen.findByRole('dialog', { name: 'Our Level 10' });
    expect(within(dialog).getByTitle('Our Level 10 (video)')).toHaveAttribute('src', VIDEO_URL);
    expect(calls.some((call) => call.url.includes('/learning/items/'))).toBe(false);
  });

  it('searches the whole centre and says when nothing matches', async () => {
    renderLearning('/learning-center/traction-library');
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Search the learning centre' });
    await userEvent.type(box, 'scorecard');
    expect(await screen.findByText('1 result for “scorecard”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Keeping the Scorecard/ })).toHaveAttribute(
      'href',
      '/learning-center/eos-one/cairn-scorecard?q=scorecard',
    );
    await userEvent.clear(box);
    await userEvent.type(box, 'zzz');
    expect(await screen.findByText('Nothing matches “zzz”')).toBeInTheDocument();
  });

  it('says so when the key of the address is not in the centre, and shows the section', async () => {
    renderLearning('/learning-center/toolbox/gone');
    expect(await screen.findByText(/That guide is not in the learning centre/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /IDS/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
