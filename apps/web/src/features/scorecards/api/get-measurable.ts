import { SCORECARD_ENDPOINTS as E } from '@cairn/domain/scorecards/scorecards.endpoints';
import type { TMeasurable } from '@cairn/domain/scorecards/scorecards.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { scorecardKeys } from './scorecard-query-keys.ts';

/** `GET scorecard/{s}/{m}`: one measurable with its values (formula results included); 404 when gone. */
async function getMeasurable(
  scorecardId: string,
  measurableId: string,
  signal?: AbortSignal,
): Promise<TMeasurable> {
  return (await call(E.measurable, { params: { scorecardId, measurableId }, signal })).measurable;
}

/** Query options of one measurable; the edit popup and the chart handle its failures. */
export function measurableQueryOptions(scorecardId: string, measurableId: string) {
  return queryOptions({
    queryKey: scorecardKeys.one(measurableId),
    queryFn: ({ signal }) => getMeasurable(scorecardId, measurableId, signal),
    meta: { isSilent: true },
  });
}

/** One measurable with its values (the chart of a row). */
export function useMeasurable(scorecardId: string, measurableId: string) {
  return useQuery(measurableQueryOptions(scorecardId, measurableId));
}
