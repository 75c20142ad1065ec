import { SCORECARD_ENDPOINTS as E } from '@cairn/domain/scorecards/scorecards.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { scorecardKeys } from './scorecard-query-keys.ts';

/** `GET scorecards/tracking/{itemId}`: the measurables the caller sees that track a rock or to-do. */
export function useTrackingMeasurables(itemId: string) {
  return useQuery({
    queryKey: scorecardKeys.tracking(itemId),
    queryFn: async ({ signal }) => (await call(E.tracking, { params: { itemId }, signal })).measurables,
    meta: { isSilent: true },
  });
}
