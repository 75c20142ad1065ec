import { SCORECARD_ENDPOINTS as E } from '@cairn/domain/scorecards/scorecards.endpoints';
import type { TScorecardGrid } from '@cairn/domain/scorecards/scorecards.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { markGridData } from '../utils/grid-timing.ts';
import { scorecardKeys } from './scorecard-query-keys.ts';

/**
 * `GET scorecard/{s}?end=YYYY-MM-DD&periods=13`: the grid's window ending at `end`, its periods
 * per interval and the measurables in their order, each with its values in the window.
 */
async function getScorecardGrid(
  scorecardId: string,
  end: string,
  periods: number,
  signal?: AbortSignal,
): Promise<TScorecardGrid> {
  const answer = await call(E.grid, { params: { scorecardId }, query: { end, periods }, signal });
  markGridData();
  return answer.scorecard;
}

/** Query options of one window of a scorecard's grid; the grid shows its own error state. */
export function scorecardGridQueryOptions(scorecardId: string, end: string, periods: number) {
  return queryOptions({
    queryKey: scorecardKeys.gridWindow(scorecardId, end, periods),
    queryFn: ({ signal }) => getScorecardGrid(scorecardId, end, periods, signal),
    meta: { isSilent: true },
  });
}

/** The grid of a window; the previous window stays shown while the next one loads. */
export function useScorecardGrid(scorecardId: string, end: string, periods: number) {
  return useQuery({
    ...scorecardGridQueryOptions(scorecardId, end, periods),
    enabled: Boolean(scorecardId),
    placeholderData: keepPreviousData,
  });
}
