import { periodLabel } from '@cairn/domain/scorecards/periods';
import { MEASURABLE_INTERVALS } from '@cairn/domain/scorecards/scorecards.constants';
import type { TMeasurable } from '@cairn/domain/scorecards/scorecards.schemas';
import { formatGoal, formatMeasurableValue } from '@cairn/domain/scorecards/value-format';
import { Document, Text } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { TPdfJob, TPdfScorecard } from '../pdf-jobs.ts';
import { BAD, emptyNote, GOOD, h, heading, pdfPage, type TColumn, table } from '../pdf-kit.ts';
import type { TPdfWords } from '../pdf-words.ts';

/** Period columns on one page across: the rest of a long range continues in the next block. */
const PERIODS_ACROSS = { landscape: 13, portrait: 7 } as const;

/** Each interval's heading key. */
const INTERVAL_KEYS = {
  Weekly: 'pdf.scorecard.interval.weekly',
  Monthly: 'pdf.scorecard.interval.monthly',
  Quarterly: 'pdf.scorecard.interval.quarterly',
} as const;

/** A value in the asker's locale (`1.234,5` in German), green on target and red off it. */
function valueCell(measurable: TMeasurable, intervalId: string, words: TPdfWords) {
  const value = measurable.values.find((entry) => entry.intervalId === intervalId);
  if (!value || value.value === null) {
    return value?.error ? h(Text, { style: { color: BAD } }, words.t('pdf.scorecard.error')) : '';
  }
  const text = formatMeasurableValue(value.value, { ...measurable, locale: words.locale }, measurable);
  const color = value.isOnTarget === null ? undefined : value.isOnTarget ? GOOD : BAD;
  return h(Text, { style: color ? { color } : {} }, text);
}

/**
 * The scorecard's measurables as tables, one group per interval (weekly, monthly, quarterly),
 * each cut into blocks of as many periods as fit across the page; every block repeats the
 * measurable, owner and goal. Values on target are green, off target red.
 */
export function scorecardTables(scorecard: TPdfScorecard, color: string, words: TPdfWords): ReactNode[] {
  const { grid, ownerNames, periods, orientation } = scorecard;
  const empty = words.t('pdf.common.empty');
  if (grid.measurables.length === 0) return [emptyNote(empty)];
  const label = (period: string, interval: keyof typeof INTERVAL_KEYS) =>
    periodLabel(period, interval, words.locale);
  const across = PERIODS_ACROSS[orientation];
  const parts: ReactNode[] = [];
  for (const interval of MEASURABLE_INTERVALS) {
    const measurables = grid.measurables.filter((measurable) => measurable.interval === interval);
    const columns = periods[interval];
    if (measurables.length === 0 || columns.length === 0) continue;
    for (let start = 0; start < columns.length; start += across) {
      const block = columns.slice(start, start + across);
      const first = block[0] ?? '';
      const last = block.at(-1) ?? '';
      const range =
        first === last ? label(first, interval) : `${label(first, interval)} – ${label(last, interval)}`;
      parts.push(heading(`${words.t(INTERVAL_KEYS[interval])} · ${range}`, color));
      const head: TColumn[] = [
        { label: words.t('pdf.scorecard.measurable'), flex: 3 },
        { label: words.t('pdf.common.owner'), flex: 1.6 },
        { label: words.t('pdf.scorecard.goal'), width: 52, align: 'right' },
        ...block.map((period) => ({
          label: label(period, interval),
          flex: 1,
          align: 'right' as const,
        })),
      ];
      const rows = measurables.map((measurable) => [
        measurable.title,
        measurable.ownerId ? (ownerNames[measurable.ownerId] ?? '') : '',
        formatGoal(measurable, { ...measurable, locale: words.locale }),
        ...block.map((period) => valueCell(measurable, period, words)),
      ]);
      parts.push(table(head, rows, color, empty));
    }
  }
  return parts.length ? parts : [emptyNote(empty)];
}

/** `traction/{m}/scorecard/pdf` and `POST traction/scorecard/pdf/{s}`. */
export function scorecardDocument(job: TPdfJob & { kind: 'scorecard' }, words: TPdfWords) {
  return h(
    Document,
    { title: job.title, author: job.brand.orgName, creator: 'Cairn', producer: 'Cairn' },
    pdfPage(
      {
        brand: job.brand,
        words,
        title: job.title,
        subtitle: job.subtitle,
        orientation: job.data.orientation,
      },
      ...scorecardTables(job.data, job.brand.color, words),
    ),
  );
}
