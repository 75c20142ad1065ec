import { periodsEnding } from '@cairn/domain/scorecards/periods';
import {
  type TMeasurable,
  type TScorecardGrid,
  ZMeasurable,
  ZMeasuredValue,
  ZScorecardGrid,
} from '@cairn/domain/scorecards/scorecards.schemas';
import { BEA_ID, MEETING_ID } from '../test-support/item-fixtures.ts';
import { PERSON_ID } from '../test-support/render-feature.tsx';

export { BASE_HANDLERS, BEA_ID, MEETING_ID } from '../test-support/item-fixtures.ts';

export const SCORECARD_ID = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
export const REVENUE_ID = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
export const CALLS_ID = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
export const MARGIN_ID = 'ffffffff-ffff-4fff-8fff-ffffffffffff';
/** The tests' today: a Monday, so its week starts today. */
export const TODAY = '2026-11-23';
export const WEEKS = periodsEnding(TODAY, 'Weekly', 13);

/** A measurable as the server answers it, checked by the domain schema. */
export function buildMeasurable(overrides: Partial<TMeasurable> = {}): TMeasurable {
  return ZMeasurable.parse({
    id: REVENUE_ID,
    version: 3,
    scorecardId: SCORECARD_ID,
    title: 'Revenue',
    ownerId: PERSON_ID,
    editorId: null,
    comparison: 'GreaterOrEqual',
    goalValue: 12.5,
    unitOfMeasure: 'Dollar',
    valueScale: 'Thousand',
    decimalPlaces: 2,
    interval: 'Weekly',
    formula: null,
    tractionId: MEETING_ID,
    tractionIds: [MEETING_ID],
    goals: [{ from: '2026-01-05', goalValue: 12.5, comparison: 'GreaterOrEqual' }],
    values: [],
    ...overrides,
  });
}

/** A stored value of a period. */
export function measuredValue(
  intervalId: string,
  value: number | null,
  isOnTarget: boolean | null,
  note = '',
) {
  return ZMeasuredValue.parse({ intervalId, value, isOnTarget, note, version: 1, isComputed: false });
}

/** Revenue (two weeks typed, one with a note), Sales calls (one off-target week) and a formula row. */
export function buildGrid(overrides: Partial<TScorecardGrid> = {}): TScorecardGrid {
  return ZScorecardGrid.parse({
    id: SCORECARD_ID,
    tractionId: MEETING_ID,
    title: 'Team sync',
    end: TODAY,
    periods: {
      Weekly: WEEKS,
      Monthly: periodsEnding(TODAY, 'Monthly', 13),
      Quarterly: periodsEnding(TODAY, 'Quarterly', 13),
    },
    measurables: [
      buildMeasurable({
        values: [
          measuredValue(WEEKS[11] ?? '', 14, true, 'Big order from Acme'),
          measuredValue(WEEKS[12] ?? '', 13.25, true),
        ],
      }),
      buildMeasurable({
        id: CALLS_ID,
        title: 'Sales calls',
        ownerId: BEA_ID,
        comparison: 'Greater',
        goalValue: 20,
        unitOfMeasure: 'Number',
        valueScale: 'One',
        decimalPlaces: 0,
        goals: [],
        values: [measuredValue(WEEKS[12] ?? '', 12, false)],
      }),
      buildMeasurable({
        id: MARGIN_ID,
        title: 'Revenue per call',
        formula: '{Revenue} / {Sales calls}',
        goals: [],
        values: [],
      }),
    ],
    ...overrides,
  });
}

/** The answers a grid needs besides the shared people and meetings. */
export function gridHandlers(grid: TScorecardGrid = buildGrid()) {
  return {
    [`GET /scorecard/${SCORECARD_ID}`]: { body: { scorecard: grid } },
    'GET /scorecard-preferences': {
      body: { preferences: { reverseScorecard: false, showAverage: false, showTotal: false } },
    },
    'GET /scorecards/meetings': {
      body: {
        scorecards: [
          {
            id: SCORECARD_ID,
            tractionId: MEETING_ID,
            title: 'Team sync',
            measurableCount: 3,
            peopleCount: 5,
          },
        ],
      },
    },
    'GET /app-configuration/feature-flags': { body: { featureFlags: {} } },
  };
}

/** The grid of the tests with the formula row's last two weeks answered as error cells (issue 28). */
export function buildGridWithErrorCells(reason: string): TScorecardGrid {
  const grid = buildGrid();
  const errorCell = (intervalId: string) =>
    ZMeasuredValue.parse({
      intervalId,
      value: null,
      isOnTarget: null,
      note: '',
      version: 0,
      isComputed: true,
      error: reason,
    });
  const values = [errorCell(WEEKS[11] ?? ''), errorCell(WEEKS[12] ?? '')];
  return {
    ...grid,
    measurables: grid.measurables.map((m) => (m.id === MARGIN_ID ? { ...m, values } : m)),
  };
}
