import { periodsEnding } from '@cairn/domain/scorecards/periods';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMediaQueryList, stubViewport } from '../../../test/match-media.ts';
import { mockApi, type TApiCall } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature } from '../../test-support/render-feature.tsx';
import { BASE_HANDLERS, buildGrid, gridHandlers, MEETING_ID, SCORECARD_ID, TODAY } from '../test-support.ts';
import { GRID_MARKS } from '../utils/grid-timing.ts';
import { ScorecardPanel } from './scorecard-panel.tsx';

const GRID = `GET /scorecard/${SCORECARD_ID}`;

/** The grid of the asked number of periods, as the server answers `?periods=`. */
function gridOfAskedPeriods(call: TApiCall) {
  const periods = Number(new URLSearchParams(call.search).get('periods'));
  const weeks = periodsEnding(TODAY, 'Weekly', periods);
  const grid = buildGrid({
    periods: {
      Weekly: weeks,
      Monthly: periodsEnding(TODAY, 'Monthly', periods),
      Quarterly: periodsEnding(TODAY, 'Quarterly', periods),
    },
  });
  return { body: { scorecard: { ...grid, measurables: grid.measurables.slice(0, 1) } } };
}

function renderPanel(variant: 'section' | 'page') {
  const api = mockApi({ ...BASE_HANDLERS, ...gridHandlers(), [GRID]: gridOfAskedPeriods });
  renderFeature(<ScorecardPanel tractionId={MEETING_ID} canEdit variant={variant} />, {
    url: '/',
    path: '/',
    session: buildSession('Member'),
  });
  return api;
}

/**
 * The period columns of the grid's table (its headings after the title and trend ones), once the
 * grid has marked itself painted (a mark left pending would fire after the next test's clean-up).
 */
async function periodHeadings() {
  const table = await screen.findByRole('table', undefined, { timeout: 8000 });
  await waitFor(() => expect(performance.getEntriesByName(GRID_MARKS.interactive)).toHaveLength(1));
  return within(table).getAllByRole('columnheader').length - 2;
}

afterEach(() => {
  vi.mocked(window.matchMedia).mockImplementation((query: string) => fakeMediaQueryList(query, false));
});

describe('ScorecardPanel', { timeout: 30_000 }, () => {
  it("shows the meeting section's latest five weeks on a phone, from its first call", async () => {
    stubViewport('phone');
    const api = renderPanel('section');
    expect(await periodHeadings()).toBe(5);
    expect(api.callsTo(GRID).map((call) => new URLSearchParams(call.search).get('periods'))).toEqual(['5']);
    expect(screen.getByRole('link', { name: 'Open full scorecard' })).toBeInTheDocument();
  });

  it("keeps a phone's toolbar short: export and import in one menu, under the same names", async () => {
    stubViewport('phone');
    renderPanel('section');
    await periodHeadings();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More scorecard actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Import CSV' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Export CSV' })).toHaveAttribute('download');
    expect(screen.getByRole('button', { name: 'View' })).toBeInTheDocument();
  });

  it('shows every tool as its own button on a wider screen', async () => {
    stubViewport('desktop');
    renderPanel('section');
    await periodHeadings();
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More scorecard actions' })).toBeNull();
  });

  it('shows 13 weeks in the section on a wider screen', async () => {
    stubViewport('desktop');
    renderPanel('section');
    expect(await periodHeadings()).toBe(13);
  });

  it('shows 13 weeks on the full page on a phone', async () => {
    stubViewport('phone');
    renderPanel('page');
    expect(await periodHeadings()).toBe(13);
  });
});
