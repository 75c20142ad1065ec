import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showTexts } from '../../../lib/i18n/texts.ts';
import { showGermanTexts } from '../../../test/german.ts';
import { cleanUpAfterEachItemTest, renderItemUi } from '../../test-support/render-item-popup.tsx';
import { MEETING_ID, SCORECARD_ID } from '../test-support.ts';
import { ScorecardsPage } from './scorecards-page.tsx';

const card = (title: string, measurableCount: number, peopleCount: number) => ({
  id: SCORECARD_ID,
  tractionId: MEETING_ID,
  title,
  measurableCount,
  peopleCount,
});

cleanUpAfterEachItemTest();
afterEach(() => showTexts(null));

describe('the Scorecards page', { timeout: 30_000 }, () => {
  it("shows each meeting's scorecard with its size and a link into it", async () => {
    renderItemUi(() => <ScorecardsPage />, {
      handlers: { 'GET /scorecards/meetings': { body: { scorecards: [card('Leadership', 1, 6)] } } },
    });
    const link = await screen.findByRole('link', { name: 'Leadership' });
    expect(link).toHaveAttribute('href', `/traction/${MEETING_ID}/${MEETING_ID}/scorecard`);
    expect(screen.getByText('1 measurable · 6 people')).toBeInTheDocument();
  });

  it('says where scorecards come from when there is none', async () => {
    renderItemUi(() => <ScorecardsPage />, {
      handlers: { 'GET /scorecards/meetings': { body: { scorecards: [] } } },
    });
    expect(await screen.findByText('No scorecards yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to meetings' })).toHaveAttribute('href', '/meetings');
  });

  it('reads German from the German pack, each count with its own plural', async () => {
    showGermanTexts();
    renderItemUi(() => <ScorecardsPage />, {
      handlers: { 'GET /scorecards/meetings': { body: { scorecards: [card('Leadership', 1, 6)] } } },
    });
    expect(await screen.findByText('1 Kennzahl · 6 Personen')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Scorecards' })).toBeInTheDocument();
  });
});
