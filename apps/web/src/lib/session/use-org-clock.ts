import { DEFAULT_WEEK_START, type TWeekStart, todayIn, weekStartsOnOf } from '@cairn/domain/common/clock';
import { browserTimeZone } from '../time-zones.ts';
import { useSession } from './session-query.ts';

/** The organisation's clock as the web uses it; `today` is read when the component renders. */
export type TOrgClock = { timeZone: string; weekStart: TWeekStart; weekStartsOn: 0 | 1; today: string };

/**
 * The current organisation's zone and week start (the session carries them), so the web judges
 * "today" (overdue, this week's period, default due dates) exactly as the server does. Before an
 * organisation is chosen: the browser's zone and Monday.
 */
export function useOrgClock(): TOrgClock {
  const { data: session } = useSession();
  const timeZone = session?.org?.timeZone ?? browserTimeZone();
  const weekStart = session?.org?.weekStart ?? DEFAULT_WEEK_START;
  return {
    timeZone,
    weekStart,
    weekStartsOn: weekStartsOnOf(weekStart),
    today: todayIn(new Date(), timeZone),
  };
}
