import type { TWeekStart } from '@cairn/domain/common/clock';
import type { TInsightsPeriod } from '@cairn/domain/insights/insights.constants';
import { insightsPeriodStart } from '@cairn/domain/insights/insights-periods';
import { shiftPeriod } from '@cairn/domain/scorecards/periods';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';

/** The spans the page offers (issue 32: 13 weeks by default, quarters, a year). */
export const INSIGHTS_SPANS = [
  { id: '13w', labelKey: 'insights.span.weeks13', period: 'week', count: 13 },
  { id: '4q', labelKey: 'insights.span.quarters4', period: 'quarter', count: 4 },
  { id: '52w', labelKey: 'insights.span.year', period: 'week', count: 52 },
] as const satisfies readonly { id: string; labelKey: TTextKey; period: TInsightsPeriod; count: number }[];
export type TInsightsSpan = (typeof INSIGHTS_SPANS)[number]['id'];

/** The span named in the address, or the default. */
export function spanOf(value: string | null): TInsightsSpan {
  return INSIGHTS_SPANS.find((span) => span.id === value)?.id ?? '13w';
}

/** The call's `from`, `to` and `period` for a span ending with the period that holds `today`. */
export function spanQuery(span: TInsightsSpan, today: string, weekStart: TWeekStart) {
  const choice = INSIGHTS_SPANS.find((candidate) => candidate.id === span) ?? INSIGHTS_SPANS[0];
  const last = insightsPeriodStart(today, choice.period, weekStart);
  const interval = choice.period === 'week' ? 'Weekly' : 'Quarterly';
  return { from: shiftPeriod(last, interval, 1 - choice.count), to: today, period: choice.period };
}
