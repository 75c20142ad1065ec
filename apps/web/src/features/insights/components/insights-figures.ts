import {
  GOOD_MEETING_RATING,
  ROCK_COMPLETION_GOAL,
  TODO_COMPLETION_GOAL,
} from '@cairn/domain/insights/insights.constants';
import type { TInsights } from '@cairn/domain/insights/insights.schemas';
import type { TCsvColumn } from '@cairn/domain/insights/insights-csv';

/** A series of the answer that the page draws. */
export type TFigureId = Exclude<keyof TInsights, 'period' | 'from' | 'to'>;
type TFigureRow<F extends TFigureId> = TInsights[F][number];

/** How the page shows one series: its words, its table's columns and what its `n` is. */
export type TFigure<F extends TFigureId> = {
  id: F;
  title: string;
  /** The goal EOS sets, or what to look for. */
  goal: string;
  /** Whether the series is per quarter whatever the span's period (rocks). */
  isQuarterly?: boolean;
  columns: readonly TCsvColumn<TFigureRow<F>>[];
  /** How many things the period's figure rests on. */
  nOf: (row: TFigureRow<F>) => number;
};

const period = { key: 'periodStart', label: 'Period' } as const;

const figure = <F extends TFigureId>(definition: TFigure<F>) => definition;

/** The figures in the order the page shows them. */
export const FIGURES = [
  figure({
    id: 'todoCompletion',
    title: 'To-do completion',
    goal: `EOS goal: ${TODO_COMPLETION_GOAL}% of the week's to-dos done`,
    columns: [
      period,
      { key: 'done', label: 'Done' },
      { key: 'total', label: 'Due' },
      { key: 'rate', label: 'Done %' },
    ],
    nOf: (row) => row.total,
  }),
  figure({
    id: 'meetingRating',
    title: 'Meeting rating',
    goal: `A good meeting rates ${GOOD_MEETING_RATING} or better`,
    columns: [
      period,
      { key: 'average', label: 'Average' },
      { key: 'goodShare', label: `${GOOD_MEETING_RATING}+ %` },
      { key: 'n', label: 'Ratings' },
    ],
    nOf: (row) => row.n,
  }),
  figure({
    id: 'rocks',
    title: 'Rocks per quarter',
    goal: `EOS goal: ${ROCK_COMPLETION_GOAL}% of the quarter's rocks done`,
    isQuarterly: true,
    columns: [
      period,
      { key: 'onTrack', label: 'On track' },
      { key: 'offTrack', label: 'Off track' },
      { key: 'done', label: 'Done' },
      { key: 'notDone', label: 'Not done' },
      { key: 'rate', label: 'Done %' },
    ],
    nOf: (row) => row.onTrack + row.offTrack + row.done + row.notDone,
  }),
  figure({
    id: 'measurablesOnTarget',
    title: 'Measurables on target',
    goal: 'Weekly numbers against the goal in force that week',
    columns: [
      period,
      { key: 'onTarget', label: 'On target' },
      { key: 'total', label: 'Entered' },
      { key: 'rate', label: 'On target %' },
    ],
    nOf: (row) => row.total,
  }),
  figure({
    id: 'issues',
    title: 'Issues raised and solved',
    goal: 'Solve at least as many as come in',
    columns: [period, { key: 'created', label: 'Raised' }, { key: 'solved', label: 'Solved' }],
    nOf: (row) => row.created + row.solved,
  }),
  figure({
    id: 'meetings',
    title: 'Meetings on time',
    goal: 'Start on time, end on time',
    columns: [
      period,
      { key: 'held', label: 'Held' },
      { key: 'startedOnTime', label: 'Started on time' },
      { key: 'endedOnTime', label: 'Ended on time' },
      { key: 'headlinesReviewed', label: 'Headlines reviewed' },
    ],
    nOf: (row) => row.held,
  }),
] as const;

export type TAnyFigure = (typeof FIGURES)[number];
