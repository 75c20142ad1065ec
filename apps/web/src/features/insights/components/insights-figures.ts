import {
  GOOD_MEETING_RATING,
  ROCK_COMPLETION_GOAL,
  TODO_COMPLETION_GOAL,
} from '@cairn/domain/insights/insights.constants';
import type { TInsights } from '@cairn/domain/insights/insights.schemas';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';

/** A series of the answer that the page draws. */
export type TFigureId = Exclude<keyof TInsights, 'period' | 'from' | 'to'>;
type TFigureRow<F extends TFigureId> = TInsights[F][number];

/** A table column: the row's field and the key of its heading. */
type TFigureColumn<TRow> = { key: keyof TRow & string; labelKey: TTextKey };

/** How the page shows one series: its words (keys), its table's columns and what its `n` is. */
export type TFigure<F extends TFigureId> = {
  id: F;
  titleKey: TTextKey;
  /** The goal EOS sets, or what to look for; its values fill the key's placeholders. */
  goalKey: TTextKey;
  goalValues?: Readonly<Record<string, number>>;
  /** The CSV's file name, English in every language as the PDFs' are. */
  fileName: string;
  /** Whether the series is per quarter whatever the span's period (rocks). */
  isQuarterly?: boolean;
  columns: readonly TFigureColumn<TFigureRow<F>>[];
  /** How many things the period's figure rests on. */
  nOf: (row: TFigureRow<F>) => number;
};

/** The period column's heading is Period or Quarter, chosen by the card. */
const period = { key: 'periodStart', labelKey: 'insights.card.period' } as const;

const figure = <F extends TFigureId>(definition: TFigure<F>) => definition;

/** The figures in the order the page shows them. */
export const FIGURES = [
  figure({
    id: 'todoCompletion',
    titleKey: 'insights.todoCompletion.title',
    goalKey: 'insights.todoCompletion.goal',
    goalValues: { goal: TODO_COMPLETION_GOAL },
    fileName: 'to-do-completion',
    columns: [
      period,
      { key: 'done', labelKey: 'insights.column.done' },
      { key: 'total', labelKey: 'insights.column.due' },
      { key: 'rate', labelKey: 'insights.column.donePercent' },
    ],
    nOf: (row) => row.total,
  }),
  figure({
    id: 'meetingRating',
    titleKey: 'insights.meetingRating.title',
    goalKey: 'insights.meetingRating.goal',
    goalValues: { rating: GOOD_MEETING_RATING },
    fileName: 'meeting-rating',
    columns: [
      period,
      { key: 'average', labelKey: 'insights.column.average' },
      { key: 'goodShare', labelKey: 'insights.column.goodShare' },
      { key: 'n', labelKey: 'insights.column.ratings' },
    ],
    nOf: (row) => row.n,
  }),
  figure({
    id: 'rocks',
    titleKey: 'insights.rocks.title',
    goalKey: 'insights.rocks.goal',
    goalValues: { goal: ROCK_COMPLETION_GOAL },
    fileName: 'rocks-per-quarter',
    isQuarterly: true,
    columns: [
      period,
      { key: 'onTrack', labelKey: 'insights.column.onTrack' },
      { key: 'offTrack', labelKey: 'insights.column.offTrack' },
      { key: 'done', labelKey: 'insights.column.done' },
      { key: 'notDone', labelKey: 'insights.column.notDone' },
      { key: 'rate', labelKey: 'insights.column.donePercent' },
    ],
    nOf: (row) => row.onTrack + row.offTrack + row.done + row.notDone,
  }),
  figure({
    id: 'measurablesOnTarget',
    titleKey: 'insights.measurablesOnTarget.title',
    goalKey: 'insights.measurablesOnTarget.goal',
    fileName: 'measurables-on-target',
    columns: [
      period,
      { key: 'onTarget', labelKey: 'insights.column.onTarget' },
      { key: 'total', labelKey: 'insights.column.entered' },
      { key: 'rate', labelKey: 'insights.column.onTargetPercent' },
    ],
    nOf: (row) => row.total,
  }),
  figure({
    id: 'issues',
    titleKey: 'insights.issues.title',
    goalKey: 'insights.issues.goal',
    fileName: 'issues-raised-and-solved',
    columns: [
      period,
      { key: 'created', labelKey: 'insights.column.raised' },
      { key: 'solved', labelKey: 'insights.column.solved' },
    ],
    nOf: (row) => row.created + row.solved,
  }),
  figure({
    id: 'meetings',
    titleKey: 'insights.meetings.title',
    goalKey: 'insights.meetings.goal',
    fileName: 'meetings-on-time',
    columns: [
      period,
      { key: 'held', labelKey: 'insights.column.held' },
      { key: 'startedOnTime', labelKey: 'insights.column.startedOnTime' },
      { key: 'endedOnTime', labelKey: 'insights.column.endedOnTime' },
      { key: 'headlinesReviewed', labelKey: 'insights.column.headlinesReviewed' },
    ],
    nOf: (row) => row.held,
  }),
] as const;

export type TAnyFigure = (typeof FIGURES)[number];
