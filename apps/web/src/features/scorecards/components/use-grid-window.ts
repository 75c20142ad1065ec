import { addDays, todayLocal } from '@cairn/domain/items/calendar-date';
import { SCORECARD_DEFAULT_PERIODS } from '@cairn/domain/scorecards/scorecards.constants';
import { useMemo, useState } from 'react';
import { useSession } from '../../../lib/session/session-query.ts';

/** The grid's window: its last day and how many periods it shows. */
export type TGridWindow = { end: string; periods: number };

/** How far the earlier / later buttons move: four weeks, so a quarter of a year in three steps. */
const STEP_DAYS = 28;

/**
 * The window the grid shows (the 13 most recent periods by default) and the buttons that scroll
 * it back through the year and forward again to today.
 */
export function useGridWindow(today = todayLocal(new Date())) {
  const [end, setEnd] = useState(today);
  return useMemo(
    () => ({
      window: { end, periods: SCORECARD_DEFAULT_PERIODS } satisfies TGridWindow,
      today,
      isLatest: end >= today,
      earlier: () => setEnd((date) => addDays(date, -STEP_DAYS)),
      later: () => setEnd((date) => (addDays(date, STEP_DAYS) > today ? today : addDays(date, STEP_DAYS))),
      latest: () => setEnd(today),
    }),
    [end, today],
  );
}

/** The locale numbers are shown in: the user's, else the browser's. */
export function useNumberLocale(): string {
  const locale = useSession().data?.user.userLocale;
  return locale || (typeof navigator === 'undefined' ? 'en-US' : navigator.language) || 'en-US';
}
