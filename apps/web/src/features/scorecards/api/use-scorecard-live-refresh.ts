import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { scorecardKeys } from './scorecard-query-keys.ts';

/** Runs of every watch, so each run answers a number never answered before. */
let watchRuns = 0;

/**
 * Live `measuredvalue` events (a value typed in another grid) refresh this scorecard's grid.
 * The live client invalidates every query whose key starts with the event's type; this watch
 * is such a query (key 'measuredvalue', no network: it counts its own runs), and each new run
 * invalidates the grid, whose key starts with 'measurable' (so `measurable` events reach it
 * directly). It keeps the live client in `lib/` untouched.
 */
export function useScorecardLiveRefresh(scorecardId: string) {
  const queryClient = useQueryClient();
  const watch = useQuery({
    queryKey: scorecardKeys.valueWatch(scorecardId),
    queryFn: () => {
      watchRuns += 1;
      return watchRuns;
    },
    enabled: Boolean(scorecardId),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    meta: { isSilent: true },
  });
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (watch.data === undefined) return;
    if (seen.current !== undefined && seen.current !== watch.data) {
      void queryClient.invalidateQueries({ queryKey: scorecardKeys.grid(scorecardId) });
    }
    seen.current = watch.data;
  }, [watch.data, queryClient, scorecardId]);
}
