import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMediaQueryList, stubViewport } from '../../../test/match-media.ts';
import { mockApi } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature } from '../../test-support/render-feature.tsx';
import {
  BASE_HANDLERS,
  buildGrid,
  buildMeasurable,
  gridHandlers,
  SCORECARD_ID,
  TODAY,
} from '../test-support.ts';
import { ScorecardGrid } from './scorecard-grid.tsx';

/** Eight measurables, Measurable 1 to 8, in that order. */
const EIGHT = buildGrid({
  measurables: Array.from({ length: 8 }, (_, index) =>
    buildMeasurable({
      id: `00000000-0000-4000-8000-00000000010${index}`,
      title: `Measurable ${index + 1}`,
      values: [],
    }),
  ),
});

afterEach(() => {
  vi.mocked(window.matchMedia).mockImplementation((query: string) => fakeMediaQueryList(query, false));
});

function renderGrid() {
  mockApi({ ...BASE_HANDLERS, ...gridHandlers(EIGHT) });
  renderFeature(
    <ScorecardGrid scorecardId={SCORECARD_ID} window={{ end: TODAY, periods: 5 }} today={TODAY} canEdit />,
    {
      url: '/',
      path: '/',
      session: buildSession('Member'),
    },
  );
}

/** Issue 38: on a phone the scorecard shows its first measurables and "Show all (N)", as the item lists do. */
describe('ScorecardGrid on a phone', { timeout: 30_000 }, () => {
  it('shows five measurables, then all eight from "Show all (8)", the focus on the sixth row', async () => {
    stubViewport('phone');
    renderGrid();
    expect(await screen.findByText('Measurable 5', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText('Measurable 6')).not.toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Show all (8)' }));
    expect(await screen.findByText('Measurable 8')).toBeInTheDocument();
    const sixth = screen.getByText('Measurable 6').closest('tr');
    expect(sixth && within(sixth).queryAllByRole('button')).toContain(document.activeElement);
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('shows every measurable on a larger screen', async () => {
    stubViewport('desktop');
    renderGrid();
    expect(await screen.findByText('Measurable 8', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });
});
