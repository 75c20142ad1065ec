import { addDays } from '@cairn/domain/items/calendar-date';
import {
  SCORECARD_DEFAULT_PERIODS,
  SCORECARD_MAX_PERIODS,
} from '@cairn/domain/scorecards/scorecards.constants';
import { useMemo, useState } from 'react';
import { useOrgClock } from '../../../lib/session/use-org-clock.ts';

/** The grid's window: its last day and how many periods it shows. */
export type TGridWindow = { end: string; periods: number };

/** The `?periods=` of the full page: a whole number from 1 to the most the server answers, else the default. */
export function periodsFromQuery(text: string | null): number {
  const periods = Number(text);
  return Number.isInteger(periods) && periods >= 1 && periods <= SCORECARD_MAX_PERIODS
    ? periods
    : SCORECARD_DEFAULT_PERIODS;
}

/**
 * Periods of a meeting's scorecard section on a phone (issue 38): the latest five fit the screen
 * beside the sticky title column, where 13 were a third of the meeting page's elements; the earlier /
 * later buttons step back through the rest, and the full page shows all 13.
 */
export const PHONE_SECTION_PERIODS = 5;

/** How far the earlier / later buttons move: four weeks, so a quarter of a year in three steps. */
const STEP_DAYS = 28;

/**
 * The window the grid shows (the 13 most recent periods by default, or `periods`) and the
 * buttons that scroll it back through the year and forward again to today.
 */
export function useGridWindow(periods = SCORECARD_DEFAULT_PERIODS, fixedToday?: string) {
  const clock = useOrgClock();
  const today = fixedToday ?? clock.today;
  const [end, setEnd] = useState(today);
  return useMemo(
    () => ({
      window: { end, periods } satisfies TGridWindow,
      today,
      isLatest: end >= today,
      earlier: () => setEnd((date) => addDays(date, -STEP_DAYS)),
      later: () => setEnd((date) => (addDays(date, STEP_DAYS) > today ? today : addDays(date, STEP_DAYS))),
      latest: () => setEnd(today),
    }),
    [end, today, periods],
  );
}

/** The grid's window and the buttons that move it (`useGridWindow`). */
export type TGridWindowNav = ReturnType<typeof useGridWindow>;
