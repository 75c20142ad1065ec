import { SCORECARD_ENDPOINTS as E } from '@cairn/domain/scorecards/scorecards.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { reorderGrid } from './grid-cache.ts';
import { scorecardKeys } from './scorecard-query-keys.ts';

/** `PUT scorecard/{s}/order` `{ measurableIds }`: every measurable of the scorecard in the new order. */
async function orderMeasurables(scorecardId: string, measurableIds: string[]) {
  return call(E.order, { params: { scorecardId }, body: { measurableIds } });
}

/** Reorders the rows at once (optimistic); a failure shows the error toast and reloads the order. */
export function useOrderMeasurables(scorecardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (measurableIds: string[]) => orderMeasurables(scorecardId, measurableIds),
    onMutate: async (measurableIds) => {
      await queryClient.cancelQueries({ queryKey: scorecardKeys.grid(scorecardId) });
      reorderGrid(queryClient, scorecardId, measurableIds);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: scorecardKeys.grid(scorecardId) }),
  });
}
