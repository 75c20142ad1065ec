import type { TRole } from '@cairn/domain/permissions/roles';
import { SCORECARD_TEXTS } from '@cairn/domain/scorecards/scorecards.constants';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidateForEntityEvent } from '../../../lib/live/live-invalidation.ts';
import { mockApi, type TApiCall } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature } from '../../test-support/render-feature.tsx';
import {
  BASE_HANDLERS,
  buildGrid,
  CALLS_ID,
  gridHandlers,
  MARGIN_ID,
  measuredValue,
  REVENUE_ID,
  SCORECARD_ID,
  TODAY,
  WEEKS,
} from '../test-support.ts';
import { ScorecardGrid } from './scorecard-grid.tsx';

const LOAD = { timeout: 8000 };
const VALUE_PATH = (id: string) => `PUT /scorecard/${SCORECARD_ID}/${id}/add-measured-value`;

/** Stores what is sent and answers it back, judged like the server would (for the test only). */
function echoValue(call: TApiCall) {
  const body = call.body as { intervalId: string; value: number | null };
  return {
    body: {
      measuredValue: {
        intervalId: body.intervalId,
        value: body.value,
        isOnTarget: null,
        note: '',
        version: 2,
        isComputed: false,
      },
    },
  };
}

function renderGrid(options: { role?: TRole; handlers?: Parameters<typeof mockApi>[0] } = {}) {
  const api = mockApi({
    ...BASE_HANDLERS,
    ...gridHandlers(),
    [VALUE_PATH(REVENUE_ID)]: echoValue,
    [VALUE_PATH(CALLS_ID)]: echoValue,
    ...options.handlers,
  });
  const role = options.role ?? 'Member';
  const { queryClient } = renderFeature(
    <ScorecardGrid
      scorecardId={SCORECARD_ID}
      window={{ end: TODAY, periods: 13 }}
      today={TODAY}
      canEdit={role !== 'Observer'}
    />,
    { url: '/', path: '/', session: buildSession(role) },
  );
  return { api, queryClient, user: userEvent.setup({ delay: null }) };
}

const IDS: Record<string, string> = {
  Revenue: REVENUE_ID,
  'Sales calls': CALLS_ID,
  'Revenue per call': MARGIN_ID,
};

/** The cell of a row (by its title) and a period column (0 = oldest). */
function cellOf(title: string, col: number): HTMLElement {
  const cell = document.querySelector<HTMLElement>(
    `tr[data-measurable-id="${IDS[title]}"] td[data-col="${col}"]`,
  );
  if (!cell) throw new Error(`no cell ${title} ${col}`);
  return cell;
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('ScorecardGrid', { timeout: 30_000 }, () => {
  it('shows values with unit, scale and decimals, on/off target marks beside the colour, empty cells empty', async () => {
    renderGrid();
    await screen.findByText('$13.25k', undefined, LOAD);
    const onCell = cellOf('Revenue', 12);
    expect(within(onCell).getByRole('img', { name: SCORECARD_TEXTS.onTarget })).toBeInTheDocument();
    const offCell = cellOf('Sales calls', 12);
    expect(within(offCell).getByText('12')).toBeInTheDocument();
    expect(within(offCell).getByRole('img', { name: SCORECARD_TEXTS.offTarget })).toBeInTheDocument();
    // The value and its mark in the cell itself: the mark is its one element.
    expect(offCell.childElementCount).toBe(1);
    expect(within(cellOf('Revenue', 0)).getByText('No value')).toBeInTheDocument();
    // An empty cell is its text alone (CSS draws the dash), no element inside.
    expect(cellOf('Revenue', 1)).toHaveTextContent(/^No value$/);
    expect(cellOf('Revenue', 1).childElementCount).toBe(0);
    expect(screen.getAllByText(/≥ \$12\.50k/).length).toBeGreaterThan(0);
    // The note's mark, and the evaluation in the cell's description.
    expect(within(cellOf('Revenue', 11)).getByText('Has a note')).toBeInTheDocument();
    expect(cellOf('Revenue', 11)).toHaveAttribute(
      'aria-description',
      expect.stringContaining('On Target · +1.5 (+12%)'),
    );
    expect(cellOf('Revenue', 11)).toHaveAttribute(
      'aria-description',
      expect.stringContaining('Big order from Acme'),
    );
  });

  it("shows the hovered cell's evaluation and note in one tip, and hides it when the pointer leaves", async () => {
    const { user } = renderGrid();
    await screen.findByText('$13.25k', undefined, LOAD);
    await user.hover(within(cellOf('Revenue', 11)).getByText('Has a note'));
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('On Target · +1.5 (+12%)');
    expect(tip).toHaveTextContent('Big order from Acme');
    await user.hover(cellOf('Sales calls', 12));
    await waitFor(() => expect(screen.getByRole('tooltip')).not.toHaveTextContent('Big order from Acme'));
    await user.unhover(document.querySelector('table') as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('types a value: click edits, Enter saves and moves down', async () => {
    const { api, user } = renderGrid();
    await screen.findByText('$13.25k', undefined, LOAD);
    await user.pointer({ keys: '[MouseLeft]', target: cellOf('Revenue', 10) });
    const editor = await screen.findByRole('textbox');
    await user.keyboard('15.5{Enter}');
    await waitFor(() => expect(api.callsTo(VALUE_PATH(REVENUE_ID))).toHaveLength(1));
    expect(api.callsTo(VALUE_PATH(REVENUE_ID))[0]?.body).toEqual({
      intervalId: WEEKS[10],
      value: 15.5,
      entered: true,
    });
    expect(editor).not.toBeInTheDocument();
    await waitFor(() => expect(cellOf('Sales calls', 10)).toHaveFocus());
    // The grid is read again once the save has settled.
    await waitFor(() => expect(api.callsTo(`GET /scorecard/${SCORECARD_ID}`).length).toBeGreaterThan(1));
  });

  it('moves with arrows and Tab, starts typing on a digit, and Escape cancels', async () => {
    const { api, user } = renderGrid();
    await screen.findByText('$13.25k', undefined, LOAD);
    await user.pointer({ keys: '[MouseLeft]', target: cellOf('Revenue', 5) });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(cellOf('Revenue', 5)).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(cellOf('Revenue', 6)).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(cellOf('Sales calls', 6)).toHaveFocus());
    await user.keyboard('{Tab}');
    await waitFor(() => expect(cellOf('Sales calls', 7)).toHaveFocus());
    await user.keyboard('4');
    const editor = await screen.findByRole('textbox');
    expect(editor).toHaveValue('4');
    await user.keyboard('2{Escape}');
    await waitFor(() => expect(cellOf('Sales calls', 7)).toHaveFocus());
    await user.keyboard('9{Tab}');
    await waitFor(() => expect(api.callsTo(VALUE_PATH(CALLS_ID))).toHaveLength(1));
    expect(api.callsTo(VALUE_PATH(CALLS_ID))[0]?.body).toMatchObject({ intervalId: WEEKS[7], value: 9 });
    await waitFor(() => expect(cellOf('Sales calls', 8)).toHaveFocus());
  });

  it('keeps only number characters while typing (002 §5)', async () => {
    const { user } = renderGrid();
    await screen.findByText('$13.25k', undefined, LOAD);
    await user.pointer({ keys: '[MouseLeft]', target: cellOf('Revenue', 3) });
    await user.keyboard('1a2.5.3');
    expect(screen.getByRole('textbox')).toHaveValue('12.53');
  });

  it('pastes a block copied from a spreadsheet: one call per cell, formula rows left alone', async () => {
    const { api, user } = renderGrid();
    await screen.findByText('$13.25k', undefined, LOAD);
    await user.pointer({ keys: '[MouseLeft]', target: cellOf('Revenue', 2) });
    await user.keyboard('{Escape}');
    fireEvent.paste(cellOf('Revenue', 2), { clipboardData: { getData: () => '10\t11\n20\t21\n30\t31\n' } });
    await waitFor(() => expect(api.callsTo(VALUE_PATH(REVENUE_ID))).toHaveLength(2));
    await waitFor(() => expect(api.callsTo(VALUE_PATH(CALLS_ID))).toHaveLength(2));
    expect(api.callsTo(`PUT /scorecard/${SCORECARD_ID}/${MARGIN_ID}/add-measured-value`)).toHaveLength(0);
    expect(api.callsTo(VALUE_PATH(CALLS_ID)).map((call) => call.body)).toEqual([
      { intervalId: WEEKS[2], value: 20, entered: true },
      { intervalId: WEEKS[3], value: 21, entered: true },
    ]);
  });

  it('rolls a failed cell back and says why', async () => {
    const { user } = renderGrid({
      handlers: {
        [VALUE_PATH(REVENUE_ID)]: {
          status: 422,
          body: {
            succeeded: false,
            messages: [{ id: 'X', type: 'error', text: 'Choose the first day of a week' }],
          },
        },
      },
    });
    await screen.findByText('$13.25k', undefined, LOAD);
    await user.pointer({ keys: '[MouseLeft]', target: cellOf('Revenue', 4) });
    await user.keyboard('99{Enter}');
    expect(await screen.findByText('Choose the first day of a week')).toBeInTheDocument();
    await waitFor(() => expect(within(cellOf('Revenue', 4)).getByText('No value')).toBeInTheDocument());
  });

  it('is read-only for observers and on formula rows', async () => {
    const { api, user } = renderGrid({ role: 'Observer' });
    await screen.findByText('$13.25k', undefined, LOAD);
    await user.pointer({ keys: '[MouseLeft]', target: cellOf('Revenue', 4) });
    await user.keyboard('5{Enter}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Actions for Revenue/ })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('does not edit a formula row', async () => {
    const { user } = renderGrid();
    await screen.findByText('$13.25k', undefined, LOAD);
    await user.pointer({ keys: '[MouseLeft]', target: cellOf('Revenue per call', 4) });
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(cellOf('Revenue per call', 4)).toHaveAttribute(
      'aria-description',
      SCORECARD_TEXTS.formulaReadOnly,
    );
  });

  it('refreshes on a live measured-value event and shows the value typed elsewhere', async () => {
    let grid = buildGrid();
    const gridPath = `GET /scorecard/${SCORECARD_ID}`;
    const { api, queryClient } = renderGrid({
      handlers: { [gridPath]: () => ({ body: { scorecard: grid } }) },
    });
    await screen.findByText('$13.25k', undefined, LOAD);
    const before = api.callsTo(gridPath).length;
    // A colleague typed 15 into this week's Revenue: the next grid answer holds it.
    grid = buildGrid({
      measurables: grid.measurables.map((measurable) =>
        measurable.id === REVENUE_ID
          ? { ...measurable, values: [measuredValue(WEEKS[12] ?? '', 15, true)] }
          : measurable,
      ),
    });
    await invalidateForEntityEvent(queryClient, {
      entityId: REVENUE_ID,
      type: 'measuredvalue',
      orgId: 'org-1',
      meetingIds: ['meeting-1'],
    });
    await waitFor(() => expect(api.callsTo(gridPath).length).toBe(before + 1));
    expect(await screen.findByText('$15.00k', undefined, LOAD)).toBeInTheDocument();
    expect(screen.queryByText('$13.25k')).not.toBeInTheDocument();
  });

  it('edits a note from the cell menu', async () => {
    const path = `PUT /scorecard/${SCORECARD_ID}/${REVENUE_ID}/value-note`;
    const { api, user } = renderGrid({
      handlers: {
        [path]: (call) => ({
          body: {
            measuredValue: {
              ...(call.body as object),
              value: 14,
              isOnTarget: true,
              version: 2,
              isComputed: false,
            },
          },
        }),
      },
    });
    await screen.findByText('$13.25k', undefined, LOAD);
    fireEvent.contextMenu(cellOf('Revenue', 11));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit note' }));
    const note = await screen.findByRole('textbox', { name: 'Note' });
    expect(note).toHaveValue('Big order from Acme');
    await user.clear(note);
    await user.type(note, 'Two big orders');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(path)).toHaveLength(1));
    expect(api.callsTo(path)[0]?.body).toEqual({ intervalId: WEEKS[11], note: 'Two big orders' });
  });

  it('shows average and total columns and the newest period first per the preferences', async () => {
    renderGrid({
      handlers: {
        'GET /scorecard-preferences': {
          body: { preferences: { reverseScorecard: true, showAverage: true, showTotal: true } },
        },
      },
    });
    await screen.findByText('$13.25k', undefined, LOAD);
    await screen.findAllByRole('columnheader', { name: 'Average' });
    const row = document.querySelector(`tr[data-measurable-id="${REVENUE_ID}"]`) as HTMLElement;
    await waitFor(() => expect(within(row).getByText('$13.63k')).toBeInTheDocument());
    expect(within(row).getByText('$27.25k')).toBeInTheDocument();
    // Newest first: this week's value is in the first period column.
    expect(within(cellOf('Revenue', 0)).getByText('$13.25k')).toBeInTheDocument();
  });
});
