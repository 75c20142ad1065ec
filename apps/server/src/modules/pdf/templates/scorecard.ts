import { periodLabel } from '@cairn/domain/scorecards/periods';
import { MEASURABLE_INTERVALS } from '@cairn/domain/scorecards/scorecards.constants';
import type { TMeasurable } from '@cairn/domain/scorecards/scorecards.schemas';
import { formatGoal, formatMeasurableValue } from '@cairn/domain/scorecards/value-format';
import { Document, Text } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { TPdfJob, TPdfScorecard } from '../pdf-jobs.ts';
import { BAD, emptyNote, GOOD, h, heading, pdfPage, type TColumn, table } from '../pdf-kit.ts';

/** Period columns on one page across: the rest of a long range continues in the next block. */
const PERIODS_ACROSS = { landscape: 13, portrait: 7 } as const;

const INTERVAL_WORDS = { Weekly: 'Weekly', Monthly: 'Monthly', Quarterly: 'Quarterly' } as const;

function valueCell(measurable: TMeasurable, intervalId: string) {
  const value = measurable.values.find((entry) => entry.intervalId === intervalId);
  if (!value || value.value === null) return value?.error ? h(Text, { style: { color: BAD } }, 'Error') : '';
  const text = formatMeasurableValue(value.value, measurable, measurable);
  const color = value.isOnTarget === null ? undefined : value.isOnTarget ? GOOD : BAD;
  return h(Text, { style: color ? { color } : {} }, text);
}

/**
 * The scorecard's measurables as tables, one group per interval (weekly, monthly, quarterly),
 * each cut into blocks of as many periods as fit across the page; every block repeats the
 * measurable, owner and goal. Values on target are green, off target red.
 */
export function scorecardTables(scorecard: TPdfScorecard, color: string): ReactNode[] {
  const { grid, ownerNames, periods, orientation } = scorecard;
  if (grid.measurables.length === 0) return [emptyNote()];
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
        first === last
          ? periodLabel(first, interval)
          : `${periodLabel(first, interval)} – ${periodLabel(last, interval)}`;
      parts.push(heading(`${INTERVAL_WORDS[interval]} · ${range}`, color));
      const head: TColumn[] = [
        { label: 'Measurable', flex: 3 },
        { label: 'Owner', flex: 1.6 },
        { label: 'Goal', width: 52, align: 'right' },
        ...block.map((period) => ({
          label: periodLabel(period, interval),
          flex: 1,
          align: 'right' as const,
        })),
      ];
      const rows = measurables.map((measurable) => [
        measurable.title,
        measurable.ownerId ? (ownerNames[measurable.ownerId] ?? '') : '',
        formatGoal(measurable, measurable),
        ...block.map((period) => valueCell(measurable, period)),
      ]);
      parts.push(table(head, rows, color));
    }
  }
  return parts.length ? parts : [emptyNote()];
}

/** `traction/{m}/scorecard/pdf` and `POST traction/scorecard/pdf/{s}`. */
export function scorecardDocument(job: TPdfJob & { kind: 'scorecard' }) {
  return h(
    Document,
    { title: job.title, author: job.brand.orgName, creator: 'Cairn', producer: 'Cairn' },
    pdfPage(
      { brand: job.brand, title: job.title, subtitle: job.subtitle, orientation: job.data.orientation },
      ...scorecardTables(job.data, job.brand.color),
    ),
  );
}
