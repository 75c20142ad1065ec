import { SCORECARD_TEXTS } from '@cairn/domain/scorecards/scorecards.constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature } from '../../test-support/render-feature.tsx';
import {
  BASE_HANDLERS,
  buildGridWithErrorCells,
  gridHandlers,
  MARGIN_ID,
  SCORECARD_ID,
  TODAY,
} from '../test-support.ts';
import { ScorecardGrid } from './scorecard-grid.tsx';

const LOAD = { timeout: 8000 };
const REASON = SCORECARD_TEXTS.formulaInvalid;

function errorCellOf(col: number): HTMLElement {
  const cell = document.querySelector<HTMLElement>(
    `tr[data-measurable-id="${MARGIN_ID}"] td[data-col="${col}"]`,
  );
  if (!cell) throw new Error(`no cell ${col}`);
  return cell;
}

describe('a formula period that could not be computed', { timeout: 30_000 }, () => {
  it('shows as a small error mark in the grid, the reason in its description and tip; other rows as usual', async () => {
    mockApi({ ...BASE_HANDLERS, ...gridHandlers(buildGridWithErrorCells(REASON)) });
    renderFeature(
      <ScorecardGrid scorecardId={SCORECARD_ID} window={{ end: TODAY, periods: 13 }} today={TODAY} canEdit />,
      { url: '/', path: '/', session: buildSession('Member') },
    );
    await screen.findByText('$13.25k', undefined, LOAD);
    const cell = errorCellOf(12);
    expect(within(cell).getByText('Error')).toBeInTheDocument();
    expect(cell).toHaveAttribute('aria-description', `Could not be computed: ${REASON}`);
    expect(within(errorCellOf(10)).queryByText('Error')).not.toBeInTheDocument();
    await userEvent.setup({ delay: null }).hover(within(cell).getByText('Error'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(REASON);
  });
});
